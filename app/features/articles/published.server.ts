import { publishedFolder, shared } from "./load.server";
import { categoriesWithArticles } from "./paths";
import { newestFirst, summarizeArticle } from "./summary";
import type { Article, ArticlePhoto, PublishedArticle } from "./types";
import type { ArticleCategory } from "~/domain/categories";
import { isMarketplaceUrl } from "~/utils/affiliate";

/**
 * The published articles for the build-time loaders and resource routes (ssr: false: they run only
 * while the build prerenders). Everything comes from the one reading of the article folder per
 * build (load.server.ts), without the articles that are not due yet, and is summarised once. The browser never gets this index: the pages get
 * what they show in their loader data, the hub fetches its lists as files.
 */
type Published = {
  articles: readonly PublishedArticle[];
  bySlug: ReadonlyMap<string, PublishedArticle>;
  /** The folder's articles by slug; a body is read when a page renders (load.server.ts keeps it deflated). */
  sources: ReadonlyMap<string, Article>;
  categories: readonly ArticleCategory[];
};

const summaries = new WeakMap<readonly Article[], Published>();

/**
 * Each article's summary, kept by article object: the content build reads the folder again before
 * each run, and an unchanged file keeps its object (load.server.ts), so only new and changed
 * articles are summarised again.
 */
const summaryOf = new WeakMap<Article, PublishedArticle>();

export function publishedSummary(article: Article): PublishedArticle {
  let summary = summaryOf.get(article);
  if (!summary) {
    const summarised = summarizeArticle(article);
    // Its own strings: a heading or link sliced from the body would keep the whole body alive; the short ones
    // that many articles repeat (a source's address) shared between them.
    summary = shared(structuredClone({ ...summarised, hasMarketplaceLink: summarised.externalLinks.some(isMarketplaceUrl) }));
    summaryOf.set(article, summary);
  }
  return summary;
}

function published(): Published {
  const folder = publishedFolder();
  let result = summaries.get(folder);
  if (!result) {
    const articles = newestFirst(folder.map(publishedSummary));
    result = {
      articles,
      bySlug: new Map(articles.map((article) => [article.slug, article])),
      sources: new Map(folder.map((article) => [article.frontMatter.slug, article])),
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
  return published().sources.get(slug)?.body;
}

/** The photos of a published article's photo folder (docs/decisions/0048), by file name; none for most. */
export function articlePhotos(slug: string): readonly ArticlePhoto[] {
  return published().sources.get(slug)?.photos ?? [];
}
