import { describe, expect, it } from "vitest";

import { articleListData, articlePageData, categoryChoices, lastSegment } from "./article-data";
import { articleCrumbs, articleMeta, articleListMeta } from "./article-pages";
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

  it("builds the head from that data; without data it is the 404 head", () => {
    const data = articlePageData(first.slug)!;
    const meta = articleMeta(data) as Record<string, unknown>[];
    expect(meta).toContainEqual({ title: first.title });
    expect(meta).toContainEqual({ property: "og:type", content: "article" });
    expect(articleCrumbs(data.article).map((crumb) => crumb.path)).toEqual([
      "/",
      "/ratgeber",
      `/ratgeber/kategorie/${first.category}`,
      first.path,
    ]);
    expect(articleMeta(undefined)).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(articleListMeta(undefined)).toContainEqual({ name: "robots", content: "noindex, follow" });
  });
});
