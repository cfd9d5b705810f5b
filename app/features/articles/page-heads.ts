import type { PublicPage } from "~/content/pages";
import { categoryLabels } from "~/content/categories";
import { ratgeberCopy } from "./copy/ratgeber";
import { pageCount, pageSlice } from "./pagination";
import { articleSitePages, listPath, markdownPath } from "./paths";
import type { PublishedArticle } from "./types";
import type { ArticleCategory } from "~/domain/categories";

/** The newest of some dates ("YYYY-MM-DD"), or undefined when there are none. */
function newest(dates: readonly string[]): string | undefined {
  return dates.reduce<string | undefined>((max, date) => (!max || date > max ? date : max), undefined);
}

/**
 * Page `page` of /ratgeber (category null) or of a category's list. `articles` are all published
 * articles, newest first. A list page changes when an article on it changes, and every page of the
 * list changes when a newer article is published (the others move down a place): its lastmod is
 * the later of the two.
 */
export function listPage(category: ArticleCategory | null, page: number, articles: readonly PublishedArticle[]): PublicPage {
  const inList = category ? articles.filter((article) => article.category === category) : articles;
  const count = pageCount(inList.length);
  const shown = pageSlice(inList, page);
  const lastmod = newest([...(inList[0] ? [inList[0].datePublished] : []), ...shown.map((article) => article.dateModified)]);
  const path = listPath(category, page);
  if (!category) {
    const head =
      page === 1
        ? ratgeberCopy.page
        : { title: ratgeberCopy.laterPage.title(page, count), description: ratgeberCopy.laterPage.description(page, count) };
    return {
      path,
      ...head,
      changefreq: "weekly",
      priority: page === 1 ? 0.9 : 0.5,
      inSitemap: true,
      lastmod,
      ...(page === 1 ? { llms: "articles" as const } : {}),
    };
  }
  const label = categoryLabels[category];
  return {
    path,
    title: page === 1 ? ratgeberCopy.category.title(label) : ratgeberCopy.category.laterTitle(label, page, count),
    description:
      page === 1 ? ratgeberCopy.category.description(label) : ratgeberCopy.category.laterDescription(label, page, count),
    changefreq: "weekly",
    priority: page === 1 ? 0.6 : 0.4,
    inSitemap: true,
    lastmod,
  };
}

export function articlePage(article: PublishedArticle): PublicPage {
  return {
    path: article.path,
    title: article.title,
    description: article.description,
    keywords: [article.focusKeyphrase, ...article.keywords],
    changefreq: "monthly",
    priority: 0.7,
    inSitemap: true,
    lastmod: article.dateModified,
    llms: "articles",
    markdown: markdownPath(article.slug),
  };
}

/**
 * The head of every page the article folder makes (lists with their further pages, categories,
 * articles), in the order of the prerender list: both come from `articleSitePages`. `articles` are
 * the published articles, newest first.
 */
export function articlePageHeads(articles: readonly PublishedArticle[]): PublicPage[] {
  return articleSitePages(articles).map((page) =>
    page.kind === "list" ? listPage(page.category, page.page, articles) : articlePage(page.article),
  );
}
