import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { expect, test } from "@playwright/test";

import { SITES, buildLog, siteDir } from "./sites.mjs";

// What a page ships on its first visit must not grow with the number of articles unless the page
// shows them (docs/site.md, "The site at 1,000 articles"). The same code built with 4 and with 100
// articles: every page type must load the very same JavaScript files, the hub the same HTML, and no
// script may hold the articles.

/** docs/site.md, "The site at 1,000 articles": a list page of 24 cards (1 KB = 1000 B). */
const LIST_PAGE_MAX_BYTES = 100 * 1000;

const client = (count: number) => path.join(siteDir(count), "client");
const few = client(SITES.few);
const many = client(SITES.many);

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full) : [full];
  });
}

/** The JavaScript files a page's HTML loads on a first visit (module script and preloads), sorted. */
function firstVisitScripts(root: string, page: string): string[] {
  const html = readFileSync(path.join(root, page, "index.html"), "utf8");
  return [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])].sort();
}

function bytes(root: string, files: readonly string[]) {
  const raw = files.map((file) => readFileSync(path.join(root, file)));
  return {
    raw: raw.reduce((sum, data) => sum + data.length, 0),
    gzip: raw.reduce((sum, data) => sum + gzipSync(data, { level: 9 }).length, 0),
  };
}

/** Each page type, with the page that stands for it in each build (archive pages exist only with many). */
const pageTypes = [
  { type: "home", few: "", many: "" },
  { type: "hub", few: "ai-content", many: "ai-content" },
  { type: "series catalogue", few: "serien", many: "serien" },
  { type: "set calculator", few: "set-rechner", many: "set-rechner" },
  { type: "authenticity check", few: "echtheit-pruefen", many: "echtheit-pruefen" },
  { type: "legal page", few: "impressum", many: "impressum" },
  { type: "article list", few: "ratgeber", many: "ratgeber" },
  { type: "article list, archive page", few: "ratgeber", many: "ratgeber/seite/2" },
  { type: "category", few: "ratgeber/kategorie/guides", many: "ratgeber/kategorie/guides" },
  { type: "category, archive page", few: "ratgeber/kategorie/guides", many: "ratgeber/kategorie/guides/seite/1" },
  { type: "article", few: "ratgeber/labubu-faelschung-erkennen", many: "ratgeber/labubu-faelschung-erkennen" },
  { type: "generated article", few: "ratgeber/labubu-faelschung-erkennen", many: "ratgeber/labubu-faelschung-erkennen-6" },
  { type: "404 page", few: "404", many: "404" },
];

test.describe(`first visit with ${SITES.few} and with ${SITES.many} articles`, () => {
  for (const { type, few: fewPage, many: manyPage } of pageTypes) {
    test(`${type}: the same JavaScript files, byte for byte`, () => {
      const fewScripts = firstVisitScripts(few, fewPage);
      const manyScripts = firstVisitScripts(many, manyPage);
      expect(fewScripts.length).toBeGreaterThan(2);
      // Asset names carry a hash of their content: the same names are the same bytes.
      expect(manyScripts).toEqual(fewScripts);
      const sizes = { few: bytes(few, fewScripts), many: bytes(many, manyScripts) };
      test.info().annotations.push({
        type: "first-visit JS (gzip)",
        description: `${SITES.few} articles: ${sizes.few.gzip} B, ${SITES.many} articles: ${sizes.many.gzip} B`,
      });
      expect(sizes.many).toEqual(sizes.few);
    });
  }

  // The bound for /ratgeber at 1,000 articles: a list page shows 24 cards whatever the count,
  // so the 100-article site's full pages stand for it. Bytes of the file as served before compression.
  for (const listPage of ["ratgeber", "ratgeber/seite/2", "ratgeber/kategorie/guides"]) {
    test(`${listPage} with 24 article cards is at most ${LIST_PAGE_MAX_BYTES / 1000} KB of HTML`, () => {
      const html = readFileSync(path.join(many, listPage, "index.html"), "utf8");
      expect(html.match(/<li class="article-card"/g)).toHaveLength(24);
      const size = Buffer.byteLength(html);
      const part = (pattern: RegExp) => Buffer.byteLength(html.match(pattern)?.[0] ?? "");
      test.info().annotations.push({
        type: "list page bytes",
        description: `${size} B: inline stylesheet ${part(/<style data-critical-css="">[\s\S]*?<\/style>/)}, main ${part(/<main[\s\S]*?<\/main>/)}, hydration data ${part(/<script type="application\/json">[\s\S]*?<\/script>/)}`,
      });
      expect(size).toBeLessThanOrEqual(LIST_PAGE_MAX_BYTES);
    });
  }

  test("the hub's HTML and data stay the same size; its lists of published articles are files of their own", () => {
    expect(statSync(path.join(many, "ai-content.data")).size).toBe(statSync(path.join(few, "ai-content.data")).size);
    // The page itself, apart from the inline stylesheet: that holds the rules the markup of all pages uses
    // (scripts/critical-css.mjs), so it gains the list pages' page navigation once there is a second page,
    // and then stays as it is however many articles follow.
    const withoutStyle = (root: string) =>
      readFileSync(path.join(root, "ai-content", "index.html"), "utf8").replace(
        /<style data-critical-css="">[\s\S]*?<\/style>/,
        "<style></style>",
      );
    expect(withoutStyle(many)).toBe(withoutStyle(few));
    const published = JSON.parse(readFileSync(path.join(many, "ai-content", "veroeffentlicht.json"), "utf8")) as unknown[];
    const figures = JSON.parse(readFileSync(path.join(many, "ai-content", "kennzahlen.json"), "utf8")) as unknown[];
    expect([published.length, figures.length]).toEqual([SITES.many, SITES.many]);
  });

  test("no script holds the articles: the same JavaScript files in both builds, none naming a generated article", () => {
    const scripts = (root: string) =>
      filesBelow(path.join(root, "assets"))
        .filter((file) => file.endsWith(".js"))
        .map((file) => path.relative(root, file))
        .sort();
    expect(scripts(many)).toEqual(scripts(few));
    // The generated copies' slugs end in "-<n>"; the real articles' slugs may appear in no script either.
    const slugs = readdirSync(path.join(siteDir(SITES.many), "..", `articles-${SITES.many}`)).map((name) =>
      name.replace(/\.md$/, ""),
    );
    for (const file of scripts(many)) {
      const code = readFileSync(path.join(many, file), "utf8");
      expect(
        slugs.filter((slug) => code.includes(`"${slug}"`) || code.includes(`/${slug}`)),
        file,
      ).toEqual([]);
    }
  });

  test("every article has its Markdown twin, and no page or module of its own beyond its prerendered page", () => {
    const twins = filesBelow(path.join(many, "ratgeber")).filter((file) => file.endsWith(".md"));
    expect(twins).toHaveLength(SITES.many);
    for (const count of Object.values(SITES)) {
      // One reading of the article folder per build (config, routes, Vite plugin and loaders share it).
      const log = readFileSync(buildLog(count), "utf8");
      expect(log.match(/^Artikel: \d+ Dateien? in .* gelesen und geprüft/gm), `build with ${count}`).toHaveLength(1);
      expect(existsSync(path.join(client(count), "ratgeber", "labubu-faelschung-erkennen.md"))).toBe(true);
    }
  });
});
