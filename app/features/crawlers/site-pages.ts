import { llmsCopy } from "./copy";
import { type PublicPage, pages } from "~/content/pages";
import { ratgeberCopy } from "~/features/articles/copy/ratgeber";
import { structuredData } from "~/shell/copy/structured-data";
import { pageCount, pageSlice } from "~/features/articles/pagination";
import { categoriesWithArticles, listPath, markdownPath } from "~/features/articles/paths";
import type { ArticleCategory, PublishedArticle } from "~/features/articles/types";
import { categoryLabels } from "~/features/hub/copy/hub";

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

/** Every page of one list: /ratgeber (category null) or a category, page 1 first. */
function listPages(category: ArticleCategory | null, articles: readonly PublishedArticle[]): PublicPage[] {
  const total = category ? articles.filter((article) => article.category === category).length : articles.length;
  return Array.from({ length: pageCount(total) }, (_, index) => listPage(category, index + 1, articles));
}

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
  return [
    ...fixed,
    ...listPages(null, articles),
    ...categoriesWithArticles(articles).flatMap((category) => listPages(category, articles)),
    ...articles.map(articlePage),
  ];
}
