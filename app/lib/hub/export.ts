import { slugify } from "../articles/slug";
import type { GeneratedArticle } from "./types";
import { bandWords } from "~/content/analysis";
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
 * The article as a Markdown file with YAML front matter (decisions.md: export): title, slug, meta
 * description, category, focus keyphrase, keywords, date, word count and the measured SEO score,
 * readability verdict (gut/okay/schwer) and Flesch value.
 */
export function articleToMarkdown(article: GeneratedArticle): string {
  const frontMatter = [
    "---",
    `title: ${yamlString(article.title)}`,
    `slug: ${yamlString(exportSlug(article))}`,
    `metaDescription: ${yamlString(article.metaDescription)}`,
    `category: ${yamlString(article.category)}`,
    `focusKeyphrase: ${yamlString(article.focusKeyphrase)}`,
    ...(article.keywords.length === 0
      ? ["keywords: []"]
      : ["keywords:", ...article.keywords.map((keyword) => `  - ${yamlString(keyword)}`)]),
    `date: ${new Date(article.createdAt).toISOString()}`,
    `wordCount: ${Math.trunc(article.wordCount)}`,
    `seoScore: ${Math.trunc(article.seoScore)}`,
    `readability: ${yamlString(bandWords.readability[article.readability])}`,
    `fleschReadingEase: ${article.fleschReadingEase === null ? "null" : String(Math.round(article.fleschReadingEase * 10) / 10)}`,
    `source: ${yamlString(draftSourceLabel(article.source))}`,
    ...(article.incomplete ? ["incomplete: true"] : []),
    "---",
  ];
  return `${frontMatter.join("\n")}\n\n${article.content.trimEnd()}\n`;
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
