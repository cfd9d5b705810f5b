/**
 * What the hub says in the browser console when its saved data cannot be used as it is: the editor's
 * work is read field by field, and anything that does not fit is discarded or recomputed with one of
 * these warnings (app/features/hub/storage/storage.ts). Counts and versions arrive formatted.
 */
export const storageWarnings = {
  unreadable: "Content Hub: Der Browserspeicher ist nicht lesbar; der Hub startet leer.",
  invalidJson: "Content Hub: Gespeicherte Daten sind kein gültiges JSON und wurden verworfen.",
  unknownFormat: "Content Hub: Gespeicherte Daten haben ein unbekanntes Format und wurden verworfen.",
  /** found: null when the stored version is no number or short text a message could show. */
  otherVersion: (found: string | null, expected: string) =>
    found === null
      ? `Content Hub: Gespeicherte Daten haben keine gültige Version (erwartet ${expected}) und wurden verworfen.`
      : `Content Hub: Gespeicherte Daten haben die Version ${found} statt ${expected} und wurden verworfen.`,
  repaired: (count: string) =>
    `Content Hub: Bei ${count} Artikeln fehlten Angaben oder waren ungültig; sie wurden neu berechnet.`,
  listInvalid: (items: string) => `Content Hub: Gespeicherte ${items} haben ein ungültiges Format und wurden verworfen.`,
  itemsDropped: (count: string, items: string) => `Content Hub: ${count} ungültige ${items} wurden verworfen.`,
  itemsCapped: (count: string, items: string) => `Content Hub: Nur die ersten ${count} ${items} wurden geladen.`,
  triggersReset: "Content Hub: Gespeicherte Trigger-Einstellungen waren ungültig und wurden zurückgesetzt.",
  automationReset: "Content Hub: Gespeicherte Automatisierungs-Einstellungen waren ungültig und wurden zurückgesetzt.",
  notesDropped: (count: string) =>
    `Content Hub: ${count} ungültige Recherche-Notizen (ohne Aussage, ohne http- oder https-Quelle oder ohne gültigen Stand) wurden verworfen; die übrigen Notizen sind erhalten.`,
  /** The stored lists, as the warnings above name them. */
  items: { articles: "Artikel", schedule: "geplante Artikel" },
} as const;
