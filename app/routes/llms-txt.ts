import { publishedArticles } from "~/lib/articles/published.server";
import { buildLlmsTxt } from "~/lib/machine-texts";
import { sitePages } from "~/lib/site-pages";

export function loader() {
  return new Response(buildLlmsTxt(sitePages(publishedArticles())), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
