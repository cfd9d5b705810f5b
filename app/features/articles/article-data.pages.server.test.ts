import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { generateArticles } from "../../../scripts/generate-articles.mjs";
import { articleListData } from "./article-data.server";
import { forgetArticleFolder } from "./load.server";
import { publishedArticles } from "./published.server";

// 60 articles (the four published ones copied under new slugs, 15 per category): /ratgeber has its
// first page and two archive pages, each category one page. The loaders read ARTICLES_DIR like the build does.
let dir: string;
const previous = process.env.ARTICLES_DIR;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "articles-pages-"));
  await generateArticles({ count: 60, out: dir });
  process.env.ARTICLES_DIR = dir;
  forgetArticleFolder();
  // Reading and checking 60 files takes a few seconds on a busy machine: here, not in the first test.
  publishedArticles();
}, 120_000);
afterAll(async () => {
  // Assigning undefined would store the string "undefined": the files that share this worker's
  // modules would then read a folder of that name and find no articles.
  if (previous === undefined) delete process.env.ARTICLES_DIR;
  else process.env.ARTICLES_DIR = previous;
  forgetArticleFolder();
  await rm(dir, { recursive: true, force: true });
});

const meta = (head: readonly object[], key: string) =>
  head.flatMap((tag) => {
    const entry = tag as Record<string, string>;
    if (key === "title") return "title" in entry ? [entry.title] : [];
    if (key === "canonical") return entry.rel === "canonical" ? [entry.href] : [];
    return entry.name === key || entry.property === key ? [entry.content] : [];
  });

describe("the pages of /ratgeber with 60 articles (docs/decisions/0056)", () => {
  it("shows the newest 24 on /ratgeber, the next 12 on /seite/2 and the oldest 24 on /seite/1", () => {
    const all = publishedArticles().map((article) => article.path);
    const pages = [undefined, "2", "1"].map((page) => articleListData(null, page)!);
    expect(pages.map((page) => page.articles.length)).toEqual([24, 12, 24]);
    expect(pages.flatMap((page) => page.articles.map((card) => card.path))).toEqual(all);
    expect(pages.map((page) => page.pagination.page)).toEqual([0, 2, 1]);
    expect(pages[0]!.pagination).toMatchObject({ previous: null, next: "/ratgeber/seite/2" });
    expect(pages[1]!.pagination).toMatchObject({ previous: "/ratgeber", next: "/ratgeber/seite/1" });
    expect(pages[2]!.pagination).toMatchObject({ previous: "/ratgeber/seite/2", next: null });
  });

  it("gives each page a canonical of its own, its own title and description", () => {
    const pages = [undefined, "2", "1"].map((page) => articleListData(null, page)!);
    expect(pages.map((page) => meta(page.head, "canonical")[0]?.replace(/^https?:\/\/[^/]+/, ""))).toEqual([
      "/ratgeber",
      "/ratgeber/seite/2",
      "/ratgeber/seite/1",
    ]);
    const titles = pages.map((page) => meta(page.head, "title")[0]);
    expect(new Set(titles).size).toBe(3);
    expect(titles[1]).toMatch(/Seite 2 \|/);
    expect(new Set(pages.map((page) => meta(page.head, "description")[0])).size).toBe(3);
    expect(pages[2]!.crumbs.map((crumb) => crumb.path)).toEqual(["/", "/ratgeber", "/ratgeber/seite/1"]);
  });

  it("shows the filter's counts on the first page only and an archive page's dates under its heading", () => {
    const [first, archive] = [undefined, "1"].map((page) => articleListData(null, page)!);
    expect(first!.choices.every((choice) => typeof choice.count === "number")).toBe(true);
    expect(first!.position).toBeNull();
    expect(archive!.choices.some((choice) => "count" in choice)).toBe(false);
    const cards = archive!.articles;
    expect(archive!.position).toBe(
      `Seite 1: Artikel vom ${cards.at(-1)!.datePublishedLabel} bis ${cards[0]!.datePublishedLabel}`,
    );
  });

  it("has no page beyond the newest archive page, no /seite/0 and no archive page of a category that fits on one", () => {
    for (const page of ["3", "99", "0", "01", "abc"]) expect(articleListData(null, page), page).toBeNull();
    expect(articleListData("guides")!.articles).toHaveLength(15);
    expect(articleListData("guides", "1")).toBeNull();
  });
});
