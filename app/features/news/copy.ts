import { FEED_TITLE } from "~/content/feed";
import { formatDateLong, formatPartialDate } from "~/utils/format";

/** What a reader reads on /neu and in the feed. */
export const newsCopy = {
  eyebrow: "Neu",
  heading: "Was sich geändert hat",
  lead: "Neue und überarbeitete Artikel, neue Serien, neu bestätigte und korrigierte Fakten – mit dem Tag der Änderung, aus dem Verlauf der Redaktion.",
  feedLink: "Als Feed abonnieren (Atom)",
  feedTitle: FEED_TITLE,
  feedSubtitle: "Was die Redaktion geändert hat: Artikel, Serien, Fakten und Termine.",
  upcomingHeading: "Demnächst",
  noUpcoming: "Derzeit ist kein Erscheinungstermin nach heute belegt.",
  changesHeading: "Letzte Änderungen",
  noChanges: "Noch keine Änderungen verzeichnet.",
  /** Shown when the build had no complete history (a shallow clone, no Git). */
  partial: (since: string | undefined) =>
    since
      ? `Dieser Stand der Website kennt den Verlauf erst ab ${formatDateLong(since)}; ältere Änderungen fehlen hier.`
      : "Dieser Stand der Website kennt keinen Verlauf der Redaktion; gezeigt werden nur die Artikel mit ihrem Erscheinungstag.",
  kinds: {
    "article-published": "Artikel veröffentlicht",
    "article-revised": "Artikel überarbeitet",
    "article-withdrawn": "Artikel zurückgezogen",
    "series-added": "Serie aufgenommen",
    "series-revised": "Serie ergänzt",
    "fact-reconfirmed": "Fakt neu bestätigt",
    "fact-corrected": "Fakt korrigiert",
    "shop-added": "Ort aufgenommen",
    "facts-revised": "Faktenbasis überarbeitet",
    "release-upcoming": "Erscheinungstermin",
  },
  words: {
    revised: "Der Text des Artikels wurde überarbeitet.",
    withdrawn: "Der Artikel ist nicht mehr online.",
    seriesAdded: "Neu im Serienkatalog, mit Quellen.",
    seriesRevised: "Die Angaben zur Serie wurden ergänzt oder berichtigt.",
    reconfirmed: (source: string, date: string) => `Neu bestätigt durch ${source} (${formatPartialDate(date)}).`,
    corrected: "Der Wert wurde nach einer Quelle korrigiert.",
    shopAdded: "Neu unter den Orten in Wien.",
    factsRevised: (areas: readonly string[]) => `Geändert: ${areas.join(", ")}.`,
    release: (market: string | undefined) =>
      market ? `Erscheint laut Quelle in: ${market}.` : "Erscheint laut Quelle an diesem Tag.",
  },
  /** The fact base's files as the page names them. */
  areas: {
    authenticity: "Echtheit",
    background: "Hintergrund",
    "exchange-rates": "Wechselkurse",
    legal: "Recht und Zoll",
    market: "Markt und Preise",
    sources: "Quellen",
    vienna: "Wien",
  } as Record<string, string>,
  /** Home page, first screen. */
  homeLink: "Neu: was sich geändert hat",
  seriesAddedLabel: "Im Katalog seit",
} as const;
