// The fact base as its files on disk hold it (docs/decisions/0042): the content build reads it to check one
// file against the others (a fact's series tag, a brief's facts and wordings), the fact base's editing
// functions read it to find a fact, and the tests compare it with the modules the build makes. Node only;
// relative imports with extensions only.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { dataProblems as say } from "./copy.ts";
import { keysInList, seriesList, type DataList } from "./data-list.ts";
import { factFileSchema, sourcesFileSchema, type Fact, type SourceRegistry } from "./fact-schema.ts";
import { DataFileError, readDataFile, type DataProblem } from "./read.ts";
import { seriesFactsOf } from "./series-facts.ts";
import { seriesFileSchema, type SeriesEntry } from "./series-schema.ts";
import { recheckDay } from "../facts/recheck.ts";
import { factBasePaths, factFileNames, factFilePath, seriesFilePath, type FactFileName } from "./paths.ts";

export { factBasePaths, factFileNames, type FactFileName };

/** Every fact in the fact base's order (app/content/facts/index.ts): the catalogue's facts after the market's. */
export function inFactBaseOrder(files: Readonly<Record<FactFileName, readonly Fact[]>>, seriesFacts: readonly Fact[]): Fact[] {
  return [...files.background, ...files.authenticity, ...files.market, ...seriesFacts, ...files.legal, ...files.vienna, ...files["exchange-rates"]];
}

/** The first line of `text` that holds `needle` (1 when none): where a cross-file problem is reported. */
export function lineContaining(text: string, needle: string): number {
  const index = text.indexOf(needle);
  return index < 0 ? 1 : text.slice(0, index).split("\n").length;
}

export type FactBaseFiles = {
  sources: SourceRegistry;
  /** Each fact file's facts, by file name ("market"). */
  factFiles: Readonly<Record<FactFileName, readonly Fact[]>>;
  series: readonly SeriesEntry[];
  /** Every fact, in the order of app/content/facts/index.ts: the fact files' and the catalogue's. */
  facts: readonly Fact[];
};

const read = (root: string, file: string) => readFileSync(path.join(root, file), "utf8");

/**
 * The keys a list module names (`listModule`, relative to the project), after checking that it names every
 * YAML file below its folder: a file it lacks would never be built.
 */
export function listedKeys(root: string, listModule: string, list: DataList): string[] {
  const listed = keysInList(read(root, listModule), list);
  const folder = path.join(root, path.dirname(listModule), list.folder);
  const present = (readdirSync(folder, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => name.slice(0, -".yaml".length));
  const missing = present.filter((key) => !listed.includes(key));
  if (missing.length > 0)
    throw new DataFileError(
      missing.map((key) => ({
        file: path.posix.join(path.posix.dirname(listModule), list.folder, `${key}.yaml`),
        line: 1,
        message: say.notListed(`${key}.yaml`, listModule),
      })),
    );
  return listed;
}

/** Reads and checks every file of the fact base; throws a DataFileError with every problem found. */
export function readFactBase(root: string): FactBaseFiles {
  const problems: DataProblem[] = [];
  const attempt = <T>(work: () => T): T | undefined => {
    try {
      return work();
    } catch (error) {
      if (error instanceof DataFileError) problems.push(...error.problems);
      else throw error;
      return undefined;
    }
  };
  const sources = readDataFile(sourcesFileSchema, read(root, factBasePaths.sources), factBasePaths.sources);
  const factFiles = {} as Record<FactFileName, readonly Fact[]>;
  for (const name of factFileNames) {
    const file = factFilePath(name);
    factFiles[name] = attempt(() => readDataFile(factFileSchema(sources), read(root, file), file)) ?? [];
  }
  const series = (attempt(() => listedKeys(root, factBasePaths.seriesList, seriesList)) ?? []).flatMap((key) => {
    const file = seriesFilePath(key);
    const entry = attempt(() => readDataFile(seriesFileSchema(sources), read(root, file), file));
    if (entry && entry.key !== key) problems.push({ file, line: 1, message: say.seriesKeyMismatch(entry.key, file) });
    return entry ? [entry] : [];
  });
  // What one file holds comes first: the checks across files need every file read.
  if (problems.length > 0) throw new DataFileError(problems);
  const seriesKeys = new Set(series.map((entry) => entry.key));
  for (const name of factFileNames) {
    const file = factFilePath(name);
    for (const fact of factFiles[name])
      for (const tag of fact.tags)
        if (tag.startsWith("series:") && !seriesKeys.has(tag.slice("series:".length)))
          problems.push({ file, line: lineContaining(read(root, file), tag), message: say.unknownSeriesTag(tag) });
  }
  const facts = inFactBaseOrder(factFiles, seriesFactsOf(series, recheckDay));
  const ids = new Set(facts.map((fact) => fact.id));
  for (const entry of series)
    for (const id of entry.checkFactIds)
      if (!ids.has(id)) {
        const file = seriesFilePath(entry.key);
        problems.push({ file, line: lineContaining(read(root, file), id), message: say.unknownFact(id) });
      }
  if (problems.length > 0) throw new DataFileError(problems);
  return { sources, factFiles, series, facts };
}
