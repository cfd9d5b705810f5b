import { publishedArticles } from "~/features/articles/published.server";
import { buildSitemapXml } from "~/features/crawlers/machine-texts";
import { sitePages } from "~/features/crawlers/site-pages";

// Every URL in one file; past the sitemaps.org limits the build splits it (react-router.config.ts).
export function loader() {
  return new Response(buildSitemapXml(sitePages(publishedArticles())), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
