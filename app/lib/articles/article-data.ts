import type { ArticleCard, ArticleListData, ArticlePageData, ArticleView, CategoryChoice } from "./article-pages";
import { ARTICLES_PATH, categoryPath } from "./paths";
import {
  findPublishedArticle,
  type PublishedArticle,
  publishedArticles,
  publishedCategories,
  publishedInCategory,
} from "./published";
import { relatedArticles } from "./related";
import { pages } from "~/content/pages";
import { ratgeberCopy } from "~/content/ratgeber";
import { categoryLabels } from "~/lib/hub/templates";
import { categoryPage } from "~/lib/site-pages";

/**
 * The data of the article routes, computed by their loaders at build time (ssr: false, prerendered):
 * it travels in the page's HTML and in the route's .data file, never in its JavaScript.
 */

/** The last path segment of a loader's request: the slug or category its route was generated for. */
export function lastSegment(request: Request): string {
  return (
    new URL(request.url).pathname
      .replace(/\.data$/, "")
      .replace(/\/+$/, "")
      .split("/")
      .pop() ?? ""
  );
}

export function toCard(article: PublishedArticle): ArticleCard {
  const { slug, path, title, description, category, datePublished, dateModified, readingMinutes } = article;
  return {
    slug,
    path,
    title,
    description,
    category,
    categoryLabel: categoryLabels[category],
    datePublished,
    dateModified,
    readingMinutes,
  };
}

function toView(article: PublishedArticle): ArticleView {
  const { focusKeyphrase, keywords, wordCount, headings, sources, hasMarketplaceLink } = article;
  return { ...toCard(article), focusKeyphrase, keywords, wordCount, headings, sources, hasMarketplaceLink };
}

export function categoryChoices(): CategoryChoice[] {
  return [
    { key: "all", label: ratgeberCopy.index.all, path: ARTICLES_PATH, count: publishedArticles.length },
    ...publishedCategories.map((category) => ({
      key: category,
      label: categoryLabels[category],
      path: categoryPath(category),
      count: publishedInCategory(category).length,
    })),
  ];
}

export function articleListData(category?: string): ArticleListData | null {
  if (category === undefined) {
    const { path, title, description } = pages.ratgeber;
    return {
      page: { path, title, description },
      category: null,
      articles: publishedArticles.map(toCard),
      choices: categoryChoices(),
    };
  }
  const key = publishedCategories.find((candidate) => candidate === category);
  if (!key) return null;
  const { path, title, description } = categoryPage(key);
  return {
    page: { path, title, description },
    category: { key, label: categoryLabels[key] },
    articles: publishedInCategory(key).map(toCard),
    choices: categoryChoices(),
  };
}

export function articlePageData(slug: string): ArticlePageData | null {
  const article = findPublishedArticle(slug);
  if (!article) return null;
  return { article: toView(article), related: relatedArticles(article, publishedArticles).map(toCard) };
}
