import { publishedArticles } from "~/features/articles/index.server";
import { buildSitemapXml } from "~/features/crawlers";
import { sitePages } from "~/features/crawlers";

// Every URL in one file; past the sitemaps.org limits the build splits it (react-router.config.ts).
export function loader() {
  return new Response(buildSitemapXml(sitePages(publishedArticles())), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
