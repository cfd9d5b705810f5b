import { frontMatterBlock, inertMarkdown, orderedFrontMatter, slugify } from "~/features/articles";
import type { GeneratedArticle } from "../drafts/types";
import { draftSources } from "../drafts/draft-sources";
import { statedFactIds } from "~/features/hub/analysis/claims-result";
import { bandWords } from "~/features/hub/copy/analysis";
import { publishCopy } from "~/features/hub/copy/hub-publish";
import { draftSourceLabel } from "~/features/hub/copy/llm";

/**
 * The article as a file of the site's article folder (`app/content/articles/<slug>.md`,
 * docs/decisions/0010 and 0011): the front matter the build reads — title, slug, description,
 * focusKeyphrase, keywords, category, datePublished, dateModified, sources (each with publisher, title and
 * its own date, docs/decisions/0041: the draft's, its notes' and those of the facts its text states) — then the hub's
 * informational keys the build ignores (seoScore, readability, fleschReadingEase, wordCount, source,
 * incomplete), then the body, inert in any Markdown renderer (inertMarkdown). `today` ("YYYY-MM-DD", Vienna) is the day of this version: a new
 * article is published that day (at `time`, "HH:MM" Vienna, when given: the site shows it from then
 * on); a revision keeps its first date and is modified that day.
 */
export function articleToMarkdown(
  article: GeneratedArticle,
  today: string,
  {
    body = "inert",
    time,
  }: {
    /** "as-written": the body exactly as the draft has it, for the build's check of what the editor wrote. */
    body?: "inert" | "as-written";
    /** "HH:MM", Vienna: a new article is scheduled for that time of `today`. */
    time?: string;
  } = {},
): string {
  const datePublished =
    article.revisionOf && article.revisionOf.datePublished <= today
      ? article.revisionOf.datePublished
      : time
        ? `${today}T${time}`
        : today;
  const frontMatter = frontMatterBlock({
    ...orderedFrontMatter({
      title: article.title,
      slug: exportSlug(article),
      description: article.metaDescription,
      focusKeyphrase: article.focusKeyphrase,
      keywords: article.keywords,
      category: article.category,
      datePublished,
      dateModified: today,
      sources: draftSources(article, statedFactIds(article, today)).map(({ name, url, title, published }) => ({
        name,
        publisher: name,
        ...(title ? { title } : {}),
        ...(published ? { date: published } : {}),
        url,
      })),
      // A revised product review keeps the published verdict (docs/decisions/0049).
      ...(article.revisionOf?.review ? { review: article.revisionOf.review } : {}),
    }),
    seoScore: Math.trunc(article.seoScore),
    readability: bandWords.readability[article.readability],
    fleschReadingEase: article.fleschReadingEase === null ? null : Math.round(article.fleschReadingEase * 10) / 10,
    wordCount: Math.trunc(article.wordCount),
    source: article.revisionOf ? publishCopy.revisionSource : draftSourceLabel(article.source),
    ...(article.incomplete ? { incomplete: true } : {}),
  });
  // Other Markdown renderers (a CMS, a repository's file view) pass raw HTML and any link through;
  // the file carries the body as the site's renderer shows it: HTML as text, unsafe links as text.
  const text = body === "inert" ? inertMarkdown(article.content) : article.content;
  return `${frontMatter}\n${text.trimEnd()}\n`;
}

// One slug rule for drafts and published articles.
export { slugify };

/**
 * The slug the file carries: the editor's slug made URL-safe, else one from the title, else
 * "artikel-<id>" (a title without Latin letters or digits).
 */
export function exportSlug(article: Pick<GeneratedArticle, "id" | "title" | "slug">): string {
  return slugify(article.slug) || slugify(article.title) || `artikel-${article.id}`;
}

/** File name for the download: the export slug. */
export function exportFileName(article: Pick<GeneratedArticle, "id" | "title" | "slug">): string {
  return `${exportSlug(article)}.md`;
}
