/**
 * The landing page's link into the series catalogue. Kept apart from series.ts so the home
 * route's main chunk does not pull in the fact base.
 */
export const seriesCatalogueLink = {
  label: "Zum Serienkatalog mit allen Figuren, Chancen und Quellen",
  href: "/serien",
} as const;
