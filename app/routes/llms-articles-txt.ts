import { publishedArticles } from "~/features/articles/published.server";
import { buildArticlesLlmsTxt } from "~/features/crawlers/machine-texts";
import { sitePages } from "~/features/crawlers/site-pages";

export function loader() {
  return new Response(buildArticlesLlmsTxt(sitePages(publishedArticles())), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
