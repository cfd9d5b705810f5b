import { describe, expect, it } from "vitest";

import { articleListData, articlePageData, categoryChoices, lastSegment, toCard } from "./article-data";
import { publishedArticles, publishedCategories } from "./published";

const first = publishedArticles[0]!;

describe("lastSegment", () => {
  it("reads the slug from a page or data request", () => {
    expect(lastSegment(new Request("http://localhost/ratgeber/labubu-x"))).toBe("labubu-x");
    expect(lastSegment(new Request("http://localhost/ratgeber/labubu-x.data"))).toBe("labubu-x");
    expect(lastSegment(new Request("http://localhost/ratgeber/kategorie/guides/"))).toBe("guides");
  });
});

describe("article route data (build-time loaders)", () => {
  it("gives an article page its card fields, contents, sources and related cards, no body", () => {
    const data = articlePageData(first.slug)!;
    expect(data.article).toMatchObject({
      slug: first.slug,
      title: first.title,
      categoryLabel: expect.any(String),
      headings: first.headings,
      sources: first.sources,
      hasMarketplaceLink: first.hasMarketplaceLink,
    });
    expect(data.article).not.toHaveProperty("body");
    expect(data.related.map((card) => card.slug)).not.toContain(first.slug);
    expect(articlePageData("gibt-es-nicht")).toBeNull();
  });

  it("lists all articles, or one category's, with a filter choice per category in use", () => {
    const all = articleListData()!;
    expect(all.articles.map((card) => card.slug)).toEqual(publishedArticles.map((article) => article.slug));
    expect(all.category).toBeNull();
    expect(categoryChoices().map((choice) => choice.path)).toEqual([
      "/ratgeber",
      ...publishedCategories.map((category) => `/ratgeber/kategorie/${category}`),
    ]);
    expect(categoryChoices()[0]!.count).toBe(publishedArticles.length);
    const category = publishedCategories[0]!;
    const one = articleListData(category)!;
    expect(one.category?.key).toBe(category);
    expect(one.articles.every((card) => card.category === category)).toBe(true);
    expect(articleListData("rezepte")).toBeNull();
    expect(articleListData("__proto__")).toBeNull();
  });

  it("builds each page's head and breadcrumb trail with the data", () => {
    const data = articlePageData(first.slug)!;
    const head = data.head as Record<string, unknown>[];
    expect(head).toContainEqual({ title: first.title });
    expect(head).toContainEqual({ property: "og:type", content: "article" });
    expect(head).toContainEqual({ property: "article:published_time", content: first.datePublished });
    expect(head.filter((tag) => "script:ld+json" in tag)).toHaveLength(1);
    expect(data.crumbs.map((crumb) => crumb.path)).toEqual([
      "/",
      "/ratgeber",
      `/ratgeber/kategorie/${first.category}`,
      first.path,
    ]);
    const list = articleListData()!;
    expect(list.head).toContainEqual({ property: "og:type", content: "website" });
    expect(list.crumbs.map((crumb) => crumb.path)).toEqual(["/", "/ratgeber"]);
  });
});

describe("article cards", () => {
  it("carry their dates formatted in Austrian German at build time, so the pages ship no date formatter", () => {
    const article = publishedArticles[0]!;
    const card = toCard({ ...article, datePublished: "2026-01-31", dateModified: "2026-02-03" });
    expect(card.datePublishedLabel).toBe("31. Jänner 2026");
    expect(card.dateModifiedLabel).toBe("3. Februar 2026");
  });
});
