import { llmsCopy } from "./copy";
import { type PublicPage, pages } from "~/content/pages";
import { structuredData } from "~/shell/copy/structured-data";
import { articlePageHeads, type PublishedArticle } from "~/features/articles";

/**
 * Every page of the site: the fixed pages of app/content/pages.ts, then the pages the article
 * folder makes (/ratgeber and its further pages, each category in use with its pages, each
 * article; the same order as `articleSitePaths`, which is the prerender list). `articles` are the
 * published articles, newest first. The sitemap and llms.txt are built from this list only.
 */
export function sitePages(articles: readonly PublishedArticle[]): PublicPage[] {
  // True dates only: "/" changes when its copy does (the date is kept with its structured data).
  const fixed = Object.values(pages).map((page): PublicPage => ({
    ...page,
    llms: llmsCopy.pages[page.path]?.section,
    ...(page.path === pages.home.path ? { lastmod: structuredData.article.dateModified } : {}),
  }));
  return [...fixed, ...articlePageHeads(articles)];
}
