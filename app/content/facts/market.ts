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
} from "~/lib/format";

/** Sum 1 + 1/2 + … + 1/n. */
function harmonic(n: number): number {
  let sum = 0;
  for (let k = 1; k <= n; k++) sum += 1 / k;
  return sum;
}

/** Prices with their "Stand", where to buy, and the arithmetic of blind boxes. */
export const marketFacts = [
  defineFact({
    id: "price-official-shop-austria",
    values: { fromEur: 19 },
    statement: (v) => `Im offiziellen Pop-Mart-Webshop kosten Labubu-Anhänger ab etwa ${formatEuro(v.fromEur)}.`,
    sources: [s.kurierFakes],
    asOf: "2025-07",
    confidence: "medium",
    tags: ["price", "shop"],
  }),
  defineFact({
    id: "price-big-into-energy-asia",
    values: { low: 13, high: 16, currency: "USD" },
    statement: (v) =>
      `Zum Start der Serie Big into Energy kostete eine Figur in mehreren asiatischen Ländern ${formatMoneyRange(v.low, v.high, v.currency)}.`,
    sources: [s.cnnBigIntoEnergy],
    asOf: "2025-04-25",
    confidence: "solid",
    tags: ["price", "series:big-into-energy"],
  }),
  defineFact({
    id: "price-heart-code-china",
    values: { amount: 79, currency: "CNY" },
    statement: (v) => `Eine Blindbox der Mini-Serie Heart Code kostete in China zum Start ${formatMoney(v.amount, v.currency)}.`,
    sources: [s.chinaDailyMini],
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
    asOf: "2025",
    confidence: "medium",
    tags: ["shop", "vienna", "market"],
  }),
  defineFact({
    id: "vienna-fake-popup-stores",
    values: { inspection: "2025-09" },
    statement: (v) =>
      `Im Sommer 2025 verkauften Pop-up-Geschäfte in der Wiener Innenstadt Figuren mit Labubu-Aufschrift, die Fälschungen waren; im ${formatPartialDate(v.inspection)} kontrollierte die Finanzpolizei einen solchen Store.`,
    sources: [s.kurierGraben, s.kurierFinanzpolizei],
    asOf: "2025-09-03",
    confidence: "solid",
    tags: ["vienna", "authenticity", "shop"],
  }),
  defineFact({
    id: "secret-odds-typical",
    values: { oneIn: 72, regulars: 6 },
    statement: (v) =>
      `Bei Anhänger-Serien mit ${formatCount(v.regulars)} regulären Figuren geben Händler die Chance auf die Secret-Figur meist mit ${formatOdds(v.oneIn)} an.`,
    sources: [s.geekChicSecrets, s.feltifyHaveASeat, s.labubuBlogAbc7],
    confidence: "medium",
    tags: ["secret", "series"],
  }),
  defineFact({
    id: "blindbox-expected-boxes-six",
    values: { figures: 6, expectedBoxes: Math.round(6 * harmonic(6) * 10) / 10 },
    statement: (v) =>
      `Bei ${formatCount(v.figures)} gleich wahrscheinlichen Figuren brauchen Sie im Durchschnitt ${formatDecimal(v.expectedBoxes)} Blindboxen für das ganze Set, weil jede weitere fehlende Figur seltener kommt (Sammelbilderproblem).`,
    sources: [s.wikipediaCouponCollector],
    confidence: "solid",
    tags: ["secret", "series", "price"],
  }),
] as const;
