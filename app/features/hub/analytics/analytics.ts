import { exportSlug } from "../publishing/export";
import type { PublishedForHub } from "../publishing/published";
import type { GeneratedArticle, ReadabilityBand } from "../drafts/types";
import type { ArticleCategory } from "~/domain/categories";
import { articleCategories } from "~/domain/categories";
import { keyphraseKey } from "~/features/hub/analysis/keyphrase";
import { lexMarkdown, linksOf } from "~/features/articles";
import { endOfPeriod, isExpired, oneYearBefore } from "~/content/facts/lookup";

/**
 * Content analytics (docs/decisions/0011): figures of the published articles and the drafts, never
 * of visitors. Plain data in, plain data out; "today" is a parameter, so tests choose the date.
 */

export type AnalyticsRow = {
  kind: "published" | "draft";
  /** The slug of a published article, the id of a draft. */
  id: string;
  title: string;
  category: ArticleCategory;
  /** "YYYY-MM-DD": last change of a published article, creation day of a draft. */
  date: string;
  wordCount: number;
  seoScore: number;
  readability: ReadabilityBand;
  focusKeyphrase: string;
  internalLinks: number;
  /** The page of a published article. */
  path?: string;
  /** The published slug a draft has (a revision, or a draft that was published). */
  publishedSlug?: string;
};

export type AnalyticsWarning =
  | { kind: "duplicate-keyphrase"; keyphrase: string; titles: string[] }
  | { kind: "no-internal-links"; title: string; rowKind: AnalyticsRow["kind"] }
  | { kind: "stale-article"; title: string; dateModified: string; path: string }
  | { kind: "stale-fact"; factId: string; statement: string; asOf: string };

/**
 * A fact as the analytics needs it: its id, its sentence, its "Stand" and how it ages (docs/decisions/0022:
 * a historical fact never expires; a fact without a lifespan counts as current).
 */
export type DatedFact = { id: string; statement: string; asOf?: string; lifespan?: "historical" | "current" };

/** Internal links ("/…") in a draft's Markdown. */
export function internalLinkCount(markdown: string): number {
  return linksOf(lexMarkdown(markdown)).filter((link) => link.kind === "internal").length;
}

/** Published articles first (newest change first), then the drafts (newest first). */
export function analyticsRows(
  published: readonly PublishedForHub[],
  drafts: readonly GeneratedArticle[],
  viennaDay: (iso: string) => string,
): AnalyticsRow[] {
  const publishedSlugs = new Set(published.map((article) => article.slug));
  const publishedRows = [...published]
    .sort((a, b) => b.dateModified.localeCompare(a.dateModified) || a.slug.localeCompare(b.slug))
    .map((article): AnalyticsRow => ({
      kind: "published",
      id: article.slug,
      title: article.title,
      category: article.category,
      date: article.dateModified,
      wordCount: article.wordCount,
      seoScore: article.seoScore,
      readability: article.readability,
      focusKeyphrase: article.focusKeyphrase,
      internalLinks: article.internalLinkCount,
      path: article.path,
    }));
  const draftRows = [...drafts]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((draft): AnalyticsRow => {
      const slug = exportSlug(draft);
      return {
        kind: "draft",
        id: draft.id,
        title: draft.title,
        category: draft.category,
        date: viennaDay(draft.createdAt),
        wordCount: draft.wordCount,
        seoScore: draft.seoScore,
        readability: draft.readability,
        focusKeyphrase: draft.focusKeyphrase,
        internalLinks: internalLinkCount(draft.content),
        ...(publishedSlugs.has(slug) ? { publishedSlug: slug } : {}),
      };
    });
  return [...publishedRows, ...draftRows];
}

export type CategoryShare = { category: ArticleCategory; published: number; drafts: number; total: number; share: number };

/** Published articles and drafts per category, with each category's share of all of them. */
export function categorySplit(rows: readonly AnalyticsRow[]): CategoryShare[] {
  const total = rows.length;
  return articleCategories.map((category) => {
    const inCategory = rows.filter((row) => row.category === category);
    const published = inCategory.filter((row) => row.kind === "published").length;
    return {
      category,
      published,
      drafts: inCategory.length - published,
      total: inCategory.length,
      share: total === 0 ? 0 : inCategory.length / total,
    };
  });
}

export { endOfPeriod, oneYearBefore };

/**
 * What needs the editor's attention: a keyphrase used by more than one article or draft (a draft with
 * a published article's slug is that article, not a second one), an article or draft without an
 * internal link, a published article not changed for twelve months, and current facts whose "Stand" is
 * more than twelve months old (a "Stand" of a year or month counts from its last day); historical facts
 * report a dated event and never expire.
 */
export function analyticsWarnings(rows: readonly AnalyticsRow[], facts: readonly DatedFact[], today: string): AnalyticsWarning[] {
  const warnings: AnalyticsWarning[] = [];
  const byKeyphrase = new Map<string, { keyphrase: string; titles: string[] }>();
  for (const row of rows) {
    if (row.publishedSlug) continue;
    const key = keyphraseKey(row.focusKeyphrase);
    if (!key) continue;
    const entry = byKeyphrase.get(key) ?? { keyphrase: row.focusKeyphrase, titles: [] };
    entry.titles.push(row.title);
    byKeyphrase.set(key, entry);
  }
  for (const entry of byKeyphrase.values()) if (entry.titles.length > 1) warnings.push({ kind: "duplicate-keyphrase", ...entry });

  for (const row of rows)
    if (row.internalLinks === 0) warnings.push({ kind: "no-internal-links", title: row.title, rowKind: row.kind });

  const yearAgo = oneYearBefore(today);
  for (const row of rows)
    if (row.kind === "published" && row.date < yearAgo)
      warnings.push({ kind: "stale-article", title: row.title, dateModified: row.date, path: row.path ?? "" });

  for (const fact of facts)
    if (fact.asOf && isExpired({ lifespan: fact.lifespan ?? "current", asOf: fact.asOf }, today))
      warnings.push({ kind: "stale-fact", factId: fact.id, statement: fact.statement, asOf: fact.asOf });
  return warnings;
}
