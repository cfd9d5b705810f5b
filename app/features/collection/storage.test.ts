import { describe, expect, it } from "vitest";

import { testCatalogue } from "./collection.fixtures";
import { HOSTILE_VALUES, throwsOnString } from "~/utils/guards.fixtures";
import { DOCUMENT_LIMITS, readDocument, writeDocument } from "./document";
import { COLLECTION_STORAGE_KEY, loadCollection, parseStored, saveCollection } from "./storage";
import { storedCollectionHasFigures } from "~/domain/collection";
import { EMPTY_COLLECTION, updateFigure } from "./state";

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const sample = updateFigure(updateFigure(EMPTY_COLLECTION, "alpha", "1", { owned: true, doubles: 2 }), "beta", "secret", {
  wanted: true,
});
const now = new Date("2026-11-25T10:00:00Z");

describe("the stored document", () => {
  it("round-trips a collection, versioned and dated", () => {
    const text = writeDocument(sample, now);
    expect(JSON.parse(text)).toEqual({
      format: "labubu-sammlung",
      version: 1,
      savedAt: "2026-11-25T10:00:00.000Z",
      series: {
        alpha: { "1": { owned: true, doubles: 2, wanted: false } },
        beta: { secret: { owned: false, doubles: 0, wanted: true } },
      },
    });
    expect(readDocument(text, testCatalogue)).toEqual({ ok: true, collection: sample, dropped: 0 });
  });

  it.each([
    ["not JSON", "{nope", "not-json"],
    ["an array", "[1,2]", "foreign"],
    ["another format", JSON.stringify({ format: "hub", version: 1, series: {} }), "foreign"],
    ["null", "null", "foreign"],
    ["another version", JSON.stringify({ format: "labubu-sammlung", version: 2, series: {} }), "version"],
    ["doubles out of range", doc({ alpha: { "1": { owned: true, doubles: 100, wanted: false } } }), "invalid"],
    ["fractional doubles", doc({ alpha: { "1": { owned: true, doubles: 1.5, wanted: false } } }), "invalid"],
    ["a string for a flag", doc({ alpha: { "1": { owned: "true", doubles: 0, wanted: false } } }), "invalid"],
    ["an extra field", doc({ alpha: { "1": { owned: true, doubles: 0, wanted: false, note: "<script>" } } }), "invalid"],
    ["a missing field", doc({ alpha: { "1": { owned: true, doubles: 0 } } }), "invalid"],
    ["series as a list", JSON.stringify({ format: "labubu-sammlung", version: 1, series: [] }), "invalid"],
  ])("refuses %s", (_, text, problem) => {
    const read = readDocument(text, testCatalogue);
    expect(read).toMatchObject({ ok: false, problem });
  });

  it("refuses more series than any real collection has", () => {
    const series = Object.fromEntries(
      Array.from({ length: DOCUMENT_LIMITS.series + 1 }, (_, i) => [
        `s${i}`,
        { "1": { owned: true, doubles: 0, wanted: false } },
      ]),
    );
    expect(readDocument(doc(series), testCatalogue)).toMatchObject({ ok: false, problem: "invalid" });
  });

  it("keeps the known figures and counts the unknown ones, also hostile keys", () => {
    const text = `{"format":"labubu-sammlung","version":1,"series":{"__proto__":{"1":{"owned":true,"doubles":0,"wanted":false}},"alpha":{"2":{"owned":true,"doubles":0,"wanted":false},"7":{"owned":true,"doubles":0,"wanted":false}}}}`;
    const read = readDocument(text, testCatalogue);
    // The schema skips a "__proto__" key outright; the unknown figure "7" is counted.
    expect(read).toEqual({ ok: true, collection: { alpha: { "2": { owned: true, doubles: 0, wanted: false } } }, dropped: 1 });
    expect(({} as Record<string, unknown>).owned).toBeUndefined();
  });
});

describe("hostile values in the stored document", () => {
  it("has values that break String() among them", () => {
    expect(throwsOnString('{"toString":1}')).toBe(true);
  });

  it.each(HOSTILE_VALUES)("a version that is %s: the other-version notice and an empty collection, never a throw", (_, json) => {
    const text = `{"format":"labubu-sammlung","version":${json},"series":{}}`;
    const storage = new MemoryStorage();
    storage.setItem(COLLECTION_STORAGE_KEY, text);
    expect(loadCollection(() => storage, testCatalogue)).toEqual({
      collection: {},
      notice: { kind: "discarded", problem: "version" },
    });
    // Written by another tab while the page is open (the storage event).
    expect(parseStored(text, testCatalogue)).toEqual({ collection: {}, notice: { kind: "discarded", problem: "version" } });
    const read = readDocument(text, testCatalogue);
    expect(read).toMatchObject({ ok: false, problem: "version" });
    // Only a plain number or short text is ever shown as "the version".
    if (!read.ok) expect(read.version === null || /^[\w.-]{1,20}$/.test(String(read.version))).toBe(true);
  });

  it.each(HOSTILE_VALUES)("%s in any other field: a notice and an empty collection, never a throw", (_, json) => {
    const texts = [
      `{"format":${json},"version":1,"series":{}}`,
      `{"format":"labubu-sammlung","version":1,"series":${json}}`,
      `{"format":"labubu-sammlung","version":1,"savedAt":${json},"series":{}}`,
      `{"format":"labubu-sammlung","version":1,"series":{"alpha":${json}}}`,
      `{"format":"labubu-sammlung","version":1,"series":{"alpha":{"1":${json}}}}`,
      `{"format":"labubu-sammlung","version":1,"series":{"alpha":{"1":{"owned":${json},"doubles":${json},"wanted":true}}}}`,
      json,
    ];
    for (const text of texts) {
      const loaded = parseStored(text, testCatalogue);
      // Where the value does not fit, the document is discarded; where it happens to fit (a flag
      // that is `true`, a "__proto__" key the schema skips), what is kept has the right types.
      if (loaded.notice?.kind === "discarded") expect(loaded.collection, text).toEqual({});
      else expect(loaded.notice === null || loaded.notice.kind === "pruned", text).toBe(true);
      for (const figures of Object.values(loaded.collection))
        for (const state of Object.values(figures)) {
          expect(typeof state.owned, text).toBe("boolean");
          expect(Number.isInteger(state.doubles), text).toBe(true);
          expect(typeof state.wanted, text).toBe("boolean");
        }
    }
  });
});

describe("browser storage", () => {
  it("saves and loads under a versioned key", () => {
    const storage = new MemoryStorage();
    expect(saveCollection(() => storage, sample, now)).toEqual({ ok: true });
    expect([...storage.items.keys()]).toEqual([COLLECTION_STORAGE_KEY]);
    expect(loadCollection(() => storage, testCatalogue)).toEqual({ collection: sample, notice: null });
  });

  it("starts empty without a notice when nothing is stored", () => {
    expect(loadCollection(() => new MemoryStorage(), testCatalogue)).toEqual({ collection: {}, notice: null });
  });

  it("discards corrupt or foreign data with a notice and leaves it until the next save", () => {
    const storage = new MemoryStorage();
    storage.setItem(COLLECTION_STORAGE_KEY, '{"format":"labubu-sammlung","version":1,"series":{"alpha":');
    expect(loadCollection(() => storage, testCatalogue)).toEqual({
      collection: {},
      notice: { kind: "discarded", problem: "not-json" },
    });
    storage.setItem(COLLECTION_STORAGE_KEY, '{"articles":[]}');
    expect(loadCollection(() => storage, testCatalogue).notice).toEqual({ kind: "discarded", problem: "foreign" });
    expect(storage.getItem(COLLECTION_STORAGE_KEY)).toBe('{"articles":[]}');
  });

  it("reports figures that left the catalogue", () => {
    const storage = new MemoryStorage();
    storage.setItem(COLLECTION_STORAGE_KEY, doc({ alpha: { "1": figure, "8": figure }, omega: { "1": figure } }));
    expect(loadCollection(() => storage, testCatalogue)).toEqual({
      collection: { alpha: { "1": figure } },
      notice: { kind: "pruned", count: 2 },
    });
  });

  it("reports storage that cannot be reached or is full, never throws", () => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    expect(loadCollection(blocked, testCatalogue)).toEqual({ collection: {}, notice: { kind: "unavailable" } });
    expect(saveCollection(blocked, sample)).toEqual({ ok: false, notice: { kind: "unavailable" } });
    expect(loadCollection(() => undefined, testCatalogue).notice).toEqual({ kind: "unavailable" });
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(saveCollection(() => full, sample)).toEqual({ ok: false, notice: { kind: "quota" } });
  });
});

const figure = { owned: true, doubles: 0, wanted: false };

function doc(series: unknown): string {
  return JSON.stringify({ format: "labubu-sammlung", version: 1, series });
}

describe("whether a collection exists (the header's „Meine Sammlung“, docs/decisions/0046)", () => {
  it("is true for a stored document with a marked figure", () => {
    expect(storedCollectionHasFigures(writeDocument(sample, now))).toBe(true);
  });

  it("is false for nothing stored, an emptied collection and anything that is not the document", () => {
    expect(storedCollectionHasFigures(null)).toBe(false);
    expect(storedCollectionHasFigures(writeDocument(EMPTY_COLLECTION, now))).toBe(false);
    expect(storedCollectionHasFigures(doc({ alpha: {} }))).toBe(false);
    expect(
      storedCollectionHasFigures(JSON.stringify({ format: "labubu-hub", version: 1, series: { alpha: { "1": figure } } })),
    ).toBe(false);
    for (const raw of ["", "{", "null", "[]", '"labubu-sammlung"', doc(null), doc([]), doc("alpha")])
      expect(storedCollectionHasFigures(raw), raw).toBe(false);
  });
});
