import { mkdtemp, mkdir, readFile, rename, rm, writeFile, copyFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import {
  articleFolder,
  articlesDirectory,
  dueArticles,
  forgetArticleFolder,
  readArticleFolder,
  rereadArticleFolder,
} from "./load.server";
import { isDue, publishNowFromEnv, viennaInstant, viennaWallClock } from "~/features/articles/publication-time";
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
    expect(message).toContain("  - entwuerfe: Der Ordner „entwuerfe“ gehört zu keinem Artikel.");
    expect(message).toContain("  - notiz.txt: Im Artikelordner sind nur Artikel als Markdown-Dateien erlaubt");
    expect(message).toContain("  - riesig.md: Die Datei ist 5120 KB groß; erlaubt sind höchstens 256 KB.");
  });
});

describe("an article's photo folder (docs/decisions/0048)", () => {
  const jpeg = (seed: number) => Buffer.from([0xff, 0xd8, 0xff, 0xe0, seed, 1, 2, 3]);
  async function articleWithPhoto() {
    const text = await readFile(path.join(fixtures, "gueltiger-artikel.md"), "utf8");
    await writeFile(path.join(dir, "gueltiger-artikel.md"), `${text}\n![Die Box von vorne](box.jpg)\n`);
    await mkdir(path.join(dir, "gueltiger-artikel"));
    await writeFile(path.join(dir, "gueltiger-artikel", "box.jpg"), jpeg(1));
  }

  it("gives the article its photos with their hashes", async () => {
    await articleWithPhoto();
    const [article] = readArticleFolder(dir);
    expect(article?.photos).toEqual([{ file: "box.jpg", hash: expect.stringMatching(/^[\w-]{43}$/), bytes: 8 }]);
  });

  it("refuses a folder without its article, nested folders, other names and types, HEIC and a 16 MB photo", async () => {
    await articleWithPhoto();
    const photos = path.join(dir, "gueltiger-artikel");
    await mkdir(path.join(dir, "entwurf"));
    await mkdir(path.join(photos, "mehr"));
    await writeFile(path.join(photos, "Box Groß.JPG"), jpeg(2));
    await writeFile(path.join(photos, "notiz.png"), "kein Bild");
    await writeFile(path.join(photos, "iphone.jpg"), Buffer.from([0, 0, 0, 24, ...Buffer.from("ftypheic")]));
    await writeFile(path.join(photos, "riesig.jpg"), Buffer.alloc(16 * 1024 * 1024));
    const message = problemsOf(() => readArticleFolder(dir));
    expect(message).toContain("  - entwurf: Der Ordner „entwurf“ gehört zu keinem Artikel.");
    expect(message).toContain(
      "  - gueltiger-artikel/mehr: Im Fotoordner „gueltiger-artikel“ sind keine weiteren Unterordner erlaubt.",
    );
    expect(message).toContain("  - gueltiger-artikel/Box Groß.JPG: Der Dateiname „Box Groß.JPG“ ist für ein Foto nicht erlaubt");
    expect(message).toContain("  - gueltiger-artikel/notiz.png: „gueltiger-artikel/notiz.png“ ist kein Foto im Format JPEG");
    expect(message).toContain("  - gueltiger-artikel/iphone.jpg: „gueltiger-artikel/iphone.jpg“ ist ein HEIC-Foto");
    expect(message).toContain("  - gueltiger-artikel/riesig.jpg: Das Foto „gueltiger-artikel/riesig.jpg“ ist 16 MB groß");
  });

  it("reads a photo again only when it changed, and then gives its article a new object", async () => {
    await articleWithPhoto();
    forgetArticleFolder(dir);
    const first = articleFolder(dir, () => {});
    expect(rereadArticleFolder(dir)[0]).toBe(first[0]);
    await writeFile(path.join(dir, "gueltiger-artikel", "box.jpg"), Buffer.concat([jpeg(9), jpeg(9)]));
    const changed = rereadArticleFolder(dir)[0];
    expect(changed).not.toBe(first[0]);
    expect(changed?.photos?.[0]?.hash).not.toBe(first[0]?.photos?.[0]?.hash);
    forgetArticleFolder(dir);
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
    const kept = (globalThis as Record<symbol, Map<string, { articles: unknown }>>)[Symbol.for("labubu-sammler.article-folder")];
    expect(kept?.get(dir)?.articles).toBe(articles);
    forgetArticleFolder(dir);
  });
});

describe("rereadArticleFolder", () => {
  it("reads only new and changed files again; unchanged articles keep their objects", async () => {
    await copyFile(path.join(fixtures, "gueltiger-artikel.md"), path.join(dir, "gueltiger-artikel.md"));
    await copyFile(path.join(fixtures, "hub-export.md"), path.join(dir, "hub-export.md"));
    const [first, second] = articleFolder(dir, () => {});
    const text = await readFile(path.join(dir, "hub-export.md"), "utf8");
    // Written as the editor mode writes: a new file renamed over the old one.
    await writeFile(path.join(dir, "neu.tmp"), text.replace(/^title: .*$/m, 'title: "Ein neuer Titel für den Export"'));
    await rename(path.join(dir, "neu.tmp"), path.join(dir, "hub-export.md"));
    const again = rereadArticleFolder(dir);
    expect(again[0]).toBe(first);
    expect(again[1]).not.toBe(second);
    expect(again[1]?.frontMatter.title).toBe("Ein neuer Titel für den Export");
    await rm(path.join(dir, "gueltiger-artikel.md"));
    expect(rereadArticleFolder(dir).map((article) => article.frontMatter.slug)).toEqual(["hub-export"]);
    forgetArticleFolder(dir);
  });

  it("refuses a folder that became unusable and keeps the last good reading", async () => {
    await copyFile(path.join(fixtures, "gueltiger-artikel.md"), path.join(dir, "gueltiger-artikel.md"));
    const articles = articleFolder(dir, () => {});
    await writeFile(path.join(dir, "kaputt.md"), "kein Front-Matter");
    expect(problemsOf(() => rereadArticleFolder(dir))).toContain("  - kaputt.md: Das Front-Matter fehlt");
    expect(articleFolder(dir, () => {})).toBe(articles);
    forgetArticleFolder(dir);
  });
});

describe("scheduled articles", () => {
  const scheduled = (day: string, time?: string) => ({ datePublished: day, ...(time ? { timePublished: time } : {}) });

  it("leaves out an article until its day (and time) has come in Vienna", async () => {
    const text = await readFile(path.join(fixtures, "gueltiger-artikel.md"), "utf8");
    await writeFile(path.join(dir, "gueltiger-artikel.md"), text);
    await writeFile(
      path.join(dir, "spaeter.md"),
      text
        .replace(/^slug: .*$/m, "slug: spaeter")
        .replace(/^datePublished: .*$/m, "datePublished: 2030-03-31T09:30")
        .replace(/^dateModified: .*$/m, "dateModified: 2030-03-31"),
    );
    const articles = articleFolder(dir, () => {});
    expect(articles.map((article) => article.frontMatter.slug)).toEqual(["gueltiger-artikel", "spaeter"]);
    expect(articles[1]?.frontMatter).toMatchObject({ datePublished: "2030-03-31", timePublished: "09:30" });
    // Vienna is on summer time on 31 March 2030: 09:30 there is 07:30 UTC.
    expect(dueArticles(articles, Date.parse("2030-03-31T07:29:59Z")).map((article) => article.frontMatter.slug)).toEqual([
      "gueltiger-artikel",
    ]);
    expect(dueArticles(articles, Date.parse("2030-03-31T07:30:00Z"))).toHaveLength(2);
    forgetArticleFolder(dir);
  });

  it("counts a day without a time from midnight in Vienna", () => {
    const article = scheduled("2030-01-15");
    expect(isDue(article, Date.parse("2030-01-14T22:59:59Z"))).toBe(false);
    expect(isDue(article, Date.parse("2030-01-14T23:00:00Z"))).toBe(true);
    expect(viennaInstant("2030-07-15", "00:00")).toBe(Date.parse("2030-07-14T22:00:00Z"));
    expect(viennaWallClock(Date.parse("2030-07-14T22:00:00Z"))).toEqual({ day: "2030-07-15", time: "00:00" });
  });

  it("takes the build's now from PUBLISH_NOW, which must be an instant with its zone", () => {
    expect(publishNowFromEnv({ PUBLISH_NOW: "2030-01-15T09:00+01:00" })).toBe(Date.parse("2030-01-15T08:00:00Z"));
    expect(publishNowFromEnv({})).toBeUndefined();
    expect(() => publishNowFromEnv({ PUBLISH_NOW: "2030-01-15" })).toThrow(/PUBLISH_NOW="2030-01-15" ist kein Zeitpunkt/);
  });
});
