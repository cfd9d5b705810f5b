import { recheckDay } from "./recheck";
import { sources as s } from "./sources";
import { defineFact } from "./types";
import { formatEuro, formatNumber, formatPartialDate, formatPercent } from "~/utils/format";

/**
 * Consumer rights, import charges and where to get help in Austria. Each wording says no more than the
 * sources state (docs/fact-research.md): the withdrawal period counts weekends and holidays inside it; what
 * happens when its last day is a Sunday or holiday no dated consumer source states, so no fact says it.
 */
export const legalFacts = [
  defineFact({
    id: "legal-withdrawal-14-days",
    values: { days: 14, extensionIfUninformed: 12 },
    statement: (v) =>
      `Kaufen Sie online bei einem Unternehmen, können Sie in der Regel binnen ${formatNumber(v.days)} Tagen ohne Angabe von Gründen vom Vertrag zurücktreten (§ 11 FAGG). Bei Waren beginnt die Frist mit dem Tag nach dem Erhalt; Wochenenden und Feiertage innerhalb der Frist zählen mit.`,
    wordings: (v) => [
      `Bei Online-Käufen bei einem Unternehmen haben Sie in der Regel ${formatNumber(v.days)} Tage Zeit, ohne Angabe von Gründen vom Vertrag zurückzutreten.`,
      `Wer online bei einem Unternehmen kauft, kann in der Regel innerhalb von ${formatNumber(v.days)} Tagen ohne Begründung zurücktreten.`,
      `Die Frist von ${formatNumber(v.days)} Tagen für den Rücktritt beginnt bei Waren mit dem Tag nach dem Erhalt; Wochenenden und Feiertage innerhalb der Frist zählen mit.`,
      `Haben Sie online bei einem Händler gekauft, bleiben Ihnen in der Regel ${formatNumber(v.days)} Tage, um ohne Angabe von Gründen zurückzutreten.`,
      `Werden Sie über Ihr Recht auf Rücktritt nicht ordentlich informiert, verlängert sich die Frist um ${formatNumber(v.extensionIfUninformed)} Monate.`,
      `Für einen Online-Kauf bei einem Unternehmen gilt in der Regel ein Recht auf Rücktritt binnen ${formatNumber(v.days)} Tagen, für das Sie keine Gründe nennen müssen.`,
      `Auch Aktionsware, die Sie online bei einem Unternehmen kaufen, können Sie in der Regel binnen ${formatNumber(v.days)} Tagen ohne Angabe von Gründen zurückgeben.`,
      `Innerhalb von ${formatNumber(v.days)} Tagen können Sie von einem Online-Kauf bei einem Unternehmen in der Regel ohne Begründung zurücktreten.`,
    ],
    // "Feiertage verlängern sie nicht" read as if a period ending on a holiday were not extended: the
    // Arbeiterkammer means that holidays inside the period count.
    contradictedBy: [/Feiertage verlängern (sie|die Frist|diese)\b[^.;]*nicht/iu],
    sources: [s.akWienUmtausch, s.akUmtauschKosmo, s.oesterreichGvWithdrawal, s.uspWithdrawal, s.jusprofiWithdrawal],
    lifespan: "current",
    asOf: "2025-12-29",
    confidence: "solid",
    tags: ["legal", "withdrawal"],
  }),
  defineFact({
    id: "legal-withdrawal-how",
    values: { functionSince: "2026-06-19" },
    statement: (v) =>
      `Für den Rücktritt genügt eine formlose Erklärung, die Sie innerhalb der Frist absenden – etwa per E-Mail; Gründe müssen Sie nicht nennen. Seit ${formatPartialDate(v.functionSince)} müssen Online-Shops dafür zusätzlich eine Schaltfläche für den Rücktritt anbieten, die ähnlich funktioniert wie der Bestell-Button.`,
    wordings: (v) => [
      "Für einen Rücktritt reicht es, innerhalb der Frist eine formlose Erklärung abzusenden, etwa per E-Mail.",
      `Online-Shops müssen seit ${formatPartialDate(v.functionSince)} eine Schaltfläche für den Rücktritt anbieten, die ähnlich funktioniert wie der Bestell-Button.`,
      "Den Rücktritt erklären Sie formlos, etwa per E-Mail; entscheidend ist, dass Sie ihn innerhalb der Frist absenden.",
    ],
    sources: [s.risFagg13, s.uspWithdrawal, s.wkoWiderrufsfunktion, s.digitalMagazinWiderrufsbutton],
    lifespan: "current",
    asOf: "2026-03-10",
    confidence: "medium",
    tags: ["legal", "withdrawal"],
  }),
  defineFact({
    id: "legal-withdrawal-private-sales",
    statement:
      "Das Recht auf Rücktritt gilt nur gegenüber Unternehmen: Kaufen Sie von Privatpersonen, etwa auf dem Flohmarkt oder über Kleinanzeigen, haben Sie kein gesetzliches Recht auf Rücktritt.",
    wordings: [
      "Bei einem Kauf von Privatpersonen, etwa auf dem Flohmarkt oder über Kleinanzeigen, gibt es kein gesetzliches Recht auf Rücktritt.",
      "Ein gesetzliches Recht auf Rücktritt haben Sie nur gegenüber Unternehmen, nicht gegenüber Privatpersonen.",
      "Wer von einer Privatperson kauft, hat kein gesetzliches Recht auf Rücktritt; das gilt nur gegenüber Unternehmen.",
      "Kaufen Sie privat, etwa über Kleinanzeigen, können Sie nicht einfach vom Kauf zurücktreten: Das gesetzliche Recht auf Rücktritt gilt nur gegenüber Unternehmen.",
      "Gegenüber Privatpersonen, etwa auf dem Flohmarkt, gibt es kein gesetzliches Recht auf Rücktritt.",
    ],
    sources: [s.wkoFaggScope, s.uspWithdrawal, s.jusprofiWithdrawal, s.kirchenZeitungPrivateSale],
    lifespan: "current",
    // The legal state the WKO page describes: the FAGG as amended on 20 July 2022.
    asOf: "2022-07",
    notReconfirmed: recheckDay,
    confidence: "solid",
    tags: ["legal", "withdrawal", "vienna"],
  }),
  defineFact({
    id: "legal-private-sale-warranty",
    statement:
      "Privatpersonen können beim Verkauf die Gewährleistung vertraglich ausschließen; ein solcher Ausschluss gilt aber nicht für Eigenschaften, die sie ausdrücklich oder schlüssig zugesagt haben.",
    wordings: [
      "Verkaufen Privatpersonen, können sie die Gewährleistung ausschließen – nicht aber für Eigenschaften, die sie ausdrücklich oder schlüssig zugesagt haben.",
      "Ein privater Verkäufer kann die Gewährleistung vertraglich ausschließen; für ausdrücklich oder schlüssig zugesagte Eigenschaften gilt der Ausschluss aber nicht.",
      "Auch wenn eine Privatperson die Gewährleistung ausschließt, haftet sie für Eigenschaften, die sie ausdrücklich oder schlüssig zugesagt hat.",
      "Bei privaten Verkäufen kann die Gewährleistung ausgeschlossen werden; ausdrücklich oder schlüssig zugesagte Eigenschaften erfasst ein solcher Ausschluss aber nicht.",
    ],
    sources: [s.kirchenZeitungPrivateSale, s.ecolexWarrantyExclusion],
    lifespan: "current",
    // The dated source is a legal journal of 2024; the other states the rule without a date.
    asOf: "2024",
    notReconfirmed: recheckDay,
    confidence: "medium",
    tags: ["legal"],
  }),
  defineFact({
    id: "legal-exchange-goodwill",
    statement:
      "Im Geschäft gekaufte Ware müssen Händler nicht umtauschen: Ein Umtausch ist Kulanz und nur möglich, wenn das Geschäft ihn anbietet, etwa auf der Rechnung oder in seinen Geschäftsbedingungen.",
    wordings: [
      "Ein gesetzliches Umtauschrecht gibt es im Geschäft nicht; ein Umtausch ist nur möglich, wenn der Händler ihn freiwillig anbietet.",
      "Im Geschäft gekaufte Ware tauschen Händler nur aus Kulanz um, etwa wenn es auf der Rechnung oder in den Geschäftsbedingungen steht.",
    ],
    sources: [s.akWienUmtausch, s.akUmtauschKosmo, s.akWienKosmo],
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
    wordings: (v) => [
      `Für mangelhafte Ware muss der Händler bis zu ${formatNumber(v.years)} Jahre nach dem Kauf geradestehen: Er repariert sie kostenlos oder tauscht sie aus.`,
      "Zuständig für die Gewährleistung ist der Händler, nicht der Hersteller.",
    ],
    sources: [s.akWienUmtausch],
    lifespan: "current",
    asOf: "2025-12-29",
    confidence: "solid",
    tags: ["legal"],
  }),
  defineFact({
    id: "import-vat-no-threshold",
    values: { since: "2021-07-01", formerThreshold: 22 },
    statement: (v) =>
      `Seit ${formatPartialDate(v.since)} fällt für Waren aus Ländern außerhalb der EU ab dem ersten Euro Einfuhrumsatzsteuer an; die frühere Freigrenze von ${formatEuro(v.formerThreshold)} gibt es nicht mehr.`,
    wordings: (v) => [
      `Einfuhrumsatzsteuer zahlen Sie auf Waren aus Ländern außerhalb der EU seit ${formatPartialDate(v.since)} ab dem ersten Euro.`,
      `Die frühere Freigrenze von ${formatEuro(v.formerThreshold)} für die Einfuhrumsatzsteuer gibt es seit ${formatPartialDate(v.since)} nicht mehr.`,
      "Die Einfuhrumsatzsteuer kommt zum Zoll dazu, und zwar ab dem ersten Euro Warenwert.",
    ],
    sources: [s.bakerMcKenzieVat, s.bmfPost, s.actZoll, s.derStandardImportVat],
    lifespan: "current",
    asOf: "2026-06-26",
    confidence: "solid",
    tags: ["legal", "import", "vat"],
  }),
  defineFact({
    id: "import-vat-rate",
    values: { rate: 0.2 },
    statement: (v) => `Die Einfuhrumsatzsteuer beträgt in Österreich im Regelfall ${formatPercent(v.rate)}.`,
    sources: [s.nachrichtenImportVat, s.uspVatRates],
    lifespan: "current",
    asOf: "2021-06",
    notReconfirmed: recheckDay,
    confidence: "medium",
    tags: ["legal", "import", "vat"],
  }),
  defineFact({
    id: "import-duty-threshold",
    // `dutyFrom`: the value of goods from which the normal customs rates apply; below it the flat duty.
    values: { since: "2026-07-01", flatDutyEur: 3, dutyFrom: 150, until: "2028-07-01", exemptionEnded: "2026-06-30" },
    statement: (v) =>
      `Seit ${formatPartialDate(v.since)} fällt auf Online-Bestellungen aus Ländern außerhalb der EU mit einem Warenwert unter ${formatEuro(v.dutyFrom)}, die direkt an Verbraucherinnen und Verbraucher gehen, ein pauschaler Zoll von ${formatEuro(v.flatDutyEur)} je Warenart in der Sendung an. Die Übergangsregel gilt vorerst bis ${formatPartialDate(v.until)}; danach sollen für alle Sendungen die normalen Zollsätze gelten.`,
    wordings: (v) => [
      `Seit ${formatPartialDate(v.since)} kostet eine Sendung aus einem Land außerhalb der EU mit einem Warenwert unter ${formatEuro(v.dutyFrom)} pauschal ${formatEuro(v.flatDutyEur)} Zoll je Warenart, wenn sie direkt an Verbraucherinnen und Verbraucher geht.`,
      `Die Befreiung vom Zoll für Sendungen unter ${formatEuro(v.dutyFrom)} endete am ${formatPartialDate(v.exemptionEnded)}; seither fallen pauschal ${formatEuro(v.flatDutyEur)} je Warenart an.`,
      "Zwei gleiche Artikel in einer Sendung zählen dabei als eine Warenart, zwei verschiedene als zwei.",
      `Über ${formatEuro(v.dutyFrom)} Warenwert gelten wie bisher die normalen Zollsätze.`,
      `Der pauschale Zoll von ${formatEuro(v.flatDutyEur)} je Warenart ist eine Übergangsregel bis ${formatPartialDate(v.until)}.`,
      `Für Sendungen unter ${formatEuro(v.dutyFrom)} aus Ländern außerhalb der EU gibt es seit ${formatPartialDate(v.since)} keine Befreiung vom Zoll mehr: Je Warenart fallen pauschal ${formatEuro(v.flatDutyEur)} an.`,
    ],
    // The rule before July 2026, as drafts once stated it.
    contradictedBy: [
      /\bZoll\w*\b[^.;]*\berst\b[^.;]*\b150\b/iu,
      /\b150\b[^.;]*\bzollfrei/iu,
      /\bzollfrei\w*\b[^.;]*\b(?:unter|bis)\b[^.;]*\b150\b/iu,
    ],
    sources: [s.bakerMcKenzieDuty, s.euSmallParcelsCouncil, s.euSmallParcelsPortugalNews, s.wkoPauschalzoll],
    lifespan: "current",
    asOf: "2026-07-02",
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
      "Die Watchlist Internet ist eine unabhängige österreichische Informationsplattform zu Internetbetrug: Sie warnt vor betrügerischen Shops und nimmt Meldungen verdächtiger Seiten über ein Formular auf ihrer Website entgegen.",
    wordings: [
      "Verdächtige Seiten können Sie der Watchlist Internet über ein Formular auf ihrer Website melden.",
      "Die Watchlist Internet, eine unabhängige österreichische Plattform zu Internetbetrug, warnt vor betrügerischen Shops und nimmt Meldungen verdächtiger Seiten entgegen.",
      "Über ein Formular auf ihrer Website nimmt die Watchlist Internet Meldungen verdächtiger Seiten entgegen.",
      "Die Watchlist Internet nimmt über ein Formular auf ihrer Website Meldungen verdächtiger Seiten entgegen und warnt vor betrügerischen Shops.",
    ],
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
      "Die Watchlist Internet warnte 2025 ausdrücklich vor betrügerischen Labubu-Shops, die mit Rabatten und kopierten Produktbildern locken und dann Fälschungen oder gar nichts liefern.",
    wordings: [
      "2025 warnte die Watchlist Internet vor betrügerischen Labubu-Shops, die Fälschungen oder gar nichts liefern.",
      "Betrügerische Labubu-Shops lockten laut einer Warnung der Watchlist Internet aus dem Jahr 2025 mit Rabatten und kopierten Produktbildern.",
      "Die Watchlist Internet warnte 2025 vor betrügerischen Shops, die mit Labubu-Rabatten locken und dann Fälschungen oder gar nichts liefern.",
      "Vor betrügerischen Labubu-Shops mit kopierten Produktbildern warnte die Watchlist Internet 2025 ausdrücklich.",
      "Betrügerische Shops, die 2025 mit Labubu-Rabatten lockten, lieferten laut der Watchlist Internet Fälschungen oder gar nichts.",
      "2025 warnte die Watchlist Internet ausdrücklich vor betrügerischen Labubu-Shops mit Rabatten und kopierten Produktbildern.",
    ],
    sources: [s.watchlistLabubu, s.dpaWatchlist],
    lifespan: "historical",
    asOf: "2025",
    confidence: "solid",
    tags: ["help", "fake-shop", "authenticity"],
  }),
  defineFact({
    id: "help-internet-ombudsstelle",
    statement:
      "Die Internet Ombudsstelle ist eine staatlich anerkannte Schlichtungsstelle und Beratungsstelle in Österreich; sie hilft kostenlos, wenn es bei einem Online-Kauf Probleme gibt.",
    wordings: [
      "Gibt es bei einem Online-Kauf Probleme, hilft die Internet Ombudsstelle kostenlos, eine staatlich anerkannte Schlichtungsstelle.",
      "Bei Streit nach einem Online-Kauf hilft die Internet Ombudsstelle kostenlos; sie ist eine staatlich anerkannte Schlichtungsstelle in Österreich.",
      "Die Internet Ombudsstelle, eine staatlich anerkannte Schlichtungsstelle in Österreich, hilft bei Problemen mit Online-Käufen kostenlos.",
    ],
    sources: [s.ombudsstelle, s.ombudsstelleReport],
    lifespan: "current",
    asOf: "2024-04-22",
    notReconfirmed: recheckDay,
    confidence: "solid",
    tags: ["help", "legal", "withdrawal"],
  }),
] as const;
