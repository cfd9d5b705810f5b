/**
 * The landing page's sections in page order: anchor id, a short H2 and a one-sentence promise.
 * Kept apart from the section bodies so the heading of a lazy section is in the static HTML
 * while its cards load later.
 */
export type SectionIntro = {
  id: string;
  eyebrow: string;
  heading: string;
  promise: string;
};

export const sectionIntros = {
  authenticity: {
    id: "authentizitaet",
    eyebrow: "Echtheits-Check",
    heading: "Original oder Fälschung?",
    promise:
      "Sechs Merkmale, an denen Sie eine echte Figur in wenigen Minuten von einer Kopie unterscheiden – die drei kritischen zuerst prüfen.",
  },
  series: {
    id: "aktuelle-serien",
    eyebrow: "Trends",
    heading: "Aktuelle und bekannte Serien",
    promise:
      "Die neuesten Serien zuerst, mit Erscheinungsdatum, Figuren und Chance auf die Secret-Figur – alle Details und Quellen im Serienkatalog.",
  },
  accessories: {
    id: "zubehoer",
    eyebrow: "Zubehör",
    heading: "Schützen und schön präsentieren",
    promise: "Mit dem richtigen Zubehör bleiben Figuren, Anhänger und Verpackungen so gut erhalten wie am ersten Tag.",
  },
  viennaShops: {
    id: "shops-wien",
    eyebrow: "Shops in Wien",
    heading: "Wo Sie in Wien fündig werden",
    promise: "Bekannte Einkaufsadressen und Märkte in Wien – und worauf Sie vor Ort achten, damit Sie keine Fälschung erwischen.",
  },
  faq: {
    id: "faq",
    eyebrow: "FAQ",
    heading: "Häufige Fragen",
    promise: "Kurze Antworten auf typische Fragen zu Preisen, Echtheit und Secret-Figuren – jede Zahl mit Quelle und Stand.",
  },
  guides: {
    id: "guides",
    eyebrow: "Ratgeber",
    heading: "Sammlung starten – Schritt für Schritt",
    promise: "Vier kompakte Ratgeber vom ersten Kauf bis zum Verkauf, damit Ihre Sammlung Freude macht und ihren Wert behält.",
  },
  trust: {
    id: "vertrauen",
    eyebrow: "Vertrauen",
    heading: "So arbeiten wir",
    promise: "Unabhängig, transparent bei Partnerlinks und ohne bezahlte Bewertungen – das können Sie von uns erwarten.",
  },
} as const satisfies Record<string, SectionIntro>;

/** Texts around lazily loaded section bodies. */
export const lazyCopy = {
  loading: "Inhalt wird geladen …",
  noScript:
    "Dieser Bereich wird mit JavaScript geladen. Die wichtigsten Antworten finden Sie auch in den FAQ und Ratgebern weiter unten.",
  errorTitle: "Dieser Bereich konnte nicht geladen werden.",
  errorText: "Vermutlich war die Verbindung kurz unterbrochen. Bitte versuchen Sie es noch einmal.",
  retry: "Erneut versuchen",
} as const;
