import { describe, expect, it } from "vitest";

import {
  articleListData,
  articlePageData,
  categoryChoices,
  newestArticleCards,
  paginationNav,
  toCard,
} from "./article-data.server";
import { publishedArticles, publishedCategories } from "./published.server";
import { FIRST_PAGE } from "./pagination";

const first = publishedArticles()[0]!;

describe("article route data (build-time loaders)", () => {
  it("gives an article page its card fields, contents, sources and related cards, no body", () => {
    const data = articlePageData(first.slug)!;
    expect(data.article).toMatchObject({
      slug: first.slug,
      title: first.title,
      categoryLabel: expect.any(String),
      headings: first.headings,
      hasMarketplaceLink: first.hasMarketplaceLink,
    });
    // Each source as the page lists it: "Publisher: Title" and its own date in de-AT, worked out here.
    expect(data.article.sources.map((source) => source.url)).toEqual(first.sources.map((source) => source.url));
    const dated = first.sources.find((source) => source.title && source.date)!;
    expect(data.article.sources.find((source) => source.url === dated.url)).toEqual({
      url: dated.url,
      label: `${dated.publisher}: ${dated.title}`,
      date: dated.date,
      dateLabel: expect.stringMatching(/\d{4}$/),
    });
    expect(data.article).not.toHaveProperty("body");
    // A page without a date of its own: the day the fact base records it was read.
    const wien = articlePageData("labubu-kaufen-in-wien")!;
    expect(wien.article.sources.find((source) => source.url === "https://www.ombudsstelle.at")).toEqual({
      url: "https://www.ombudsstelle.at",
      label: "Internet Ombudsstelle",
      accessed: "2026-11-27",
      accessedLabel: "abgerufen am 27. November 2026",
    });
    expect(data.related.map((card) => card.path)).not.toContain(first.path);
    expect(articlePageData("gibt-es-nicht")).toBeNull();
    expect(articlePageData(undefined)).toBeNull();
  });

  it("lists all articles, or one category's, with a filter choice per category in use", () => {
    const all = articleListData(null)!;
    expect(all.articles.map((card) => card.path)).toEqual(publishedArticles().map((article) => article.path));
    expect(all.category).toBeNull();
    expect(all.pagination).toEqual({ page: FIRST_PAGE, previous: null, next: null, items: [expect.any(Object)] });
    expect(categoryChoices().map((choice) => choice.path)).toEqual([
      "/ratgeber",
      ...publishedCategories().map((category) => `/ratgeber/kategorie/${category}`),
    ]);
    expect(categoryChoices()[0]!.count).toBe(publishedArticles().length);
    const category = publishedCategories()[0]!;
    const one = articleListData(category)!;
    expect(one.category?.key).toBe(category);
    expect(one.articles.every((card) => card.categoryLabel === one.category?.label)).toBe(true);
    expect(articleListData("rezepte")).toBeNull();
    expect(articleListData("__proto__")).toBeNull();
  });

  it("has no second page while the articles fit on one, and no page written otherwise than plainly", () => {
    for (const page of ["2", "1", "0", "02", "abc", "2.0", "-1", ""]) expect(articleListData(null, page), page).toBeNull();
    expect(articleListData(publishedCategories()[0]!, "2")).toBeNull();
  });

  it("builds each page's head, with the Markdown twin linked from an article's head, and breadcrumb trail", () => {
    const data = articlePageData(first.slug)!;
    const head = data.head as Record<string, unknown>[];
    expect(head).toContainEqual({ title: first.title });
    expect(head).toContainEqual({ property: "og:type", content: "article" });
    expect(head).toContainEqual({ property: "article:published_time", content: first.datePublished });
    expect(head.filter((tag) => "script:ld+json" in tag)).toHaveLength(1);
    expect(head).toContainEqual({
      tagName: "link",
      rel: "alternate",
      type: "text/markdown",
      href: expect.stringMatching(new RegExp(`^https?://[^/]+(/[^/]+)*${first.path}\\.md$`)),
    });
    expect(data.crumbs.map((crumb) => crumb.path)).toEqual([
      "/",
      "/ratgeber",
      `/ratgeber/kategorie/${first.category}`,
      first.path,
    ]);
    const list = articleListData(null)!;
    expect(list.head).toContainEqual({ property: "og:type", content: "website" });
    expect(list.crumbs.map((crumb) => crumb.path)).toEqual(["/", "/ratgeber"]);
  });

  it("gives the home page the three newest articles as cards", () => {
    expect(newestArticleCards().map((card) => card.path)).toEqual(
      publishedArticles()
        .slice(0, 3)
        .map((article) => article.path),
    );
  });
});

describe("paginationNav", () => {
  it("links the neighbours and the pages of a list in reading order, the first page at the list's own address", () => {
    // 60 articles: the first page and archive pages 2 and 1.
    expect(paginationNav(null, FIRST_PAGE, 60)).toEqual({
      page: FIRST_PAGE,
      previous: null,
      next: "/ratgeber/seite/2",
      items: [
        { kind: "page", page: FIRST_PAGE, current: true, path: "/ratgeber" },
        { kind: "page", page: 2, current: false, path: "/ratgeber/seite/2" },
        { kind: "page", page: 1, current: false, path: "/ratgeber/seite/1" },
      ],
    });
    // 230 articles: archive pages 9 (newest) to 1.
    const middle = paginationNav("guides", 5, 230);
    expect(middle.previous).toBe("/ratgeber/kategorie/guides/seite/6");
    expect(middle.next).toBe("/ratgeber/kategorie/guides/seite/4");
    expect(middle.items.map((item) => (item.kind === "gap" ? "…" : item.page))).toEqual([FIRST_PAGE, "…", 6, 5, 4, "…", 1]);
    expect(paginationNav(null, 1, 230).next).toBeNull();
    expect(paginationNav(null, 9, 230).previous).toBe("/ratgeber");
  });
});

describe("article cards", () => {
  it("carry their dates formatted in Austrian German at build time, so the pages ship no date formatter", () => {
    const card = toCard({ ...first, datePublished: "2026-01-31", dateModified: "2026-02-03" });
    expect(card.datePublishedLabel).toBe("31. Jänner 2026");
    const view = articlePageData(first.slug)!.article;
    expect(view.dateModifiedLabel).toMatch(/^\d{1,2}\. \S+ \d{4}$/);
  });

  it("carry only what a card shows: 24 of them travel in every list page's HTML twice", () => {
    expect(Object.keys(toCard(first)).sort()).toEqual(
      ["categoryLabel", "datePublished", "datePublishedLabel", "description", "path", "readingMinutes", "title"].sort(),
    );
  });
});
