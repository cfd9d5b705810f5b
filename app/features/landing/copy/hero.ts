import { factValue } from "../../../content/facts";
import { sectionIntros } from "./sections";
import { site } from "~/config/site";
import {
  formatDecimal,
  formatEuro,
  formatMoney,
  formatMoneyRange,
  formatNumber,
  formatPartialDate,
  formatYear,
} from "~/utils/format";

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

export type PriceRow = { key: string; region: string; price: string; factId: string };

const record = {
  eur: factValue<number>("record-auction-2025", "hammerEurRounded"),
  cny: factValue<number>("record-auction-2025", "hammerCny"),
  height: factValue<number>("record-auction-2025", "heightCm"),
  date: factValue<string>("record-auction-2025", "date"),
};
const officialFrom = factValue<number>("price-official-shop-austria", "fromEur");
const suspiciousBelow = factValue<number>("price-austria-warning-threshold", "suspiciousBelowEur");
const typicalCharm = factValue<number>("price-austria-warning-threshold", "typicalCharmEur");

export const hero = {
  id: "home",
  eyebrow: "Unabhängiger Sammler-Ratgeber für Österreich",
  headline: `Echte ${site.figure}-Figuren erkennen. Klug sammeln.`,
  lead: `Ob erste Blindbox oder seltene Sonderedition: Hier erfahren Sie, woran Sie Originale erkennen, welche Serien gerade gefragt sind, was ${site.figure}-Figuren in Österreich kosten und wo Sie in Wien fündig werden.`,
  primaryCta: { label: "Aktuelle Serien ansehen", href: `#${sectionIntros.series.id}` },
  secondaryCta: { label: "Echtheit prüfen", href: `#${sectionIntros.authenticity.id}` },
  factsHeading: "Der Markt auf einen Blick",
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
      key: "official-price",
      prefix: "ab etwa",
      value: formatEuro(officialFrom),
      label: "Im offiziellen Webshop",
      note: "So viel kostet ein Labubu-Anhänger im offiziellen Pop-Mart-Webshop.",
      factId: "price-official-shop-austria",
    },
    {
      key: "warning-price",
      prefix: "unter",
      value: formatEuro(suspiciousBelow),
      label: "Warnsignal",
      note: `Ein Original kostet in Österreich rund ${formatEuro(typicalCharm)}. Deutlich billiger ist es vermutlich eine Fälschung.`,
      factId: "price-austria-warning-threshold",
    },
    {
      key: "record",
      prefix: "rund",
      value: formatEuro(record.eur),
      label: `Rekordpreis ${formatYear(Number(record.date.slice(0, 4)))}`,
      note: `Zuschlag für eine einzigartige, ${formatNumber(record.height)} cm große Figur (${formatDecimal(record.cny / 1_000_000)} Mio. Yuan, umgerechnet). Die große Ausnahme, nicht die Regel.`,
      factId: "record-auction-2025",
    },
  ] satisfies HeroFact[],
  prices: {
    heading: "Preise zum Vergleich",
    columns: { region: "Wo", price: "Preis", source: "Stand und Quelle" },
    rows: [
      {
        key: "austria-official",
        region: "Österreich, offizieller Webshop",
        price: `ab etwa ${formatEuro(officialFrom)}`,
        factId: "price-official-shop-austria",
      },
      {
        key: "austria-charm",
        region: "Österreich, Taschenanhänger",
        price: `rund ${formatEuro(typicalCharm)}`,
        factId: "price-austria-warning-threshold",
      },
      {
        key: "asia",
        region: "Asien, Big into Energy zum Start",
        price: formatMoneyRange(
          factValue<number>("price-big-into-energy-asia", "low"),
          factValue<number>("price-big-into-energy-asia", "high"),
          factValue<string>("price-big-into-energy-asia", "currency"),
        ),
        factId: "price-big-into-energy-asia",
      },
      {
        key: "china",
        region: "China, Mini-Serie Heart Code zum Start",
        price: formatMoney(
          factValue<number>("price-heart-code-china", "amount"),
          factValue<string>("price-heart-code-china", "currency"),
        ),
        factId: "price-heart-code-china",
      },
    ] satisfies PriceRow[],
    note: `Bestellen Sie außerhalb der EU, fällt seit ${formatPartialDate(factValue<string>("import-vat-no-threshold", "since"))} ab dem ersten Euro Einfuhrumsatzsteuer an und seit ${formatPartialDate(factValue<string>("import-duty-threshold", "since"))} auch unter ${formatEuro(factValue<number>("import-duty-threshold", "dutyFrom"))} Warenwert Zoll: pauschal ${formatEuro(factValue<number>("import-duty-threshold", "flatDutyEur"))} je Warenart.`,
    noteFactIds: ["import-vat-no-threshold", "import-duty-threshold"],
  },
  officialShop: {
    label: "Offizieller Shop",
    value: factValue<string>("shop-official-austria", "shop"),
    href: "https://www.popmart.com/at",
    text: "Ein eigenes Pop-Mart-Geschäft gab es in Österreich laut Wiener Medien 2025 nicht; neuere Berichte fehlen. Offizielle Adressen enden auf popmart.com – alles andere ist kein Shop von Pop Mart.",
    factId: "shop-official-austria",
  },
  promise: {
    label: "Was wir tun",
    value: "Wir verkaufen nichts",
    text: "Wir erklären, woran Sie Originale erkennen. Kaufen Sie am sichersten im offiziellen Shop popmart.com/at oder bei Händlern, die Pop Mart autorisiert hat – und prüfen Sie jede Figur, bevor Sie bezahlen.",
  },
} as const;
