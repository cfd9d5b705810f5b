// The hub's "Faktenbasis" and "Serienkatalog" in the editor mode (docs/decisions/0050).

/** A statement cut to its first words for a list (the whole sentence stands below it). */
const shortened = (statement: string) => (statement.length <= 90 ? statement : `${statement.slice(0, 87).trimEnd()} …`);

export const factBaseCopy = {
  heading: "Faktenbasis",
  intro:
    "Hier bestätigen Sie Fakten mit einer neuen datierten Quelle, korrigieren Werte und tragen Geschäfte ein. Jede Änderung wird mit Ihrem Namen in der Versionsgeschichte der Website gespeichert und geht mit einem Build live (meist ein bis zwei Minuten).",
  needsKey: "Geben Sie oben Ihren Redaktionsschlüssel ein, um die Faktenbasis zu laden.",
  loading: "Die Faktenbasis wird geladen …",
  loadFailed: "Die Faktenbasis konnte nicht geladen werden.",
  reload: "Erneut laden",
  staleCount: (stale: number, current: number) =>
    `${stale} von ${current} aktuellen Fakten ${stale === 1 ? "ist" : "sind"} nicht neu bestätigt oder älter als zwölf Monate.`,
  fact: "Fakt",
  factHint: "Nicht neu bestätigte Fakten stehen oben.",
  /** A fact in the list: what it states (its first words), its Stand and whether it waits for a re-check. */
  option: (statement: string, asOf: string | undefined, stale: boolean) =>
    `${shortened(statement)}${asOf ? ` · Stand ${asOf}` : ""}${stale ? " · nicht neu bestätigt" : ""}`,
  statement: "Aussage",
  asOf: "Stand",
  staleMark: "nicht neu bestätigt",
  historical: "Datiertes Ereignis: veraltet nicht und braucht keine Bestätigung.",
  sources: "Quellen",
  reconfirm: {
    heading: "Neu bestätigen",
    hint: "Eine neuere datierte Quelle, die dasselbe sagt: Der Stand rückt auf ihr Datum, „nicht neu bestätigt“ verschwindet aus den Seiten und den Artikeln.",
    submit: "Neu bestätigen und veröffentlichen",
  },
  correct: {
    heading: "Wert korrigieren",
    value: "Wert",
    newValue: "Neuer Wert",
    newValueHint: "Eine Zahl bleibt eine Zahl (Komma oder Punkt als Dezimalzeichen).",
    sourceLegend: "Quelle des neuen Werts (nötig: die bisherige nennt ihn nicht)",
    check: "Änderung prüfen",
    /** A value in the list: as the fact holds it, named only where the fact has several. */
    valueOption: (name: string, value: string | number, several: boolean) => (several ? `${value} (${name})` : String(value)),
    before: "Bisher",
    after: "Neu",
    revise:
      "Diese veröffentlichten Artikel nennen den alten Wert und widersprechen danach dem neuen: Bitte überarbeiten Sie sie.",
    noRevise: "Kein veröffentlichter Artikel nennt den alten Wert.",
    submit: "Korrektur veröffentlichen",
  },
  shop: {
    heading: "Geschäft hinzufügen",
    name: "Name des Geschäfts",
    address: "Adresse",
    statement: "Aussage der Quelle",
    statementHint:
      "Ein Satz, der {shop} (den Namen) und {address} (die Adresse) enthält, z. B. „{shop} in {address} führt Labubu-Figuren.“",
    submit: "Geschäft hinzufügen und veröffentlichen",
  },
  shopRemove: {
    heading: "Geschäft entfernen",
    intro:
      "Entfernen lassen sich die Geschäfte, die die Redaktion hier hinzugefügt hat; die Startseite und die Suche nennen es danach nicht mehr.",
    shop: "Geschäft",
    option: (name: string, address: string) => `${name} (${address})`,
    reason: "Grund",
    reasonHint:
      "Steht in der Versionsgeschichte und bei der Freigabe, z. B. „Laut MeinBezirk vom 20. November 2026 geschlossen“.",
    submit: "Geschäft entfernen und veröffentlichen",
  },
  source: {
    legend: "Quelle",
    url: "Adresse (https://…)",
    title: "Titel des Beitrags",
    name: "Herausgeber oder Medium",
    published: "Erscheinungsdatum",
    publishedHint: "JJJJ-MM-TT, JJJJ-MM oder JJJJ",
  },
  confidence: "Wie sicher belegt die Quelle die Angaben?",
  confidences: { solid: "Sicher (Hersteller, Behörde, mehrere Medien)", medium: "Mittel (ein Medium, ein Händler)" },
  busy: "Wird committet und gebaut … Das dauert meist ein bis zwei Minuten.",
  refused: "Nicht gespeichert:",
  failed: "Der Redaktionsserver antwortet nicht. Es wurde nichts geändert.",
  done: (message: string, editor: string, seconds: number) => `${message} Committet als ${editor}, live nach ${seconds} s.`,
} as const;

export const seriesCatalogCopy = {
  heading: "Serienkatalog",
  intro:
    "Die Serien des Katalogs (/serien), eine Korrektur einer ihrer Angaben und eine neue Serie mit ihren Figuren, Chancen und Quellen.",
  correct: {
    heading: "Serie korrigieren",
    intro:
      "Eine Angabe einer Serie mit der datierten Quelle, die den neuen Wert nennt: Sie wird die einzige Quelle dieser Angabe, die übrigen Angaben behalten ihre. /serien, „Meine Sammlung“ und die Suche zeigen danach den neuen Wert.",
    series: "Serie",
    field: "Angabe",
    current: "Bisher",
    unset: "nicht gesichert",
    value: "Neuer Wert",
    hints: {
      release: "JJJJ-MM-TT oder JJJJ-MM",
      figures: "Eine Figur pro Zeile, so viele wie bisher: Eine andere Zahl wäre eine neue Serie.",
      secretName: "Der Name der Secret-Figur",
      secretOdds: "N für „1 zu N“, eine ganze Zahl",
      sizeCm: "Eine Zahl (Komma oder Punkt)",
    },
    sourceLegend: "Quelle des neuen Werts (nötig)",
    submit: "Serie korrigieren und veröffentlichen",
  },
  listLabel: "Serien im Katalog",
  entry: (name: string, release: string, figures: number) =>
    `${name} · ${release || "Erscheinen nicht gesichert"} · ${figures === 0 ? "Figuren nicht benannt" : `${figures} benannte Figuren`}`,
  add: {
    heading: "Serie hinzufügen",
    name: "Name der Serie",
    key: "Kennung (optional)",
    keyHint: "Wird aus dem Namen gebildet, wenn leer; sie wird zur Adresse /serien#kennung.",
    release: "Erschienen am",
    releaseHint: "JJJJ-MM-TT oder JJJJ-MM",
    market: "Markt (optional)",
    marketHint: "z. B. „weltweit“ oder „Europa“",
    figures: "Reguläre Figuren, eine pro Zeile",
    secretName: "Secret-Figur (optional)",
    secretOdds: "Chance auf die Secret-Figur: 1 zu … (optional)",
    sizeCm: "Größe in cm (optional)",
    sourceLegend: "Quelle für alle Angaben der Serie",
    submit: "Serie hinzufügen und veröffentlichen",
    photos: {
      legend: "Eigene Fotos (optional)",
      hint: "Nur Fotos, die Sie selbst gemacht haben: von der Serie und von jeder Figur, die oben steht. Sie werden auf diesem Gerät verkleinert (höchstens 2.048 Pixel) und ohne Metadaten wie den GPS-Ort gesendet. /serien und „Meine Sammlung“ zeigen das Foto einer Figur statt der Zeichnung.",
      subject: (kind: "series" | "figure" | "secret", name: string) =>
        kind === "series"
          ? "Foto der Serie"
          : kind === "secret"
            ? `Foto der Secret-Figur${name ? ` „${name}“` : ""}`
            : `Foto von „${name}“`,
      alt: (subject: string) => `Beschreibung (${subject})`,
      altHint:
        "Was zeigt das Foto? Ein Satz für alle, die es nicht sehen; er steht in /serien und in „Meine Sammlung“ beim Foto.",
      remove: "Entfernen",
      removeLabel: (subject: string) => `${subject} entfernen`,
      preparing: "Das Foto wird vorbereitet …",
    },
  },
} as const;
