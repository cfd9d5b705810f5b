import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { readArticleFolder } from "../app/features/articles/load.server.ts";
import { generateArticles, generatedDate } from "./generate-articles.mjs";

describe("generateArticles", () => {
  /** @type {string[]} */
  const made = [];
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("writes N articles that the build accepts, each with its own slug and title", async () => {
    const out = await mkdtemp(path.join(tmpdir(), "articles-"));
    made.push(out);
    const slugs = await generateArticles({ count: 30, out });
    expect(slugs).toHaveLength(30);
    expect(await readdir(out)).toHaveLength(30);
    const articles = readArticleFolder(out);
    expect(new Set(articles.map((article) => article.frontMatter.slug)).size).toBe(30);
    expect(new Set(articles.map((article) => article.frontMatter.title)).size).toBe(30);
  });

  it("dates one article every two days, and 10,000 of them closer together, none before 2020", () => {
    expect([generatedDate(0, 1000), generatedDate(1, 1000), generatedDate(999, 1000)]).toEqual([
      "2026-11-22",
      "2026-11-20",
      "2021-06-03",
    ]);
    expect(generatedDate(9999, 10_000) >= "2020-01-01").toBe(true);
  });

  it("refuses to write into the real article folder", async () => {
    await expect(generateArticles({ count: 5, out: "app/content/articles" })).rejects.toThrow(/refusing/);
  });
});
