import { site } from "~/config/site";

export const footerContent = {
  tagline:
    "Unabhängiger Ratgeber für Labubu-Sammlerinnen und -Sammler in Österreich – Echtheit prüfen, Serien verstehen, in Wien fündig werden.",
  /** Required marketplace disclosure, clearly visible and unembellished. */
  disclosure: site.marketplace.disclosure,
  affiliateNote:
    "Links mit dem Hinweis „Anzeige“ sind Partnerlinks: Kaufen Sie darüber ein, erhalten wir eine Provision. Für Sie ändert sich der Preis nicht.",
  trademark: `Diese Website ist ein unabhängiges Angebot und steht in keiner Verbindung zu Pop Mart oder Kasing Lung. „Labubu“, „${site.figureLine}“ und „Pop Mart“ sind Marken ihrer jeweiligen Inhaber.`,
} as const;
