import { articles, loaders } from "virtual:articles";

import { categoriesWithArticles } from "./paths";
import type { Article, ArticleCategory, ArticleSummary } from "./types";
import { isMarketplaceUrl } from "~/lib/affiliate";
import { loadChunk } from "~/lib/load-chunk";

/**
 * The published articles as the site and the hub see them: metadata only. Importing this module
 * never pulls an article body into a chunk; `loadArticle` fetches one body on demand.
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

/** The full article (front matter and Markdown body) of a published slug, or null. Loads its own chunk. */
export async function loadArticle(slug: string): Promise<Article | null> {
  const load = Object.hasOwn(loaders, slug) ? loaders[slug] : undefined;
  return load ? (await loadChunk(load)).default : null;
}
