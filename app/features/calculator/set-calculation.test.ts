import { describe, expect, it } from "vitest";

import { CALCULATOR_LIMITS, boxesForChance, calculateSet, completionCurve, type Owned } from "./set-calculation";

/** The chance to be complete within exactly `boxes` boxes: the curve's last point. */
function completionChance(figures: number, secretChance: number, boxes: number, owned?: Owned) {
  const curve = completionCurve(figures, secretChance, boxes, owned);
  return { regular: curve.regular[boxes - 1]!, full: curve.full[boxes - 1]! };
}

/** Expected boxes for unequal chances by inclusion–exclusion over subsets (small n only). */
function inclusionExclusion(chances: number[]): number {
  let sum = 0;
  const n = chances.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    let total = 0;
    let size = 0;
    for (let i = 0; i < n; i++)
      if (mask & (1 << i)) {
        total += chances[i]!;
        size++;
      }
    sum += (size % 2 ? 1 : -1) / total;
  }
  return sum;
}

/** Chance to be complete within m boxes by inclusion–exclusion: Σ (−1)^|S| (1 − P(S))^m over missing sets S. */
function completeWithin(chances: number[], boxes: number): number {
  let sum = 0;
  const n = chances.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    let missing = 0;
    let size = 0;
    for (let i = 0; i < n; i++)
      if (mask & (1 << i)) {
        missing += chances[i]!;
        size++;
      }
    sum += (size % 2 ? -1 : 1) * (1 - missing) ** boxes;
  }
  return sum;
}

describe("expected boxes", () => {
  it("needs 14.7 boxes for six equally likely figures (6 × (1 + 1/2 + … + 1/6))", () => {
    const result = calculateSet({ figures: 6, secretChance: 0, price: 19 });
    expect(result.regularBoxes).toBeCloseTo(14.7, 10);
    expect(result.fullBoxes).toBe(result.regularBoxes);
    expect(result.regularCost).toBeCloseTo(14.7 * 19, 8);
  });

  it("stretches the regular set by 1/(1 − p) when a secret takes some boxes", () => {
    const result = calculateSet({ figures: 6, secretChance: 1 / 72, price: 19 });
    expect(result.regularBoxes).toBeCloseTo(14.7 / (1 - 1 / 72), 10);
  });

  it.each([
    [6, 1 / 72],
    [6, 1 / 144],
    [12, 1 / 144],
    [3, 0.5],
    [1, 0.25],
  ])("matches the coupon-collector integral for %i figures and secret chance %f", (figures, p) => {
    const chances = [...Array.from({ length: figures }, () => (1 - p) / figures), p];
    const exact = inclusionExclusion(chances);
    expect(calculateSet({ figures, secretChance: p, price: 1 }).fullBoxes).toBeCloseTo(exact, 8);
  });

  it("with a secret of 1 : 72 the whole set takes about 73.7 boxes, barely more than waiting for the secret alone", () => {
    const { fullBoxes } = calculateSet({ figures: 6, secretChance: 1 / 72, price: 19 });
    expect(fullBoxes).toBeGreaterThan(72);
    expect(fullBoxes).toBeCloseTo(73.74, 2);
    expect(fullBoxes).toBeCloseTo(inclusionExclusion([...Array(6).fill((1 - 1 / 72) / 6), 1 / 72]), 8);
  });

  it("stays finite at the limits", () => {
    const hardest = calculateSet({
      figures: CALCULATOR_LIMITS.maxFigures,
      secretChance: 1 / CALCULATOR_LIMITS.maxSecretOneIn,
      price: CALCULATOR_LIMITS.maxPrice,
    });
    for (const value of Object.values(hardest)) expect(Number.isFinite(value)).toBe(true);
    expect(hardest.fullBoxes).toBeGreaterThan(CALCULATOR_LIMITS.maxSecretOneIn);
  });

  it.each([
    { figures: 0, secretChance: 0, price: 1 },
    { figures: 2.5, secretChance: 0, price: 1 },
    { figures: 101, secretChance: 0, price: 1 },
    { figures: 6, secretChance: 0.6, price: 1 },
    { figures: 6, secretChance: -0.1, price: 1 },
    { figures: 6, secretChance: Number.NaN, price: 1 },
    { figures: 6, secretChance: 0, price: 0 },
    { figures: 6, secretChance: 0, price: Number.POSITIVE_INFINITY },
  ])("refuses input outside its range: %o", (input) => {
    expect(() => calculateSet(input)).toThrow(RangeError);
  });
});

describe("chance to complete within N boxes", () => {
  it.each([
    [6, 0, 10],
    [6, 0, 15],
    [6, 0, 30],
    [6, 1 / 72, 50],
    [6, 1 / 72, 100],
    [4, 0.2, 12],
  ])("matches inclusion–exclusion for %i figures, secret %f, %i boxes", (figures, p, boxes) => {
    const regularChances = Array.from({ length: figures }, () => (1 - p) / figures);
    const { regular, full } = completionChance(figures, p, boxes);
    // The regular set ignores the secret: boxes holding it simply do not help.
    expect(regular).toBeCloseTo(completeWithin(regularChances, boxes), 10);
    expect(full).toBeCloseTo(completeWithin(p ? [...regularChances, p] : regularChances, boxes), 10);
  });

  it("is zero before there are enough boxes and grows towards one", () => {
    const { regular, full } = completionCurve(6, 1 / 72, 2000);
    expect(regular[4]).toBe(0); // five boxes cannot hold six figures
    expect(regular[5]).toBeGreaterThan(0);
    for (let i = 1; i < regular.length; i++) expect(regular[i]!).toBeGreaterThanOrEqual(regular[i - 1]!);
    expect(regular.at(-1)!).toBeCloseTo(1, 10);
    expect(full.at(-1)!).toBeGreaterThan(0.99);
    expect(full[99]!).toBeLessThan(regular[99]!);
  });

  it("finds how many boxes give a 50 % and 90 % chance, or says the limit is too small", () => {
    const { regular } = completionCurve(6, 0, 200);
    const half = boxesForChance(regular, 0.5)!;
    expect(regular[half - 1]!).toBeGreaterThanOrEqual(0.5);
    expect(regular[half - 2]!).toBeLessThan(0.5);
    expect(boxesForChance(completionCurve(6, 1 / 100_000, 100).full, 0.5)).toBeNull();
  });

  it("bounds its work: the largest input finishes well within a frame budget", () => {
    const start = performance.now();
    completionCurve(CALCULATOR_LIMITS.maxFigures, 1 / CALCULATOR_LIMITS.maxSecretOneIn, CALCULATOR_LIMITS.maxBoxes);
    // The browser test measures long tasks; this only guards against an accidental blow-up.
    expect(performance.now() - start).toBeLessThan(500);
  });

  it("refuses a box count outside 1 … limit", () => {
    expect(() => completionCurve(6, 0, 0)).toThrow(RangeError);
    expect(() => completionCurve(6, 0, CALCULATOR_LIMITS.maxBoxes + 1)).toThrow(RangeError);
  });
});

describe("starting from figures already in hand", () => {
  /** The boxes' chances for the figures still missing: the others are repeats and simply do not help. */
  const missingChances = (figures: number, p: number, regularsOwned: number, secretOwned: boolean) => [
    ...Array.from({ length: figures - regularsOwned }, () => (1 - p) / figures),
    ...(p && !secretOwned ? [p] : []),
  ];

  it.each([
    [6, 1 / 72, 3, false],
    [6, 1 / 72, 3, true],
    [6, 1 / 72, 5, false],
    [6, 0, 2, false],
    [12, 1 / 144, 7, false],
    [4, 0.2, 1, true],
  ])(
    "expects the coupon-collector integral over the missing figures (%i figures, secret %f, %i owned, secret owned %s)",
    (figures, p, regulars, secret) => {
      const result = calculateSet({ figures, secretChance: p, price: 20, owned: { regulars, secret } });
      const regularOnly = missingChances(figures, p, regulars, true);
      expect(result.regularBoxes).toBeCloseTo(inclusionExclusion(regularOnly), 8);
      expect(result.fullBoxes).toBeCloseTo(inclusionExclusion(missingChances(figures, p, regulars, secret)), 8);
      expect(result.fullCost).toBeCloseTo(result.fullBoxes * 20, 8);
    },
  );

  it("needs 6 × (1/3 + 1/2 + 1) = 11 boxes for the last three of six equally likely figures", () => {
    expect(
      calculateSet({ figures: 6, secretChance: 0, price: 1, owned: { regulars: 3, secret: false } }).regularBoxes,
    ).toBeCloseTo(11, 10);
  });

  it("needs nothing more when everything is there, and only the secret's wait when just the secret is missing", () => {
    const complete = calculateSet({ figures: 6, secretChance: 1 / 72, price: 1, owned: { regulars: 6, secret: true } });
    expect(complete.regularBoxes).toBe(0);
    expect(complete.fullBoxes).toBe(0);
    const secretMissing = calculateSet({ figures: 6, secretChance: 1 / 72, price: 1, owned: { regulars: 6, secret: false } });
    expect(secretMissing.regularBoxes).toBe(0);
    expect(secretMissing.fullBoxes).toBeCloseTo(72, 10);
  });

  it("gives the same curve as inclusion–exclusion over the missing figures", () => {
    for (const [figures, p, regulars, secret] of [
      [6, 1 / 72, 3, false],
      [6, 1 / 72, 4, true],
      [6, 0, 5, false],
    ] as const) {
      const curve = completionCurve(figures, p, 60, { regulars, secret });
      for (const boxes of [1, 5, 20, 60]) {
        expect(curve.regular[boxes - 1]!).toBeCloseTo(completeWithin(missingChances(figures, p, regulars, true), boxes), 10);
        expect(curve.full[boxes - 1]!).toBeCloseTo(completeWithin(missingChances(figures, p, regulars, secret), boxes), 10);
      }
    }
  });

  it("is complete from the first box on when nothing is missing", () => {
    const { regular, full } = completionChance(6, 1 / 72, 1, { regulars: 6, secret: true });
    expect(regular).toBe(1);
    expect(full).toBe(1);
  });

  it.each([-1, 7, 2.5, Number.NaN])("refuses %f figures in hand for a set of six", (regulars) => {
    expect(() => calculateSet({ figures: 6, secretChance: 0, price: 1, owned: { regulars, secret: false } })).toThrow(RangeError);
    expect(() => completionCurve(6, 0, 10, { regulars, secret: false })).toThrow(RangeError);
  });
});
