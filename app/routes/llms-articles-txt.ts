import { publishedArticles } from "~/features/articles/index.server";
import { buildArticlesLlmsTxt } from "~/features/crawlers";
import { sitePages } from "~/features/crawlers";

export function loader() {
  return new Response(buildArticlesLlmsTxt(sitePages(publishedArticles())), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
