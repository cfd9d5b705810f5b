// What the editor mode's requests to change the fact base say (docs/decisions/0050): apart from ./copy.ts, which the
// pages that read the fact base load, so these words travel only with the hub. Read under Node's type stripping
// too: no imports.

/** What the editor mode says about a request to change the fact base that is incomplete (docs/decisions/0050). */
export const editRequestProblems = {
  request: "Die Anfrage ist unvollständig: Es fehlen Angaben zur Änderung der Faktenbasis.",
  source:
    "Jede Angabe braucht eine Quelle: Geben Sie ihre Adresse (https), ihren Titel, den Herausgeber und das Erscheinungsdatum an. Ohne Quelle wird nichts gespeichert.",
  factId: "Wählen Sie den Fakt, der geändert werden soll.",
  valueKey: "Wählen Sie den Wert, der korrigiert werden soll.",
  value: "Der neue Wert fehlt: eine Zahl oder ein Text.",
  seriesKey:
    "Die Kennung der Serie besteht aus Kleinbuchstaben a–z, Ziffern und einzelnen Bindestrichen (z. B. „big-into-energy“); sie wird ihre Adresse in /serien.",
  seriesName: "Die Serie braucht ihren Namen.",
  release: "Das Erscheinungsdatum der Serie fehlt (JJJJ-MM oder JJJJ-MM-TT).",
  figures: "Nennen Sie die regulären Figuren der Serie, eine pro Zeile (höchstens 24).",
  odds: "Die Chance auf die Secret-Figur ist eine ganze Zahl N für „1 zu N“ (mindestens 2).",
  size: "Die Größe ist eine Zahl in Zentimetern.",
  confidence: "Wählen Sie, wie sicher die Quelle die Angaben belegt.",
  removeReason:
    "Bitte schreiben Sie dazu, warum das Geschäft entfernt wird (höchstens 400 Zeichen), etwa dass es laut einer Quelle geschlossen hat.",
  shopName: "Der Name des Geschäfts fehlt.",
  address: "Die Adresse des Geschäfts fehlt.",
  statement: "Der Satz über das Geschäft fehlt.",
  photoFigure: "Ein Foto gehört zur Serie oder zu einer ihrer Figuren (1 bis 24 oder „secret“).",
  photoData: "Ein Foto kam nicht vollständig an: Wählen Sie es bitte noch einmal aus.",
  photoAlt: (max: number) =>
    `Jedes Foto braucht eine Beschreibung dessen, was es zeigt (höchstens ${max} Zeichen), für alle, die es nicht sehen.`,
  photoTwice: "Die Serie und jede Figur haben höchstens ein Foto.",
  seriesField: "Wählen Sie die Angabe der Serie, die korrigiert werden soll.",
  secretName: "Der Name der Secret-Figur fehlt oder ist länger als 60 Zeichen.",
} as const;

/** The catalogue's words for a series the editor adds in the hub, and the fields "Serie korrigieren" changes. */
export const seriesFormCopy = {
  fields: {
    release: "Erscheinungsdatum",
    figures: "Reguläre Figuren",
    secretName: "Secret-Figur",
    secretOdds: "Chance auf die Secret-Figur",
    sizeCm: "Größe in cm",
  },
  odds: (odds: number) => `1 : ${odds}`,
  regularCount: (count: number, secret: boolean) =>
    `${count === 1 ? "eine reguläre Figur" : `${count} reguläre Figuren`}${secret ? " und eine Secret-Figur" : ""}`,
} as const;
