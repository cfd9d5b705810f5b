import { slugify } from "../articles/slug";
import { yamlList, yamlString } from "../articles/yaml";
import type { GeneratedArticle } from "./types";
import { bandWords } from "~/content/analysis";
import { publishCopy } from "~/content/hub-publish";
import { draftSourceLabel } from "~/content/llm";

/**
 * The article as a file of the site's article folder (`app/content/articles/<slug>.md`,
 * docs/decisions/0010 and 0011): the front matter the build reads — title, slug, description,
 * focusKeyphrase, keywords, category, datePublished, dateModified, sources — then the hub's
 * informational keys the build ignores (seoScore, readability, fleschReadingEase, wordCount, source,
 * incomplete), then the body. `today` ("YYYY-MM-DD", Vienna) is the day of this version: a new
 * article is published that day (at `time`, "HH:MM" Vienna, when given: the site shows it from then
 * on); a revision keeps its first date and is modified that day.
 */
export function articleToMarkdown(article: GeneratedArticle, today: string, time?: string): string {
  const datePublished =
    article.revisionOf && article.revisionOf.datePublished <= today
      ? article.revisionOf.datePublished
      : time
        ? `${today}T${time}`
        : today;
  const frontMatter = [
    "---",
    `title: ${yamlString(article.title)}`,
    `slug: ${yamlString(exportSlug(article))}`,
    `description: ${yamlString(article.metaDescription)}`,
    `focusKeyphrase: ${yamlString(article.focusKeyphrase)}`,
    ...yamlList("keywords", article.keywords.map(yamlString)),
    `category: ${yamlString(article.category)}`,
    `datePublished: ${yamlString(datePublished)}`,
    `dateModified: ${yamlString(today)}`,
    ...yamlList(
      "sources",
      article.sources.map((source) => `name: ${yamlString(source.name)}\n    url: ${yamlString(source.url)}`),
    ),
    `seoScore: ${Math.trunc(article.seoScore)}`,
    `readability: ${yamlString(bandWords.readability[article.readability])}`,
    `fleschReadingEase: ${article.fleschReadingEase === null ? "null" : String(Math.round(article.fleschReadingEase * 10) / 10)}`,
    `wordCount: ${Math.trunc(article.wordCount)}`,
    `source: ${yamlString(article.revisionOf ? publishCopy.revisionSource : draftSourceLabel(article.source))}`,
    ...(article.incomplete ? ["incomplete: true"] : []),
    "---",
  ];
  return `${frontMatter.join("\n")}\n\n${article.content.trimEnd()}\n`;
}

// One slug rule for drafts and published articles; one YAML quoting for every file the site writes.
export { slugify, yamlString };

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
