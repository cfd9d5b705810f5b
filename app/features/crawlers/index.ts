// What crawlers read: robots.txt, the sitemap and the llms.txt files, from one list of the site's pages.
export { buildArticlesLlmsTxt, buildLlmsTxt, buildRobotsTxt, buildSitemapXml } from "./machine-texts";
export { sitePages } from "./site-pages";
export { type SitemapLimits, splitSitemap } from "./sitemap";
