import type { MetaDescriptor } from "react-router";

import type { ArticleReview, TocHeading } from "./types";
import type { ArticleCategory } from "~/domain/categories";
import type { PhotoView } from "~/domain/photos";
import type { Crumb } from "~/shell/seo/jsonld";

/**
 * What the article routes render and put in the head. Their build-time loaders
 * (app/features/articles/article-data.server.ts) fill these shapes, head and breadcrumb trail included, so the
 * pages' JavaScript carries no article index, no SEO or JSON-LD builder.
 */
/**
 * What an article card shows, and nothing more: a list page carries 24 cards twice, as markup and as
 * its hydration data, so every field here costs bytes on every list page (docs/decisions/0030).
 */
export type ArticleCard = {
  path: string;
  title: string;
  description: string;
  categoryLabel: string;
  datePublished: string;
  /** The date as readers see it ("22. November 2026"), formatted at build time so pages ship no formatter. */
  datePublishedLabel: string;
  readingMinutes: number;
};

export type ArticleView = ArticleCard & {
  slug: string;
  category: ArticleCategory;
  dateModified: string;
  dateModifiedLabel: string;
  focusKeyphrase: string;
  keywords: string[];
  wordCount: number;
  headings: TocHeading[];
  sources: SourceView[];
  hasMarketplaceLink: boolean;
  /** The photos of its photo folder by file name (docs/decisions/0048); absent when it has none. */
  photos?: Record<string, PhotoView>;
  /** A product review's verdict (docs/decisions/0049); absent in every other article. */
  review?: ReviewView;
};

/** A verdict as the page shows it: the rating also as readers read it and as stars, worked out at build time. */
export type ReviewView = ArticleReview & { ratingLabel: string; stars: string };

/** A source as the page lists it (docs/decisions/0041): its link text ("Publisher: Title") and its own date, worked out at build time. */
export type SourceView = {
  url: string;
  label: string;
  date?: string;
  dateLabel?: string;
  /** A page without a date of its own: the day it was last read ("abgerufen am …"), where the fact base records it. */
  accessed?: string;
  accessedLabel?: string;
};

/** A choice of the category filter; `count` only on a list's first page (docs/decisions/0056). */
export type CategoryChoice = { key: ArticleCategory | "all"; label: string; path: string; count?: number };

/** What every article route gets: its head (title, meta, JSON-LD) and its breadcrumb trail. */
type RouteData = { head: MetaDescriptor[]; crumbs: Crumb[] };

/**
 * The links under a list, worked out at build time: plain links that work without JavaScript, in
 * reading order (the first page with the newest articles, then the archive pages from the newest to
 * page 1; docs/decisions/0056). `page` is FIRST_PAGE (0) on the first page.
 */
export type PaginationNav = {
  page: number;
  /** The newer page (rel="prev") and the older one (rel="next"). */
  previous: string | null;
  next: string | null;
  items: ({ kind: "page"; page: number; path: string; current: boolean } | { kind: "gap"; key: string })[];
};

export type ArticleListData = RouteData & {
  category: { key: ArticleCategory; label: string } | null;
  /** The articles of this page only (at most ARTICLES_PER_PAGE). */
  articles: ArticleCard[];
  choices: CategoryChoice[];
  /** On an archive page: its number and the dates of its articles ("Seite 3: Artikel vom … bis …"); null on the first page. */
  position: string | null;
  pagination: PaginationNav;
};

export type ArticlePageData = RouteData & { article: ArticleView; related: ArticleCard[] };
