import { mkdtemp, mkdir, rm, writeFile, copyFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { articleFolder, articlesDirectory, forgetArticleFolder, readArticleFolder } from "./load.server";
import { ArticleValidationError } from "./validate";

const fixtures = path.resolve(import.meta.dirname, "../../../tests/fixtures/articles");
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "articles-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function problemsOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ArticleValidationError);
    return (error as Error).message;
  }
  throw new Error("expected the folder to be refused");
}

describe("readArticleFolder", () => {
  it("reads valid articles and skips hidden files; a missing folder means no articles", async () => {
    await copyFile(path.join(fixtures, "gueltiger-artikel.md"), path.join(dir, "gueltiger-artikel.md"));
    await writeFile(path.join(dir, ".DS_Store"), "\0\0binary");
    expect(readArticleFolder(dir).map((article) => article.frontMatter.slug)).toEqual(["gueltiger-artikel"]);
    expect(readArticleFolder(path.join(dir, "gibt-es-nicht"))).toEqual([]);
  });

  it("refuses a 5 MB file before reading it, sub-folders and non-Markdown files, naming each", async () => {
    await copyFile(path.join(fixtures, "gueltiger-artikel.md"), path.join(dir, "gueltiger-artikel.md"));
    await writeFile(path.join(dir, "riesig.md"), Buffer.alloc(5 * 1024 * 1024, "a"));
    await mkdir(path.join(dir, "entwuerfe"));
    await writeFile(path.join(dir, "notiz.txt"), "Notiz");
    const message = problemsOf(() => readArticleFolder(dir));
    expect(message).toMatch(/^Artikel-Prüfung: 3 Probleme in /);
    expect(message).toContain("  - entwuerfe: Unterordner werden nicht gelesen.");
    expect(message).toContain("  - notiz.txt: Im Artikelordner sind nur Artikel als Markdown-Dateien erlaubt");
    expect(message).toContain("  - riesig.md: Die Datei ist 5120 KB groß; erlaubt sind höchstens 256 KB.");
  });
});

describe("articlesDirectory", () => {
  it("is app/content/articles unless ARTICLES_DIR names another folder", () => {
    expect(articlesDirectory("/projekt", {})).toBe(path.resolve("/projekt/app/content/articles"));
    expect(articlesDirectory("/projekt", { ARTICLES_DIR: "tmp/kopie" })).toBe(path.resolve("/projekt/tmp/kopie"));
  });
});

describe("articleFolder", () => {
  it("reads and validates a folder once per process and keeps it until it is forgotten", async () => {
    await copyFile(path.join(fixtures, "gueltiger-artikel.md"), path.join(dir, "gueltiger-artikel.md"));
    const log: string[] = [];
    const first = articleFolder(dir, (line) => log.push(line));
    await copyFile(path.join(fixtures, "hub-export.md"), path.join(dir, "hub-export.md"));
    // The same reading, although the folder changed: one build reads its folder once.
    expect(articleFolder(dir, (line) => log.push(line))).toBe(first);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^Artikel: 1 Datei in .+ gelesen und geprüft \(\d+ ms\)\.$/);
    forgetArticleFolder(dir);
    expect(articleFolder(dir, (line) => log.push(line)).map((article) => article.frontMatter.slug)).toEqual([
      "gueltiger-artikel",
      "hub-export",
    ]);
    expect(log).toHaveLength(2);
    forgetArticleFolder(dir);
  });

  it("keeps the reading where every copy of the module finds it (the build loads this module more than once)", async () => {
    await copyFile(path.join(fixtures, "gueltiger-artikel.md"), path.join(dir, "gueltiger-artikel.md"));
    const articles = articleFolder(dir, () => {});
    const kept = (globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for("labubu-sammler.article-folder")];
    expect(kept?.get(dir)).toBe(articles);
    forgetArticleFolder(dir);
  });
});
