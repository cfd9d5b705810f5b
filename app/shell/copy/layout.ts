import { site } from "~/config/site";

/** The frame around every page: skip link, header, footer navigation, the 404 page and the error screen. */

const brandBreak = site.shortName.lastIndexOf(" ");

export const skipLinkLabel = "Zum Inhalt springen";

export const headerCopy = {
  /** The wordmark: the short name with its last word ("AT") set in the accent colour. */
  wordmark: { name: site.shortName.slice(0, brandBreak), accent: site.shortName.slice(brandBreak + 1) },
  navLabel: "Hauptnavigation",
  toolsLabel: "Werkzeuge",
  mobileNavLabel: "Mobiles Menü",
  openMenu: "Menü öffnen",
  closeMenu: "Menü schließen",
} as const;

/** The 404 page's heading and link are English on purpose, a fixed wording the end-to-end tests pin. */
export const notFoundCopy = {
  code: "404",
  title: "Oops! Page not found",
  text: "Diese Seite gibt es nicht (mehr). Vielleicht hilft Ihnen unser Sammler-Ratgeber weiter.",
  homeLink: "Return to Home",
  /** The language of `title` and `homeLink` inside the de-AT page (WCAG 3.1.2, language of parts). */
  englishLang: "en",
  /** Logged with the missing path (a console warning, so it is not counted as an app error). */
  logMessage: "404: Seite nicht gefunden:",
} as const;

/** The router's default error screen keeps React Router's own title, "Unexpected Application Error!". */
export const errorScreenCopy = {
  title: "Unexpected Application Error!",
  /** The language of `title` inside the de-AT page (WCAG 3.1.2). */
  titleLang: "en",
  text: "Hier ist leider etwas schiefgelaufen. Bitte laden Sie die Seite neu oder kehren Sie zur Startseite zurück.",
  homeLink: "Zur Startseite",
} as const;

/** A static part of the page whose code could not load after a client-side navigation. */
export const islandCopy = {
  failed: "Dieser Bereich konnte nicht geladen werden. Bitte laden Sie die Seite neu.",
  failedLog: (name: string) => `Abschnitt „${name}“ konnte nicht geladen werden.`,
} as const;
