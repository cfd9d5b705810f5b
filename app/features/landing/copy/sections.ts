/**
 * The landing page's sections in page order: anchor id, a short H2 and a one-sentence promise.
 * Kept apart from the section bodies so the heading of a lazy section is in the static HTML
 * while its cards load later.
 */
export type SectionIntro = {
  id: string;
  eyebrow: string;
  heading: string;
  /** Left out where the section counts its content itself (the authenticity guide counts the check's features). */
  promise?: string;
};

export const sectionIntros = {
  authenticity: {
    id: "authentizitaet",
    eyebrow: "Echtheits-Check",
    heading: "Original oder Fälschung?",
  },
  series: {
    id: "aktuelle-serien",
    eyebrow: "Trends",
    heading: "Neue Serien und was Labubus kosten",
    promise:
      "Die drei neuesten Serien mit Erscheinungsdatum und Chance auf die Secret-Figur, dazu Preise und der Rekord\u00a0– jede Zahl mit Quelle und Stand.",
  },
  accessories: {
    id: "zubehoer",
    eyebrow: "Zubehör",
    heading: "Schützen und schön präsentieren",
    promise: "Mit dem richtigen Zubehör bleiben Figuren, Anhänger und Verpackungen so gut erhalten wie am ersten Tag.",
  },
  viennaShops: {
    id: "shops-wien",
    eyebrow: "Shops Wien",
    heading: "Wo Sie in Wien fündig werden",
    promise:
      "Das Geschäft, das Wiener Medien nennen, mit Adresse und Stand, der offizielle Webshop\u00a0– und was 2025 in Wien geschah.",
  },
  faq: {
    id: "faq",
    eyebrow: "FAQ",
    heading: "Häufige Fragen",
    promise: "Kurze Antworten auf typische Fragen zu Preisen, Echtheit und Secret-Figuren\u00a0– jede Zahl mit Quelle und Stand.",
  },
  guides: {
    id: "guides",
    eyebrow: "Sammeln",
    // A no-break space before the dash: no heading line starts with "– Schritt für Schritt".
    heading: "Sammlung starten\u00a0– Schritt für Schritt",
    promise:
      "Vier kurze Anleitungen vom ersten Kauf bis zum Tausch, Ihre Sammlung im Browser und die neuesten Artikel aus dem Ratgeber.",
  },
  trust: {
    id: "vertrauen",
    eyebrow: "Vertrauen",
    heading: "So arbeiten wir",
    promise: "Unabhängig, transparent bei Partnerlinks und ohne bezahlte Bewertungen\u00a0– das können Sie von uns erwarten.",
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
