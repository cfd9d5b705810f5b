import type { PublicPage } from "./public-page";

/** The 404 page's meta, apart from app/content/pages.ts: the root route shows that page for every unknown path. */
export const notFoundPage = {
  path: "/404",
  title: "Seite nicht gefunden (404) | Labubu Sammler Österreich",
  description: "Diese Seite gibt es nicht. Zurück zum Labubu-Ratgeber für Österreich.",
  changefreq: "yearly",
  priority: 0,
  inSitemap: false,
} as const satisfies PublicPage;
