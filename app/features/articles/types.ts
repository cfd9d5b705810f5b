// Imported by react-router.config.ts and vite.config.ts (through the articles plugin): relative imports with extensions only.

import type { ArticleFrontMatter, ArticleReview, ArticleSource } from "./front-matter-schema.ts";

export type { ArticleFrontMatter, ArticleReview, ArticleSource };

/**
 * A photo in the article's photo folder (`<slug>/` beside `<slug>.md`, docs/decisions/0048): its file name,
 * the SHA-256 of its bytes (base64url, the photo pipeline's key) and its size.
 */
export type ArticlePhoto = { file: string; hash: string; bytes: number };

/** A published article: its front matter, its Markdown body and, when it has any, its photos (by file name). */
export type Article = { frontMatter: ArticleFrontMatter; body: string; photos?: readonly ArticlePhoto[] };

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
