/**
 * Inputs for the JSON-LD of the home page (app/shell/seo/jsonld.ts builds the graph from them).
 * Only facts a reader could check: no ratings, no reviews, no marketplace prices, and so no Product.
 */
export const structuredData = {
  organization: {
    description: "Unabhängiges Informations- und Ratgeberportal für Sammlerinnen und Sammler von Labubu-Figuren in Österreich.",
  },
  article: {
    headline: "Labubu sammeln in Österreich: Echtheit prüfen, aktuelle Serien, Preise und Shops in Wien",
    description:
      "Der Ratgeber für österreichische Sammlerinnen und Sammler: Merkmale echter Figuren, Serienüberblick, Marktpreise, Zubehör und Einkaufsorte in Wien.",
    /** Update dateModified whenever the landing page's text changes (ISO date). */
    datePublished: "2026-11-21",
    dateModified: "2026-11-26",
  },
  localBusiness: {
    description: "Betreiber des Ratgeberportals Labubu Sammler Österreich. Kein Ladengeschäft: Beratung und Information online.",
  },
} as const;
