import { site } from "~/config/site";

/** Copy of an article's own page: apart from the lists' copy, so an article page loads only its own words. */
export const articleCopy = {
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
  /** Beside a source without a date of its own: the day it was read. */
  sourceAccessed: (date: string) => `abgerufen am ${date}`,
  relatedHeading: "Weitere Artikel",
  /** After the text where several figures could not be re-confirmed (docs/decisions/0081); each has a mark "*". */
  staleNote:
    "Nicht neu bestätigt: Für die so markierten Angaben hat die Redaktion bei ihrer letzten Prüfung keine neuere datierte Quelle gefunden. Sie gelten mit dem Stand, der bei ihnen steht.",
  /** The mark's words for screen readers. */
  staleMark: "nicht neu bestätigt",
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
};
