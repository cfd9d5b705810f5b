import { marketFacts as m } from "./market";
import { sectionIntros } from "./sections";
import { site } from "~/config/site";
import { formatEuro, formatEuroRange, formatMonthYear, formatPercent, formatYear } from "~/lib/format";

export type HeroFact = {
  /** Stable key, also used by tests. */
  key: string;
  /** Small word before the figure ("seit", "ab", "bis"). */
  prefix?: string;
  value: string;
  label: string;
  note: string;
};

export type PriceRow = { key: string; region: string; price: string };

const abroadAsOf = formatMonthYear(m.abroad.asOf);

export const hero = {
  id: "home",
  eyebrow: "Unabhängiger Sammler-Ratgeber für Österreich",
  headline: `Echte ${site.figure}-Figuren erkennen. Klug sammeln.`,
  lead: `Ob erste Blindbox oder seltene Sonderedition: Hier erfahren Sie, woran Sie Originale erkennen, welche Serien gerade gefragt sind, was ${site.figure}-Figuren in Österreich kosten und wo Sie in Wien fündig werden.`,
  primaryCta: { label: "Aktuelle Serien ansehen", href: `#${sectionIntros.series.id}` },
  secondaryCta: { label: "Echtheit prüfen", href: `#${sectionIntros.authenticity.id}` },
  promise: {
    value: formatPercent(m.authenticityPromise),
    label: "Echtheits-Versprechen",
    text: "Wir empfehlen ausschließlich Originalware und erklären jedes der sechs Prüfmerkmale – damit Sie jede Figur selbst checken können, bevor Sie bezahlen.",
  },
  factsHeading: "Der Markt auf einen Blick",
  facts: [
    {
      key: "origin",
      prefix: "seit",
      value: formatYear(m.originYear),
      label: "Ursprung",
      note: `${site.figure} stammt aus der Bilderbuchreihe „${site.figureLine}“ des Künstlers Kasing Lung.`,
    },
    {
      key: "blindbox",
      value: formatEuroRange(m.blindboxAustria.low, m.blindboxAustria.high),
      label: "Blindbox in Österreich",
      note: "Üblicher Preis einer regulären Blindbox im österreichischen Handel.",
    },
    {
      key: "special",
      prefix: "ab",
      value: formatEuro(m.specialEditionFrom),
      label: "Sondereditionen",
      note: "Größere Figuren, Plüsch-Editionen und limitierte Auflagen beginnen hier.",
    },
    {
      key: "rare",
      prefix: "bis",
      value: formatEuro(m.rareUpTo),
      label: "Seltene Figuren",
      note: `Rekordpreis ${formatYear(m.record.year)}: ${formatEuro(m.record.amount)} – die große Ausnahme, nicht die Regel.`,
    },
  ] satisfies HeroFact[],
  prices: {
    heading: "Blindbox-Preise im Vergleich",
    asOf: `Stand: ${abroadAsOf}`,
    columns: { region: "Land", price: "Preis je Blindbox" },
    rows: [
      { key: "austria", region: "Österreich", price: formatEuroRange(m.blindboxAustria.low, m.blindboxAustria.high) },
      { key: "thailand", region: "Thailand", price: formatEuro(m.abroad.thailand) },
      { key: "hongkong", region: "Hongkong", price: formatEuro(m.abroad.hongKong) },
    ] satisfies PriceRow[],
    note: `Auslandspreise umgerechnet in Euro, Stand ${abroadAsOf}. Beim Import kommen Versand, ${formatPercent(0.2)} Einfuhrumsatzsteuer und gegebenenfalls Zoll dazu.`,
  },
  restock: {
    label: "Neue Lieferungen",
    value: "meist freitags",
    text: "Erfahrungsgemäß füllen viele Händler ihre Regale am Freitag auf – verbindlich ist nur die Ankündigung des jeweiligen Geschäfts.",
  },
} as const;
