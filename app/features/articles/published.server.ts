import path from "node:path";

import { articlesDirectory, DEFAULT_ARTICLES_DIR, publishedFolder, shared } from "./load.server";
import { categoriesWithArticles } from "./paths";
import { newestFirst, summarizeArticle } from "./summary";
import type { Article, ArticlePhoto, PublishedArticle } from "./types";
import type { ArticleCategory } from "~/domain/categories";
import { isMarketplaceUrl } from "~/utils/affiliate";
import { contentHistory, lastTextChange } from "~/content/history.server";

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
    const summarised = withRevisionDay(summarizeArticle(article));
    // Its own strings: a heading or link sliced from the body would keep the whole body alive; the short ones
    // that many articles repeat (a source's address) shared between them.
    summary = shared(structuredClone({ ...summarised, hasMarketplaceLink: summarised.externalLinks.some(isMarketplaceUrl) }));
    summaryOf.set(article, summary);
  }
  return summary;
}

/**
 * "aktualisiert" is the day the article's own text last changed in the content's history (docs/decisions/0071):
 * a commit that only re-dates it, or a fact's re-confirmation that rewrites its Stand marker, does not count.
 * Where the history cannot say (no complete history, a folder outside the project's, a change not yet
 * committed), the file's own `dateModified` stands.
 */
function withRevisionDay<T extends { slug: string; datePublished: string; dateModified: string }>(summary: T): T {
  const folder = path.relative(process.cwd(), articlesDirectory()).split(path.sep).join("/");
  if (folder !== DEFAULT_ARTICLES_DIR) return summary;
  const day = lastTextChange(contentHistory(), `${folder}/${summary.slug}.md`);
  if (day === undefined) return summary;
  const publishedDay = summary.datePublished.slice(0, 10);
  return { ...summary, dateModified: day === null || day < publishedDay ? publishedDay : day };
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
