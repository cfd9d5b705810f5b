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
  /** `more`: how many further articles use it besides the `titles` named. */
  duplicate: (keyphrase: string, titles: readonly string[], more: string | null) =>
    `„${keyphrase}“ ist die Fokus-Keyphrase von: ${titles.map((title) => `„${title}“`).join(", ")}${more ? ` und ${more} weiteren` : ""}. Wählen Sie für jeden Artikel eine eigene.`,
  loading: "Die Kennzahlen der veröffentlichten Artikel werden geladen …",
  loadFailed:
    "Die Kennzahlen der veröffentlichten Artikel konnten nicht geladen werden. Die Tabelle zeigt bis dahin nur Ihre Entwürfe. Bitte prüfen Sie die Verbindung.",
  retry: "Erneut laden",
  tablePages: "Seiten der Tabelle „Artikel und Entwürfe“",
  warningPages: "Seiten der Hinweise",
  noLinks: (title: string, draft: boolean) =>
    `„${title}“ ${draft ? "(Entwurf) " : ""}verlinkt keine andere Seite dieser Website. Ergänzen Sie Links, z. B. auf /ratgeber oder /echtheit-pruefen.`,
  staleArticle: (title: string, date: string) => `„${title}“ wurde zuletzt am ${date} geändert. Prüfen Sie Zahlen und Quellen.`,
  staleFact: (statement: string, asOf: string) =>
    `${statement} (Stand ${asOf}) Prüfen Sie, ob das noch gilt, und aktualisieren Sie die Faktenbasis.`,
} as const;
