import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { sitePages } from "./site-pages";
import { listPage } from "~/features/articles/page-heads";
import routes from "~/routes";
import { pages } from "~/content/pages";
import { articleSitePaths } from "~/features/articles/paths";
import { FIRST_PAGE } from "~/features/articles/pagination";
import { publishedArticles } from "~/features/articles/published.server";
import { summarizeArticle } from "~/features/articles/summary";
import type { PublishedArticle } from "~/features/articles/types";
import { validateArticleFile } from "~/features/articles/validate";
import { offlinePage } from "~/features/offline/copy/offline";

const fixtures = path.resolve(import.meta.dirname, "../../../tests/fixtures/articles");
function article(fileName: string, changes: Partial<PublishedArticle> = {}): PublishedArticle {
  const { article: parsed } = validateArticleFile({ fileName, bytes: readFileSync(path.join(fixtures, fileName)) });
  return { ...summarizeArticle(parsed!), hasMarketplaceLink: false, ...changes };
}

/** The paths of app/routes.ts without parameters: pages and resource routes. */
function staticRoutePaths(): string[] {
  return routes.flatMap((route) => (route.index ? ["/"] : route.path && !/[:*]/.test(route.path) ? [`/${route.path}`] : []));
}

describe("sitePages", () => {
  it("adds one page per article and per category in use, with their dates", () => {
    const guide = article("gueltiger-artikel.md");
    const general = article("hub-export.md", { dateModified: "2025-12-24" });
    const list = sitePages([general, guide]);
    expect(list.map((page) => page.path)).toEqual([
      ...Object.values(pages).map((page) => page.path),
      "/ratgeber",
      "/ratgeber/kategorie/guides",
      "/ratgeber/kategorie/allgemein",
      "/ratgeber/hub-export",
      "/ratgeber/gueltiger-artikel",
    ]);
    const byPath = (p: string) => list.find((page) => page.path === p)!;
    expect(byPath("/ratgeber").lastmod).toBe("2025-12-24");
    expect(byPath("/ratgeber/kategorie/guides")).toMatchObject({
      lastmod: "2025-09-01",
      inSitemap: true,
      title: expect.stringMatching(/^Sammler-Guides – /),
    });
    expect(byPath("/ratgeber/gueltiger-artikel")).toMatchObject({
      title: guide.title,
      description: guide.description,
      lastmod: "2025-09-01",
      llms: "articles",
    });
    expect(sitePages([]).find((page) => page.path === "/ratgeber")?.lastmod).toBeUndefined();
  });

  it("lists the pages of app/routes.ts without parameters and exactly the article pages the build prerenders", () => {
    const resources = ["/robots.txt", "/sitemap.xml", "/llms.txt", "/ratgeber/llms.txt", "/feed.xml"];
    const routePages = staticRoutePaths().filter((p) => !resources.includes(p) && !p.endsWith(".json"));
    const listed = sitePages(publishedArticles()).map((page) => page.path);
    // The fixed pages are the routes without parameters; the 404 page is served for "*", and the offline
    // page is no page of the site map (the service worker shows it, docs/decisions/0032).
    expect(listed.slice(0, Object.keys(pages).length).sort()).toEqual(
      [...routePages.filter((p) => p !== "/ratgeber" && p !== offlinePage.path), pages.notFound.path].sort(),
    );
    // The rest is what react-router.config.ts prerenders from the article folder, in the same order.
    expect(listed.slice(Object.keys(pages).length)).toEqual(articleSitePaths(publishedArticles()));
  });

  it("gives the archive pages of a list their own head and the date of their newest change", () => {
    const guide = article("gueltiger-artikel.md");
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...guide,
      slug: `a-${index}`,
      path: `/ratgeber/a-${index}`,
      datePublished: `2026-01-${String(30 - index).padStart(2, "0")}`,
      dateModified: index === 27 ? "2026-03-01" : `2026-01-${String(30 - index).padStart(2, "0")}`,
    }));
    // 30 articles: the newest 24 on the first page, the oldest 6 (a-24 to a-29) on archive page 1.
    const archive = listPage(null, 1, many);
    expect(archive).toMatchObject({ path: "/ratgeber/seite/1", priority: 0.5, inSitemap: true, lastmod: "2026-03-01" });
    expect(archive.title).toMatch(/Seite 1 \|/);
    expect(archive.llms).toBeUndefined();
    // A new article changes the first page only: its date is the newest publication; the archive page keeps its own.
    expect(listPage(null, FIRST_PAGE, many).lastmod).toBe("2026-01-30");
    expect(listPage(null, 1, many.slice(0, 29)).lastmod).toBe("2026-03-01");
    expect(listPage("guides", 1, many)).toMatchObject({ path: "/ratgeber/kategorie/guides/seite/1", priority: 0.4 });
    const paths = sitePages(many).map((page) => page.path);
    expect(paths).toContain("/ratgeber/seite/1");
    expect(paths).toContain("/ratgeber/kategorie/guides/seite/1");
    expect(paths).not.toContain("/ratgeber/seite/2");
  });

  it("gives every page its own title and description", () => {
    const list = sitePages(publishedArticles());
    expect(new Set(list.map((page) => page.title)).size).toBe(list.length);
    expect(new Set(list.map((page) => page.description)).size).toBe(list.length);
  });
});
