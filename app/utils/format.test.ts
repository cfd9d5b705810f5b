import { describe, expect, it } from "vitest";

import {
  formatCount,
  formatDateLong,
  formatDecimal,
  formatEuro,
  formatMoney,
  formatMoneyRange,
  formatMonthYear,
  formatNumber,
  formatOdds,
  formatPartialDate,
  formatPercent,
  formatThousands,
  formatYear,
} from "./format";

const nbsp = /\u00a0/g;
const plain = (s: string) => s.replace(nbsp, " ").replace(/\u202f/g, " ");

describe("de-AT formatting", () => {
  it("formats whole and fractional euro amounts the Austrian way", () => {
    expect(plain(formatEuro(148000))).toBe("€ 148.000");
    expect(plain(formatEuro(11.5))).toBe("€ 11,50");
    expect(plain(formatEuro(10.6))).toBe("€ 10,60");
  });

  it("formats numbers, thousands and percentages", () => {
    // CLDR de-AT groups plain numbers with a no-break space and amounts with a dot: the site uses the dot for both.
    expect(formatNumber(58420)).toBe("58.420");
    expect(formatNumber(1165)).toBe("1.165");
    expect(formatDecimal(1234.5)).toBe("1.234,5");
    expect(formatThousands(58420)).toBe("58,4\u00a0Tsd.");
    expect(plain(formatPercent(0.38))).toBe("38 %");
  });

  it("uses Austrian month names", () => {
    expect(formatDateLong(new Date("2026-01-15T12:00:00Z"))).toBe("15. Jänner 2026");
    expect(formatMonthYear(new Date("2025-07-10T12:00:00Z"))).toBe("Juli 2025");
    expect(formatYear(2015)).toBe("2015");
  });

  it("formats dates at the precision they are known", () => {
    expect(formatPartialDate("2015")).toBe("2015");
    expect(formatPartialDate("2023-10")).toBe("Oktober 2023");
    expect(formatPartialDate("2025-01-01")).toBe("1. Jänner 2025");
    expect(formatPartialDate("2025-04-25")).toBe("25. April 2025");
  });

  it("formats foreign currencies, decimals and odds", () => {
    expect(plain(formatMoney(13, "USD"))).toBe("$ 13");
    expect(plain(formatMoney(79, "CNY"))).toBe("CN¥ 79");
    expect(plain(formatMoney(19.9, "EUR"))).toBe("€ 19,90");
    expect(plain(formatMoneyRange(13, 16, "USD"))).toBe("$ 13–16");
    // One grouping style in a range and beside a single amount ("$ 947–1.165", "$ 2.038").
    expect(formatMoneyRange(947, 1165, "USD")).toBe("$\u00a0947–1.165");
    expect(formatMoney(2038, "USD")).toBe("$\u00a02.038");
    expect(formatDecimal(14.7)).toBe("14,7");
    expect(formatDecimal(8.3157)).toBe("8,32");
    expect(formatDecimal(3.14159, 3)).toBe("3,142");
    expect(plain(formatOdds(72))).toBe("1 : 72");
    // No-break spaces: "1 :" and "72" never part at a line end.
    expect(formatOdds(144)).toBe("1\u00a0:\u00a0144");
    expect(formatCount(9)).toBe("neun");
    expect(formatCount(6)).toBe("sechs");
    expect(plain(formatCount(14))).toBe("14");
  });
});
