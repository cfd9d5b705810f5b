/**
 * The site's fixed pages. Together with the article pages (app/features/crawlers/site-pages.ts adds /ratgeber,
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
  /** The llms.txt section that lists the page; not listed without it (set in app/features/crawlers/site-pages.ts). */
  llms?: "content" | "articles" | "optional";
  /** Path of the page's Markdown twin (articles: /ratgeber/<slug>.md), which llms.txt links. */
  markdown?: string;
};
