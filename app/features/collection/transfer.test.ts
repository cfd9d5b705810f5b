import { describe, expect, it } from "vitest";

import { testCatalogue } from "./collection.fixtures";
import { HOSTILE_VALUES } from "~/utils/guards.fixtures";
import { importProblemText } from "~/features/collection/copy";
import { guardFormula, parseCsv, unguardFormula, writeCsv } from "./csv";
import { writeDocument } from "./document";
import { EMPTY_COLLECTION, updateFigure } from "./state";
import { IMPORT_LIMITS, checkImportSize, combineCollections, diffCollections, readImport, writeCollectionCsv } from "./transfer";

const sample = updateFigure(
  updateFigure(updateFigure(EMPTY_COLLECTION, "alpha", "1", { owned: true, doubles: 2 }), "alpha", "secret", { wanted: true }),
  "gamma",
  "2",
  { owned: true },
);

describe("CSV", () => {
  it("guards cells a spreadsheet would run as a formula, and reads them back", () => {
    for (const value of ["=1+1", "+43 1", "-5", "@SUM(A1)", "\tx", "\rx"]) {
      expect(guardFormula(value)).toBe(`'${value}`);
      expect(unguardFormula(guardFormula(value))).toBe(value);
    }
    expect(guardFormula("Sisi")).toBe("Sisi");
    expect(unguardFormula("'quoted")).toBe("'quoted");
  });

  it("quotes separators, quotes and line breaks (RFC 4180) and starts with a byte-order mark", () => {
    const text = writeCsv([["a;b", 'sag "hallo"', "zwei\nZeilen", " Rand"]]);
    expect(text).toBe('\uFEFF"a;b";"sag ""hallo""";"zwei\nZeilen";" Rand"\r\n');
    expect(parseCsv(text, { maxRows: 10, maxCell: 100 })).toEqual({
      ok: true,
      rows: [["a;b", 'sag "hallo"', "zwei\nZeilen", " Rand"]],
    });
  });

  it("reads comma-separated files, LF or CR line ends, and reports an unclosed quote with its line", () => {
    expect(parseCsv("a,b\n1,2\r3,4", { maxRows: 10, maxCell: 10 })).toEqual({
      ok: true,
      rows: [
        ["a", "b"],
        ["1", "2"],
        ["3", "4"],
      ],
    });
    expect(parseCsv('a;b\r\n1;"2\r\n3;4', { maxRows: 10, maxCell: 100 })).toEqual({ ok: false, line: 2, reason: "quote" });
  });

  it("stops at its bounds", () => {
    expect(parseCsv("a\n".repeat(20), { maxRows: 10, maxCell: 10 })).toMatchObject({ ok: false, reason: "too-many-rows" });
    expect(parseCsv(`${"x".repeat(50)}\n`, { maxRows: 10, maxCell: 10 })).toMatchObject({ ok: false, reason: "too-long" });
  });

  it("writes one row per figure with a header, names with separators and formula characters made safe", () => {
    const text = writeCollectionCsv(testCatalogue, sample);
    const rows = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(rows[0]).toBe("Serie;Figur;Secret-Figur;Habe ich;Doppelte;Gesucht");
    expect(rows).toHaveLength(1 + 4 + 3 + 2);
    expect(rows[1]).toBe("Alpha;Eins;nein;ja;2;nein");
    expect(rows[4]).toBe("Alpha;Geheim;ja;nein;0;ja");
    expect(rows[5]).toBe('"Beta; mit ""Zeichen""";Figur 1;nein;nein;0;nein');
    expect(rows[7]).toBe('"Beta; mit ""Zeichen""";Secret-Figur;ja;nein;0;nein');
    expect(rows[8]).toBe("'=Gamma;'+Plus;nein;nein;0;nein");
    expect(rows[9]).toBe("'=Gamma;'@At;nein;ja;0;nein");
  });
});

describe("import", () => {
  it("restores an exported JSON file and an exported CSV file exactly", () => {
    expect(readImport(writeDocument(sample, new Date()), testCatalogue)).toEqual({
      ok: true,
      format: "json",
      collection: sample,
      skipped: 0,
    });
    expect(readImport(writeCollectionCsv(testCatalogue, sample), testCatalogue)).toEqual({
      ok: true,
      format: "csv",
      collection: sample,
      skipped: 0,
    });
  });

  it("reads a CSV edited in a spreadsheet: commas, any letter case, empty cells, rows it does not know", () => {
    const text = "serie,figur,secret-figur,habe ich,doppelte,gesucht\nalpha,eins,nein,JA,3,\nAlpha,Neun,nein,ja,0,nein\n\n";
    expect(readImport(text, testCatalogue)).toEqual({
      ok: true,
      format: "csv",
      collection: { alpha: { "1": { owned: true, doubles: 3, wanted: false } } },
      skipped: 1,
    });
  });

  it.each([
    ["an empty file", "  \n", { kind: "empty" }],
    ["a binary file", "PK\u0003\u0004\u0000\u0000", { kind: "binary" }],
    ["broken JSON", '{"format": "labubu-sammlung", ', { kind: "not-json" }],
    ["another JSON", '{"articles": []}', { kind: "foreign" }],
    ["a newer version", '{"format": "labubu-sammlung", "version": 7, "series": {}}', { kind: "version", version: "7" }],
    ["another CSV", "Name;Preis\nA;1\n", { kind: "csv-header" }],
    [
      "a row with a word for doubles",
      "Serie;Figur;Secret-Figur;Habe ich;Doppelte;Gesucht\nAlpha;Eins;nein;ja;zwei;nein\n",
      { kind: "csv-value", line: 2, column: 4, value: "zwei" },
    ],
    [
      "a row with 100 doubles",
      "Serie;Figur;Secret-Figur;Habe ich;Doppelte;Gesucht\nAlpha;Eins;nein;ja;100;nein\n",
      { kind: "csv-value", line: 2, column: 4, value: "100" },
    ],
    [
      "a formula for a flag",
      'Serie;Figur;Secret-Figur;Habe ich;Doppelte;Gesucht\nAlpha;Eins;nein;=HYPERLINK("x");0;nein\n',
      { kind: "csv-value", line: 2, column: 3, value: '=HYPERLINK("x")' },
    ],
    ["a short row", "Serie;Figur;Secret-Figur;Habe ich;Doppelte;Gesucht\nAlpha;Eins;nein\n", { kind: "csv-structure", line: 2 }],
    [
      "an unclosed quote",
      'Serie;Figur;Secret-Figur;Habe ich;Doppelte;Gesucht\n"Alpha;Eins;nein;ja;0;nein\n',
      { kind: "csv-structure", line: 2 },
    ],
    [
      "only figures it does not know",
      "Serie;Figur;Secret-Figur;Habe ich;Doppelte;Gesucht\nOmega;Eins;nein;ja;0;nein\n",
      { kind: "nothing-known" },
    ],
  ])("refuses %s with a reason", (_, text, problem) => {
    expect(readImport(text, testCatalogue)).toEqual({ ok: false, problem });
  });

  it.each(HOSTILE_VALUES)(
    "refuses a file whose version is %s as another version, in words that do not ask to try again",
    (_, json) => {
      const read = readImport(`{"format":"labubu-sammlung","version":${json},"series":{}}`, testCatalogue);
      expect(read).toEqual({ ok: false, problem: { kind: "version", version: null } });
      if (!read.ok) {
        const text = importProblemText(read.problem);
        expect(text).toContain("Version");
        expect(text).not.toMatch(/noch einmal|erneut|versuchen/);
      }
    },
  );

  it.each(HOSTILE_VALUES)("refuses a file with %s in a field, never throws", (_, json) => {
    expect(readImport(`{"format":${json},"version":1,"series":{}}`, testCatalogue)).toMatchObject({
      ok: false,
      problem: { kind: "foreign" },
    });
    const read = readImport(
      `{"format":"labubu-sammlung","version":1,"series":{"alpha":{"1":{"owned":true,"doubles":${json},"wanted":false}}}}`,
      testCatalogue,
    );
    expect(read).toMatchObject({ ok: false, problem: { kind: "invalid" } });
  });

  it("refuses a file over the size limit before reading it, and a text over it when read", () => {
    expect(checkImportSize(IMPORT_LIMITS.bytes)).toBeNull();
    expect(checkImportSize(IMPORT_LIMITS.bytes + 1)).toEqual({ kind: "too-large", limitKb: 256 });
    expect(readImport(" ".repeat(IMPORT_LIMITS.bytes + 1), testCatalogue)).toMatchObject({
      ok: false,
      problem: { kind: "too-large" },
    });
  });

  it("refuses a CSV with more rows than a collection can have", () => {
    const header = "Serie;Figur;Secret-Figur;Habe ich;Doppelte;Gesucht\n";
    expect(readImport(header + "Alpha;Eins;nein;ja;0;nein\n".repeat(IMPORT_LIMITS.rows + 1), testCatalogue)).toEqual({
      ok: false,
      problem: { kind: "csv-too-many-rows", limit: IMPORT_LIMITS.rows },
    });
  });
});

describe("merge, replace and the preview", () => {
  const incoming = updateFigure(
    updateFigure(updateFigure(EMPTY_COLLECTION, "alpha", "1", { owned: true, doubles: 1, wanted: true }), "alpha", "2", {
      owned: true,
    }),
    "beta",
    "1",
    { wanted: true },
  );

  it("merging keeps both sides: owned or wanted if either says so, the larger number of doubles", () => {
    expect(combineCollections(sample, incoming, "merge")).toEqual({
      alpha: {
        "1": { owned: true, doubles: 2, wanted: true },
        "2": { owned: true, doubles: 0, wanted: false },
        secret: { owned: false, doubles: 0, wanted: true },
      },
      beta: { "1": { owned: false, doubles: 0, wanted: true } },
      gamma: { "2": { owned: true, doubles: 0, wanted: false } },
    });
  });

  it("replacing takes the file as it is", () => {
    expect(combineCollections(sample, incoming, "replace")).toBe(incoming);
  });

  it("lists what is added, removed and changed, in the catalogue's order", () => {
    const diff = diffCollections(testCatalogue, sample, combineCollections(sample, incoming, "replace"));
    expect(diff.added.map((c) => `${c.series}.${c.figure}`)).toEqual(["alpha.2", "beta.1"]);
    expect(diff.removed.map((c) => `${c.series}.${c.figure}`)).toEqual(["alpha.secret", "gamma.2"]);
    expect(diff.changed).toEqual([
      {
        series: "alpha",
        figure: "1",
        before: { owned: true, doubles: 2, wanted: false },
        after: { owned: true, doubles: 1, wanted: true },
      },
    ]);
    expect(diffCollections(testCatalogue, sample, sample)).toEqual({ added: [], removed: [], changed: [] });
  });
});
