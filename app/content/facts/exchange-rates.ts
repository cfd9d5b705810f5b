import { recheckDay } from "./recheck";
import { type Source, defineFact } from "./types";
import { formatDecimal, formatPartialDate } from "~/utils/format";

/**
 * The reference rates that turn a price a source gives in another currency into euros (docs/decisions/0047): the
 * ECB's euro reference rates of one named day, and the pataca's fixed link to the Hong Kong dollar (the ECB has no
 * rate for the pataca). Self-contained, sources included, so the file can move as it is.
 */

const sources = {
  ecbReferenceRates: {
    name: "Europäische Zentralbank",
    title: "Euro foreign exchange reference rates (8. Mai 2026)",
    url: "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml",
    published: "2026-05-08",
  },
  forexliveMacauPataca: {
    name: "Forexlive",
    title: "Macau mutual fund will soon be offered to mainland China investors",
    url: "https://www.forexlive.com/stock-market-update/macau-mutual-fund-will-soon-be-offered-to-mainland-china-investors-20250126/",
    published: "2025-01-26",
  },
} as const satisfies Record<string, Source>;

/** Units of a currency per euro as the ECB writes them: "1,1761". */
const rate = (value: number) => formatDecimal(value, 4);

export const exchangeRateFacts = [
  defineFact({
    id: "exchange-rate-ecb-2026-05-08",
    values: { date: "2026-05-08", usdPerEur: 1.1761, cnyPerEur: 7.9989, hkdPerEur: 9.2067 },
    statement: (v) =>
      `Am ${formatPartialDate(v.date)} lag der Euro-Referenzkurs der Europäischen Zentralbank bei ${rate(v.usdPerEur)} US-Dollar, ${rate(v.cnyPerEur)} Yuan und ${rate(v.hkdPerEur)} Hongkong-Dollar je Euro.`,
    sources: [sources.ecbReferenceRates],
    // The rate of one day: it never changes, whatever the rate is today.
    lifespan: "historical",
    asOf: "2026-05-08",
    confidence: "solid",
    tags: ["price"],
  }),
  defineFact({
    id: "exchange-rate-pataca-hkd",
    values: { mopPerHkd: 1.03 },
    statement: (v) =>
      `Die Pataca aus Macao ist fest an den Hongkong-Dollar gebunden: Ein Hongkong-Dollar entspricht ${formatDecimal(v.mopPerHkd)} Pataca.`,
    sources: [sources.forexliveMacauPataca],
    // A rule that holds now, from a 2025 report: no newer dated source states it (re-checked on recheckDay).
    lifespan: "current",
    asOf: "2025-01-26",
    notReconfirmed: recheckDay,
    confidence: "medium",
    tags: ["price"],
  }),
] as const;
