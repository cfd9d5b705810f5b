import { describe, expect, it } from "vitest";

import {
  ARTICLES_PER_PAGE,
  FIRST_PAGE,
  archivePageCount,
  hasPage,
  listPageNumbers,
  pageNeighbours,
  pageSlice,
  paginationItems,
  parsePageNumber,
} from "./pagination";
import { articleSitePaths, listPath } from "./paths";

describe("page math (docs/decisions/0056)", () => {
  it("shows the newest 24 on the first page and the rest in blocks of 24 counted from the oldest", () => {
    expect(ARTICLES_PER_PAGE).toBe(24);
    expect([0, 1, 24, 25, 48, 49, 1000, 10_000].map((total) => archivePageCount(total))).toEqual([0, 0, 0, 1, 1, 2, 41, 416]);
    // 60 articles, newest first: 59 is the newest, 0 the oldest.
    const items = Array.from({ length: 60 }, (_, index) => 59 - index);
    expect(listPageNumbers(items.length)).toEqual([FIRST_PAGE, 2, 1]);
    expect(pageSlice(items, FIRST_PAGE)).toEqual(items.slice(0, 24));
    // Page 1 holds the oldest 24 (0–23), page 2 the 12 between them and the first page (24–35).
    expect(pageSlice(items, 1)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(pageSlice(items, 2)).toEqual([35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24]);
    expect(pageSlice(items, 3)).toEqual([]);
    expect([FIRST_PAGE, 1, 2, 3, -1, 1.5].map((page) => hasPage(60, page))).toEqual([true, true, true, false, false, false]);
  });

  it("keeps an archive page's articles and number when newer articles come", () => {
    const site = (count: number) => Array.from({ length: count }, (_, index) => `artikel-${count - index}`);
    const before = site(1000);
    const after = site(1001);
    for (let page = 1; page < archivePageCount(before.length); page++)
      expect(pageSlice(after, page)).toEqual(pageSlice(before, page));
    // The newest archive page takes the article that leaves the first page.
    expect(pageSlice(after, 41)).toEqual([before[23], ...pageSlice(before, 41)]);
    expect(pageSlice(after, FIRST_PAGE)).toEqual(["artikel-1001", ...before.slice(0, 23)]);
  });

  it("reads only plainly written numbers from 1 on as page numbers", () => {
    expect(["1", "2", "42", "999999"].map(parsePageNumber)).toEqual([1, 2, 42, 999999]);
    for (const segment of ["0", "01", "02", "-2", "abc", "2.0", "2e1", " 2", "1000000", "", undefined])
      expect(parsePageNumber(segment), String(segment)).toBeNull();
  });

  it("names the neighbours in reading order: newer towards the first page, older towards page 1", () => {
    expect(pageNeighbours(FIRST_PAGE, 20)).toEqual({ newer: null, older: null });
    expect(pageNeighbours(FIRST_PAGE, 1000)).toEqual({ newer: null, older: 41 });
    expect(pageNeighbours(41, 1000)).toEqual({ newer: FIRST_PAGE, older: 40 });
    expect(pageNeighbours(5, 1000)).toEqual({ newer: 6, older: 4 });
    expect(pageNeighbours(1, 1000)).toEqual({ newer: 2, older: null });
  });

  it("links the first page, page 1 and the neighbours of the current page, newest first, with gaps between", () => {
    const shape = (current: number, total: number) =>
      paginationItems(current, total).map((item) =>
        item.kind === "gap"
          ? "…"
          : `${item.current ? "[" : ""}${item.page === FIRST_PAGE ? "N" : item.page}${item.current ? "]" : ""}`,
      );
    expect(shape(FIRST_PAGE, 20)).toEqual(["[N]"]);
    expect(shape(FIRST_PAGE, 60)).toEqual(["[N]", "2", "1"]);
    // 1,000 articles: the first page and archive pages 41 (newest) to 1.
    expect(shape(FIRST_PAGE, 1000)).toEqual(["[N]", "41", "…", "1"]);
    expect(shape(41, 1000)).toEqual(["N", "[41]", "40", "…", "1"]);
    expect(shape(20, 1000)).toEqual(["N", "…", "21", "[20]", "19", "…", "1"]);
    expect(shape(1, 1000)).toEqual(["N", "…", "2", "[1]"]);
    // A gap of one page shows that page: N 41 [40] 39 … rather than N … 41 [40] 39 ….
    expect(shape(39, 1000)).toEqual(["N", "41", "40", "[39]", "38", "…", "1"]);
  });

  it("keeps an archive page's links while newer pages come, except on the few next to the newest", () => {
    const links = (page: number, total: number) => JSON.stringify([paginationItems(page, total), pageNeighbours(page, total)]);
    // From 1,000 to 1,024 articles a new archive page (42) starts.
    const changed = Array.from({ length: 41 }, (_, index) => index + 1).filter((page) => links(page, 1000) !== links(page, 1024));
    expect(changed).toEqual([39, 40, 41]);
  });
});

describe("list paths", () => {
  it("puts the first page at the list's own address and archive pages under /seite/<n>", () => {
    expect(listPath(null)).toBe("/ratgeber");
    expect(listPath(null, FIRST_PAGE)).toBe("/ratgeber");
    expect(listPath(null, 1)).toBe("/ratgeber/seite/1");
    expect(listPath(null, 2)).toBe("/ratgeber/seite/2");
    expect(listPath("guides", FIRST_PAGE)).toBe("/ratgeber/kategorie/guides");
    expect(listPath("guides", 3)).toBe("/ratgeber/kategorie/guides/seite/3");
  });

  it("lists every page the articles make: list pages, categories with their pages, articles", () => {
    const articles = Array.from({ length: 30 }, (_, index) => ({
      slug: `a-${index}`,
      category: index < 26 ? ("guides" as const) : ("lokal" as const),
    }));
    expect(articleSitePaths(articles)).toEqual([
      "/ratgeber",
      "/ratgeber/seite/1",
      "/ratgeber/kategorie/guides",
      "/ratgeber/kategorie/guides/seite/1",
      "/ratgeber/kategorie/lokal",
      ...articles.map((article) => `/ratgeber/${article.slug}`),
    ]);
    expect(articleSitePaths([])).toEqual(["/ratgeber"]);
  });
});
