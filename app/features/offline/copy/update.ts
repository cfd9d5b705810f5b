/**
 * Copy of the "Neue Version verfügbar" notice (docs/decisions/0032), apart from the offline page's
 * copy: the notice is in every page's first visit, the offline page's words are not.
 */

/** The notice a new version of the site shows; it reloads only when the visitor says so. */
export const updateCopy = {
  title: "Neue Version verfügbar",
  text: "Eine neue Version dieser Seite ist geladen. Ihre Sammlung und Ihre Eingaben bleiben erhalten.",
  apply: "Jetzt aktualisieren",
  later: "Später",
} as const;
