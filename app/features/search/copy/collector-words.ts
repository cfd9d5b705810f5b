/**
 * The search's layer of collectors' words (docs/decisions/0045), kept as data: the words collectors
 * type and the word the site uses for the same thing, common misspellings, and the tools that answer
 * their own words before any page. Words are compared folded (lower case, no accents, ae/oe/ue as
 * a/o/u, ß as ss, letters and digits only: app/features/search/hits.ts `foldWord`), so each is listed
 * once as a collector would type it.
 */

/**
 * A collector's word → the word the site's pages use for it. The search looks for the site's word.
 *
 * Where the words come from (docs/decisions/0045, 0063): German reports that quote how collectors write —
 * "Fake", "Fakes", "Lafufu", "Kopien", "Zahnanzahl", "Hologramm-Sticker", "Außenhülle" (wochenblatt-reporter.de
 * "Original oder Fake: 5 Merkmale …", news.de "Fake-Alarm bei Labubu", wmn.de "Labubu oder Lafufu", gamepro.de
 * "Labubu vs. Lafufu"), English collectors' words ("chase", "secret edition", "knockoff", "bootleg", "display",
 * "unboxing", "odds": jasoncote.co, pixelation.org, winenfood.com, labubus.us, absurdstories.com), trading and
 * resale ("Tausch", "Tauschdynamik", "Sekundärmarkt", "Wiederverkauf": wawi-wawi.de, oe24.at, europesays.com), and
 * Austrian everyday words ("Sackerl" = Tüte, "Kastl" = Kasten, "Packerl" = Paket, "Klumpert" = billiges Zeug:
 * familie.de "17 österreichische Wörter", express.de on oesterreichisch.net, 9dok.net's list after Ebner's
 * "Wie sagt man in Österreich?").
 */
export const siteWords: readonly { say: readonly string[]; site: string }[] = [
  {
    say: ["fake", "fakes", "fake-check", "kopie", "kopien", "replik", "replika", "replica", "nachbau"],
    site: "Fälschung",
  },
  { say: ["plagiat", "plagiate", "gefälscht", "gefälschte", "nachgemacht", "lafufus", "falsch", "unecht"], site: "Fälschung" },
  { say: ["gfälscht", "gfälschte", "knockoff", "knockoffs", "bootleg", "bootlegs", "klumpert", "glump"], site: "Fälschung" },
  { say: ["echtheit", "original", "originale", "authentisch", "authentizität", "legit"], site: "echt" },
  { say: ["authentifizieren", "authentic", "genuine", "real"], site: "echt" },
  { say: ["tauschen", "tauscht", "tauschliste", "trade", "traden", "tradeliste", "swap"], site: "Tausch" },
  { say: ["tauschbörse", "tauschbörsen", "trading", "tauschgruppe"], site: "Tausch" },
  { say: ["chaser", "chase", "secrets", "geheimfigur", "geheimfiguren", "seltene"], site: "Secret" },
  { say: ["kosten", "kostet", "preise", "teuer", "euro", "wieviel", "preisvergleich"], site: "Preis" },
  { say: ["kost", "kosts", "price", "prices", "cost", "costs"], site: "Preis" },
  { say: ["zölle", "einfuhr", "import", "customs", "duty"], site: "Zoll" },
  { say: ["laden", "geschäft", "geschäfte", "store", "stores", "shops", "gschäft", "gschäftl"], site: "Shop" },
  { say: ["katalog", "kollektion", "kollektionen", "reihe"], site: "Serie" },
  { say: ["schlüsselanhänger", "keychain", "anhängsel", "bag-charm", "charm"], site: "Anhänger" },
  { say: ["investment", "investition", "geldanlage", "wertsteigerung", "wertvoll", "invest"], site: "Wertanlage" },
  { say: ["blindbox", "blindboxen", "überraschungsbox", "mystery", "blind", "boxn"], site: "Box" },
  // Spellings a phone's keyboard or an ear produces.
  { say: ["labubus", "laboobu", "labobu", "lububu", "labuba", "labbubu", "labubo"], site: "Labubu" },
  { say: ["popmart", "popmard"], site: "Pop" },
  { say: ["qr-code", "qr-codes"], site: "QR" },
  { say: ["fälschnug", "fälchung", "felschung", "fälshung"], site: "Fälschung" },
  { say: ["hologram", "holo", "hologramme", "sticker"], site: "Hologramm" },
  // Austrian and colloquial.
  { say: ["packerl", "packerln", "packl", "parcel", "package"], site: "Paket" },
  { say: ["sackerl", "sackerln", "protector", "sleeve", "hüllen"], site: "Hülle" },
  { say: ["kastl", "kasterl", "kastln"], site: "Setzkasten" },
  { say: ["kriag", "kriagt", "kriegen", "krieg", "bekommen", "buy", "kaufn"], site: "kaufen" },
  { say: ["guad", "guade", "guat", "good"], site: "gut" },
  { say: ["zähn", "zahnerl", "teeth", "tooth"], site: "Zähne" },
  { say: ["anzahl"], site: "Zahl" },
  { say: ["mach", "machen"], site: "tun" },
  // English loan words for places and things.
  { say: ["austria", "österreichisch"], site: "Österreich" },
  { say: ["vienna"], site: "Wien" },
  { say: ["display", "showcase", "vitrinen", "case"], site: "Vitrine" },
  { say: ["fee", "fees", "gebühren"], site: "Gebühr" },
  { say: ["resale", "weiterverkauf", "wiederverkaufen"], site: "Wiederverkauf" },
  { say: ["value", "worth"], site: "Wert" },
  { say: ["refund", "return", "rückgabe", "zurückgeben", "zurückschicken", "retour"], site: "Rücktritt" },
  { say: ["scam", "scams", "scammer", "abzocke", "betrug", "betrüger"], site: "betrügerischen" },
  { say: ["release", "releases", "erscheinungsdatum", "erscheint", "released"], site: "Erschienen" },
  { say: ["list", "listen"], site: "Liste" },
  { say: ["odds", "rate", "quote"], site: "Chance" },
  { say: ["übersicht"], site: "Überblick" },
  { say: ["putzen", "sauber", "waschen", "clean"], site: "reinigen" },
  { say: ["doubletten", "dubletten", "duplikate", "duplicate", "duplicates", "doppelt"], site: "Doppelte" },
  { say: ["wunschliste", "fehlliste", "fehlende", "wishlist"], site: "Suchliste" },
  { say: ["komplettieren", "komplett", "vollständig", "vollständiges"], site: "Set" },
  { say: ["ausrechnen", "berechnen", "kalkulieren"], site: "Rechner" },
  { say: ["collection", "tracker", "sammlungen"], site: "Sammlung" },
];

/**
 * Words that frame a question or fill a sentence and name nothing a page is about: the search leaves them out
 * ("wie viele Boxen brauche ich für ein Set" asks for "Boxen Set"), Austrian and English ones included ("wos",
 * "is", "des", "a", "i", "an", "vü", "heast", "oida"; "the", "how", "my").
 */
export const fillerWords: readonly string[] = [
  ...["der", "die", "das", "des", "dem", "den", "ein", "eine", "einen", "einem", "einer", "eines", "kein", "keine"],
  ...["ich", "du", "er", "sie", "es", "wir", "ihr", "man", "mein", "meine", "meinen", "meiner", "mir", "mich", "dir"],
  ...["und", "oder", "aber", "mit", "von", "vom", "für", "fürs", "zu", "zum", "zur", "in", "im", "am", "an", "auf"],
  ...["aufs", "aus", "bei", "beim", "nach", "über", "so", "da", "do", "denn", "doch", "ja", "nein", "nicht", "noch"],
  ...["schon", "sehr", "auch", "nur", "mal", "halt", "eh", "als", "wenn", "dass", "ob", "sich", "ganze", "ganzes"],
  ...["wie", "wo", "was", "wann", "warum", "woran", "wieso", "weshalb", "welche", "welcher", "welches", "wer", "wen"],
  ...["ist", "sind", "bin", "hab", "habe", "hat", "haben", "kann", "können", "muss", "müssen", "soll", "sollte"],
  ...["gibt", "lohnt", "lange", "viel", "viele", "vielen", "heißt", "brauche", "brauch", "geht", "hier", "dort"],
  ...["wos", "is", "a", "i", "vü", "wia", "heast", "oida", "ma", "mi", "hob", "san", "ned", "net", "jetzt", "heuer"],
  ...["the", "of", "for", "are", "how", "what", "where", "when", "my", "to", "on", "and", "or", "it"],
];

/**
 * The words that open a question, each with the form the site's headings use ("wieso" → "warum"): a heading that
 * opens with the same word answers that kind of question ("warum ist Labubu so teuer" → "Warum die Nachfrage die
 * Preise bewegt", not the FAQ's "Wie viel kostet …?"). "Was" and "wie" open too many kinds of question ("was
 * kostet", "was tun", "wie viel", "wie erkenne") to tell one heading from another, and are left out.
 */
export const questionWords: Readonly<Record<string, readonly string[]>> = {
  warum: ["warum", "wieso", "weshalb", "why"],
  wann: ["wann", "when"],
  wo: ["wo", "where"],
  woran: ["woran"],
  welche: ["welche", "welcher", "welches", "which"],
};

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
 * The words each tool answers first, as typed or as the site's word above: its own name and the synonyms of
 * what it does ("Tauschbörse", "Sammelliste" and "Wunschliste" are what "Meine Sammlung" keeps). A query in
 * which these words outweigh the others shows the tool as its first hit (result-pages.ts).
 */
export const toolWords: Readonly<Record<ToolKey, readonly string[]>> = {
  check: ["Fälschung", "Fälschungen", "echt", "prüfen", "Echtheits-Check", "Check", "QR", "Hologramm", "UV", "Prüfung"],
  collection: [
    ...["Tausch", "Sammlung", "sammeln", "Sammlerliste", "Checkliste", "Doppelte", "Suchliste", "abhaken"],
    ...["Sammelliste", "Tauschlink"],
  ],
  calculator: ["Set-Rechner", "Rechner", "Wahrscheinlichkeit", "Chance", "Set", "Boxen", "Box", "einzeln"],
  catalogue: ["Serienkatalog", "Serie", "Serien", "Figurenliste", "Überblick"],
};

/**
 * Words that belong to a tool but also to many pages ("erkennen", "Preis", "Secret"): with one of the tool's own
 * words above they keep the tool first ("Fälschung erkennen", "Secret Chance"); alone they do not.
 */
export const toolMentions: Readonly<Record<ToolKey, readonly string[]>> = {
  check: ["erkennen", "Merkmale", "Preis", "Zähne", "Nase", "Logo", "Fuß", "Verpackung", "Stempel"],
  collection: ["Liste", "Figuren"],
  calculator: ["Secret", "Preis", "Kosten", "Liste"],
  catalogue: ["Figuren", "Liste", "alle"],
};
