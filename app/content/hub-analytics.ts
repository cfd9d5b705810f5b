/** Copy of the analytics tab: content figures of published articles and drafts, never visitor data. */
export const analyticsCopy = {
  title: "Analytics: Ihre Inhalte",
  description:
    "Veröffentlichte Artikel (aus dem letzten Build, gemessen mit derselben Analyse wie Ihre Entwürfe) und die Entwürfe in diesem Browser. Der Hub erfasst keine Besucher; dafür braucht es kein Cookie und keine Einwilligung.",
  tableTitle: "Artikel und Entwürfe",
  columns: {
    title: "Titel",
    state: "Stand",
    category: "Kategorie",
    date: "Datum",
    words: "Wörter",
    seo: "SEO-Score",
    readability: "Lesbarkeit",
    keyphrase: "Fokus-Keyphrase",
  },
  published: "veröffentlicht",
  draft: "Entwurf",
  publishedDraft: "Entwurf einer veröffentlichten Seite",
  open: "Öffnen",
  empty: "Noch keine Artikel und keine Entwürfe.",
  noKeyphrase: "keine",
  categoriesTitle: "Kategorien",
  categoriesDescription: "Veröffentlichte Artikel und Entwürfe je Kategorie.",
  categoryCounts: (published: string, drafts: string) => `${published} veröffentlicht, ${drafts} Entwürfe`,
  warningsTitle: "Hinweise",
  warningsDescription: (today: string) => `Was Aufmerksamkeit braucht, Stand ${today}.`,
  noWarnings: "Keine Hinweise: Keyphrases, interne Links und Aktualität sind in Ordnung.",
  warningLabels: {
    "duplicate-keyphrase": "Keyphrase doppelt",
    "no-internal-links": "Keine internen Links",
    "stale-article": "Seit 12 Monaten nicht aktualisiert",
    "stale-fact": "Aktueller Fakt älter als 12 Monate",
  },
  duplicate: (keyphrase: string, titles: readonly string[]) =>
    `„${keyphrase}“ ist die Fokus-Keyphrase von: ${titles.map((title) => `„${title}“`).join(", ")}. Wählen Sie für jeden Artikel eine eigene.`,
  noLinks: (title: string, draft: boolean) =>
    `„${title}“ ${draft ? "(Entwurf) " : ""}verlinkt keine andere Seite dieser Website. Ergänzen Sie Links, z. B. auf /ratgeber oder /echtheit-pruefen.`,
  staleArticle: (title: string, date: string) => `„${title}“ wurde zuletzt am ${date} geändert. Prüfen Sie Zahlen und Quellen.`,
  staleFact: (statement: string, asOf: string) =>
    `${statement} (Stand ${asOf}) Prüfen Sie, ob das noch gilt, und aktualisieren Sie die Faktenbasis.`,
} as const;
