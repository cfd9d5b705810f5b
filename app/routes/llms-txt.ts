import { publishedArticles } from "~/features/articles/index.server";
import { buildLlmsTxt } from "~/features/crawlers";
import { sitePages } from "~/features/crawlers";

export function loader() {
  return new Response(buildLlmsTxt(sitePages(publishedArticles())), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
