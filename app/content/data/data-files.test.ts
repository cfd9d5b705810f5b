import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { dataListModule, seriesList } from "./data-list";
import { factFileSchema, sourcesFileSchema } from "./fact-schema";
import { factBasePaths, readFactBase } from "./fact-base.server";
import { DataFileError, checkDataFile } from "./read";
import { seriesFileSchema } from "./series-schema";
import { facts, seriesCatalogue, sources } from "~/content/facts";
import { briefsByList } from "~/features/hub/copy/briefs";
import { briefList } from "~/features/hub/copy/briefs/brief-data-kind";
import { topicListIds } from "~/domain/topics";
import { loadAppModule } from "../../../scripts/editor/check-bundle.mjs";

const root = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const registry = readFactBase(root).sources;

/** The problems of a file as "line: message". */
function problemsOf(schema: Parameters<typeof checkDataFile>[0], text: string): string[] {
  const checked = checkDataFile(schema, text, "x.yaml");
  return checked.ok ? [] : checked.problems.map((problem) => `${problem.line}: ${problem.message}`);
}

const fact = (lines: string) => `- id: beispiel\n${lines}`;
const minimal = [
  "  statement: Ein Satz mit {amount|euro}.",
  "  values:",
  "    amount: 19",
  "  sources: [kurierFakes]",
  "  lifespan: historical",
  "  confidence: solid",
  "  tags: [price]",
];

describe("the data files", () => {
  it("give the modules the build makes: the files on disk read by the editing functions hold the same facts and series", () => {
    const onDisk = readFactBase(root);
    expect(onDisk.facts).toEqual(facts);
    expect(onDisk.series).toEqual(seriesCatalogue);
    expect(onDisk.sources).toEqual(sources);
  });

  it("read the same in a bundle made without the content build's plugin (the editor mode's esbuild bundle)", async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), "data-bundle-"));
    try {
      const bundled = (await loadAppModule({
        projectRoot: root,
        outDir,
        name: "data-files",
        contents: `export { facts, seriesCatalogue } from "~/content/facts";\nexport { briefsByList } from "~/features/hub/copy/briefs";`,
      })) as { facts: unknown; seriesCatalogue: unknown; briefsByList: unknown };
      expect(bundled.facts).toEqual(facts);
      expect(bundled.seriesCatalogue).toEqual(seriesCatalogue);
      expect(bundled.briefsByList).toEqual(briefsByList);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it("are listed, each of them, in the modules that import them by name", () => {
    expect(read(factBasePaths.seriesList)).toBe(
      dataListModule(
        seriesCatalogue.map((entry) => entry.key),
        seriesList,
      ),
    );
    const briefKeys = topicListIds.flatMap((list) => briefsByList[list].map((brief) => `${list}/${brief.topicId}`));
    expect(read("app/features/hub/copy/briefs/brief-files.ts")).toBe(dataListModule(briefKeys, briefList));
  });
});

describe("a fact file", () => {
  it("passes with a sourced statement over its values", () => {
    expect(problemsOf(factFileSchema(registry), fact(minimal.join("\n")))).toEqual([]);
  });

  it("is refused with the line of each problem: a placeholder without a value, an unknown formatter, a source not in the registry", () => {
    const text = fact(
      [
        "  statement: Ein Satz mit {betrag|euro}.",
        "  wordings:",
        "    kurz: Kurz {amount|eur}.",
        "  values:",
        "    amount: 19",
        "  sources: [kurierFakes, erfunden]",
        ...minimal.slice(4),
      ].join("\n"),
    );
    expect(problemsOf(factFileSchema(registry), text)).toEqual([
      "2: Unbekannter Platzhalter {betrag|euro}: Die Werte dieses Eintrags heißen amount.",
      "4: Unbekanntes Format in {amount|eur}: Erlaubt sind euro, number, count, decimal, decimal1, rate, millions, percent, odds, moneyRange, year, date, month.",
      "7: Die Quelle „erfunden“ steht nicht in app/content/facts/sources.yaml.",
    ]);
  });

  it("is refused without a source, and a current fact without its Stand", () => {
    const text = fact([...minimal.slice(0, 3), "  sources: []", "  lifespan: current", ...minimal.slice(5)].join("\n"));
    expect(problemsOf(factFileSchema(registry), text)).toEqual([
      "5: Ein Fakt braucht mindestens eine Quelle.",
      "6: Ein aktueller Fakt braucht seinen Stand („asOf“): das Datum der neuesten datierten Quelle.",
    ]);
  });

  it("is refused for a field it does not know, a date that is none and YAML that is none", () => {
    expect(problemsOf(factFileSchema(registry), fact([...minimal, "  asOf: gestern", "  farbe: rot"].join("\n")))).toEqual([
      "9: „asOf“ ist kein Datum der Form JJJJ, JJJJ-MM oder JJJJ-MM-TT.",
      "10: Unbekanntes Feld „farbe“.",
    ]);
    expect(problemsOf(factFileSchema(registry), "- id: [kaputt")[0]).toMatch(/^1: Die Datei ist kein gültiges YAML/);
  });

  it("reads a bare year as a date, as YAML writes it", () => {
    const checked = checkDataFile(sourcesFileSchema, "orf:\n  name: ORF\n  url: https://orf.at/a\n  published: 2025\n", "s.yaml");
    expect(checked.ok && checked.value.orf!.published).toBe("2025");
  });
});

describe("a series file", () => {
  const series = (lines: string[]) =>
    [
      "key: beispiel",
      "name: Beispiel",
      "figuresPerSet: 6",
      "hasSecret: true",
      "checkFactIds: [authenticity-teeth]",
      ...lines,
    ].join("\n");

  it("leaves a field open that it does not give, and refuses a known value without sources", () => {
    const checked = checkDataFile(seriesFileSchema(registry), series([]), "x.yaml");
    expect(checked.ok && checked.value.secretOdds).toEqual({ value: null });
    expect(problemsOf(seriesFileSchema(registry), series(["sizeCm:", "  value: 17", "  confidence: medium"]))).toEqual([
      "7: „sizeCm.sources“ fehlt.",
    ]);
  });
});

describe("the fact base on disk", () => {
  const copy = mkdtempSync(path.join(tmpdir(), "fact-base-"));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  cpSync(path.join(root, factBasePaths.folder), path.join(copy, factBasePaths.folder), { recursive: true });

  it("names the file and line of a fact that breaks, and a series file the list lacks", () => {
    const market = path.join(copy, factBasePaths.folder, "market.yaml");
    writeFileSync(market, readFileSync(market, "utf8").replace("{fromEur|euro}.", "{fromEuro|euro}."));
    writeFileSync(path.join(copy, factBasePaths.series, "vergessen.yaml"), "key: vergessen\n");
    try {
      readFactBase(copy);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DataFileError);
      expect((error as DataFileError).message.split("\n")).toEqual([
        "app/content/facts/market.yaml:6: Unbekannter Platzhalter {fromEuro|euro}: Die Werte dieses Eintrags heißen fromEur.",
        "app/content/facts/series/vergessen.yaml:1: vergessen.yaml fehlt in app/content/facts/series-files.ts: Jede Datei dieses Ordners muss dort aufgeführt sein.",
      ]);
    }
  });
});
