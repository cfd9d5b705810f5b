import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { sitePages } from "./site-pages";
import routes from "~/routes";
import { pages } from "~/content/pages";
import { articlePath, categoryPath } from "~/lib/articles/paths";
import { type PublishedArticle, publishedArticles, publishedCategories } from "~/lib/articles/published";
import { summarizeArticle } from "~/lib/articles/summary";
import { validateArticleFile } from "~/lib/articles/validate";

const fixtures = path.resolve(import.meta.dirname, "../../tests/fixtures/articles");
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

  it("lists exactly the page routes of app/routes.ts (which has one per article and per category in use)", () => {
    const resources = ["/robots.txt", "/sitemap.xml", "/llms.txt"];
    const routePages = staticRoutePaths().filter((p) => !resources.includes(p));
    expect(routePages).toEqual(expect.arrayContaining(publishedArticles.map((article) => articlePath(article.slug))));
    expect(routePages).toEqual(expect.arrayContaining(publishedCategories.map(categoryPath)));
    // The prerendered 404 page is the only listed page without a route of its own (it is served for "*").
    expect(
      sitePages()
        .map((page) => page.path)
        .sort(),
    ).toEqual([...routePages, pages.notFound.path].sort());
  });

  it("gives every page its own title and description", () => {
    const list = sitePages();
    expect(new Set(list.map((page) => page.title)).size).toBe(list.length);
    expect(new Set(list.map((page) => page.description)).size).toBe(list.length);
  });
});
