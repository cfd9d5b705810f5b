// Imported by vite.config.ts (through the articles plugin): relative imports with extensions only.
import { splitFrontMatter } from "./front-matter.ts";
import { rewriteLinkDestinations } from "./markdown.ts";
import { articlePath } from "./paths.ts";
import type { Article } from "./types.ts";
import { yamlList, yamlString } from "./yaml.ts";

/**
 * The Markdown twin of an article, served at /ratgeber/<slug>.md (llmstxt.org): for language models
 * and other readers that want the text without the page around it. YAML front matter with what a
 * reader needs to cite and date it (title, description, the page's URL, category, keyphrase,
 * keywords, dates, sources), then the title as H1 and the body. Links to pages and sections of
 * this site become absolute URLs, so the file stands on its own.
 */
export function markdownTwin({ frontMatter, body }: Article, siteUrl: string): string {
  const path = articlePath(frontMatter.slug);
  const yaml = [
    "---",
    `title: ${yamlString(frontMatter.title)}`,
    `description: ${yamlString(frontMatter.description)}`,
    `url: ${yamlString(siteUrl + path)}`,
    `slug: ${yamlString(frontMatter.slug)}`,
    `category: ${yamlString(frontMatter.category)}`,
    `focusKeyphrase: ${yamlString(frontMatter.focusKeyphrase)}`,
    ...yamlList("keywords", frontMatter.keywords.map(yamlString)),
    `datePublished: ${yamlString(frontMatter.timePublished ? `${frontMatter.datePublished}T${frontMatter.timePublished}` : frontMatter.datePublished)}`,
    `dateModified: ${yamlString(frontMatter.dateModified)}`,
    ...yamlList(
      "sources",
      frontMatter.sources.map((source) => `name: ${yamlString(source.name)}\n    url: ${yamlString(source.url)}`),
    ),
    "---",
  ];
  return `${yaml.join("\n")}\n\n# ${frontMatter.title.replace(/\s+/g, " ")}\n\n${absoluteLinks(body, siteUrl, path)}\n`;
}

/** Site paths ("/…") and anchors ("#…") as absolute URLs of the page at `path`. */
export function absoluteLinks(markdown: string, siteUrl: string, path: string): string {
  return rewriteLinkDestinations(markdown, (destination) => {
    if (destination.startsWith("#")) return siteUrl + path + destination;
    if (destination.startsWith("/") && !destination.startsWith("//")) return siteUrl + destination;
    return destination;
  });
}

/** The inverse of `absoluteLinks`: this site's absolute URLs as site paths, the page's own sections as anchors. */
export function relativeLinks(markdown: string, siteUrl: string, path: string): string {
  const page = siteUrl + path + "#";
  return rewriteLinkDestinations(markdown, (destination) => {
    if (destination.startsWith(page)) return destination.slice(page.length - 1);
    if (destination.startsWith(siteUrl + "/")) return destination.slice(siteUrl.length);
    return destination;
  });
}

/**
 * The article body of a twin, as the article file has it (the page renders it after a client-side
 * navigation): front matter and H1 removed, links relative again. Null when the text is no twin.
 */
export function bodyOfTwin(text: string, siteUrl: string, path: string): string | null {
  const split = splitFrontMatter(text);
  if (!split.ok) return null;
  const rest = split.body.replace(/^\n+/, "");
  const heading = /^# [^\n]*\n/.exec(rest);
  if (!heading) return null;
  return relativeLinks(rest.slice(heading[0].length), siteUrl, path).trim();
}
