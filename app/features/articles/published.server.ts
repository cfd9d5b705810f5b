import { articleFolder } from "./load.server";
import { categoriesWithArticles } from "./paths";
import { newestFirst, summarizeArticle } from "./summary";
import type { Article, PublishedArticle } from "./types";
import type { ArticleCategory } from "~/domain/categories";
import { isMarketplaceUrl } from "~/utils/affiliate";

/**
 * The published articles for the build-time loaders and resource routes (ssr: false: they run only
 * while the build prerenders). Everything comes from the one reading of the article folder per
 * build (load.server.ts) and is summarised once. The browser never gets this index: the pages get
 * what they show in their loader data, the hub fetches its lists as files.
 */
type Published = {
  articles: readonly PublishedArticle[];
  bySlug: ReadonlyMap<string, PublishedArticle>;
  bodies: ReadonlyMap<string, string>;
  categories: readonly ArticleCategory[];
};

const summaries = new WeakMap<readonly Article[], Published>();

function published(): Published {
  const folder = articleFolder();
  let result = summaries.get(folder);
  if (!result) {
    const articles = newestFirst(
      folder.map((article) => {
        const summary = summarizeArticle(article);
        return { ...summary, hasMarketplaceLink: summary.externalLinks.some(isMarketplaceUrl) };
      }),
    );
    result = {
      articles,
      bySlug: new Map(articles.map((article) => [article.slug, article])),
      bodies: new Map(folder.map((article) => [article.frontMatter.slug, article.body])),
      categories: categoriesWithArticles(articles),
    };
    summaries.set(folder, result);
  }
  return result;
}

/** Newest first. */
export function publishedArticles(): readonly PublishedArticle[] {
  return published().articles;
}

export function findPublishedArticle(slug: string | undefined): PublishedArticle | undefined {
  return slug === undefined ? undefined : published().bySlug.get(slug);
}

export function publishedInCategory(category: ArticleCategory): PublishedArticle[] {
  return published().articles.filter((article) => article.category === category);
}

/** Categories that have a page (at least one article), in the fixed order. */
export function publishedCategories(): readonly ArticleCategory[] {
  return published().categories;
}

/** The Markdown body of a published article (the prerender renders it; entry.server.tsx hands it to the page). */
export function articleMarkdown(slug: string): string | undefined {
  return published().bodies.get(slug);
}
