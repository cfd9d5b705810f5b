import type { PublicPage } from "./public-page";

/** The home page's meta, apart from app/content/pages.ts so the home route's code carries only its own. */
export const homePage = {
  path: "/",
  title: "Labubu Österreich: Echtheit prüfen, Serien & Shops in Wien",
  description:
    "Der unabhängige Labubu-Ratgeber für Österreich: echte Figuren von Fakes unterscheiden, aktuelle Serien, Preise, Zubehör und die besten Adressen in Wien.",
  keywords: [
    "Labubu",
    "Labubu Österreich",
    "Labubu Wien",
    "Labubu echt oder fake",
    "Labubu Fälschung erkennen",
    "Labubu Blindbox Preis",
    "Labubu kaufen Wien",
    "Labubu Sammler",
    "The Monsters Pop Mart",
  ],
  changefreq: "weekly",
  priority: 1.0,
  inSitemap: true,
} as const satisfies PublicPage;
