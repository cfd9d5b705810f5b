/**
 * The search's layer of collectors' words (docs/decisions/0045), kept as data: the words collectors
 * type and the word the site uses for the same thing, common misspellings, and the tools that answer
 * their own words before any page. Words are compared folded (lower case, no accents, ae/oe/ue as
 * a/o/u, ß as ss, letters and digits only: app/features/search/hits.ts `foldWord`), so each is listed
 * once as a collector would type it.
 */

/** A collector's word → the word the site's pages use for it. The search looks for the site's word. */
export const siteWords: readonly { say: readonly string[]; site: string }[] = [
  {
    say: ["fake", "fakes", "fake-check", "kopie", "kopien", "replik", "replika", "replica", "nachbau"],
    site: "Fälschung",
  },
  { say: ["plagiat", "plagiate", "gefälscht", "gefälschte", "nachgemacht", "lafufus", "falsch", "unecht"], site: "Fälschung" },
  { say: ["echtheit", "original", "originale", "authentisch", "authentizität", "legit"], site: "echt" },
  { say: ["tauschen", "tauscht", "tauschliste", "trade", "traden", "tradeliste", "swap"], site: "Tausch" },
  { say: ["chaser", "chase", "secrets", "geheimfigur", "geheimfiguren", "seltene"], site: "Secret" },
  { say: ["kosten", "kostet", "preise", "teuer", "euro", "wieviel", "preisvergleich"], site: "Preis" },
  { say: ["zölle", "einfuhr", "einfuhrumsatzsteuer", "import"], site: "Zoll" },
  { say: ["laden", "geschäft", "geschäfte", "store", "stores", "shops"], site: "Shop" },
  { say: ["katalog", "kollektion", "kollektionen", "reihe"], site: "Serie" },
  { say: ["schlüsselanhänger", "keychain", "anhängsel", "bag-charm"], site: "Anhänger" },
  { say: ["investment", "investition", "geldanlage", "wertsteigerung", "wertvoll"], site: "Wertanlage" },
  { say: ["blindbox", "blindboxen", "überraschungsbox", "mystery"], site: "Box" },
  // Spellings a phone's keyboard or an ear produces.
  { say: ["labubus", "laboobu", "labobu", "lububu", "labuba", "labbubu", "labubo"], site: "Labubu" },
  { say: ["popmart", "popmard"], site: "Pop" },
  { say: ["qr-code", "qr-codes"], site: "QR" },
  { say: ["fälschnug", "fälchung", "felschung", "fälshung"], site: "Fälschung" },
  { say: ["hologram", "holo", "hologramme"], site: "Hologramm" },
];

/** The collector's tools as the search shows them first (title, where it belongs, what it does). */
export const toolHits = {
  check: {
    url: "/echtheit-pruefen",
    title: "Echtheits-Check: Ist meine Labubu echt?",
    section: "Werkzeug",
    text: "Schritt für Schritt prüfen: Zähne, Nase, Logo, Fuß, QR-Code, Hologramm, UV-Stempel und Verpackung – mit Ergebnis und nächsten Schritten in Österreich.",
  },
  collection: {
    url: "/sammlung",
    title: "Meine Sammlung: abhaken, Doppelte tauschen",
    section: "Werkzeug",
    text: "Figuren je Serie abhaken, Doppelte zählen, eine Suchliste führen und per Link, QR-Code oder Text tauschen – ohne Konto, gespeichert in Ihrem Browser.",
  },
  calculator: {
    url: "/set-rechner",
    title: "Set-Rechner: Wie viele Boxen bis zum vollen Set?",
    section: "Werkzeug",
    text: "Wie viele Boxen ein volles Set im Schnitt braucht, mit und ohne Secret-Figur, was das kostet und ob einzeln kaufen günstiger ist.",
  },
  catalogue: {
    url: "/serien",
    title: "Serienkatalog: alle Labubu-Serien",
    section: "Werkzeug",
    text: "Jede Serie mit Erscheinungsdatum, Figuren, Secret-Chance und Preisen, jede Angabe mit Quelle.",
  },
} as const;

export type ToolKey = keyof typeof toolHits;

/**
 * The words each tool answers first, as typed or as the site's word above. A query with one of them
 * shows the tool as its first hit.
 */
export const toolWords: Readonly<Record<ToolKey, readonly string[]>> = {
  check: ["Fälschung", "Fälschungen", "echt", "prüfen", "Echtheits-Check", "Check", "erkennen", "QR", "Hologramm", "UV"],
  collection: ["Tausch", "Sammlung", "sammeln", "Sammlerliste", "Checkliste", "Doppelte", "Suchliste", "abhaken"],
  calculator: ["Set-Rechner", "Rechner", "Wahrscheinlichkeit", "Chance", "Set", "Boxen", "einzeln"],
  catalogue: ["Serienkatalog", "Serie", "Serien", "Figurenliste"],
};
