// Imported by react-router.config.ts and vite.config.ts (through the articles plugin): relative imports with extensions only.
import { type ArticleCategory, articleCategories } from "../../domain/categories.ts";

export { type ArticleCategory, articleCategories };

export type ArticleSource = { name: string; url: string };

/** The validated front matter of `app/content/articles/<slug>.md` (see docs/decisions/0010). */
export type ArticleFrontMatter = {
  title: string;
  slug: string;
  description: string;
  focusKeyphrase: string;
  keywords: string[];
  category: ArticleCategory;
  /** Calendar days, "YYYY-MM-DD". */
  datePublished: string;
  /**
   * The time of day ("HH:MM", Vienna) the article is due on its `datePublished`, when the file gives
   * one (`datePublished: 2026-12-01T09:30`); without it the article is due at midnight.
   */
  timePublished?: string;
  dateModified: string;
  sources: ArticleSource[];
};

/** A published article: its front matter and its Markdown body. */
export type Article = { frontMatter: ArticleFrontMatter; body: string };

export type TocHeading = { id: string; text: string };

/**
 * What the site and the hub know about a published article without its body: the front matter
 * plus figures measured from the body at build time.
 */
export type ArticleSummary = Omit<ArticleFrontMatter, "sources"> & {
  sources: ArticleSource[];
  /** Site path of the article page, e.g. "/ratgeber/labubu-faelschung-erkennen". */
  path: string;
  wordCount: number;
  readingMinutes: number;
  /** Links to other pages of this site ("/…"). */
  internalLinkCount: number;
  /** Absolute http(s) link targets in the body, in order (marketplace links among them). */
  externalLinks: string[];
  /** The body's H2 headings with their element ids, for the table of contents. */
  headings: TocHeading[];
};

/** A published article as the build's pages and the hub's figures see it: its summary, no body. */
export type PublishedArticle = ArticleSummary & {
  /** The body links to the marketplace: the page shows the affiliate notice. */
  hasMarketplaceLink: boolean;
};
