import type { PublicPage } from "~/content/pages";

/**
 * Copy of the offline app (docs/decisions/0032): the page shown for any page that is not on this
 * device while offline, the "Neue Version verfügbar" notice and the search's offline note.
 */

/** The offline page's head, apart from app/content/pages.ts: it is no page of the site map (noindex, not in the sitemap). */
export const offlinePage = {
  path: "/offline",
  title: "Offline: Diese Seite ist nicht gespeichert | Labubu Sammler Österreich",
  description:
    "Ohne Verbindung funktionieren Ihre Sammlung, der Echtheits-Check, der Set-Rechner, der Serienkatalog und die Artikel, die Sie schon gelesen haben.",
  changefreq: "yearly",
  priority: 0,
  inSitemap: false,
} as const satisfies PublicPage;

/** What works offline after one visit with a connection; every path here is precached (scripts/service-worker.mjs). */
export const offlineLinks = [
  { href: "/sammlung", label: "Meine Sammlung", text: "Figuren abhaken, Doppelte zählen, Tauschlink zeigen" },
  { href: "/echtheit-pruefen", label: "Echtheit prüfen", text: "Der Check Schritt für Schritt, direkt am Stand" },
  { href: "/set-rechner", label: "Set-Rechner", text: "Boxen oder einzeln kaufen: was ein Set noch kostet" },
  { href: "/serien", label: "Serienkatalog", text: "Figuren, Chancen und Preise jeder Serie mit Quellen" },
  { href: "/suche", label: "Suche", text: "Findet, was auf diesem Gerät gespeichert ist" },
  { href: "/", label: "Startseite", text: "FAQ, Echtheitsmerkmale und Shops in Wien" },
] as const;

export const offlineScreen = {
  eyebrow: "Offline",
  title: "Diese Seite ist ohne Verbindung nicht verfügbar",
  titleId: "offline-titel",
  intro:
    "Sie sind gerade offline, und diese Seite ist auf diesem Gerät nicht gespeichert. Sobald Sie wieder online sind, laden Sie die Seite einfach neu.",
  worksHeading: "Das funktioniert auch ohne Verbindung",
  articles:
    "Dazu jeder Ratgeber-Artikel, den Sie auf diesem Gerät schon einmal gelesen haben. Ihre Sammlung bleibt ohnehin in Ihrem Browser gespeichert.",
} as const;

/** The site search while offline: it searches every page, but shows only those stored on this device. */
export const offlineSearchCopy = {
  note: "Sie sind offline: Die Suche zeigt nur Seiten, die auf diesem Gerät gespeichert sind.",
  noHits: "Offline ist dazu keine gespeicherte Seite da. Mit Verbindung findet die Suche mehr.",
} as const;
