// What the content build and the fact base's editing functions say about a data file that cannot be used
// (docs/decisions/0042). Read under Node's type stripping too: no imports.

const list = (names: readonly string[]) => (names.length === 0 ? "keine" : names.join(", "));

export const dataProblems = {
  at: (file: string, line: number, message: string) => `${file}:${line}: ${message}`,
  yaml: (message: string) => `Die Datei ist kein gültiges YAML: ${message}`,
  unbalancedBrace: "Eine geschweifte Klammer ist nicht geschlossen oder steht allein: Platzhalter sehen so aus: {wert|format}.",
  unknownValue: (placeholder: string, names: readonly string[]) =>
    `Unbekannter Platzhalter ${placeholder}: Die Werte dieses Eintrags heißen ${list(names)}.`,
  numberWithoutFormatter: (placeholder: string) =>
    `Der Platzhalter ${placeholder} setzt eine Zahl ohne Format ein: Schreiben Sie etwa {wert|number}, {wert|euro} oder {wert|count}.`,
  unknownFormatter: (placeholder: string, names: readonly string[]) =>
    `Unbekanntes Format in ${placeholder}: Erlaubt sind ${list(names)}.`,
  formatterMismatch: (placeholder: string, says: string) => `Das Format in ${placeholder} passt nicht zu diesem Wert (${says}).`,
  formatterArguments: (placeholder: string, says: string) => `Falsche Angaben zum Format in ${placeholder} (${says}).`,

  missing: (field: string) => `„${field}“ fehlt.`,
  notText: (field: string) => `„${field}“ muss ein Text sein.`,
  notNumber: (field: string) => `„${field}“ muss eine Zahl sein.`,
  notList: (field: string) => `„${field}“ muss eine Liste sein.`,
  unknownField: (field: string) => `Unbekanntes Feld „${field}“.`,
  figurePhotoId: (id: string, ids: readonly string[]) =>
    `Ein Foto unter „figurePhotos“ gehört zur Figur „${id}“, die Serie hat aber nur die Figuren ${list(ids)}.`,
  notEntry: (what: string) => `Hier gehört ${what} mit seinen Feldern hin.`,
  isoDate: (field: string) => `„${field}“ ist kein Datum der Form JJJJ, JJJJ-MM oder JJJJ-MM-TT.`,
  isoDay: (field: string) => `„${field}“ ist kein Tag der Form JJJJ-MM-TT.`,
  id: (field: string) => `„${field}“ darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (etwa „preis-webshop“).`,
  sourceKey: (field: string) => `„${field}“ darf nur Buchstaben und Ziffern enthalten und beginnt mit einem Kleinbuchstaben.`,
  httpsUrl: (field: string) => `„${field}“ muss eine vollständige https-Adresse sein.`,
  choice: (field: string, allowed: readonly string[]) => `„${field}“ muss einer dieser Werte sein: ${list(allowed)}.`,
  regex: (pattern: string) => `„${pattern}“ ist kein gültiger regulärer Ausdruck.`,
  noSource: "Ein Fakt braucht mindestens eine Quelle.",
  unknownSource: (key: string) => `Die Quelle „${key}“ steht nicht in app/content/facts/sources.yaml.`,
  duplicateId: (id: string) => `Die Kennung „${id}“ gibt es schon.`,
  unknownTag: (tag: string, allowed: readonly string[]) =>
    `Unbekanntes Schlagwort „${tag}“: Erlaubt sind ${list(allowed)} und „series:<Serie>“.`,
  unknownFact: (id: string) => `Den Fakt „${id}“ gibt es nicht.`,
  unknownSeriesTag: (tag: string) => `„${tag}“ nennt eine Serie, die der Katalog nicht hat.`,
  currentNeedsStand: "Ein aktueller Fakt braucht seinen Stand („asOf“): das Datum der neuesten datierten Quelle.",
  sourceIsNoValue: "„source“ ist kein Wert: {source} nennt in den Sätzen die erste Quelle des Fakts.",
  notReconfirmedOnlyCurrent: "Nur ein aktueller Fakt kann „nicht neu bestätigt“ sein.",
  wordingName: (name: string) =>
    `Der Name „${name}“ einer Formulierung darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.`,
  newSource: {
    url: "Die neue Quelle braucht eine vollständige https-Adresse.",
    title: "Die neue Quelle braucht einen Titel.",
    name: "Die neue Quelle braucht den Namen des Mediums oder Herausgebers.",
    published: "Die neue Quelle braucht ihr Erscheinungsdatum (JJJJ, JJJJ-MM oder JJJJ-MM-TT).",
  },
  seriesKeyMismatch: (key: string, file: string) => `Die Serie „${key}“ muss in der Datei ${file} stehen.`,
  notListed: (file: string, list: string) => `${file} fehlt in ${list}: Jede Datei dieses Ordners muss dort aufgeführt sein.`,
} as const;

/** What the fact base's editing functions say when an edit cannot be made (nothing is written then). */
export const editProblems = {
  unknownFact: (id: string) => `Den Fakt „${id}“ gibt es in keiner Fakten-Datei.`,
  seriesFact: (id: string) => `„${id}“ ist die Angabe einer Serie: Ändern Sie sie in der Datei der Serie.`,
  historical: (id: string) => `„${id}“ berichtet ein datiertes Ereignis und veraltet nicht: Er braucht keine neue Bestätigung.`,
  notNewer: (published: string, asOf: string) =>
    `Die Quelle vom ${published} ist nicht neuer als der Stand des Fakts (${asOf}): Eine Bestätigung braucht eine neuere datierte Quelle.`,
  inFuture: (published: string) => `Das Erscheinungsdatum ${published} liegt in der Zukunft.`,
  alreadyCited: "Diese Quelle nennt der Fakt schon.",
  correctionSource:
    "Eine Korrektur braucht die Quelle, die den neuen Wert nennt (Adresse, Titel, Herausgeber und Erscheinungsdatum): Die bisherige nennt ihn nicht.",
  unknownValue: (key: string, names: readonly string[]) =>
    `Der Fakt hat keinen Wert „${key}“: Seine Werte heißen ${names.length ? names.join(", ") : "—"}.`,
  valueKind: (key: string) => `„${key}“ ist eine Zahl und bleibt eine Zahl (ein Datum oder Text bleibt Text).`,
  unchanged: (key: string) => `„${key}“ hat diesen Wert schon.`,
  seriesExists: (key: string) => `Die Serie „${key}“ gibt es schon.`,
  unknownSourceKey: (key: string) => `Die Quelle „${key}“ steht nicht in app/content/facts/sources.yaml.`,
  unknownCheck: (id: string) => `Den Fakt „${id}“ für die Prüfhinweise gibt es nicht.`,
  noDatedSource: "Eine neue Serie braucht mindestens eine Quelle mit Titel und Erscheinungsdatum.",
  shopPlaceholders:
    "Die Aussage über das Geschäft muss {shop} und {address} enthalten, damit Name, Adresse und Satz nicht auseinanderlaufen.",
  idExists: (id: string) => `Die Kennung „${id}“ gibt es schon.`,
  seriesMissing: (key: string) => `Die Serie „${key}“ gibt es im Katalog nicht.`,
  seriesNoSecret: (name: string) => `„${name}“ hat keine Secret-Figur: Ihr Name und ihre Chance lassen sich nicht eintragen.`,
  seriesFigureCount: (name: string, count: number) =>
    `„${name}“ hat ${count} reguläre Figuren: Geben Sie ${count} Namen an, einen pro Zeile. Eine andere Zahl ändert „Meine Sammlung“ und ist keine Korrektur.`,
  seriesUnchanged: (field: string) => `${field} hat diesen Wert schon.`,
  shopMissing: (id: string) => `Ein Geschäft mit der Kennung „${id}“ gibt es in der Faktenbasis nicht (mehr).`,
  shopFixed: (name: string) =>
    `„${name}“ nennt die Website an fester Stelle, mit eigenem Text: Entfernen lassen sich hier nur Geschäfte, die die Redaktion im Content Hub hinzugefügt hat. Korrigieren Sie stattdessen die Angabe mit „Wert korrigieren“.`,
} as const;

/** The marker of a stale fact in running text, "(Stand Juli 2025 – nicht neu bestätigt)": factCopy's words (a test compares them), here for Node. */
export const staleMarker = { asOf: "Stand", notReconfirmed: "nicht neu bestätigt" } as const;
