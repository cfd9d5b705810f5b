import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { generateArticles } from "../../../scripts/generate-articles.mjs";
import { articleListData } from "./article-data.server";
import { forgetArticleFolder } from "./load.server";
import { publishedArticles } from "./published.server";

// 60 articles (the four published ones copied under new slugs, 15 per category): /ratgeber has three
// pages, each category one. The loaders read ARTICLES_DIR like the build does.
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

describe("the pages of /ratgeber with 60 articles", () => {
  it("shows 24, 24 and 12 articles, newest first, on /ratgeber, /seite/2 and /seite/3", () => {
    const all = publishedArticles().map((article) => article.path);
    const pages = [undefined, "2", "3"].map((page) => articleListData(null, page)!);
    expect(pages.map((page) => page.articles.length)).toEqual([24, 24, 12]);
    expect(pages.flatMap((page) => page.articles.map((card) => card.path))).toEqual(all);
    expect(pages.map((page) => [page.pagination.page, page.pagination.count])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(pages[1]!.pagination).toMatchObject({ previous: "/ratgeber", next: "/ratgeber/seite/3" });
  });

  it("gives each page a canonical of its own, its own title and description", () => {
    const pages = [undefined, "2", "3"].map((page) => articleListData(null, page)!);
    expect(pages.map((page) => meta(page.head, "canonical")[0]?.replace(/^https?:\/\/[^/]+/, ""))).toEqual([
      "/ratgeber",
      "/ratgeber/seite/2",
      "/ratgeber/seite/3",
    ]);
    const titles = pages.map((page) => meta(page.head, "title")[0]);
    expect(new Set(titles).size).toBe(3);
    expect(titles[1]).toMatch(/Seite 2 von 3/);
    expect(new Set(pages.map((page) => meta(page.head, "description")[0])).size).toBe(3);
    expect(pages[2]!.crumbs.map((crumb) => crumb.path)).toEqual(["/", "/ratgeber", "/ratgeber/seite/3"]);
  });

  it("has no page beyond the last, no /seite/1 and no page of a category that fits on one", () => {
    for (const page of ["4", "99", "1", "0", "abc"]) expect(articleListData(null, page), page).toBeNull();
    expect(articleListData("guides")!.articles).toHaveLength(15);
    expect(articleListData("guides", "2")).toBeNull();
  });
});
