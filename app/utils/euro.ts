/**
 * Prices in euros (docs/decisions/0047): a price a source gives in another currency, converted at a dated
 * reference rate. Plain arithmetic; the rates and the words that mark a conversion live in the content
 * (app/content/euro-prices.ts).
 */

/** Reference rates of one day: units of each currency per euro, as the ECB quotes them ("1 EUR = 1,1761 USD"). */
export type EuroReference = { date: string; perEuro: Readonly<Record<string, number>> };

/** A price as a source gives it: an amount, or a range from `amount` to `high`, in its currency (ISO 4217). */
export type ForeignPrice = { amount: number; high?: number; currency: string };

/** A price in whole euros: `low` and `high` are equal for a single amount. */
export type EuroRange = { low: number; high: number };

/** An amount in euros at the reference's rate (euros stay as they are); null where the reference has no rate. */
export function toEuro(amount: number, currency: string, reference: EuroReference): number | null {
  if (currency === "EUR") return amount;
  const perEuro = Object.hasOwn(reference.perEuro, currency) ? reference.perEuro[currency] : undefined;
  return perEuro && perEuro > 0 && Number.isFinite(amount) ? amount / perEuro : null;
}

/**
 * A price in whole euros, rounded to the nearest one: a converted price is an approximation, and cents would claim a
 * precision the rate of one day does not have. A range whose ends round alike becomes one amount. Null where the
 * reference has no rate for the currency.
 */
export function euroRange(price: ForeignPrice, reference: EuroReference): EuroRange | null {
  const low = toEuro(price.amount, price.currency, reference);
  const high = toEuro(price.high ?? price.amount, price.currency, reference);
  if (low === null || high === null) return null;
  return { low: Math.round(low), high: Math.round(high) };
}

/** Whether a price needs converting: any currency but the euro. */
export function isForeign(currency: string): boolean {
  return currency !== "EUR";
}
