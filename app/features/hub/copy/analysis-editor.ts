/** The hub's draft editor: field labels, hints, messages for bad input, save and discard states. */
import { formatNumber } from "~/utils/format";

const n = formatNumber;

export const draftEditorCopy = {
  edit: "Bearbeiten",
  preview: "Vorschau",
  modeLabel: "Ansicht des Entwurfs",
  formLabel: "Entwurf bearbeiten",
  untitled: "Ohne Titel",
  fields: {
    title: {
      label: "SEO-Titel",
      hint: "Überschrift des Artikels (H1) und Titel im Suchergebnis; beginnt am besten mit der Fokus-Keyphrase.",
      empty: "Bitte geben Sie einen SEO-Titel ein. Bis dahin steht der Entwurf als „Ohne Titel“ in der Liste.",
    },
    slug: {
      label: "Slug",
      hint: "Die Adresse des Artikels: Kleinbuchstaben, Ziffern und Bindestriche, z. B. labubu-fakes-erkennen.",
      invalid: (suggestion: string) =>
        `Der Slug darf nur Kleinbuchstaben a–z, Ziffern und einzelne Bindestriche enthalten. Beim Export wird daraus „${suggestion}“.`,
      empty: (suggestion: string) => `Ohne Slug erhält der Export die Adresse „${suggestion}“ aus dem Titel.`,
      apply: "Vorschlag übernehmen",
    },
    metaDescription: {
      label: "Meta-Beschreibung",
      hint: "Der Text unter dem Titel im Suchergebnis.",
      count: (characters: number) => `${n(characters)} Zeichen (Ziel: 121–156)`,
    },
    focusKeyphrase: {
      label: "Fokus-Keyphrase",
      hint: "Der Suchbegriff, für den der Artikel gefunden werden soll, 1 bis 4 Wörter. In Anführungszeichen zählt nur genau diese Wortfolge.",
    },
    keywords: {
      label: "Verwandte Keywords",
      hint: "Optional, durch Kommas getrennt.",
      tooMany: "Gespeichert werden höchstens 50 Keywords; die weiteren werden ignoriert.",
    },
    content: {
      label: "Text (Markdown)",
      hint: "„## “ am Zeilenanfang beginnt eine Zwischenüberschrift, „- “ einen Listenpunkt; [Text](/pfad) ist ein Link. HTML wird als Text gezeigt.",
    },
  },
  saved: "Alle Änderungen sind gespeichert.",
  saving: "Änderungen werden gespeichert …",
  discard: "Änderungen verwerfen",
  discardHint: "Stellt den generierten Text wieder her.",
  discarded: "Die Änderungen wurden verworfen; der generierte Text ist wiederhergestellt.",
  undoDiscard: "Rückgängig",
  nothingToDiscard: "Es gibt keine Änderungen gegenüber dem generierten Text.",
  focusKeyphrase: "Fokus-Keyphrase",
  noFocusKeyphrase: "keine",
  relatedKeywords: "Verwandte Keywords",
  metaDescription: "Meta-Beschreibung",
  noMetaDescription: "Noch keine Meta-Beschreibung.",
  address: "Adresse",
  previewShortened: (shown: number, total: number) =>
    `Die Vorschau zeigt die ersten ${n(shown)} von ${n(total)} Zeichen; bearbeitet und exportiert wird der ganze Text.`,
  averageScore: "Ø SEO-Score",
  noScore: "–",
  /** Below the draft in the preview: every source as the page will list it (docs/decisions/0041). */
  sources: {
    title: "Quellen",
    none: "Der Entwurf nennt noch keine Quelle.",
    published: (date: string) => `erschienen ${date}`,
    accessed: (date: string) => `abgerufen am ${date}`,
    noDate: "ohne Datum",
    origin: {
      draft: "vom Generator oder aus dem Artikel",
      note: "aus Ihrer Recherche-Notiz – entfernen Sie dazu die Notiz",
      fact: "ergänzt: Der Text nennt einen Fakt aus dieser Quelle",
    },
    required: "belegt eine Aussage im Text und bleibt, solange der Text sie nennt",
    remove: "Entfernen",
    removeLabel: (title: string) => `Quelle „${title}“ entfernen`,
    removed: (title: string) => `Die Quelle „${title}“ wurde entfernt.`,
    addHint:
      "Eine weitere Quelle fügen Sie mit einer Recherche-Notiz hinzu (Aussage, Webadresse, Stand, auf Wunsch Titel und Erscheinungsdatum).",
    marked: (count: number) =>
      `${count === 1 ? "Ein Satz nennt" : `${n(count)} Sätze nennen`} den Stand eines Fakts, der nicht neu bestätigt oder älter als zwölf Monate ist; der Stand steht dort, wo der Text den Fakt zuerst nennt.`,
  },
} as const;
