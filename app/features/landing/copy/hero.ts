import { factValue } from "../../../content/facts";
import { lazyCopy } from "../../../content/data/reads";
import { sectionIntros } from "./sections";
import { site } from "~/config/site";
import { checkCounts } from "~/content/authenticity-steps";
import { toolNav } from "~/shell/copy/navigation";
import { euroPrice, sourcePrice } from "~/content/euro-prices";
import type { ForeignPrice } from "~/utils/euro";
import { capitalize } from "~/utils/text";
import { NBSP, formatDecimal, formatEuro, formatNumber, formatPartialDate, formatYear } from "~/utils/format";

export type HeroFact = {
  /** Stable key, also used by tests. */
  key: string;
  /** Small word before the figure ("seit", "ab", "unter", "rund"). */
  prefix?: string;
  value: string;
  label: string;
  note: string;
  /** The fact the figure comes from: its sources and "Stand" are shown beside it. */
  factId: string;
};

/** A row of the price comparison: the price in euros, and where a source gave another currency, its own amount. */
export type PriceRow = { key: string; region: string; price: string; original?: string; currency: string; factId: string };

/** A foreign price of the fact base as the comparison shows it: euros first (converted, marked), then the source's own. */
function comparedPrice(key: string, region: string, factId: string, price: ForeignPrice): PriceRow {
  return {
    key,
    region,
    price: euroPrice(price) ?? sourcePrice(price),
    original: sourcePrice(price),
    currency: price.currency,
    factId,
  };
}

// The figures are read where a page reads the copy, never when the module loads (app/content/data/reads.ts).
const record = () => ({
  eur: factValue<number>("record-auction-2025", "hammerEurRounded"),
  cny: factValue<number>("record-auction-2025", "hammerCny"),
  height: factValue<number>("record-auction-2025", "heightCm"),
  date: factValue<string>("record-auction-2025", "date"),
});
const officialFrom = () => factValue<number>("price-official-shop-austria", "fromEur");
const suspiciousBelow = () => factValue<number>("price-austria-warning-threshold", "suspiciousBelowEur");
const typicalCharm = () => factValue<number>("price-austria-warning-threshold", "typicalCharmEur");

export const hero = lazyCopy(
  () =>
    ({
      id: "home",
      eyebrow: "Unabhängiger Sammler-Ratgeber für Österreich",
      headline: `Echte ${site.figure}-Figuren erkennen. Klug sammeln.`,
      lead: `Ob erste Blindbox oder seltene Sonderedition: Hier erfahren Sie, woran Sie Originale erkennen, welche Serien gerade gefragt sind, was ${site.figure}-Figuren in Österreich kosten und wo Sie in Wien fündig werden.`,
      primaryCta: { label: "Aktuelle Serien ansehen", href: `#${sectionIntros.series.id}` },
      /** Opens the interactive check; the guide to its features is a section further down. */
      secondaryCta: { label: "Echtheit prüfen", href: "/echtheit-pruefen" },
      /** What the newsroom changed lately, dated (/neu), reachable from the first screen. */
      news: { label: "Neu: was sich geändert hat", href: "/neu" },
      toolsHeading: "Ihre Werkzeuge",
      /** The collector tools as the header names them, each with what it does. */
      tools: [
        { ...toolNav[0], key: "check", text: `${capitalize(checkCounts.stepsWord)} Fragen, ein Ergebnis mit nächsten Schritten` },
        { ...toolNav[1], key: "calculator", text: "Boxen und Kosten bis zum vollen Set" },
        { ...toolNav[2], key: "series", text: "Alle Serien mit Figuren und Chancen" },
        { ...toolNav[3], key: "guides", text: "Artikel mit Quellen zu Kauf, Zoll und Wert" },
        { ...toolNav[4], key: "collection", text: "Abhaken, Doppelte zählen, tauschen – ohne Konto" },
      ],
    }) as const,
);

/** "Preise zum Vergleich": Austria's prices in euros, the launch prices abroad converted (docs/decisions/0047). */
const priceRows = (): PriceRow[] => [
  {
    key: "austria-official",
    region: "Österreich, offizieller Webshop",
    price: `ab etwa ${formatEuro(officialFrom())}`,
    currency: "EUR",
    factId: "price-official-shop-austria",
  },
  {
    key: "austria-charm",
    region: "Österreich, Taschenanhänger",
    price: `rund ${formatEuro(typicalCharm())}`,
    currency: "EUR",
    factId: "price-austria-warning-threshold",
  },
  comparedPrice("asia", "Asien, Big into Energy zum Start", "price-big-into-energy-asia", {
    amount: factValue<number>("price-big-into-energy-asia", "low"),
    high: factValue<number>("price-big-into-energy-asia", "high"),
    currency: factValue<string>("price-big-into-energy-asia", "currency"),
  }),
  comparedPrice("china", "China, Mini-Serie Heart Code zum Start", "price-heart-code-china", {
    amount: factValue<number>("price-heart-code-china", "amount"),
    currency: factValue<string>("price-heart-code-china", "currency"),
  }),
];

/** The market figures of the trends section, each with its source and Stand from the fact base. */
export const market = lazyCopy(() => marketCopy(record()));

function marketCopy(record: { eur: number; cny: number; height: number; date: string }) {
  return {
    heading: "Der Markt auf einen Blick",
    facts: [
      {
        key: "origin",
        prefix: "seit",
        value: formatYear(factValue<number>("background-kasing-lung", "originYear")),
        label: "Ursprung",
        note: `${site.figure} stammt aus der Bilderbuchwelt „${site.figureLine}“ des Künstlers Kasing Lung.`,
        factId: "background-kasing-lung",
      },
      {
        key: "warning-price",
        prefix: "unter",
        value: formatEuro(suspiciousBelow()),
        label: "Warnsignal",
        note: `Ein Original kostet in Österreich rund ${formatEuro(typicalCharm())}. Deutlich billiger ist es vermutlich eine Fälschung.`,
        factId: "price-austria-warning-threshold",
      },
      {
        key: "record",
        prefix: "rund",
        value: formatEuro(record.eur),
        label: `Rekordpreis ${formatYear(Number(record.date.slice(0, 4)))}`,
        note: `Zuschlag für eine einzigartige, ${formatNumber(record.height)}${NBSP}cm große Figur (${formatDecimal(record.cny / 1_000_000)}${NBSP}Mio. Yuan, umgerechnet). Die große Ausnahme, nicht die Regel.`,
        factId: "record-auction-2025",
      },
    ] satisfies HeroFact[],
    prices: {
      heading: "Preise zum Vergleich",
      columns: { region: "Wo", price: "Preis", source: "Stand und Quelle" },
      rows: priceRows(),
      note: `Bestellen Sie außerhalb der EU, fällt seit ${formatPartialDate(factValue<string>("import-vat-no-threshold", "since"))} ab dem ersten Euro Einfuhrumsatzsteuer an und seit ${formatPartialDate(factValue<string>("import-duty-threshold", "since"))} auch unter ${formatEuro(factValue<number>("import-duty-threshold", "dutyFrom"))} Warenwert Zoll: pauschal ${formatEuro(factValue<number>("import-duty-threshold", "flatDutyEur"))} je Warenart.`,
      noteFactIds: ["import-vat-no-threshold", "import-duty-threshold"],
    },
  } as const;
}
