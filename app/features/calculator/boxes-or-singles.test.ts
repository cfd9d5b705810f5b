import { describe, expect, it } from "vitest";

import { compareBoxesAndSingles, parseSinglePrices } from "./boxes-or-singles";
import { boxesOrSinglesCopy, singlesExample } from "./copy/boxes-or-singles";
import { formatCount } from "~/utils/format";

describe("boxes or singles", () => {
  // Worked by hand: 6 regular figures, no secret, 3 in hand, a box for € 12, a single for € 40.
  // Expected boxes for the 3 missing ones: 6/3 + 6/2 + 6/1 = 2 + 3 + 6 = 11 boxes, 11 × € 12 = € 132;
  // singly 3 × € 40 = € 120, so singles are € 12 cheaper.
  // Threshold: m missing cost 12 × 6 × (1 + 1/2 + … + 1/m) in boxes against 40 × m singly:
  // m = 1: 72 vs 40, m = 2: 108 vs 80, m = 3: 132 vs 120 (singles), m = 4: 150 vs 160 (boxes).
  it("matches a case worked by hand", () => {
    const result = compareBoxesAndSingles({
      figures: 6,
      secretChance: 0,
      owned: { regulars: 3, secret: false },
      boxPrice: 12,
      singles: { kind: "each", price: 40 },
    });
    expect(result.missingRegulars).toBe(3);
    expect(result.regulars?.expectedBoxes).toBeCloseTo(11, 10);
    expect(result.regulars?.boxes).toBeCloseTo(132, 10);
    expect(result.regulars?.singles).toBe(120);
    expect(result.regulars?.cheaper).toBe("singles");
    expect(result.full).toBeNull();
    expect(result.threshold).toEqual({ price: 40, upTo: 3, averaged: false });
  });

  it("takes the secret's share of the boxes and its single price into the comparison", () => {
    // With a secret at 1 in 72, a box holds a regular figure with chance 71/72: 11 × 72/71 boxes for the regulars.
    const result = compareBoxesAndSingles({
      figures: 6,
      secretChance: 1 / 72,
      owned: { regulars: 3, secret: false },
      boxPrice: 12,
      singles: { kind: "per-figure", prices: [15, 20, 25] },
      secretSingle: 300,
    });
    expect(result.regulars?.expectedBoxes).toBeCloseTo((11 * 72) / 71, 10);
    expect(result.regulars?.singles).toBe(60);
    expect(result.regulars?.cheaper).toBe("singles");
    // Everything: the secret takes about 72 boxes on its own, far more than € 300 singly at € 12 a box.
    expect(result.full?.singles).toBe(360);
    expect(result.full!.expectedBoxes).toBeGreaterThan(72);
    expect(result.full?.cheaper).toBe("singles");
    // The threshold uses the list's average, € 20.
    expect(result.threshold.price).toBe(20);
  });

  it("says boxes are cheaper when singles cost more than a set's worth of boxes, and never compares a secret already in hand", () => {
    const result = compareBoxesAndSingles({
      figures: 6,
      secretChance: 1 / 72,
      owned: { regulars: 5, secret: true },
      boxPrice: 10,
      singles: { kind: "each", price: 100 },
      secretSingle: 300,
    });
    expect(result.regulars?.cheaper).toBe("boxes");
    expect(result.full).toBeNull();
    expect(result.threshold.upTo).toBe(0);
  });

  it("reads one price or one per missing figure", () => {
    expect(parseSinglePrices("19,90", 3)).toEqual({ ok: true, value: { kind: "each", price: 19.9 } });
    expect(parseSinglePrices("12; 15,50; € 40", 3)).toEqual({ ok: true, value: { kind: "per-figure", prices: [12, 15.5, 40] } });
    expect(parseSinglePrices("12; 15", 3)).toEqual({ ok: false, error: "count" });
    expect(parseSinglePrices("12; abc; 3", 3)).toEqual({ ok: false, error: "format" });
    expect(parseSinglePrices("", 3)).toEqual({ ok: false, error: "empty" });
  });
});

describe("the hint for single prices", () => {
  it("gives an example with as many prices as it asks for (it said „zwei Preise“ beside three)", () => {
    for (const missing of [2, 3, 4]) {
      const hint = boxesOrSinglesCopy.singlesHint(missing);
      const example = hint.match(/„(.+)“/)![1]!;
      expect(hint).toContain(`${formatCount(missing)} Preise`);
      expect(example).toBe(singlesExample(missing));
      expect(parseSinglePrices(example, missing)).toMatchObject({ ok: true, value: { kind: "per-figure" } });
    }
  });

  it("cuts a longer example short instead of listing fewer prices than it asks for", () => {
    for (const missing of [5, 6, 14]) {
      const example = singlesExample(missing);
      expect(example.endsWith("; …")).toBe(true);
      expect(boxesOrSinglesCopy.singlesHint(missing)).toContain(`${formatCount(missing)} Preise`);
    }
  });
});
