import { recheckDay } from "./recheck";
import { sources as s } from "./sources";
import { defineFact } from "./types";
import { formatCount, formatEuro, formatPartialDate } from "~/utils/format";

/**
 * What tells an original from a fake: the six checks of the landing guide, the hologram sticker
 * and UV stamp of the US CPSC warning, price, and what the fakes ("Lafufus") risk.
 */
export const authenticityFacts = [
  defineFact({
    id: "authenticity-teeth",
    values: { teeth: 9 },
    statement: (v) =>
      `Echte Labubus haben genau ${formatCount(v.teeth)} Zähne; viele Fälschungen haben eine andere Zahl oder ungleichmäßige Zähne.`,
    sources: [s.upiCpsc, s.whioCpsc, s.verbraucherzentraleHessen],
    lifespan: "current",
    asOf: "2025-12-09",
    confidence: "solid",
    tags: ["authenticity", "teeth"],
  }),
  defineFact({
    id: "authenticity-colours",
    statement: "Fälschungen fallen laut der US-Verbraucherschutzbehörde CPSC oft durch zu grelle Farben auf.",
    sources: [s.upiCpsc, s.whioCpsc],
    lifespan: "current",
    asOf: "2025-08-18",
    notReconfirmed: recheckDay,
    confidence: "solid",
    tags: ["authenticity", "packaging"],
  }),
  defineFact({
    id: "authenticity-nose",
    statement:
      "Form und Farbe der Nase hängen von der einzelnen Figur ab – bei den regulären Figuren der Serie Exciting Macaron passt sie zur Fellfarbe, bei der Secret-Figur Chestnut Cocoa ist sie rot. Vergleichen Sie die Nase deshalb mit den offiziellen Produktbildern genau dieser Figur.",
    sources: [s.geekChicSecrets],
    // The design of a released series' figures.
    lifespan: "historical",
    confidence: "medium",
    tags: ["authenticity", "heart", "series:exciting-macaron"],
  }),
  defineFact({
    id: "authenticity-logo",
    statement: "Auf Verpackung und Etikett originaler Figuren ist das Pop-Mart-Logo rot und sauber gedruckt.",
    sources: [s.viennaAt, s.verbraucherzentraleHessen],
    lifespan: "current",
    asOf: "2025-12-09",
    confidence: "medium",
    tags: ["authenticity", "logo", "packaging"],
  }),
  defineFact({
    id: "authenticity-logo-not-proof",
    statement:
      "Ein Pop-Mart-Schriftzug allein beweist nichts: Manche Fälschungen tragen den Namen des Herstellers fälschlich auf Etikett oder Verpackung.",
    sources: [s.testDeSafetyGate],
    lifespan: "current",
    asOf: "2025",
    notReconfirmed: recheckDay,
    confidence: "solid",
    tags: ["authenticity", "logo", "packaging"],
  }),
  defineFact({
    id: "authenticity-sole",
    statement: "Originalfiguren tragen am linken Fuß einen deutlichen Pop-Mart-Aufdruck.",
    sources: [s.viennaAt, s.dpaWatchlist, s.verbraucherzentraleHessen],
    lifespan: "current",
    asOf: "2025-12-09",
    confidence: "medium",
    tags: ["authenticity", "sole"],
  }),
  defineFact({
    id: "authenticity-qr",
    statement:
      "Der QR-Code auf der Verpackung und auf dem Etikett der Figur führt bei Originalen auf die offizielle Website von Pop Mart unter popmart.com, wo sich die Echtheit prüfen lässt; Fälschungen haben am Etikett oft gar keinen QR-Code, und Betrüger kopieren auch QR-Codes.",
    sources: [s.upiCpsc, s.dpaWatchlist, s.kurierFakes, s.verbraucherzentraleHessen],
    lifespan: "current",
    asOf: "2025-12-09",
    confidence: "solid",
    tags: ["authenticity", "qr"],
  }),
  defineFact({
    id: "authenticity-official-domain",
    values: { domain: "popmart.com", austrianShop: "popmart.com/at" },
    statement: (v) =>
      `Der offizielle Online-Shop von Pop Mart ist nur unter ${v.domain} erreichbar; Länder-Shops hängen einen Zusatz an, für Österreich ${v.austrianShop}. Adressen wie „popmarts.pro“ oder „labubuofficials.de“ gehören zu Fake-Shops.`,
    sources: [s.dpaWatchlist, s.viennaAt],
    lifespan: "current",
    asOf: "2025",
    notReconfirmed: recheckDay,
    confidence: "solid",
    tags: ["authenticity", "qr", "shop", "fake-shop"],
  }),
  defineFact({
    id: "authenticity-hologram",
    statement: "Originalverpackungen tragen einen holografischen Pop-Mart-Aufkleber.",
    sources: [s.upiCpsc, s.whioCpsc],
    lifespan: "current",
    asOf: "2025-08-18",
    notReconfirmed: recheckDay,
    confidence: "solid",
    tags: ["authenticity", "hologram", "packaging"],
  }),
  defineFact({
    id: "authenticity-uv",
    statement:
      "Neuere Original-Ausgaben haben laut CPSC einen unauffälligen UV-Stempel an einem Fuß, der erst unter UV-Licht sichtbar wird; an welchem Fuß er bei welcher Serie sitzt, ist nicht verlässlich dokumentiert.",
    sources: [s.upiCpsc, s.whioCpsc, s.herCampusFakes],
    lifespan: "current",
    asOf: "2025-08-18",
    notReconfirmed: recheckDay,
    confidence: "solid",
    tags: ["authenticity", "uv", "sole"],
  }),
  defineFact({
    id: "authenticity-packaging",
    statement:
      "Originale kommen in einer matten, leicht strukturierten Schachtel mit satten Farben; Fälschungen stecken oft in glatteren, glänzenden Schachteln mit blasserem Druck.",
    sources: [s.herCampusFakes],
    lifespan: "current",
    asOf: "2025",
    notReconfirmed: recheckDay,
    confidence: "medium",
    tags: ["authenticity", "packaging"],
  }),
  defineFact({
    id: "authenticity-discount",
    statement:
      "Starke Rabatte sind laut CPSC ein Warnsignal: Wer weit unter dem üblichen Preis verkauft, verkauft oft Fälschungen.",
    sources: [s.upiCpsc, s.whioCpsc],
    lifespan: "current",
    asOf: "2025-08-18",
    notReconfirmed: recheckDay,
    confidence: "solid",
    tags: ["authenticity", "price"],
  }),
  defineFact({
    id: "price-austria-warning-threshold",
    values: { suspiciousBelowEur: 15, typicalCharmEur: 20 },
    statement: (v) =>
      `Ein originaler Taschenanhänger kostet in Österreich rund ${formatEuro(v.typicalCharmEur)}; eine Labubu unter ${formatEuro(v.suspiciousBelowEur)} ist laut vienna.at vermutlich eine Fälschung.`,
    sources: [s.viennaAt],
    lifespan: "current",
    asOf: "2025",
    notReconfirmed: recheckDay,
    confidence: "medium",
    tags: ["authenticity", "price"],
  }),
  defineFact({
    id: "safety-lafufu-cpsc",
    values: { date: "2025-08-18" },
    statement: (v) =>
      `Die US-Verbraucherschutzbehörde CPSC warnte am ${formatPartialDate(v.date)} vor gefälschten Labubus, sogenannten „Lafufus“: Sie zerbrechen leicht, geben Kleinteile frei und können für kleine Kinder eine Erstickungsgefahr sein; Tausende wurden beschlagnahmt.`,
    sources: [s.upiCpsc, s.whioCpsc],
    lifespan: "historical",
    confidence: "solid",
    tags: ["safety", "authenticity"],
  }),
  defineFact({
    id: "safety-uk-trading-standards",
    statement: "Auch das britische Chartered Trading Standards Institute warnte 2025 vor gefälschten Labubus.",
    sources: [s.whioCpsc],
    lifespan: "historical",
    asOf: "2025-08",
    confidence: "medium",
    tags: ["safety", "authenticity"],
  }),
  defineFact({
    id: "safety-eu-safety-gate",
    statement:
      "Die EU-Plattform Safety Gate warnte vor gefälschten Labubus, bei denen sich der Metallring oder eine Hand zu leicht lösten; Originale erwiesen sich in einem Test der Stiftung Warentest als sicher.",
    sources: [s.testDeSafetyGate],
    lifespan: "historical",
    asOf: "2025",
    confidence: "solid",
    tags: ["safety", "authenticity"],
  }),
] as const;
