/**
 * The site's fixed pages. Together with the article pages (app/lib/site-pages.ts adds /ratgeber,
 * a page per article category in use and per article) this one list feeds the sitemap, llms.txt
 * and each page's meta.
 */
export type PublicPage = {
  path: string;
  title: string;
  description: string;
  keywords?: readonly string[];
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
  /** In the sitemap? Legal pages are reachable but not worth advertising to crawlers. */
  inSitemap: boolean;
  /** The day the page's content last changed ("YYYY-MM-DD"); left out of the sitemap when unknown. */
  lastmod?: string;
  /** The llms.txt section that lists the page; not listed without it (set in app/lib/site-pages.ts). */
  llms?: "content" | "articles" | "optional";
};

export const pages = {
  home: {
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
  },
  aiContent: {
    path: "/ai-content",
    title: "AI Content Hub – Artikel planen | Labubu Sammler AT",
    description:
      "Interner Redaktions-Hub: SEO-Artikel für österreichische Labubu-Sammler entwerfen, exportieren und den Veröffentlichungsplan steuern.",
    changefreq: "monthly",
    priority: 0.8,
    inSitemap: true,
  },
  impressum: {
    path: "/impressum",
    title: "Impressum | Labubu Sammler Österreich",
    description: "Impressum und Offenlegung nach § 5 ECG, § 14 UGB und § 25 Mediengesetz von Labubu Sammler Österreich.",
    changefreq: "yearly",
    priority: 0.2,
    inSitemap: false,
  },
  datenschutz: {
    path: "/datenschutz",
    title: "Datenschutzerklärung (DSGVO) | Labubu Sammler Österreich",
    description:
      "Wie Labubu Sammler Österreich mit Ihren Daten umgeht: Verantwortlicher, Zwecke, Rechtsgrundlagen, Speicherdauer und Ihre Rechte nach der DSGVO.",
    changefreq: "yearly",
    priority: 0.2,
    inSitemap: false,
  },
  notFound: {
    path: "/404",
    title: "Seite nicht gefunden (404) | Labubu Sammler Österreich",
    description: "Diese Seite gibt es nicht. Zurück zum Labubu-Ratgeber für Österreich.",
    changefreq: "yearly",
    priority: 0,
    inSitemap: false,
  },
} as const satisfies Record<string, PublicPage>;
