import { buildDraft } from "../drafts/drafts";
import { exportSlug } from "./export";
import type { GeneratedArticle, ReadabilityBand } from "../drafts/types";
import type { Article, ServedPhoto } from "~/features/articles";
import type { ArticleCategory } from "~/domain/categories";

/**
 * A published article as the hub sees it: the metadata of the article index and the figures the
 * build measured with the hub's own analysis (app/features/hub/analytics/hub-figures.server.ts), without the body.
 */
export type PublishedForHub = {
  slug: string;
  path: string;
  title: string;
  category: ArticleCategory;
  focusKeyphrase: string;
  datePublished: string;
  dateModified: string;
  wordCount: number;
  internalLinkCount: number;
  seoScore: number;
  readability: ReadabilityBand;
  fleschReadingEase: number | null;
};

export type PublishedKeyphrase = Pick<PublishedForHub, "slug" | "focusKeyphrase">;

/**
 * What the hub's tools know of every published article without opening the analytics
 * (/ai-content/veroeffentlicht.json): enough for the "veröffentlicht" marks, the "keyphrase used
 * before" check, the automation's plan and the list of published articles.
 */
export type PublishedKey = Pick<
  PublishedForHub,
  "slug" | "path" | "title" | "category" | "focusKeyphrase" | "dateModified" | "wordCount"
>;

/** The published article a draft becomes, or already is, when its slug is published. */
export function publishedFor<T extends Pick<PublishedForHub, "slug">>(
  article: Pick<GeneratedArticle, "id" | "title" | "slug">,
  published: readonly T[],
): T | undefined {
  const slug = exportSlug(article);
  return published.find((item) => item.slug === slug);
}

/**
 * The keyphrases of published articles that count as "used before" for a draft: all but the one
 * with the draft's own slug (a revision, or the draft that was published).
 */
export function publishedKeyphrasesFor(
  article: Pick<GeneratedArticle, "id" | "title" | "slug">,
  published: readonly PublishedKeyphrase[],
): string[] {
  const slug = exportSlug(article);
  return published.filter((item) => item.slug !== slug).map((item) => item.focusKeyphrase);
}

/** A published article opened from its twin, with the twin's version stamp when it was read from the live site. */
export type OpenedArticle = Article & { version?: string; servedPhotos?: readonly ServedPhoto[] };

/**
 * "Überarbeiten": a published article as a new draft that remembers which article and version it
 * revises (the server keeps the article's first date, docs/decisions/0038), and the photos the site has of it.
 */
export function revisionDraft(article: OpenedArticle, id: string, now: Date, others: readonly string[] = []): GeneratedArticle {
  const { frontMatter, body, version, servedPhotos = [] } = article;
  const fields = {
    title: frontMatter.title,
    slug: frontMatter.slug,
    metaDescription: frontMatter.description,
    focusKeyphrase: frontMatter.focusKeyphrase,
    keywords: [...frontMatter.keywords],
    content: body,
  };
  return {
    ...buildDraft(
      {
        id,
        category: frontMatter.category,
        createdAt: now.toISOString(),
        // The article's sources as the draft keeps them: publisher, title and the page's own date.
        sources: frontMatter.sources.map(({ name, url, title, date }) => ({
          name,
          url,
          ...(title ? { title } : {}),
          ...(date ? { published: date } : {}),
        })),
      },
      fields,
      others,
    ),
    revisionOf: {
      slug: frontMatter.slug,
      datePublished: frontMatter.datePublished,
      ...(version ? { version } : {}),
      ...(frontMatter.review ? { review: frontMatter.review } : {}),
    },
    // Its photos stay where the site has them: shown from there, not sent again (docs/decisions/0048).
    ...(servedPhotos.length > 0
      ? { photos: servedPhotos.map(({ file, path, width, height }) => ({ file, width, height, bytes: 0, url: path })) }
      : {}),
  };
}
