import type { ImportProblem } from "~/domain/collection";

import type { CollectionCatalogue } from "./catalogue";
import { parseCsv, unguardFormula, writeCsv } from "./csv";
import { readDocument } from "./document";
import {
  type Collection,
  type FigureState,
  MAX_DOUBLES,
  collectionEntries,
  figureState,
  isEmptyFigure,
  normalizeFigure,
  restrictToCatalogue,
  sameFigure,
  withFigure,
} from "./state";
import { collectionCsv, figureName } from "./copy";

/**
 * Export and import of the collection: the JSON document (document.ts) and a CSV with one row per
 * figure for spreadsheets. An import is read completely and checked before anything changes; the
 * page then shows what merging or replacing would change (diffCollections) and applies it only when
 * the collector confirms. Every refusal is a problem code that the page words in German.
 */

export const IMPORT_LIMITS = { bytes: 256 * 1024, rows: 2_000, cell: 200 } as const;

export type { ImportProblem };

export type ImportRead =
  | { ok: true; format: "json" | "csv"; collection: Collection; /** Entries for figures the catalogue lacks. */ skipped: number }
  | { ok: false; problem: ImportProblem };

/** A file too large to read at all, checked before its text is loaded. */
export function checkImportSize(bytes: number): ImportProblem | null {
  return bytes > IMPORT_LIMITS.bytes ? { kind: "too-large", limitKb: IMPORT_LIMITS.bytes / 1024 } : null;
}

/** Reads an import file's text, JSON or CSV by its first character; never throws. */
export function readImport(text: string, catalogue: CollectionCatalogue): ImportRead {
  if (text.length > IMPORT_LIMITS.bytes)
    return { ok: false, problem: { kind: "too-large", limitKb: IMPORT_LIMITS.bytes / 1024 } };
  const body = text.replace(/^\uFEFF/, "");
  if (body.trim() === "") return { ok: false, problem: { kind: "empty" } };
  // NUL or the replacement character of undecodable bytes: an image, an archive, a spreadsheet file.
  if (body.includes("\u0000") || body.includes("\uFFFD")) return { ok: false, problem: { kind: "binary" } };
  const read = /^\s*[{[]/.test(body) ? readJson(body, catalogue) : readCsv(body, catalogue);
  if (read.ok && read.skipped > 0 && collectionEntries(read.collection).length === 0)
    return { ok: false, problem: { kind: "nothing-known" } };
  return read;
}

function readJson(text: string, catalogue: CollectionCatalogue): ImportRead {
  const read = readDocument(text, catalogue);
  if (!read.ok)
    return {
      ok: false,
      problem: read.problem === "version" ? { kind: "version", version: read.version ?? null } : { kind: read.problem },
    };
  return { ok: true, format: "json", collection: read.collection, skipped: read.dropped };
}

const normal = (value: string) => unguardFormula(value.trim()).toLocaleLowerCase("de-AT");

function readFlag(value: string): boolean | null {
  const text = normal(value);
  if (text === normal(collectionCsv.yes)) return true;
  if (text === normal(collectionCsv.no) || text === "") return false;
  return null;
}

function readDoubles(value: string): number | null {
  const text = normal(value);
  if (text === "") return 0;
  if (!/^\d{1,2}$/.test(text)) return null;
  const number = Number(text);
  return number <= MAX_DOUBLES ? number : null;
}

function readCsv(text: string, catalogue: CollectionCatalogue): ImportRead {
  const parsed = parseCsv(text, { maxRows: IMPORT_LIMITS.rows + 1, maxCell: IMPORT_LIMITS.cell });
  if (!parsed.ok)
    return {
      ok: false,
      problem:
        parsed.reason === "too-many-rows"
          ? { kind: "csv-too-many-rows", limit: IMPORT_LIMITS.rows }
          : { kind: "csv-structure", line: parsed.line },
    };
  const [header, ...rows] = parsed.rows;
  const columns = collectionCsv.columns.map(normal);
  if (!header || header.length !== columns.length || header.some((cell, index) => normal(cell) !== columns[index]))
    return { ok: false, problem: { kind: "csv-header" } };
  const figureIndex = new Map<string, { series: string; figure: string }>();
  for (const series of catalogue)
    for (const figure of series.figures)
      figureIndex.set(`${normal(series.name)}\u0000${normal(figureName(figure))}`, { series: series.key, figure: figure.id });

  const entries: { series: string; figure: string; state: FigureState }[] = [];
  let skipped = 0;
  for (const [index, row] of rows.entries()) {
    const line = index + 2;
    if (row.every((cell) => cell.trim() === "")) continue;
    if (row.length !== columns.length) return { ok: false, problem: { kind: "csv-structure", line } };
    const owned = readFlag(row[3]!);
    const doubles = readDoubles(row[4]!);
    const wanted = readFlag(row[5]!);
    const secret = readFlag(row[2]!);
    const bad = [
      [2, secret],
      [3, owned],
      [4, doubles],
      [5, wanted],
    ].find(([, value]) => value === null);
    if (bad) {
      const column = bad[0] as number;
      return { ok: false, problem: { kind: "csv-value", line, column, value: row[column]!.trim().slice(0, 30) } };
    }
    const target = figureIndex.get(`${normal(row[0]!)}\u0000${normal(row[1]!)}`);
    if (!target) {
      skipped++;
      continue;
    }
    entries.push({ ...target, state: { owned: owned!, doubles: doubles!, wanted: wanted! } });
  }
  return { ok: true, format: "csv", ...withSkipped(restrictToCatalogue(catalogue, entries), skipped) };
}

const withSkipped = (result: { collection: Collection; dropped: number }, skipped: number) => ({
  collection: result.collection,
  skipped: skipped + result.dropped,
});

/** One row per figure of the catalogue (marked or not), with a header row. */
export function writeCollectionCsv(catalogue: CollectionCatalogue, collection: Collection): string {
  const flag = (value: boolean) => (value ? collectionCsv.yes : collectionCsv.no);
  const rows = catalogue.flatMap((series) =>
    series.figures.map((figure) => {
      const state = figureState(collection, series.key, figure.id);
      return [series.name, figureName(figure), flag(figure.secret), flag(state.owned), String(state.doubles), flag(state.wanted)];
    }),
  );
  return writeCsv([[...collectionCsv.columns], ...rows]);
}

export type ImportMode = "merge" | "replace";

/**
 * Merging loses nothing of either side: a figure is owned or wanted if either says so, and the
 * larger number of doubles counts. Replacing takes the file as it is.
 */
export function combineCollections(current: Collection, incoming: Collection, mode: ImportMode): Collection {
  if (mode === "replace") return incoming;
  let result = current;
  for (const { series, figure, state } of collectionEntries(incoming)) {
    const mine = figureState(result, series, figure);
    const merged = normalizeFigure({
      owned: mine.owned || state.owned,
      doubles: Math.max(mine.doubles, state.doubles),
      wanted: mine.wanted || state.wanted,
    });
    result = withFigure(result, series, figure, merged);
  }
  return result;
}

export type FigureChange = {
  series: string;
  figure: string;
  before: FigureState | null;
  after: FigureState | null;
};
export type CollectionDiff = { added: FigureChange[]; removed: FigureChange[]; changed: FigureChange[] };

/** What turns `before` into `after`, figure by figure in the catalogue's order. */
export function diffCollections(catalogue: CollectionCatalogue, before: Collection, after: Collection): CollectionDiff {
  const diff: CollectionDiff = { added: [], removed: [], changed: [] };
  for (const series of catalogue)
    for (const figure of series.figures) {
      const was = figureState(before, series.key, figure.id);
      const is = figureState(after, series.key, figure.id);
      if (sameFigure(was, is)) continue;
      const change = {
        series: series.key,
        figure: figure.id,
        before: isEmptyFigure(was) ? null : was,
        after: isEmptyFigure(is) ? null : is,
      };
      if (!change.before) diff.added.push(change);
      else if (!change.after) diff.removed.push(change);
      else diff.changed.push(change);
    }
  return diff;
}
