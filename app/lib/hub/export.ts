import { slugify } from "../articles/slug";
import type { GeneratedArticle } from "./types";
import { bandWords } from "~/content/analysis";
import { publishCopy } from "~/content/hub-publish";
import { draftSourceLabel } from "~/content/llm";

/**
 * YAML double-quoted scalar: backslash, quote and every control or line-breaking character escaped,
 * so no title can end the front matter, start a new key or smuggle in a YAML tag.
 */
export function yamlString(value: string): string {
  let out = '"';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === "\\") out += "\\\\";
    else if (char === '"') out += '\\"';
    else if (char === "\n") out += "\\n";
    else if (char === "\r") out += "\\r";
    else if (char === "\t") out += "\\t";
    else if (code === 0x85) out += "\\N";
    else if (code === 0x2028) out += "\\L";
    else if (code === 0x2029) out += "\\P";
    else if (
      code < 0x20 ||
      code === 0x7f ||
      (code >= 0x80 && code < 0xa0) ||
      code === 0xfeff ||
      (code >= 0xd800 && code <= 0xdfff)
    ) {
      out += `\\u${code.toString(16).padStart(4, "0")}`;
    } else out += char;
  }
  return `${out}"`;
}

/**
 * The article as a file of the site's article folder (`app/content/articles/<slug>.md`,
 * docs/decisions/0010 and 0011): the front matter the build reads — title, slug, description,
 * focusKeyphrase, keywords, category, datePublished, dateModified, sources — then the hub's
 * informational keys the build ignores (seoScore, readability, fleschReadingEase, wordCount, source,
 * incomplete), then the body. `today` ("YYYY-MM-DD", Vienna) is the day of this version: a new
 * article is published that day; a revision keeps its first date and is modified that day.
 */
export function articleToMarkdown(article: GeneratedArticle, today: string): string {
  const datePublished =
    article.revisionOf && article.revisionOf.datePublished <= today ? article.revisionOf.datePublished : today;
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

/** A block list ("key:\n  - item"), or "key: []" when empty. Items are already YAML. */
function yamlList(key: string, items: readonly string[]): string[] {
  return items.length === 0 ? [`${key}: []`] : [`${key}:`, ...items.map((item) => `  - ${item}`)];
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
