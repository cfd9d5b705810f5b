import { describe, expect, it } from "vitest";

import { ARTICLES_PER_PAGE, pageCount, pageSlice, paginationItems, parsePageNumber } from "./pagination";
import { articleSitePaths, listPath } from "./paths";

describe("page math", () => {
  it("fills pages of 24, an empty list still has its first page", () => {
    expect(ARTICLES_PER_PAGE).toBe(24);
    expect([0, 1, 24, 25, 48, 49, 1000].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 2, 3, 42]);
    const items = Array.from({ length: 60 }, (_, index) => index);
    expect(pageSlice(items, 1)).toEqual(items.slice(0, 24));
    expect(pageSlice(items, 3)).toEqual(items.slice(48, 60));
    expect(pageSlice(items, 4)).toEqual([]);
  });

  it("reads only plainly written numbers from 2 on as page numbers", () => {
    expect(["2", "3", "42", "999999"].map(parsePageNumber)).toEqual([2, 3, 42, 999999]);
    for (const segment of ["1", "0", "01", "02", "-2", "abc", "2.0", "2e1", " 2", "1000000", "", undefined])
      expect(parsePageNumber(segment), String(segment)).toBeNull();
  });

  it("numbers the first, the last and the neighbours of the current page, with gaps between", () => {
    const shape = (current: number, count: number) =>
      paginationItems(current, count).map((item) => (item.kind === "gap" ? "…" : item.current ? `[${item.page}]` : item.page));
    expect(shape(1, 1)).toEqual(["[1]"]);
    expect(shape(1, 3)).toEqual(["[1]", 2, 3]);
    expect(shape(1, 42)).toEqual(["[1]", 2, "…", 42]);
    expect(shape(3, 42)).toEqual([1, 2, "[3]", 4, "…", 42]);
    expect(shape(5, 42)).toEqual([1, "…", 4, "[5]", 6, "…", 42]);
    expect(shape(42, 42)).toEqual([1, "…", 41, "[42]"]);
    // A gap of one page shows that page: 1 2 3 [4] 5 rather than 1 … 3 [4] 5.
    expect(shape(4, 42)).toEqual([1, 2, 3, "[4]", 5, "…", 42]);
  });
});

describe("list paths", () => {
  it("puts page 1 at the list's own address and later pages under /seite/<n>", () => {
    expect(listPath(null)).toBe("/ratgeber");
    expect(listPath(null, 1)).toBe("/ratgeber");
    expect(listPath(null, 2)).toBe("/ratgeber/seite/2");
    expect(listPath("guides", 1)).toBe("/ratgeber/kategorie/guides");
    expect(listPath("guides", 3)).toBe("/ratgeber/kategorie/guides/seite/3");
  });

  it("lists every page the articles make: list pages, categories with their pages, articles", () => {
    const articles = Array.from({ length: 30 }, (_, index) => ({
      slug: `a-${index}`,
      category: index < 26 ? ("guides" as const) : ("lokal" as const),
    }));
    expect(articleSitePaths(articles)).toEqual([
      "/ratgeber",
      "/ratgeber/seite/2",
      "/ratgeber/kategorie/guides",
      "/ratgeber/kategorie/guides/seite/2",
      "/ratgeber/kategorie/lokal",
      ...articles.map((article) => `/ratgeber/${article.slug}`),
    ]);
    expect(articleSitePaths([])).toEqual(["/ratgeber"]);
  });
});
