import { lazyCopy } from "./data/reads";
import { exchangeRateFacts } from "./facts/exchange-rates";
import { valueIn } from "./facts/lookup";
import type { Fact } from "./facts/types";
import { type EuroReference, type ForeignPrice, euroRange, isForeign } from "~/utils/euro";
import { formatEuro, formatMoney, formatMoneyRange, formatPartialDate } from "~/utils/format";

/**
 * Every price a collector reads, in euros (docs/decisions/0047): a price a source gives in another currency shows its
 * euro value at the ECB's reference rate of one named day, marked as a conversion, with the source's own amount
 * beside it. Only the rate facts are read here (not the whole fact base), so the pages that convert stay light.
 */

const ECB_DAY = "exchange-rate-ecb-2026-05-08";
const PATACA_PEG = "exchange-rate-pataca-hkd";
const ecb = (key: string) => valueIn<number>(exchangeRateFacts, ECB_DAY, key);

/**
 * The rates every conversion uses: the ECB's of one day; the pataca (no ECB rate) through its fixed link to the HKD.
 * Read where a page reads them, never when the module loads (app/content/data/reads.ts).
 */
export const euroReference: EuroReference = lazyCopy(() => {
  const hkdPerEur = ecb("hkdPerEur");
  return {
    date: valueIn<string>(exchangeRateFacts, ECB_DAY, "date"),
    perEuro: {
      USD: ecb("usdPerEur"),
      CNY: ecb("cnyPerEur"),
      HKD: hkdPerEur,
      MOP: hkdPerEur * valueIn<number>(exchangeRateFacts, PATACA_PEG, "mopPerHkd"),
    },
  };
});

/** The rate facts behind the conversion of these currencies: the ECB's day, and for the pataca its link too. */
export function conversionFacts(currencies: Iterable<string>): Fact[] {
  const foreign = [...currencies].filter(isForeign);
  if (foreign.length === 0) return [];
  const ids = foreign.includes("MOP") ? [ECB_DAY, PATACA_PEG] : [ECB_DAY];
  return exchangeRateFacts.filter((fact) => ids.includes(fact.id));
}

/** The same, by id, for pages that cite facts by id. */
export function conversionFactIds(currencies: Iterable<string>): string[] {
  return conversionFacts(currencies).map((fact) => fact.id);
}

/** The source's own amount: "$ 13–16", "CN¥ 79". */
export function sourcePrice(price: ForeignPrice): string {
  return price.high === undefined || price.high === price.amount
    ? formatMoney(price.amount, price.currency)
    : formatMoneyRange(price.amount, price.high, price.currency);
}

/** The euro value of a foreign price, marked as approximate: "≈ € 11–14"; null for a euro price or a currency without a rate. */
export function euroPrice(price: ForeignPrice): string | null {
  if (!isForeign(price.currency)) return null;
  const euros = euroRange(price, euroReference);
  if (!euros) return null;
  return `≈ ${euros.low === euros.high ? formatEuro(euros.low) : formatMoneyRange(euros.low, euros.high, "EUR")}`;
}

/** A price as a collector reads it: euros first, the source's own amount beside them ("≈ € 11–14 ($ 13–16)"). */
export function priceInEuros(price: ForeignPrice): string {
  const euros = euroPrice(price);
  return euros ? `${euros} (${sourcePrice(price)})` : sourcePrice(price);
}

/** How the euros were reached, for running text: "umgerechnet zum EZB-Referenzkurs vom 8. Mai 2026". */
export function conversionPhrase(currencies: Iterable<string>): string | null {
  const foreign = new Set([...currencies].filter(isForeign));
  if (foreign.size === 0) return null;
  const day = `umgerechnet zum EZB-Referenzkurs vom ${formatPartialDate(euroReference.date)}`;
  return foreign.has("MOP") ? `${day}, Pataca über ihren festen Kurs zum Hongkong-Dollar` : day;
}

/** What "≈" means on the page, for the currencies shown: "≈ umgerechnet zum EZB-Referenzkurs vom 8. Mai 2026." */
export function conversionNote(currencies: Iterable<string>): string | null {
  const phrase = conversionPhrase(currencies);
  return phrase ? `≈ ${phrase}.` : null;
}
