// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import {
  aiCrawlers,
  buildArticlesLlmsTxt,
  buildLlmsTxt,
  buildRobotsTxt,
  buildSitemapXml,
  LLMS_ARTICLES_PATH,
  LLMS_NEWEST_ARTICLES,
} from "./machine-texts";
import { sitePages } from "./site-pages";
import { absoluteUrl, site } from "~/config/site";
import { type PublicPage, pages } from "~/content/pages";
import { ratgeberCopy } from "~/features/articles/copy/ratgeber";
import { structuredData } from "~/shell/copy/structured-data";
import { publishedArticles as published, publishedCategories as categories } from "~/features/articles/published.server";

const publishedArticles = published();
const publishedCategories = categories();
const allPages = sitePages(publishedArticles);

/** robots.txt groups: each "User-agent" line starts one, the following rules belong to it. */
function robotsGroups(text: string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split("\n")) {
    const [field, ...rest] = line.split(":");
    const value = rest.join(":").trim();
    if (field === "User-agent") groups.set(value, (current = []));
    else if (line.trim() === "" || line.startsWith("#")) current = undefined;
    else if (current && field !== "Sitemap") current.push(`${field}: ${value}`);
  }
  return groups;
}

describe("robots.txt", () => {
  const robots = buildRobotsTxt();
  const groups = robotsGroups(robots);

  it("allows every agent with a crawl delay of 1", () => {
    expect(groups.get("*")).toEqual(["Allow: /", "Crawl-delay: 1"]);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  });

  it("names the AI crawlers explicitly, each allowed", () => {
    const expected = [
      "GPTBot",
      "OAI-SearchBot",
      "ChatGPT-User",
      "ClaudeBot",
      "Claude-User",
      "Claude-SearchBot",
      "Google-Extended",
      "PerplexityBot",
      "CCBot",
    ];
    expect([...aiCrawlers]).toEqual(expected);
    for (const bot of expected) expect(groups.get(bot), bot).toEqual(["Allow: /", "Crawl-delay: 1"]);
  });

  it("points to the sitemap with an absolute URL", () => {
    expect(robots.match(/^Sitemap: .*$/gm)).toEqual([`Sitemap: ${site.url}/sitemap.xml`]);
  });

  it("uses only fields crawlers understand", () => {
    for (const line of robots.split("\n").filter((l) => l && !l.startsWith("#"))) {
      expect(line).toMatch(/^(User-agent|Allow|Disallow|Crawl-delay|Sitemap): \S/);
    }
  });
});

describe("sitemap.xml", () => {
  const parse = (xml: string) => new DOMParser().parseFromString(xml, "application/xml");
  const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

  it("is well-formed UTF-8 XML in the sitemaps.org namespace", () => {
    const xml = buildSitemapXml(allPages);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const doc = parse(xml);
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.documentElement.localName).toBe("urlset");
    expect(doc.documentElement.namespaceURI).toBe(NS);
  });

  it("lists every public page with absolute URLs and a true lastmod: content dates, never the build date", () => {
    const doc = parse(buildSitemapXml(allPages));
    const urls = [...doc.getElementsByTagNameNS(NS, "url")].map((url) => ({
      loc: url.getElementsByTagNameNS(NS, "loc")[0]?.textContent,
      lastmod: url.getElementsByTagNameNS(NS, "lastmod")[0]?.textContent,
      changefreq: url.getElementsByTagNameNS(NS, "changefreq")[0]?.textContent,
      priority: url.getElementsByTagNameNS(NS, "priority")[0]?.textContent,
    }));
    const newest = [...publishedArticles]
      .map((article) => article.dateModified)
      .sort()
      .at(-1);
    expect(urls.slice(0, 9)).toEqual([
      { loc: `${site.url}/`, lastmod: structuredData.article.dateModified, changefreq: "weekly", priority: "1.0" },
      // The hub has no content date to tell, so it has no lastmod.
      { loc: `${site.url}/ai-content`, lastmod: undefined, changefreq: "monthly", priority: "0.8" },
      // No content date is kept for these pages yet, so they carry no lastmod rather than the build date.
      { loc: `${site.url}/serien`, lastmod: undefined, changefreq: "monthly", priority: "0.7" },
      { loc: `${site.url}/set-rechner`, lastmod: undefined, changefreq: "monthly", priority: "0.6" },
      { loc: `${site.url}/sammlung`, lastmod: undefined, changefreq: "monthly", priority: "0.6" },
      { loc: `${site.url}/echtheit-pruefen`, lastmod: undefined, changefreq: "monthly", priority: "0.7" },
      { loc: `${site.url}/suche`, lastmod: undefined, changefreq: "monthly", priority: "0.4" },
      { loc: `${site.url}/neu`, lastmod: undefined, changefreq: "weekly", priority: "0.5" },
      { loc: `${site.url}/ratgeber`, lastmod: newest, changefreq: "weekly", priority: "0.9" },
    ]);
    for (const article of publishedArticles) {
      expect(urls).toContainEqual({
        loc: absoluteUrl(article.path),
        lastmod: article.dateModified,
        changefreq: "monthly",
        priority: "0.7",
      });
    }
    for (const category of publishedCategories) {
      expect(urls.find((url) => url.loc === absoluteUrl(`/ratgeber/kategorie/${category}`))).toBeDefined();
    }
    expect(urls).toHaveLength(9 + publishedCategories.length + publishedArticles.length);
  });

  it("leaves out pages not meant for the index", () => {
    const xml = buildSitemapXml(allPages);
    for (const page of [pages.impressum, pages.datenschutz, pages.notFound]) expect(xml).not.toContain(absoluteUrl(page.path));
  });

  it("entity-escapes URLs", () => {
    const page: PublicPage = {
      path: "/suche?a=1&b=<2>",
      title: "t",
      description: "d",
      changefreq: "daily",
      priority: 0.5,
      inSitemap: true,
    };
    const xml = buildSitemapXml([{ ...page, lastmod: "2026-01-02" }]);
    expect(xml).toContain("a=1&amp;b=");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const doc = parse(xml);
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.getElementsByTagNameNS(NS, "loc")[0]?.textContent).toBe(absoluteUrl(page.path));
  });
});

describe("llms.txt", () => {
  const text = buildLlmsTxt(allPages);
  const lines = text.split("\n");

  it("follows the llmstxt.org layout: H1, summary quote, free text, then link sections", () => {
    expect(lines[0]).toBe(`# ${site.name}`);
    expect(lines.filter((l) => /^# /.test(l))).toHaveLength(1);
    const firstContent = lines.slice(1).find((l) => l.trim() !== "");
    expect(firstContent).toMatch(/^> \S/);
    const h2s = lines.filter((l) => l.startsWith("## "));
    expect(h2s).toEqual(["## Inhalte", "## Ratgeber", "## Optional"]);
  });

  it("has only `- [name](absolute url): notes` entries inside its sections", () => {
    const firstSection = lines.findIndex((l) => l.startsWith("## "));
    const entries = lines.slice(firstSection).filter((l) => l.trim() !== "" && !l.startsWith("## "));
    expect(entries.length).toBeGreaterThanOrEqual(5);
    for (const entry of entries)
      expect(entry).toMatch(new RegExp(`^- \\[[^\\]]+\\]\\(${site.url.replace(/[.]/g, "\\.")}/[^)\\s]*\\): \\S`));
    expect(text).toContain(`(${site.url}/ai-content)`);
  });

  it("lists the article overview, the newest articles as Markdown and the full list under „Ratgeber“", () => {
    const section = text.slice(text.indexOf("## Ratgeber"), text.indexOf("## Optional"));
    expect(section).toContain(`- [${ratgeberCopy.page.title}](${site.url}/ratgeber): `);
    for (const article of publishedArticles.slice(0, LLMS_NEWEST_ARTICLES))
      expect(section).toContain(`- [${article.title}](${absoluteUrl(article.path)}.md): ${article.description}`);
    expect(section).toContain(`](${site.url}${LLMS_ARTICLES_PATH}): `);
  });

  it("stays short with many articles: the newest ten, and every one in /ratgeber/llms.txt", () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...publishedArticles[0]!,
      slug: `artikel-${index}`,
      path: `/ratgeber/artikel-${index}`,
      title: `Artikel ${index}`,
    }));
    const pages = sitePages(many);
    const short = buildLlmsTxt(pages);
    const linked = (body: string) => [...body.matchAll(/\]\([^)]*\/ratgeber\/(artikel-\d+)\.md\)/g)].map((match) => match[1]);
    expect(linked(short)).toEqual(many.slice(0, LLMS_NEWEST_ARTICLES).map((article) => article.slug));
    const full = buildArticlesLlmsTxt(pages);
    expect(linked(full)).toEqual(many.map((article) => article.slug));
    expect(full.split("\n")[0]).toMatch(/^# \S/);
    expect(full.split("\n").find((line) => line.startsWith(">"))).toContain("30");
  });

  it("states the usage rules in German and English before the sections", () => {
    const rules = text.slice(0, text.indexOf("## "));
    expect(rules).toMatch(/Erlaubt: Allgemeine Informationen/);
    expect(rules).toMatch(/Nicht erlaubt: konkrete Preisangaben.*personenbezogene Kundendaten.*Design/);
    expect(rules).toMatch(/Allowed: general information/);
    expect(rules).toMatch(/Not allowed: reproducing specific prices.*personal customer data.*design and structure/);
  });
});
