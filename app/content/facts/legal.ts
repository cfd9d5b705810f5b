import { sources as s } from "./sources";
import { defineFact } from "./types";
import { formatEuro, formatNumber, formatPartialDate, formatPercent } from "~/lib/format";

/** Consumer rights, import charges and where to get help in Austria. */
export const legalFacts = [
  defineFact({
    id: "legal-withdrawal-14-days",
    values: { days: 14 },
    statement: (v) =>
      `Kaufen Sie online bei einem Unternehmen, können Sie in Österreich – wie in der ganzen EU – in der Regel binnen ${formatNumber(v.days)} Tagen ohne Angabe von Gründen vom Vertrag zurücktreten (§ 11 Fern- und Auswärtsgeschäfte-Gesetz, FAGG); bei Waren beginnt die Frist mit dem Erhalt.`,
    sources: [s.uspWithdrawal, s.jusprofiWithdrawal],
    confidence: "solid",
    tags: ["legal", "withdrawal"],
  }),
  defineFact({
    id: "legal-withdrawal-how",
    statement:
      "Für den Rücktritt genügt eine formlose Erklärung, die Sie innerhalb der Frist absenden – etwa per E-Mail; Gründe müssen Sie nicht nennen.",
    sources: [s.risFagg13, s.uspWithdrawal],
    confidence: "solid",
    tags: ["legal", "withdrawal"],
  }),
  defineFact({
    id: "legal-withdrawal-private-sales",
    statement:
      "Das Rücktrittsrecht gilt nur gegenüber Unternehmen: Kaufen Sie von Privatpersonen, etwa auf dem Flohmarkt oder über Kleinanzeigen, haben Sie kein gesetzliches Rücktrittsrecht.",
    sources: [s.uspWithdrawal, s.jusprofiWithdrawal],
    confidence: "solid",
    tags: ["legal", "withdrawal", "vienna"],
  }),
  defineFact({
    id: "import-vat-no-threshold",
    values: { since: "2021-07-01", formerThreshold: 22 },
    statement: (v) =>
      `Seit ${formatPartialDate(v.since)} fällt für Waren aus Ländern außerhalb der EU ab dem ersten Euro Einfuhrumsatzsteuer an; die frühere Freigrenze von ${formatEuro(v.formerThreshold)} gibt es nicht mehr.`,
    sources: [s.bmfPost, s.actZoll, s.derStandardImportVat],
    // The rules in force since this date, as the sources describe them.
    asOf: "2021-07-01",
    confidence: "solid",
    tags: ["legal", "import", "vat"],
  }),
  defineFact({
    id: "import-vat-rate",
    values: { rate: 0.2 },
    statement: (v) => `Die Einfuhrumsatzsteuer beträgt in Österreich im Regelfall ${formatPercent(v.rate)}.`,
    sources: [s.nachrichtenImportVat],
    // The rules in force since this date, as the sources describe them.
    asOf: "2021-07-01",
    confidence: "medium",
    tags: ["legal", "import", "vat"],
  }),
  defineFact({
    id: "import-duty-threshold",
    values: { dutyFrom: 150 },
    statement: (v) => `Zoll kommt bei Sendungen aus Nicht-EU-Ländern erst ab einem Warenwert von ${formatEuro(v.dutyFrom)} dazu.`,
    sources: [s.actZoll, s.derStandardImportVat],
    // The rules in force since this date, as the sources describe them.
    asOf: "2021-07-01",
    confidence: "solid",
    tags: ["legal", "import"],
  }),
  defineFact({
    id: "import-post-collects",
    statement:
      "Hat der Händler die Umsatzsteuer nicht schon beim Kauf verrechnet (Import-One-Stop-Shop), hebt die Österreichische Post die Abgaben bei der Zustellung ein und verlangt dafür eine eigene Gebühr.",
    sources: [s.bmfPost, s.derStandardImportVat],
    // The rules in force since this date, as the sources describe them.
    asOf: "2021-07-01",
    confidence: "solid",
    tags: ["legal", "import", "vat"],
  }),
  defineFact({
    id: "help-watchlist-internet",
    statement:
      "Die Watchlist Internet ist eine unabhängige österreichische Informationsplattform zu Internetbetrug: Sie warnt vor Fake-Shops und nimmt Meldungen verdächtiger Seiten über ein Formular auf ihrer Website entgegen.",
    sources: [s.watchlistHome, s.watchlistReporting],
    confidence: "solid",
    tags: ["help", "fake-shop"],
  }),
  defineFact({
    id: "help-watchlist-labubu-warning",
    statement:
      "Die Watchlist Internet warnte 2025 ausdrücklich vor Labubu-Fake-Shops, die mit Rabatten und kopierten Produktbildern locken und dann Fälschungen oder gar nichts liefern.",
    sources: [s.watchlistLabubu, s.dpaWatchlist],
    asOf: "2025",
    confidence: "solid",
    tags: ["help", "fake-shop", "authenticity"],
  }),
  defineFact({
    id: "help-internet-ombudsstelle",
    statement:
      "Die Internet Ombudsstelle ist eine staatlich anerkannte Schlichtungs- und Beratungsstelle in Österreich; sie hilft kostenlos, wenn es bei einem Online-Kauf Probleme gibt.",
    sources: [s.ombudsstelle, s.ombudsstelleReport],
    confidence: "solid",
    tags: ["help", "legal", "withdrawal"],
  }),
] as const;
