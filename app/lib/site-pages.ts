import { llmsCopy } from "~/content/machine-texts";
import { type PublicPage, pages } from "~/content/pages";
import { ratgeberCopy } from "~/content/ratgeber";
import { structuredData } from "~/content/structured-data";
import { ARTICLES_PATH, categoriesWithArticles, categoryPath } from "~/lib/articles/paths";
import { type PublishedArticle, publishedArticles } from "~/lib/articles/published";
import type { ArticleCategory } from "~/lib/articles/types";
import { categoryLabels } from "~/lib/hub/templates";

/** The newest `dateModified` of a list of articles: when a list page's content last changed. */
function newestChange(articles: readonly PublishedArticle[]): string | undefined {
  return articles.reduce<string | undefined>(
    (newest, article) => (!newest || article.dateModified > newest ? article.dateModified : newest),
    undefined,
  );
}

/** /ratgeber: every article, newest first. */
export function articleIndexPage(articles: readonly PublishedArticle[] = publishedArticles): PublicPage {
  return {
    path: ARTICLES_PATH,
    ...ratgeberCopy.page,
    changefreq: "weekly",
    priority: 0.9,
    inSitemap: true,
    lastmod: newestChange(articles),
    llms: "articles",
  };
}

export function categoryPage(category: ArticleCategory, articles: readonly PublishedArticle[] = publishedArticles): PublicPage {
  const label = categoryLabels[category];
  return {
    path: categoryPath(category),
    title: ratgeberCopy.category.title(label),
    description: ratgeberCopy.category.description(label),
    changefreq: "weekly",
    priority: 0.6,
    inSitemap: true,
    lastmod: newestChange(articles.filter((article) => article.category === category)),
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
  };
}

/**
 * Every page of the site: the fixed pages of app/content/pages.ts, then /ratgeber, one page per
 * article category in use and one per article (the same article folder app/routes.ts makes routes of).
 * The sitemap and llms.txt are built from this list only.
 */
export function sitePages(articles: readonly PublishedArticle[] = publishedArticles): PublicPage[] {
  // True dates only: "/" changes when its copy does (the date is kept with its structured data).
  const fixed = Object.values(pages).map((page): PublicPage => ({
    ...page,
    llms: llmsCopy.pages[page.path]?.section,
    ...(page.path === pages.home.path ? { lastmod: structuredData.article.dateModified } : {}),
  }));
  return [
    ...fixed,
    articleIndexPage(articles),
    ...categoriesWithArticles(articles).map((category) => categoryPage(category, articles)),
    ...articles.map(articlePage),
  ];
}
