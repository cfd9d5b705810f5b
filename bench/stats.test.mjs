import { describe, expect, it } from "vitest";

import { median, medianOfEach, percentile, ratio } from "./stats.mjs";

describe("median", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(median([2400, 900, 1200])).toBe(1200);
  });
  it("averages the middle two of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it("ignores missing values and is null when nothing is left", () => {
    expect(median([null, 5, undefined, Number.NaN])).toBe(5);
    expect(median([])).toBeNull();
    expect(median([null])).toBeNull();
  });
});

describe("ratio", () => {
  it("divides, and refuses a zero or missing divisor", () => {
    expect(ratio(1150, 1000)).toBeCloseTo(1.15);
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(null, 2)).toBeNull();
  });
});

describe("medianOfEach", () => {
  it("takes each key's median independently across runs", () => {
    const runs = [
      { lcp: 900, tbt: 10 },
      { lcp: 2000, tbt: 0 },
      { lcp: 1000, tbt: 300 },
    ];
    expect(medianOfEach(runs)).toEqual({ lcp: 1000, tbt: 10 });
  });
});

describe("percentile", () => {
  it("takes the nearest rank, whatever the order, and ignores missing values", () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([3, null, 1, 2], 50)).toBe(2);
    expect(percentile([], 95)).toBeNull();
  });
});
