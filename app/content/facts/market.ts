import { recheckDay } from "./recheck";
import { sources as s } from "./sources";
import { defineFact } from "./types";
import {
  formatCount,
  formatDecimal,
  formatEuro,
  formatMoney,
  formatMoneyRange,
  formatOdds,
  formatPartialDate,
} from "~/utils/format";

/** Sum 1 + 1/2 + … + 1/n. */
function harmonic(n: number): number {
  let sum = 0;
  for (let k = 1; k <= n; k++) sum += 1 / k;
  return sum;
}

/** Prices with their "Stand", where to buy, events in Vienna's shops and the arithmetic of blind boxes. */
export const marketFacts = [
  defineFact({
    id: "price-official-shop-austria",
    values: { fromEur: 19 },
    statement: (v) => `Im offiziellen Pop-Mart-Webshop kosten Labubu-Anhänger ab etwa ${formatEuro(v.fromEur)}.`,
    sources: [s.kurierFakes],
    lifespan: "current",
    asOf: "2025-07",
    notReconfirmed: recheckDay,
    confidence: "medium",
    tags: ["price", "shop"],
  }),
  defineFact({
    id: "price-big-into-energy-asia",
    values: { low: 13, high: 16, currency: "USD" },
    statement: (v) =>
      `Zum Start der Serie Big into Energy kostete eine Figur in mehreren asiatischen Ländern ${formatMoneyRange(v.low, v.high, v.currency)}.`,
    sources: [s.cnnBigIntoEnergy],
    // A launch price: what it cost on that day.
    lifespan: "historical",
    asOf: "2025-04-25",
    confidence: "solid",
    tags: ["price", "series:big-into-energy"],
  }),
  defineFact({
    id: "price-heart-code-china",
    values: { amount: 79, currency: "CNY" },
    statement: (v) => `Eine Blindbox der Mini-Serie Heart Code kostete in China zum Start ${formatMoney(v.amount, v.currency)}.`,
    sources: [s.chinaDailyMini],
    lifespan: "historical",
    asOf: "2025-08-28",
    confidence: "solid",
    tags: ["price", "series:pin-for-love"],
  }),
  defineFact({
    id: "shop-official-austria",
    values: { shop: "popmart.com/at", firstGermanStore: "2025-07" },
    statement: (v) =>
      `Offiziell verkauft Pop Mart in Österreich über den Webshop ${v.shop}; ein eigenes Pop-Mart-Geschäft gab es hier laut Wiener Medien 2025 nicht – das erste in Deutschland eröffnete im ${formatPartialDate(v.firstGermanStore)} in Berlin.`,
    sources: [s.viennaAt, s.kurierGraben, s.tOnlineBerlin],
    lifespan: "current",
    asOf: "2025",
    notReconfirmed: recheckDay,
    confidence: "medium",
    tags: ["shop", "vienna", "market"],
  }),
  defineFact({
    id: "vienna-fake-popup-stores",
    values: { inspection: "2025-09" },
    statement: (v) =>
      `Im Sommer 2025 verkauften Pop-up-Stores in der Wiener Innenstadt Figuren mit Labubu-Aufschrift, die Fälschungen waren; im ${formatPartialDate(v.inspection)} kontrollierte die Finanzpolizei einen solchen Store.`,
    sources: [s.kurierGraben, s.kurierFinanzpolizei],
    lifespan: "historical",
    asOf: "2025-09-03",
    confidence: "solid",
    tags: ["vienna", "authenticity", "shop"],
  }),
  defineFact({
    id: "vienna-labubu-store-closed",
    values: { closed: "2025-09", street: "Mariahilfer Straße" },
    statement: (v) =>
      `Im ${formatPartialDate(v.closed)} sperrte auf der ${v.street} ein Labubu-Geschäft zu und verschenkte seine Restbestände; Nutzerinnen und Nutzer auf TikTok bezweifelten, dass es Originale verkauft hatte.`,
    sources: [s.kurierLaBubben],
    lifespan: "historical",
    asOf: "2025-09-02",
    confidence: "medium",
    tags: ["vienna", "shop", "authenticity"],
  }),
  defineFact({
    id: "vienna-shop-named-2025",
    values: { year: "2025", shop: "Shanghai Shop", address: "Landstraßer Hauptstraße 93 im 3. Bezirk" },
    statement: (v) =>
      `Im Jahr ${v.year} nannten Wiener Medien den ${v.shop} (${v.address}) als Geschäft, in dem es Labubus zu kaufen gab; ob er sie heute führt, belegen sie nicht.`,
    sources: [s.viennaAt, s.heuteShanghaiShop],
    // What the media said in 2025, not that the shop sells them today.
    lifespan: "historical",
    asOf: "2025",
    confidence: "medium",
    tags: ["vienna", "shop"],
  }),
  defineFact({
    id: "secret-odds-typical",
    values: { oneIn: 72, regulars: 6 },
    statement: (v) =>
      `Für die erfassten Anhänger-Serien mit ${formatCount(v.regulars)} regulären Figuren geben Händler die Chance auf die Secret-Figur meist mit ${formatOdds(v.oneIn)} an.`,
    sources: [s.geekChicSecrets, s.feltifyHaveASeat, s.labubuBlogAbc7],
    // The odds of released series, fixed when each came out.
    lifespan: "historical",
    confidence: "medium",
    tags: ["secret", "series"],
  }),
  defineFact({
    id: "blindbox-expected-boxes-six",
    values: { figures: 6, expectedBoxes: Math.round(6 * harmonic(6) * 10) / 10 },
    statement: (v) =>
      `Bei ${formatCount(v.figures)} gleich wahrscheinlichen Figuren brauchen Sie im Durchschnitt ${formatDecimal(v.expectedBoxes)} Blindboxen für das ganze Set, weil mit jeder Figur, die Sie schon haben, die Chance sinkt, dass die nächste Box eine noch fehlende enthält (Sammelbilderproblem).`,
    sources: [s.wikipediaCouponCollector],
    // Arithmetic: it does not go stale.
    lifespan: "historical",
    confidence: "solid",
    tags: ["secret", "series", "price"],
  }),
] as const;
