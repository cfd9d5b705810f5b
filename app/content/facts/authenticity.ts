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
    wordings: (v) => [
      `Ein Original grinst mit genau ${formatCount(v.teeth)} Zähnen; bei vielen Fälschungen stimmt die Zahl nicht, oder die Zähne sind ungleichmäßig.`,
      `Originale Labubus haben genau ${formatCount(v.teeth)} Zähne.`,
      `Viele Fälschungen verraten sich an den Zähnen: Ein Original hat genau ${formatCount(v.teeth)}, Kopien oft eine andere Zahl.`,
      `Zählen Sie die Zähne: Echte Figuren haben genau ${formatCount(v.teeth)}, viele Fälschungen eine andere Zahl oder ungleichmäßige Zähne.`,
      `Genau ${formatCount(v.teeth)} Zähne hat eine echte Labubu.`,
      `Bei einer echten Labubu zählen Sie genau ${formatCount(v.teeth)} Zähne.`,
    ],
    sources: [s.upiCpsc, s.whioCpsc, s.verbraucherzentraleHessen],
    lifespan: "current",
    asOf: "2025-12-09",
    confidence: "solid",
    tags: ["authenticity", "teeth"],
  }),
  defineFact({
    id: "authenticity-colours",
    statement: "Fälschungen fallen laut der US-Verbraucherschutzbehörde CPSC oft durch zu grelle Farben auf.",
    wordings: [
      "Zu grelle Farben sind laut der US-Behörde CPSC ein häufiges Zeichen einer Fälschung.",
      "Die CPSC nennt zu grelle Farben als typisches Merkmal gefälschter Labubus.",
      "Laut CPSC wirken die Farben von Fälschungen oft zu grell.",
      "Gefälschte Labubus haben laut CPSC oft zu grelle Farben.",
      "Ein zu greller Farbton ist laut der US-Behörde CPSC oft ein Hinweis auf eine Fälschung.",
    ],
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
    wordings: [
      "Bei echten Figuren ist das Logo von Pop Mart auf Schachtel und Etikett rot und sauber gedruckt.",
      "Das Pop-Mart-Logo ist bei Originalen rot und sauber gedruckt, auf der Verpackung wie auf dem Etikett.",
    ],
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
    wordings: ["Auch manche Fälschungen tragen den Namen Pop Mart auf Etikett oder Verpackung."],
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
    wordings: [
      "Am linken Fuß tragen Originale einen deutlichen Aufdruck von Pop Mart.",
      "Echte Labubus haben am linken Fuß einen deutlichen Pop-Mart-Aufdruck.",
      "Ein Original trägt am linken Fuß einen deutlichen Pop-Mart-Aufdruck.",
      "Der deutliche Pop-Mart-Aufdruck sitzt bei Originalen am linken Fuß.",
      "Originale erkennen Sie auch am linken Fuß: Dort tragen sie einen deutlichen Pop-Mart-Aufdruck.",
    ],
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
    wordings: [
      "Der QR-Code auf Verpackung und Etikett führt bei Originalen auf die offizielle Website von Pop Mart, wo sich die Echtheit prüfen lässt.",
      "Fälschungen haben am Etikett oft gar keinen QR-Code, und Betrüger kopieren auch QR-Codes.",
      "Bei einem Original führt der QR-Code zur offiziellen Seite von Pop Mart; Betrüger kopieren allerdings auch QR-Codes.",
      "Originale tragen auf Verpackung und Etikett einen QR-Code, der auf popmart.com führt.",
      "Am Etikett vieler Fälschungen fehlt der QR-Code ganz.",
      "Der QR-Code eines Originals führt auf popmart.com, wo sich die Echtheit prüfen lässt.",
    ],
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
      `Der offizielle Online-Shop von Pop Mart ist nur unter ${v.domain} erreichbar; Länder-Shops hängen einen Zusatz an, für Österreich ${v.austrianShop}. Adressen wie „popmarts.pro“ oder „labubuofficials.de“ gehören zu betrügerischen Shops.`,
    wordings: (v) => [
      `Offizielle Shop-Adressen von Pop Mart enden auf ${v.domain}, für Österreich ${v.austrianShop}.`,
      "Adressen wie „popmarts.pro“ oder „labubuofficials.de“ gehören zu betrügerischen Shops.",
      `Pop Mart verkauft online nur unter ${v.domain}, für Österreich unter ${v.austrianShop}.`,
      `Echte Shop-Seiten von Pop Mart liegen unter ${v.domain}, für Österreich unter ${v.austrianShop}.`,
    ],
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
    wordings: [
      "Laut CPSC trägt die Verpackung eines Originals einen holografischen Aufkleber von Pop Mart.",
      "Ein holografischer Pop-Mart-Aufkleber auf der Schachtel gehört laut CPSC zu den Merkmalen eines Originals.",
      "Die Schachtel eines Originals trägt einen holografischen Aufkleber von Pop Mart.",
    ],
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
    wordings: ["Laut CPSC haben neuere Original-Ausgaben an einem Fuß einen UV-Stempel, der erst unter UV-Licht sichtbar wird."],
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
      "Originale kommen in einer matten Schachtel mit satten Farben; Fälschungen stecken oft in glänzenden Schachteln mit blasserem Druck.",
    wordings: [
      "Die Schachtel eines Originals ist matt und in satten Farben bedruckt, die einer Fälschung glänzt oft und ist blasser.",
    ],
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
    wordings: [
      "Die CPSC nennt starke Rabatte als Warnsignal für Fälschungen.",
      "Laut CPSC sind Angebote weit unter dem üblichen Preis oft Fälschungen.",
      "Wer weit unter dem üblichen Preis verkauft, verkauft laut CPSC oft Fälschungen.",
      "Starke Rabatte gelten laut der US-Behörde CPSC als Warnsignal für gefälschte Labubus.",
      "Auffällig große Rabatte sind laut CPSC ein Hinweis auf Fälschungen.",
    ],
    sources: [s.upiCpsc, s.whioCpsc],
    lifespan: "current",
    asOf: "2025-08-18",
    notReconfirmed: recheckDay,
    confidence: "solid",
    tags: ["authenticity", "price"],
  }),
  defineFact({
    id: "authenticity-fake-shop-prices",
    statement:
      "Die Arbeiterkammer Wien rät bei Online-Käufen zur Vorsicht bei sehr günstigen Preisen: Dahinter stecken meist betrügerische Shops.",
    wordings: [
      "Hinter sehr günstigen Preisen im Netz stecken laut Arbeiterkammer Wien meist betrügerische Shops.",
      "Bei sehr günstigen Online-Angeboten rät die Arbeiterkammer Wien zur Vorsicht, denn das seien meist betrügerische Shops.",
      "Die Arbeiterkammer Wien warnt: Sehr günstige Preise im Netz stammen meist von betrügerischen Shops.",
      "Meist betrügerische Shops: So beschreibt die Arbeiterkammer Wien Online-Angebote mit sehr günstigen Preisen.",
    ],
    sources: [s.akWienKosmo],
    lifespan: "current",
    asOf: "2025-12-16",
    confidence: "solid",
    tags: ["authenticity", "price", "fake-shop"],
  }),
  defineFact({
    id: "price-austria-warning-threshold",
    values: { suspiciousBelowEur: 15, typicalCharmEur: 20 },
    statement: (v) =>
      `Ein originaler Taschenanhänger kostet in Österreich rund ${formatEuro(v.typicalCharmEur)}; eine Labubu unter ${formatEuro(v.suspiciousBelowEur)} ist laut vienna.at vermutlich eine Fälschung.`,
    wordings: (v) => [
      `Laut vienna.at kostet ein originaler Taschenanhänger in Österreich rund ${formatEuro(v.typicalCharmEur)}.`,
      `Eine Labubu unter ${formatEuro(v.suspiciousBelowEur)} ist laut vienna.at vermutlich eine Fälschung.`,
      `Rund ${formatEuro(v.typicalCharmEur)} kostet ein originaler Taschenanhänger in Österreich laut vienna.at.`,
    ],
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
    wordings: (v) => [
      `Im ${formatPartialDate(v.date.slice(0, 7))} warnte die US-Behörde CPSC, dass gefälschte Labubus leicht zerbrechen und Kleinteile freigeben, an denen kleine Kinder ersticken können.`,
      `Laut einer Warnung der CPSC vom ${formatPartialDate(v.date)} können gefälschte Labubus für kleine Kinder eine Erstickungsgefahr sein.`,
      `Die CPSC warnte am ${formatPartialDate(v.date)} vor sogenannten „Lafufus“: Sie zerbrechen leicht und geben Kleinteile frei.`,
      `Tausende gefälschte Labubus wurden laut der Warnung der CPSC vom ${formatPartialDate(v.date)} beschlagnahmt.`,
      `Gefälschte Labubus zerbrechen laut einer Warnung der US-Behörde CPSC vom ${formatPartialDate(v.date)} leicht und geben Kleinteile frei.`,
      `Für kleine Kinder können gefälschte Figuren eine Erstickungsgefahr sein, warnte die CPSC am ${formatPartialDate(v.date)}.`,
      `Gefälschte Labubus brechen leicht und geben Kleinteile frei, an denen kleine Kinder ersticken können; davor warnte die CPSC am ${formatPartialDate(v.date)}.`,
      `An Kleinteilen gefälschter Labubus können kleine Kinder ersticken, warnte die US-Behörde CPSC am ${formatPartialDate(v.date)}.`,
    ],
    sources: [s.upiCpsc, s.whioCpsc],
    lifespan: "historical",
    confidence: "solid",
    tags: ["safety", "authenticity"],
  }),
  defineFact({
    id: "safety-uk-trading-standards",
    statement: "Auch das britische Chartered Trading Standards Institute warnte 2025 vor gefälschten Labubus.",
    wordings: ["Auch in Großbritannien warnte 2025 das Chartered Trading Standards Institute vor gefälschten Labubus."],
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
    wordings: [
      "Die EU-Plattform Safety Gate warnte vor gefälschten Labubus, bei denen sich Metallring oder Hand zu leicht lösten.",
      "In einem Test der Stiftung Warentest erwiesen sich originale Labubus als sicher.",
      "Bei gefälschten Labubus lösten sich Metallring oder Hand zu leicht, warnte die EU-Plattform Safety Gate.",
      "Vor Fälschungen mit zu leicht lösbarem Metallring oder loser Hand warnte die EU-Plattform Safety Gate.",
      "Die EU-Plattform Safety Gate meldete gefälschte Labubus, deren Metallring oder Hand sich zu leicht löste.",
    ],
    sources: [s.testDeSafetyGate],
    lifespan: "historical",
    asOf: "2025",
    confidence: "solid",
    tags: ["safety", "authenticity"],
  }),
] as const;
