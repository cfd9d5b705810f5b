import { recheckDay } from "./recheck";
import { sources as s } from "./sources";
import { defineFact } from "./types";
import { formatEuro, formatNumber, formatPartialDate, formatPercent } from "~/utils/format";

/** Consumer rights, import charges and where to get help in Austria. */
export const legalFacts = [
  defineFact({
    id: "legal-withdrawal-14-days",
    values: { days: 14 },
    statement: (v) =>
      `Kaufen Sie online bei einem Unternehmen, können Sie in Österreich – wie in der ganzen EU – in der Regel binnen ${formatNumber(v.days)} Tagen ohne Angabe von Gründen vom Vertrag zurücktreten (§ 11 Fern- und Auswärtsgeschäfte-Gesetz, FAGG); bei Waren beginnt die Frist mit dem Erhalt, und Feiertage verlängern sie nicht.`,
    sources: [s.akUmtauschKosmo, s.akWienUmtausch, s.uspWithdrawal, s.jusprofiWithdrawal],
    lifespan: "current",
    asOf: "2025-12-29",
    confidence: "solid",
    tags: ["legal", "withdrawal"],
  }),
  defineFact({
    id: "legal-withdrawal-how",
    values: { functionSince: "2026-06-19" },
    statement: (v) =>
      `Für den Rücktritt genügt eine formlose Erklärung, die Sie innerhalb der Frist absenden – etwa per E-Mail; Gründe müssen Sie nicht nennen. Seit ${formatPartialDate(v.functionSince)} müssen Online-Shops dafür zusätzlich eine Rücktrittsfunktion anbieten, die ähnlich funktioniert wie der Bestell-Button.`,
    sources: [s.risFagg13, s.uspWithdrawal, s.wkoWiderrufsfunktion, s.digitalMagazinWiderrufsbutton],
    lifespan: "current",
    asOf: "2026-03-10",
    confidence: "medium",
    tags: ["legal", "withdrawal"],
  }),
  defineFact({
    id: "legal-withdrawal-private-sales",
    statement:
      "Das Rücktrittsrecht gilt nur gegenüber Unternehmen: Kaufen Sie von Privatpersonen, etwa auf dem Flohmarkt oder über Kleinanzeigen, haben Sie kein gesetzliches Rücktrittsrecht.",
    sources: [s.wkoFaggScope, s.uspWithdrawal, s.jusprofiWithdrawal],
    lifespan: "current",
    // The legal state the WKO page describes: the FAGG as amended on 20 July 2022.
    asOf: "2022-07",
    notReconfirmed: recheckDay,
    confidence: "solid",
    tags: ["legal", "withdrawal", "vienna"],
  }),
  defineFact({
    id: "legal-exchange-goodwill",
    statement:
      "Im Geschäft gekaufte Ware müssen Händler nicht umtauschen: Ein Umtausch ist Kulanz und nur möglich, wenn das Geschäft ihn anbietet, etwa auf der Rechnung oder in seinen Geschäftsbedingungen.",
    sources: [s.akUmtauschKosmo, s.akWienUmtausch],
    lifespan: "current",
    asOf: "2025-12-29",
    confidence: "solid",
    tags: ["legal", "withdrawal", "shop"],
  }),
  defineFact({
    id: "legal-warranty-two-years",
    values: { years: 2 },
    statement: (v) =>
      `Ist eine Ware mangelhaft, muss der Händler sie im Rahmen der gesetzlichen Gewährleistung bis zu ${formatNumber(v.years)} Jahre nach dem Kauf kostenlos reparieren oder austauschen; geht beides nicht, können Sie eine Preisminderung oder Ihr Geld zurück verlangen.`,
    sources: [s.akWienUmtausch],
    lifespan: "current",
    asOf: "2025-12-29",
    confidence: "medium",
    tags: ["legal"],
  }),
  defineFact({
    id: "import-vat-no-threshold",
    values: { since: "2021-07-01", formerThreshold: 22 },
    statement: (v) =>
      `Seit ${formatPartialDate(v.since)} fällt für Waren aus Ländern außerhalb der EU ab dem ersten Euro Einfuhrumsatzsteuer an; die frühere Freigrenze von ${formatEuro(v.formerThreshold)} gibt es nicht mehr.`,
    sources: [s.bmfPost, s.actZoll, s.derStandardImportVat],
    lifespan: "current",
    asOf: "2021-06",
    notReconfirmed: recheckDay,
    confidence: "solid",
    tags: ["legal", "import", "vat"],
  }),
  defineFact({
    id: "import-vat-rate",
    values: { rate: 0.2 },
    statement: (v) => `Die Einfuhrumsatzsteuer beträgt in Österreich im Regelfall ${formatPercent(v.rate)}.`,
    sources: [s.nachrichtenImportVat],
    lifespan: "current",
    asOf: "2021-06",
    notReconfirmed: recheckDay,
    confidence: "medium",
    tags: ["legal", "import", "vat"],
  }),
  defineFact({
    id: "import-duty-threshold",
    // `dutyFrom`: from this value on the normal customs rates apply; below it the flat duty.
    values: { since: "2026-07-01", flatDutyEur: 3, dutyFrom: 150, until: "2028" },
    statement: (v) =>
      `Seit ${formatPartialDate(v.since)} fällt auch auf Sendungen aus Ländern außerhalb der EU mit einem Warenwert unter ${formatEuro(v.dutyFrom)}, die direkt an Verbraucher gehen, Zoll an: pauschal ${formatEuro(v.flatDutyEur)} je Warenart in der Sendung. Diese Übergangsregel soll gelten, bis ${formatPartialDate(v.until)} für alle Sendungen die normalen Zollsätze greifen, die ab ${formatEuro(v.dutyFrom)} Warenwert schon bisher galten.`,
    sources: [s.euSmallParcelsCouncil, s.euSmallParcelsPortugalNews, s.wkoPauschalzoll],
    lifespan: "current",
    asOf: "2026-02-12",
    confidence: "solid",
    tags: ["legal", "import"],
  }),
  defineFact({
    id: "import-post-collects",
    statement:
      "Hat der Händler die Umsatzsteuer nicht schon beim Kauf verrechnet (Import-One-Stop-Shop), hebt die Österreichische Post die Abgaben bei der Zustellung ein und verlangt dafür eine eigene Gebühr.",
    sources: [s.bmfPost, s.derStandardImportVat],
    lifespan: "current",
    asOf: "2021-06",
    notReconfirmed: recheckDay,
    confidence: "solid",
    tags: ["legal", "import", "vat"],
  }),
  defineFact({
    id: "help-watchlist-internet",
    statement:
      "Die Watchlist Internet ist eine unabhängige österreichische Informationsplattform zu Internetbetrug: Sie warnt vor Fake-Shops und nimmt Meldungen verdächtiger Seiten über ein Formular auf ihrer Website entgegen.",
    sources: [s.watchlistHome, s.watchlistReporting, s.watchlistLabubu],
    lifespan: "current",
    asOf: "2025",
    notReconfirmed: recheckDay,
    confidence: "solid",
    tags: ["help", "fake-shop"],
  }),
  defineFact({
    id: "help-watchlist-labubu-warning",
    statement:
      "Die Watchlist Internet warnte 2025 ausdrücklich vor Labubu-Fake-Shops, die mit Rabatten und kopierten Produktbildern locken und dann Fälschungen oder gar nichts liefern.",
    sources: [s.watchlistLabubu, s.dpaWatchlist],
    lifespan: "historical",
    asOf: "2025",
    confidence: "solid",
    tags: ["help", "fake-shop", "authenticity"],
  }),
  defineFact({
    id: "help-internet-ombudsstelle",
    statement:
      "Die Internet Ombudsstelle ist eine staatlich anerkannte Schlichtungs- und Beratungsstelle in Österreich; sie hilft kostenlos, wenn es bei einem Online-Kauf Probleme gibt.",
    sources: [s.ombudsstelle, s.ombudsstelleReport],
    lifespan: "current",
    asOf: "2024-04-22",
    notReconfirmed: recheckDay,
    confidence: "solid",
    tags: ["help", "legal", "withdrawal"],
  }),
] as const;
