import { describe, expect, it } from "vitest";

import {
  calculatorSearch,
  calculatorTextFromSearch,
  parseBoxes,
  parseDecimal,
  parseFigures,
  parsePrice,
  parseSecretOdds,
  runCalculator,
} from "./set-calculator-input";

describe("parseDecimal", () => {
  it.each([
    ["6", 6],
    ["19,90", 19.9],
    ["19.90", 19.9],
    ["1.000", 1000],
    ["1.000,50", 1000.5],
    ["€ 19", 19],
    ["19 €", 19],
    [" 72 ", 72],
  ])("reads %s as %d", (raw, value) => {
    expect(parseDecimal(raw)).toBe(value);
  });

  it.each(["", "abc", "10^12", "1e12", "6,5,1", "Infinity", "NaN", "0x10", "-5", "1.00.0"])("refuses %s", (raw) => {
    expect(parseDecimal(raw)).toBeNull();
  });
});

describe("calculator fields", () => {
  it("accepts whole figure counts from 1 to 100", () => {
    expect(parseFigures("6")).toEqual({ ok: true, value: 6 });
    expect(parseFigures("100")).toEqual({ ok: true, value: 100 });
  });

  it.each([
    ["", "empty"],
    ["0", "too-small"],
    ["-3", "too-small"],
    ["abc", "format"],
    ["6,5", "not-whole"],
    ["1000000000000", "too-large"],
    ["10^12", "format"],
    ["101", "too-large"],
  ])("rejects figures %j as %s", (raw, error) => {
    expect(parseFigures(raw)).toEqual({ ok: false, error });
  });

  it("reads the secret odds in every usual spelling", () => {
    for (const raw of ["1/72", "1:72", "1 : 72", "1 zu 72", "72", "2/144"]) {
      const parsed = parseSecretOdds(raw);
      expect(parsed.ok, raw).toBe(true);
      if (parsed.ok) expect(parsed.value).toBeCloseTo(1 / 72, 12);
    }
    expect(parseSecretOdds("keine")).toEqual({ ok: true, value: 0 });
  });

  it.each([
    ["", "empty"],
    ["1/0", "zero-denominator"],
    ["0", "zero-denominator"],
    ["0/72", "too-small"],
    ["abc", "format"],
    ["1/abc", "format"],
    ["-72", "format"],
    ["1/1", "too-large"],
    ["3/4", "too-large"],
    ["1/1000000000000", "too-small"],
  ])("rejects odds %j as %s", (raw, error) => {
    expect(parseSecretOdds(raw)).toEqual({ ok: false, error });
  });

  it("accepts a price above zero up to € 10.000", () => {
    expect(parsePrice("19,90")).toEqual({ ok: true, value: 19.9 });
    for (const [raw, error] of [
      ["", "empty"],
      ["0", "too-small"],
      ["-5", "too-small"],
      ["gratis", "format"],
      ["1000000000000", "too-large"],
    ] as const)
      expect(parsePrice(raw), raw).toEqual({ ok: false, error });
  });

  it("accepts whole box counts from 1 to 5000", () => {
    expect(parseBoxes("30")).toEqual({ ok: true, value: 30 });
    expect(parseBoxes("0")).toEqual({ ok: false, error: "too-small" });
    expect(parseBoxes("5001")).toEqual({ ok: false, error: "too-large" });
  });
});

describe("the whole calculator", () => {
  it("computes the common case from the default fields", () => {
    const outcome = runCalculator({ figures: "6", have: "0", odds: "1/72", price: "19", boxes: "30", secret: false });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.expected.regularBoxes).toBeCloseTo(14.907, 3);
    expect(outcome.within.regular).toBeCloseTo(0.9726, 4);
    expect(outcome.forHalf.regular).toBe(13);
    expect(outcome.forNinety.full).toBe(165);
  });

  it("reports every bad field at once and never yields NaN or Infinity", () => {
    const outcome = runCalculator({ figures: "0", have: "0", odds: "1/0", price: "abc", boxes: "1000000000000", secret: false });
    expect(outcome).toEqual({
      ok: false,
      errors: { figures: "too-small", odds: "zero-denominator", price: "format", boxes: "too-large" },
    });
    const rarest = runCalculator({ figures: "100", have: "0", odds: "1/100000", price: "10000", boxes: "5000", secret: false });
    expect(rarest.ok).toBe(true);
    if (rarest.ok) {
      for (const value of [...Object.values(rarest.expected), rarest.within.regular, rarest.within.full])
        expect(Number.isFinite(value)).toBe(true);
      expect(rarest.forHalf.full).toBeNull();
    }
  });

  it("links a calculation through the address", () => {
    expect(calculatorSearch({ figures: "6", odds: "1/72", price: "" })).toBe("?figures=6&odds=1%2F72");
    expect(calculatorTextFromSearch("?figures=14&odds=keine&foo=1")).toEqual({ figures: "14", odds: "keine" });
    expect(calculatorTextFromSearch(`?figures=${"9".repeat(100)}`).figures).toHaveLength(40);
  });
});

describe("starting from a collection", () => {
  const text = { figures: "6", have: "3", odds: "1/72", price: "20", boxes: "30", secret: false };

  it("counts only the boxes still needed for the figures not yet in hand", () => {
    const outcome = runCalculator(text);
    if (!outcome.ok) throw new Error("expected a result");
    expect(outcome.owned).toEqual({ regulars: 3, secret: false });
    expect(outcome.expected.regularBoxes).toBeCloseTo(11 / (1 - 1 / 72), 8); // 6 × (1/3 + 1/2 + 1), stretched by the secret
    const withSecret = runCalculator({ ...text, secret: true });
    if (!withSecret.ok) throw new Error("expected a result");
    expect(withSecret.expected.fullBoxes).toBe(withSecret.expected.regularBoxes);
    // A series without a secret ignores the secret box.
    const none = runCalculator({ ...text, odds: "keine", secret: true });
    expect(none.ok && none.owned.secret).toBe(false);
  });

  it("takes an empty field as none yet, and refuses more figures than the set has", () => {
    const empty = runCalculator({ ...text, have: "" });
    expect(empty.ok && empty.owned.regulars).toBe(0);
    expect(runCalculator({ ...text, have: "7" })).toEqual({ ok: false, errors: { have: "more-than-set" } });
    expect(runCalculator({ ...text, have: "-1" })).toEqual({ ok: false, errors: { have: "too-small" } });
    expect(runCalculator({ ...text, have: "2,5" })).toEqual({ ok: false, errors: { have: "not-whole" } });
  });

  it("keeps the start in the address only when it is not the default", () => {
    expect(calculatorSearch({ figures: "6", have: "0", odds: "1/72", secret: false })).toBe("?figures=6&odds=1%2F72");
    expect(calculatorSearch({ figures: "6", have: "3", odds: "1/72", secret: true })).toBe(
      "?figures=6&have=3&odds=1%2F72&secret=1",
    );
    expect(calculatorTextFromSearch("?figures=6&have=3&secret=1")).toEqual({ figures: "6", have: "3", secret: true });
    expect(calculatorTextFromSearch("?secret=yes")).toEqual({});
  });
});
