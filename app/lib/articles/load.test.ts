import { mkdtemp, mkdir, rm, writeFile, copyFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { articlesDirectory, readArticleFolder } from "./load";
import { ArticleValidationError } from "./validate";
import { articleIndexModule, articleLoadersModule } from "./vite-plugin";

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

describe("articleIndexModule", () => {
  it("exports summaries without bodies and one dynamic import per article", async () => {
    await copyFile(path.join(fixtures, "gueltiger-artikel.md"), path.join(dir, "gueltiger-artikel.md"));
    await copyFile(path.join(fixtures, "hub-export.md"), path.join(dir, "hub-export.md"));
    const articles = readArticleFolder(dir);
    const index = articleIndexModule(articles);
    expect(index).toContain('"slug":"gueltiger-artikel"');
    expect(index).toContain('export { loaders } from "virtual:article-loaders";');
    const loaders = articleLoadersModule(articles);
    expect(loaders).toContain('"gueltiger-artikel": () => import("virtual:article/gueltiger-artikel"),');
    expect(loaders).toContain('"hub-export": () => import("virtual:article/hub-export"),');
    for (const source of [index, loaders]) {
      expect(source).not.toContain("Punkt zwei");
      expect(source).not.toContain('"body"');
    }
    expect(loaders).not.toContain("Gültiger Testartikel");
  });
});
