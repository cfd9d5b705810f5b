import { recheckDay } from "./recheck";
import { sources as s } from "./sources";
import { defineFact } from "./types";
import {
  formatCount,
  formatNumber,
  formatDecimal,
  formatEuro,
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
    // Past tense with the report's month: no newer dated source states today's price (docs/fact-research.md).
    wordings: (v) => [
      `Laut Kurier kosteten Labubu-Anhänger im offiziellen Pop-Mart-Webshop ab etwa ${formatEuro(v.fromEur)}.`,
      `Anhänger gab es im offiziellen Webshop von Pop Mart laut Kurier ab etwa ${formatEuro(v.fromEur)}.`,
      `Der offizielle Pop-Mart-Webshop verlangte für Labubu-Anhänger laut Kurier ab etwa ${formatEuro(v.fromEur)}.`,
      `Ab etwa ${formatEuro(v.fromEur)} kostete ein Labubu-Anhänger laut Kurier im offiziellen Webshop.`,
      `Im offiziellen Webshop von Pop Mart begannen die Preise für Labubu-Anhänger laut Kurier bei etwa ${formatEuro(v.fromEur)}.`,
      `Laut Kurier verlangte Pop Mart in seinem offiziellen Webshop für einen Labubu-Anhänger ab etwa ${formatEuro(v.fromEur)}.`,
    ],
    sources: [s.kurierFakes],
    lifespan: "current",
    asOf: "2025-07",
    notReconfirmed: recheckDay,
    confidence: "medium",
    tags: ["price", "shop"],
  }),
  defineFact({
    id: "price-big-into-energy-asia",
    values: { low: 13, high: 16, currency: "USD", launch: "2025-04" },
    statement: (v) =>
      `Zum Start der Serie Big into Energy kostete eine Figur in mehreren asiatischen Ländern ${formatMoneyRange(v.low, v.high, v.currency)}.`,
    wordings: (v) => [
      `In mehreren asiatischen Ländern kostete eine Figur der Serie Big into Energy zum Start ${formatMoneyRange(v.low, v.high, v.currency)}.`,
      `Big into Energy startete im ${formatPartialDate(v.launch)} in Asien mit ${formatMoneyRange(v.low, v.high, v.currency)} pro Figur.`,
    ],
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
    // In running text the currency by its name, as readers say it (the price tables show "CN¥ 79").
    statement: (v) => `Eine Blindbox der Mini-Serie Heart Code kostete in China zum Start ${formatNumber(v.amount)} Yuan.`,
    wordings: (v) => [`In China kostete eine Blindbox der Mini-Serie Heart Code zum Start ${formatNumber(v.amount)} Yuan.`],
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
    wordings: (v) => [
      `Ein eigenes Pop-Mart-Geschäft gab es in Österreich laut Wiener Medien 2025 nicht; Pop Mart verkaufte hier über seinen Webshop ${v.shop}.`,
      "Laut Wiener Medien hatte Pop Mart 2025 kein eigenes Geschäft in Österreich.",
      `Das erste Pop-Mart-Geschäft in Deutschland eröffnete im ${formatPartialDate(v.firstGermanStore)} in Berlin; in Österreich gab es laut Wiener Medien 2025 keines.`,
      `Offiziell verkauft Pop Mart in Österreich über den Webshop ${v.shop}.`,
    ],
    sources: [s.viennaAt, s.kurierGraben, s.tOnlineBerlin],
    lifespan: "current",
    asOf: "2025",
    notReconfirmed: recheckDay,
    confidence: "medium",
    tags: ["shop", "vienna", "market"],
  }),
  defineFact({
    id: "vienna-fake-popup-stores",
    values: { inspection: "2025-09", grabenMonth: "2025-07", copiesFromEur: 20 },
    statement: (v) =>
      `Im Sommer 2025 verkauften Pop-up-Stores in der Wiener Innenstadt Figuren mit Labubu-Aufschrift, die Fälschungen waren; im ${formatPartialDate(v.inspection)} kontrollierte die Finanzpolizei einen dieser Pop-up-Stores.`,
    wordings: (v) => [
      `Im ${formatPartialDate(v.inspection)} kontrollierte die Finanzpolizei einen Pop-up-Store in der Wiener Innenstadt, der im Verdacht stand, gefälschte Labubus zu verkaufen.`,
      `Im ${formatPartialDate(v.grabenMonth)} verkaufte ein Pop-up-Store am Graben Figuren ab ${formatEuro(v.copiesFromEur)}, die der Verkäufer selbst nicht als Originale ausgab.`,
      `Pop-up-Stores in der Wiener Innenstadt verkauften im Sommer 2025 Figuren mit Labubu-Aufschrift, die Fälschungen waren.`,
      `Kopien gab es in Wien im ${formatPartialDate(v.grabenMonth)} ab ${formatEuro(v.copiesFromEur)}: So viel verlangte ein Pop-up-Store am Graben für Figuren, die der Verkäufer selbst nicht als Originale ausgab.`,
    ],
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
    wordings: (v) => [
      `Anfang ${formatPartialDate(v.closed)} schloss der Labubu-Laden „La Bubben“ auf der ${v.street} und verschenkte seine Restbestände.`,
    ],
    sources: [s.kurierLaBubben, s.kosmoLaBubben],
    lifespan: "historical",
    asOf: "2025-09-04",
    confidence: "solid",
    tags: ["vienna", "shop", "authenticity"],
  }),
  defineFact({
    id: "vienna-shop-named-2025",
    values: { year: "2025", shop: "Shanghai Shop", address: "Landstraßer Hauptstraße 93 im 3. Bezirk" },
    statement: (v) =>
      `Im Jahr ${v.year} nannten Wiener Medien den ${v.shop} (${v.address}) als Geschäft, in dem es Labubus zu kaufen gab; ob er sie heute führt, belegen sie nicht.`,
    wordings: (v) => [
      `${v.year} nannten Wiener Medien den ${v.shop} in der Landstraßer Hauptstraße als Geschäft mit Labubus; ob er sie heute führt, ist nicht belegt.`,
    ],
    sources: [s.profilShanghaiShop, s.viennaAt, s.heuteShanghaiShop],
    // What the media said in 2025, not that the shop sells them today.
    lifespan: "historical",
    asOf: "2025-08-27",
    confidence: "medium",
    tags: ["vienna", "shop"],
  }),
  defineFact({
    id: "market-pop-mart-europe-2026",
    values: { announced: "2026-01", newStores: 27 },
    statement: (v) =>
      `Ende ${formatPartialDate(v.announced)} kündigte Pop Mart laut Bloomberg ${formatNumber(v.newStores)} neue Geschäfte in Europa für das kommende Jahr an; Österreich nannte der Bericht nicht.`,
    sources: [s.ibwPopMartEurope],
    // An announcement of a date: what was said then.
    lifespan: "historical",
    asOf: "2026-01-31",
    confidence: "medium",
    tags: ["shop", "market"],
  }),
  defineFact({
    id: "secret-odds-typical",
    values: { oneIn: 72, regulars: 6 },
    statement: (v) =>
      `Für die erfassten Anhänger-Serien mit ${formatCount(v.regulars)} regulären Figuren geben Händler die Chance auf die Secret-Figur meist mit ${formatOdds(v.oneIn)} an.`,
    wordings: (v) => [
      `Händler nennen für die Secret-Figur von Anhänger-Serien mit ${formatCount(v.regulars)} regulären Figuren meist eine Chance von ${formatOdds(v.oneIn)}.`,
      `Die Chance auf eine Secret-Figur liegt bei den erfassten Anhänger-Serien laut Händlern meist bei ${formatOdds(v.oneIn)}.`,
      `Laut Händlerangaben steckt die Secret-Figur meist in einer von ${formatCount(v.oneIn)} Boxen.`,
      `Meist ${formatOdds(v.oneIn)}: So geben Händler die Chance auf die Secret-Figur der erfassten Anhänger-Serien an.`,
    ],
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
    wordings: (v) => [
      `Für ein komplettes Set aus ${formatCount(v.figures)} gleich wahrscheinlichen Figuren brauchen Sie im Durchschnitt ${formatDecimal(v.expectedBoxes)} Blindboxen.`,
      `Bei ${formatCount(v.figures)} gleich häufigen Figuren sind im Schnitt ${formatDecimal(v.expectedBoxes)} Blindboxen nötig, weil die Chance auf eine noch fehlende Figur mit jeder Box sinkt.`,
      `Im Schnitt braucht es ${formatDecimal(v.expectedBoxes)} Blindboxen, bis ${formatCount(v.figures)} gleich wahrscheinliche Figuren komplett sind.`,
      `Rechnerisch kostet ein Set aus ${formatCount(v.figures)} gleich häufigen Figuren im Durchschnitt ${formatDecimal(v.expectedBoxes)} Blindboxen.`,
    ],
    sources: [s.wikipediaCouponCollector],
    // Arithmetic: it does not go stale.
    lifespan: "historical",
    confidence: "solid",
    tags: ["secret", "series", "price"],
  }),
] as const;
