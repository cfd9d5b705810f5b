import { absoluteUrl, site } from "~/config/site";
import { llmsCopy, robotsCopy } from "~/content/machine-texts";
import type { PublicPage } from "~/content/pages";
import { sitePages } from "~/lib/site-pages";

/** AI crawlers named explicitly so their operators see they are welcome (decisions.md). */
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

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** sitemaps.org: absolute locations; lastmod only where the page knows when its content last changed. */
export function buildSitemapXml(entries: readonly PublicPage[] = sitePages()): string {
  const urls = entries
    .filter((page) => page.inSitemap)
    .map((page) =>
      [
        "  <url>",
        `    <loc>${escapeXml(absoluteUrl(page.path))}</loc>`,
        ...(page.lastmod ? [`    <lastmod>${escapeXml(page.lastmod)}</lastmod>`] : []),
        `    <changefreq>${page.changefreq}</changefreq>`,
        `    <priority>${page.priority.toFixed(1)}</priority>`,
        "  </url>",
      ].join("\n"),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Markdown link text and notes: one line each, no brackets that would end the link early. */
function inline(text: string): string {
  return text.replace(/\s+/g, " ").replace(/[[\]]/g, (bracket) => `\\${bracket}`);
}

/** llmstxt.org layout: H1, summary quote, free text (the usage rules), then H2 sections of links. */
export function buildLlmsTxt(entries: readonly PublicPage[] = sitePages()): string {
  const link = (title: string, path: string, note: string) => `- [${inline(title)}](${absoluteUrl(path)}): ${inline(note)}`;
  // Articles are described by their own description, fixed pages by their note.
  const note = (page: PublicPage) => llmsCopy.pages[page.path]?.note ?? page.description;
  const section = (name: keyof typeof llmsCopy.sections) =>
    entries.flatMap((page) => (page.llms === name ? [link(page.title, page.path, note(page))] : []));
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
    ...section("articles"),
    "",
    `## ${llmsCopy.sections.optional}`,
    "",
    ...section("optional"),
    "",
  ].join("\n");
}
