import { describe, expect, it } from "vitest";

import { euroRange, isForeign, toEuro } from "./euro";

// The ECB's reference rates of 8 May 2026 (app/content/facts/exchange-rates.yaml), and a pegged currency derived from one.
const reference = { date: "2026-05-08", perEuro: { USD: 1.1761, CNY: 7.9989, HKD: 9.2067, MOP: 9.2067 * 1.03 } };

describe("prices in euros", () => {
  it("divides by the units per euro, as the ECB quotes its rates", () => {
    expect(toEuro(1.1761, "USD", reference)).toBeCloseTo(1, 10);
    expect(toEuro(79, "CNY", reference)).toBeCloseTo(9.876, 3);
    // 83 patacas = 80.58 Hong Kong dollars = € 8.75
    expect(toEuro(83, "MOP", reference)).toBeCloseTo(8.753, 3);
    expect(toEuro(20, "EUR", reference)).toBe(20);
  });

  it("rounds to whole euros: $ 13–16 is € 11–14, $ 27,99 is € 24", () => {
    expect(euroRange({ amount: 13, high: 16, currency: "USD" }, reference)).toEqual({ low: 11, high: 14 });
    expect(euroRange({ amount: 27.99, currency: "USD" }, reference)).toEqual({ low: 24, high: 24 });
    expect(euroRange({ amount: 79, currency: "CNY" }, reference)).toEqual({ low: 10, high: 10 });
    // A computed cost: $ 194–239 for the regular figures of Big into Energy.
    expect(euroRange({ amount: 194, high: 239, currency: "USD" }, reference)).toEqual({ low: 165, high: 203 });
  });

  it("converts nothing it has no rate for, and no nonsense", () => {
    expect(toEuro(10, "JPY", reference)).toBeNull();
    expect(euroRange({ amount: 10, currency: "JPY" }, reference)).toBeNull();
    expect(toEuro(10, "toString", reference)).toBeNull();
    expect(toEuro(Number.NaN, "USD", reference)).toBeNull();
    expect(toEuro(10, "USD", { date: "2026-05-08", perEuro: { USD: 0 } })).toBeNull();
  });

  it("knows which prices need converting", () => {
    expect([isForeign("USD"), isForeign("EUR")]).toEqual([true, false]);
  });
});
