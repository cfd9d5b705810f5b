import { absoluteUrl, site } from "~/config/site";
import { llmsCopy, robotsCopy } from "./copy";
import type { PublicPage } from "~/content/pages";
import { urlsetXml } from "./sitemap";

/** AI crawlers named explicitly so their operators see they are welcome. */
export const aiCrawlers = [
  "GPTBot",
  "OAI-SearchBot",
  "ChatGPT-User",
  "ClaudeBot",
  "Claude-User",
  "Claude-SearchBot",
  "Google-Extended",
  "PerplexityBot",
  "CCBot",
] as const;

export function buildRobotsTxt(): string {
  const lines = [`# ${robotsCopy.comment}`, "", "User-agent: *", "Allow: /", "Crawl-delay: 1", ""];
  for (const bot of aiCrawlers) lines.push(`User-agent: ${bot}`, "Allow: /", "Crawl-delay: 1", "");
  lines.push(`Sitemap: ${absoluteUrl("/sitemap.xml")}`, "");
  return lines.join("\n");
}

/**
 * sitemaps.org: every page meant for the index, absolute locations, lastmod only where the page knows
 * when its content last changed. Past the sitemaps.org limits the build turns this into an index
 * with child sitemaps (app/features/crawlers/sitemap.ts, react-router.config.ts).
 */
export function buildSitemapXml(entries: readonly PublicPage[]): string {
  return urlsetXml(
    entries
      .filter((page) => page.inSitemap)
      .map((page) => ({
        loc: absoluteUrl(page.path),
        lastmod: page.lastmod,
        changefreq: page.changefreq,
        priority: page.priority,
      })),
  );
}

/** Markdown link text and notes: one line each, no brackets that would end the link early. */
function inline(text: string): string {
  return text.replace(/\s+/g, " ").replace(/[[\]]/g, (bracket) => `\\${bracket}`);
}

const link = (title: string, path: string, note: string) => `- [${inline(title)}](${absoluteUrl(path)}): ${inline(note)}`;
/** Articles link their Markdown twin (llmstxt.org), fixed pages their page, each with its note or description. */
const pageLink = (page: PublicPage) =>
  link(page.title, page.markdown ?? page.path, llmsCopy.pages[page.path]?.note ?? page.description);

/** How many of the newest articles /llms.txt lists itself; the rest are in the full list. */
export const LLMS_NEWEST_ARTICLES = 10;
export const LLMS_ARTICLES_PATH = "/ratgeber/llms.txt";

/**
 * llmstxt.org layout: H1, summary quote, free text (the usage rules), then H2 sections of links.
 * Under "Ratgeber": the list page, the newest articles as Markdown and the full list
 * (/ratgeber/llms.txt), so the file stays short however many articles there are.
 */
export function buildLlmsTxt(entries: readonly PublicPage[]): string {
  const section = (name: "content" | "optional") => entries.filter((page) => page.llms === name).map(pageLink);
  const articlesSection = entries.filter((page) => page.llms === "articles");
  const lists = articlesSection.filter((page) => !page.markdown);
  const articles = articlesSection.filter((page) => page.markdown);
  const rules = llmsCopy.rules.flatMap((rule) => [rule.heading, "", `- ${rule.allowed}`, `- ${rule.notAllowed}`, ""]);
  return [
    `# ${site.name}`,
    "",
    `> ${llmsCopy.summary}`,
    "",
    ...rules,
    `## ${llmsCopy.sections.content}`,
    "",
    ...section("content"),
    ...llmsCopy.homeSections.map((part) => link(part.title, part.path, part.note)),
    "",
    `## ${llmsCopy.sections.articles}`,
    "",
    ...lists.map(pageLink),
    ...articles.slice(0, LLMS_NEWEST_ARTICLES).map(pageLink),
    link(llmsCopy.allArticles.title, LLMS_ARTICLES_PATH, llmsCopy.allArticles.note(articles.length)),
    "",
    `## ${llmsCopy.sections.optional}`,
    "",
    ...section("optional"),
    "",
  ].join("\n");
}

/** /ratgeber/llms.txt: every article, newest first, each linked as Markdown (an llms.txt of its own). */
export function buildArticlesLlmsTxt(entries: readonly PublicPage[]): string {
  const articles = entries.filter((page) => page.llms === "articles" && page.markdown);
  return [
    `# ${llmsCopy.allArticles.heading}`,
    "",
    `> ${llmsCopy.allArticles.summary(articles.length)}`,
    "",
    `## ${llmsCopy.sections.articles}`,
    "",
    ...articles.map(pageLink),
    "",
  ].join("\n");
}
