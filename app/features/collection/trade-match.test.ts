import { describe, expect, it } from "vitest";

import { hasCollection, figureCount, matchTrade } from "./trade-match";
import { tradeText } from "./trade-text";
import { testCatalogue } from "~/features/collection/collection.fixtures";
import { type Collection, EMPTY_COLLECTION, updateFigure } from "~/features/collection/state";
import { decodeTrade, encodeTrade } from "~/features/collection/trade-link";

const build = (changes: [string, string, Parameters<typeof updateFigure>[3]][]): Collection =>
  changes.reduce((state, [series, figure, change]) => updateFigure(state, series, figure, change), EMPTY_COLLECTION);

/** Anna: doubles of Eins (2) and Drei, wants the secret of Alpha and Beta 2. */
const anna = build([
  ["alpha", "1", { doubles: 2 }],
  ["alpha", "3", { doubles: 1 }],
  ["alpha", "secret", { wanted: true }],
  ["beta", "2", { wanted: true }],
]);
/** Ben: has Eins, Zwei and Drei (Drei twice), the secret twice and Beta 2 four times; wants Beta 1. */
const ben = build([
  ["alpha", "1", { owned: true }],
  ["alpha", "2", { owned: true }],
  ["alpha", "3", { doubles: 1 }],
  ["alpha", "secret", { doubles: 1 }],
  ["beta", "2", { doubles: 3 }],
  ["beta", "1", { wanted: true }],
]);

function theirList(collection: Collection) {
  const list = decodeTrade(encodeTrade(testCatalogue, collection)!, testCatalogue);
  if (!list.ok) throw new Error("expected a trade list");
  return list;
}

const flat = (groups: ReturnType<typeof matchTrade>["give"]) =>
  groups.map((entry) => `${entry.series.key}: ${entry.items.map((item) => `${item.figure.id}×${item.count}`).join(" ")}`);

describe("trade matching", () => {
  it("gives what they want and I have twice, and gets their doubles I want or lack, per series", () => {
    // Ben opens Anna's link.
    const match = matchTrade(theirList(anna), ben);
    expect(flat(match.give)).toEqual(["alpha: secret×1", "beta: 2×3"]);
    // Anna's doubles: Eins (Ben has it) and Drei (Ben has it): nothing to get.
    expect(match.get).toEqual([]);
    expect(figureCount(match.give)).toBe(2);
  });

  it("works the other way round", () => {
    // Anna opens Ben's link: his doubles are Drei (Anna has it), the secret and Beta 2 (Anna wants both).
    const match = matchTrade(theirList(ben), anna);
    expect(flat(match.get)).toEqual(["alpha: secret×1", "beta: 2×3"]);
    expect(match.get.flatMap((entry) => entry.items.map((item) => item.wanted))).toEqual([true, true]);
    // Ben wants Beta 1, of which Anna has no double.
    expect(match.give).toEqual([]);
  });

  it("counts a figure missing here as one to get, and matches nothing between empty lists", () => {
    const onlyMissing = build([["alpha", "2", { owned: true }]]);
    expect(flat(matchTrade(theirList(anna), onlyMissing).get)).toEqual(["alpha: 1×2 3×1"]);
    expect(matchTrade({ doubles: [], wanted: [] }, ben)).toEqual({ give: [], get: [] });
  });

  it("knows whether this browser holds a collection", () => {
    expect(hasCollection(testCatalogue, EMPTY_COLLECTION)).toBe(false);
    expect(hasCollection(testCatalogue, build([["gamma", "2", { wanted: true }]]))).toBe(true);
  });
});

describe("the trade list as text", () => {
  it("lists doubles with counts and wanted figures per series, then the link", () => {
    const text = tradeText(testCatalogue, anna, "https://example.at/sammlung/tausch#v=1");
    expect(text).toBe(
      [
        "Meine Labubu-Tauschliste",
        "",
        "Doppelt (zum Tauschen):",
        "Alpha: Eins (2×), Drei",
        "",
        "Gesucht:",
        "Alpha: Geheim",
        'Beta; mit "Zeichen": Figur 2',
        "",
        "Liste ansehen und mit Ihrer Sammlung vergleichen: https://example.at/sammlung/tausch#v=1",
      ].join("\n"),
    );
  });

  it("names the sender in its title where they gave a name", () => {
    expect(tradeText(testCatalogue, anna, "L", " Anna\n").split("\n")[0]).toBe("Labubu-Tauschliste von Anna");
    expect(tradeText(testCatalogue, anna, "L", "  ").split("\n")[0]).toBe("Meine Labubu-Tauschliste");
  });

  it("says when a list is empty", () => {
    const text = tradeText(testCatalogue, build([["alpha", "2", { wanted: true }]]), "L");
    expect(text).toContain("Doppelt (zum Tauschen):\nkeine\n");
  });
});
