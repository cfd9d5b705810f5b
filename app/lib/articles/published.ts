import { articles } from "virtual:articles";

import { categoriesWithArticles } from "./paths";
import type { ArticleCategory, ArticleSummary } from "./types";
import { isMarketplaceUrl } from "~/lib/affiliate";

/**
 * The published articles as the site and the hub see them: metadata only. Importing this module
 * never pulls an article body into a chunk; `loadArticle` fetches one body on demand. The article
 * pages get these figures from their build-time loaders instead, so their JavaScript carries no index.
 */
export type PublishedArticle = ArticleSummary & {
  /** The body links to the marketplace: the page shows the affiliate notice. */
  hasMarketplaceLink: boolean;
};

/** Newest first. */
export const publishedArticles: readonly PublishedArticle[] = articles.map((article) => ({
  ...article,
  hasMarketplaceLink: article.externalLinks.some(isMarketplaceUrl),
}));

export const publishedSlugs: readonly string[] = publishedArticles.map((article) => article.slug);

export function findPublishedArticle(slug: string | undefined): PublishedArticle | undefined {
  return publishedArticles.find((article) => article.slug === slug);
}

export function publishedInCategory(category: ArticleCategory): PublishedArticle[] {
  return publishedArticles.filter((article) => article.category === category);
}

/** Categories that have a page (at least one article), in the fixed order. */
export const publishedCategories: readonly ArticleCategory[] = categoriesWithArticles(publishedArticles);

/** For the hub ("Überarbeiten"): the full article of a published slug, loaded on demand. */
export { loadArticle } from "./bodies";
