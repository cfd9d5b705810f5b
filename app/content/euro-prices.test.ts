import { describe, expect, it } from "vitest";

import { conversionFactIds, conversionNote, euroPrice, euroReference, priceInEuros, sourcePrice } from "./euro-prices";
import { factById } from "./facts";

/** Amounts are joined to their currency sign by a no-break space (docs/decisions/0036). */
const nb = (text: string) => text.replace(/(€|\$|CN¥|MOP) /g, "$1\u00a0");

describe("prices in euros, marked as conversions (docs/decisions/0047)", () => {
  it("takes its rates from the dated facts: the ECB's day, and the pataca through the Hong Kong dollar", () => {
    const ecb = factById("exchange-rate-ecb-2026-05-08");
    expect(euroReference.date).toBe("2026-05-08");
    expect(euroReference.perEuro.USD).toBe(ecb.values!.usdPerEur);
    expect(euroReference.perEuro.CNY).toBe(ecb.values!.cnyPerEur);
    expect(euroReference.perEuro.MOP).toBeCloseTo(9.2067 * 1.03, 10);
    expect(ecb.sources[0]!.url).toMatch(/^https:\/\/www\.ecb\.europa\.eu\//);
    expect(ecb.statement).toContain("1,1761 US-Dollar");
  });

  it("shows euros first and the source's own amount beside them", () => {
    expect(priceInEuros({ amount: 13, high: 16, currency: "USD" })).toBe(nb("≈ € 11–14 ($ 13–16)"));
    expect(priceInEuros({ amount: 79, currency: "CNY" })).toBe(nb("≈ € 10 (CN¥ 79)"));
    expect(priceInEuros({ amount: 83, currency: "MOP" })).toBe(nb("≈ € 9 (MOP 83)"));
    expect(priceInEuros({ amount: 956, high: 1177, currency: "USD" })).toBe(nb("≈ € 813–1.001 ($ 956–1.177)"));
    // A euro price needs no conversion.
    expect(priceInEuros({ amount: 19, currency: "EUR" })).toBe(nb("€ 19"));
    expect(euroPrice({ amount: 19, currency: "EUR" })).toBeNull();
    expect(sourcePrice({ amount: 27.99, currency: "USD" })).toBe(nb("$ 27,99"));
  });

  it("names the day of the rate, and the pataca's link where a pataca price is shown", () => {
    expect(conversionNote(["USD", "CNY", "EUR"])).toBe("≈ umgerechnet zum EZB-Referenzkurs vom 8. Mai 2026.");
    expect(conversionNote(["MOP"])).toContain("Pataca über ihren festen Kurs zum Hongkong-Dollar");
    expect(conversionNote(["EUR"])).toBeNull();
    expect(conversionFactIds(["USD"])).toEqual(["exchange-rate-ecb-2026-05-08"]);
    expect(conversionFactIds(["USD", "MOP"])).toEqual(["exchange-rate-ecb-2026-05-08", "exchange-rate-pataca-hkd"]);
    expect(conversionFactIds(["EUR"])).toEqual([]);
  });
});
