import { describe, expect, it } from "vitest";

import { parseBoxes, parseDecimal, parseFigures, parsePrice, parseSecretOdds } from "./set-calculator-input";

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
