// Imported by react-router.config.ts and vite.config.ts (through the articles plugin): relative imports with extensions only.
import { countWords } from "../../utils/text.ts";
import { headingsOf, lexMarkdown, linksOf, plainText } from "./markdown.ts";
import { articlePath } from "./paths.ts";
import type { Article, ArticleSummary } from "./types.ts";

/** A calm reading pace for German non-fiction on a phone. */
export const WORDS_PER_MINUTE = 200;

/** The article without its body, plus the figures the pages and the hub show. */
export function summarizeArticle({ frontMatter, body }: Article): ArticleSummary {
  const tokens = lexMarkdown(body);
  const wordCount = countWords(plainText(tokens));
  const links = linksOf(tokens);
  return {
    ...frontMatter,
    path: articlePath(frontMatter.slug),
    wordCount,
    readingMinutes: Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE)),
    internalLinkCount: links.filter((link) => link.kind === "internal").length,
    externalLinks: links.filter((link) => link.kind === "external").map((link) => link.href),
    headings: headingsOf(tokens)
      .filter((heading) => heading.depth === 2)
      .map(({ id, text }) => ({ id, text })),
  };
}

/** Newest first: by publication date (and time, where given), then by last change, then by slug (stable). */
export function newestFirst<T extends { datePublished: string; timePublished?: string; dateModified: string; slug: string }>(
  list: readonly T[],
): T[] {
  const published = (item: T) => `${item.datePublished}T${item.timePublished ?? "00:00"}`;
  return [...list].sort(
    (a, b) =>
      published(b).localeCompare(published(a)) || b.dateModified.localeCompare(a.dateModified) || a.slug.localeCompare(b.slug),
  );
}
