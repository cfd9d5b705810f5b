import { site } from "~/config/site";

/** Copy of the article pages (/ratgeber, its category pages, each article) and of their links elsewhere. */
export const ratgeberCopy = {
  navLabel: "Ratgeber",
  /** Head of /ratgeber (its sitemap and llms.txt entry too). */
  page: {
    title: "Ratgeber: Artikel für Labubu-Sammler | Labubu Sammler AT",
    description:
      "Alle Artikel des Labubu-Ratgebers für Österreich: Fälschungen erkennen, Serien, Preise und Einkauf in Wien – mit Quellen, die neuesten zuerst.",
  },
  /** Head of /ratgeber/seite/2, /ratgeber/seite/3, … (older articles). */
  laterPage: {
    title: (page: number, count: number) =>
      `Ratgeber: Artikel für Labubu-Sammler, Seite ${page} von ${count} | ${site.shortName}`,
    description: (page: number, count: number) =>
      `Seite ${page} von ${count} des Labubu-Ratgebers für Österreich: ältere Artikel zu Fälschungen, Serien, Preisen und Einkauf in Wien, jeweils mit Quellen.`,
  },
  index: {
    eyebrow: "Ratgeber",
    heading: "Artikel für Labubu-Sammler in Österreich",
    intro:
      "Ausführliche Anleitungen und Hintergründe, geschrieben aus überprüfbaren Quellen. Jeder Artikel nennt seine Quellen; die neuesten stehen oben.",
    filterLabel: "Artikel nach Kategorie",
    all: "Alle Artikel",
    count: (count: number) => (count === 1 ? "1 Artikel" : `${count} Artikel`),
  },
  category: {
    eyebrow: "Ratgeber · Kategorie",
    title: (label: string) => `${label} – Labubu-Ratgeber | ${site.shortName}`,
    description: (label: string) =>
      `Alle Artikel der Kategorie „${label}“ im Labubu-Ratgeber für Österreich: Anleitungen mit Quellen für Sammlerinnen und Sammler, neueste zuerst.`,
    intro: (label: string) => `Alle Artikel der Kategorie „${label}“, die neuesten zuerst.`,
    laterTitle: (label: string, page: number, count: number) =>
      `${label} – Labubu-Ratgeber, Seite ${page} von ${count} | ${site.shortName}`,
    laterDescription: (label: string, page: number, count: number) =>
      `Seite ${page} von ${count} der Kategorie „${label}“ im Labubu-Ratgeber für Österreich: ältere Anleitungen mit Quellen für Sammlerinnen und Sammler.`,
  },
  /** The numbered page links under a list. */
  pagination: {
    label: "Seiten der Artikelliste",
    previous: "Vorherige Seite",
    next: "Nächste Seite",
    page: (page: number) => `Seite ${page}`,
    position: (page: number, count: number) => `Seite ${page} von ${count}`,
  },
  article: {
    breadcrumbLabel: "Sie sind hier",
    home: "Startseite",
    published: "Veröffentlicht am",
    modified: "Aktualisiert am",
    readingTime: (minutes: number) => (minutes === 1 ? "1 Minute Lesezeit" : `${minutes} Minuten Lesezeit`),
    category: "Kategorie",
    tocHeading: "Inhalt",
    sourcesHeading: "Quellen",
    sourcesIntro: "Dieser Artikel stützt sich auf diese öffentlich zugänglichen Quellen:",
    /** A source's link: its publisher and the page's title. */
    sourceTitle: (publisher: string, title: string) => `${publisher}: ${title}`,
    relatedHeading: "Weitere Artikel",
    back: "Zurück zu allen Artikeln",
    affiliateNotice: `Dieser Artikel enthält Partnerlinks zu ${site.marketplace.name}, gekennzeichnet mit „Anzeige“. ${site.marketplace.disclosure} Für Sie ändert sich der Preis nicht.`,
    affiliateNoticeLabel: "Hinweis zu Partnerlinks",
    retry: "Erneut versuchen",
    loadError: "Der Artikeltext konnte nicht geladen werden. Vermutlich war die Verbindung kurz unterbrochen.",
    /** A product review's verdict box (docs/decisions/0049). */
    review: {
      heading: "Unser Urteil",
      product: "Besprochenes Produkt",
      rating: "Bewertung der Redaktion",
      ratingValue: (rating: string) => `${rating} von 5 Punkten`,
      pros: "Das spricht dafür",
      cons: "Das spricht dagegen",
    },
  },
  landing: {
    heading: "Neu im Ratgeber",
    all: "Alle Artikel im Ratgeber",
  },
} as const;
