/**
 * Copy of the research notes a draft carries (app/features/hub/generator/notes.ts): the form, its German validation
 * messages, the list, writing a draft from the notes, and what the publish check says about a draft
 * that is not researched yet or states a number no note or fact carries.
 */
import { formatNumber } from "~/utils/format";

const n = formatNumber;

export const notesCopy = {
  title: "Recherche-Notizen",
  description:
    "Belegte Aussagen mit Quelle und Stand. Der Hub schreibt den Entwurf daraus; ihre Quellen stehen mit Titel und Erscheinungsdatum unter den Quellen des Artikels, und der Veröffentlichen-Check prüft die Aussagen des Texts gegen sie.",
  outlineNotice:
    "Dieser Entwurf ist eine Recherche-Gliederung: Für sein Thema gibt es keinen Themenplan und keine belegten Fakten. Tragen Sie Notizen ein und schreiben Sie den Entwurf daraus.",
  outlineBadge: "Recherche-Gliederung",
  empty: "Noch keine Notizen.",
  listLabel: "Notizen zu diesem Entwurf",
  fields: {
    statement: {
      label: "Aussage",
      hint: "Ein vollständiger Satz, den die Quelle belegt, z. B. „Ein Anhänger kostet im offiziellen Webshop ab etwa € 19.“",
    },
    url: { label: "Quelle (Webadresse)", hint: "Die Seite, auf der die Aussage steht: https://…" },
    asOf: { label: "Stand", hint: "Das Datum, zu dem die Aussage galt (Datum der Quelle)." },
    title: { label: "Titel der Quelle (optional)", hint: "Die Überschrift der Seite; sie steht im Artikel unter „Quellen“." },
    published: { label: "Erschienen am (optional)", hint: "Das Datum, an dem die Seite erschienen ist." },
  },
  add: "Notiz hinzufügen",
  save: "Änderung speichern",
  cancel: "Abbrechen",
  edit: "Bearbeiten",
  remove: "Entfernen",
  editLabel: (index: number) => `Notiz ${n(index)} bearbeiten`,
  removeLabel: (index: number) => `Notiz ${n(index)} entfernen`,
  noteSource: (host: string, asOf: string) => `Quelle: ${host}, Stand: ${asOf}`,
  added: "Die Notiz wurde hinzugefügt.",
  saved: "Die Notiz wurde geändert.",
  removed: "Die Notiz wurde entfernt.",
  errorsTitle: "Bitte korrigieren Sie die markierten Felder.",
  errors: {
    statementMissing: "Bitte geben Sie die Aussage ein, die Ihre Quelle belegt.",
    statementTooLong: (max: number) => `Die Aussage ist zu lang: höchstens ${n(max)} Zeichen. Teilen Sie sie in zwei Notizen.`,
    urlMissing: "Bitte geben Sie die Webadresse der Quelle ein, beginnend mit https:// oder http://.",
    urlInvalid: "Das ist keine gültige Webadresse. Kopieren Sie sie am besten aus der Adresszeile des Browsers.",
    urlScheme: "Nur Quellen im Web sind erlaubt: Die Adresse muss mit https:// oder http:// beginnen.",
    urlTooLong: "Die Webadresse ist zu lang (höchstens 2.000 Zeichen).",
    asOfMissing: "Bitte geben Sie den Stand an: das Datum, zu dem die Aussage galt.",
    asOfInvalid: "Der Stand ist kein gültiges Datum. Bitte wählen Sie ein Datum (TT.MM.JJJJ).",
    asOfFuture: "Der Stand liegt in der Zukunft. Bitte geben Sie das Datum der Quelle an.",
    asOfTooOld: "Der Stand liegt vor dem Jahr 2000. Bitte prüfen Sie das Datum.",
    tooMany: (max: number) => `Ein Entwurf kann höchstens ${n(max)} Notizen haben.`,
    titleTooLong: (max: number) => `Der Titel ist zu lang: höchstens ${n(max)} Zeichen.`,
    publishedInvalid: "Das Erscheinungsdatum ist kein gültiges Datum. Bitte wählen Sie ein Datum oder lassen Sie das Feld leer.",
    publishedFuture: "Das Erscheinungsdatum liegt in der Zukunft. Bitte geben Sie das Datum an, an dem die Seite erschienen ist.",
  },
  write: "Entwurf aus Notizen schreiben",
  writeHint:
    "Ersetzt den Text durch einen Entwurf aus Ihren Notizen, jede Aussage mit Quelle und Stand. „Änderungen verwerfen“ bringt danach diesen Entwurf zurück.",
  writeWithModel: "Mit dem Sprachmodell aus Notizen schreiben",
  writeWithModelHint: "Das Sprachmodell bekommt Ihre Notizen als einzige Fakten und schreibt einen neuen Entwurf.",
  written: "Der Entwurf wurde aus Ihren Notizen geschrieben.",
  needNotes: "Tragen Sie zuerst mindestens eine Notiz ein.",
} as const;

/** What the publish check adds to the build's reasons. */
export const researchCheckCopy = {
  outline:
    "Der Entwurf ist noch eine Recherche-Gliederung („Recherche nötig“). Tragen Sie Recherche-Notizen ein und schreiben Sie den Entwurf daraus, oder ersetzen Sie die offenen Abschnitte durch belegten Text.",
  numbers: (numbers: string, count: number) =>
    `${count === 1 ? "Die Zahl" : "Die Zahlen"} ${numbers} ${count === 1 ? "steht" : "stehen"} im Text, aber in keiner Recherche-Notiz und in keinem Fakt der angegebenen Quellen. Belegen Sie ${count === 1 ? "sie" : "jede"} mit einer Notiz (Aussage, Quelle, Stand) oder streichen Sie ${count === 1 ? "sie" : "sie"}.`,
} as const;
