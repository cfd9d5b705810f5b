import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import { splitFrontMatter } from "./front-matter";
import { articleFolder } from "./load.server";
import { rewriteLinkDestinations } from "./markdown";
import { absoluteLinks, bodyOfTwin, markdownTwin, relativeLinks } from "./twin";
import { articleFromTwin } from "./twin-read";
import type { Article } from "./types";
import { validateArticleFile } from "./validate";

const SITE = "https://www.beispiel.at";
const fixtures = path.resolve(import.meta.dirname, "../../../tests/fixtures/articles");
const fixture = (name: string): Article => {
  const { article } = validateArticleFile({ fileName: name, bytes: readFileSync(path.join(fixtures, name)) });
  return article!;
};

/** Links of every kind the article format allows, in the places Markdown puts them. */
const linkBody = [
  'Ein [Link](/serien) und [ein Abschnitt](#zweiter) im Text, [mit Titel](/set-rechner "Rechner") und [<spitz>](</echtheit-pruefen>).',
  "",
  "- [In einer Liste](/ratgeber/kategorie/guides)",
  "- [Extern](https://example.org/a(b)c) und <https://example.org/auto>",
  "",
  "> [Im Zitat](/#faq)",
  "",
  "| Spalte | Link |",
  "| --- | --- |",
  "| eins | [Tabelle](/impressum) |",
  "",
  "Code bleibt Code: `[nicht](/ersetzen)`, ein [Verweis][ref] und [mail](mailto:info@example.org).",
  "",
  "## Zweiter",
  "",
  "Text.",
  "",
  "[ref]: /datenschutz",
].join("\n");

describe("rewriteLinkDestinations", () => {
  it("rewrites inline links and reference definitions and leaves every other character alone", () => {
    const seen: string[] = [];
    const out = rewriteLinkDestinations(linkBody, (destination) => {
      seen.push(destination);
      return destination.startsWith("/") ? `X${destination}` : destination;
    });
    expect(seen).toEqual([
      "/serien",
      "#zweiter",
      "/set-rechner",
      "/echtheit-pruefen",
      "/ratgeber/kategorie/guides",
      "https://example.org/a(b)c",
      "/#faq",
      "/impressum",
      "mailto:info@example.org",
      "/datenschutz",
    ]);
    expect(out).toContain("[Link](X/serien)");
    expect(out).toContain('[mit Titel](X/set-rechner "Rechner")');
    expect(out).toContain("[<spitz>](<X/echtheit-pruefen>)");
    expect(out).toContain("| eins | [Tabelle](X/impressum) |");
    expect(out).toContain("`[nicht](/ersetzen)`");
    expect(out).toContain("[ref]: X/datenschutz");
    expect(out.replace(/X\//g, "/")).toBe(linkBody);
  });
});

describe("absoluteLinks / relativeLinks", () => {
  it("make site paths and anchors absolute, and back", () => {
    const absolute = absoluteLinks(linkBody, SITE, "/ratgeber/test");
    expect(absolute).toContain(`[Link](${SITE}/serien)`);
    expect(absolute).toContain(`[ein Abschnitt](${SITE}/ratgeber/test#zweiter)`);
    expect(absolute).toContain(`[ref]: ${SITE}/datenschutz`);
    expect(absolute).toContain("[Extern](https://example.org/a(b)c)");
    expect(absolute).toContain("`[nicht](/ersetzen)`");
    expect(relativeLinks(absolute, SITE, "/ratgeber/test")).toBe(linkBody);
  });

  it("work with a site under a path (SITE_URL with a base path)", () => {
    const base = "https://beispiel.at/labubu";
    expect(absoluteLinks("[a](/serien)", base, "/ratgeber/x")).toBe(`[a](${base}/serien)`);
    expect(relativeLinks(`[a](${base}/serien) [b](${base}/ratgeber/x#teil)`, base, "/ratgeber/x")).toBe(
      "[a](/serien) [b](#teil)",
    );
  });
});

describe("the Markdown twin of an article", () => {
  const articles = [...articleFolder(), fixture("gueltiger-artikel.md"), fixture("hub-export.md")];

  it("holds the title, the front matter a reader needs to cite it and the body with absolute links", () => {
    const article = fixture("gueltiger-artikel.md");
    const twin = markdownTwin(article, SITE);
    const split = splitFrontMatter(twin);
    if (!split.ok) throw new Error("twin without front matter");
    expect(parse(split.yaml)).toEqual({
      title: "Gültiger Testartikel über Labubu",
      description: article.frontMatter.description,
      url: `${SITE}/ratgeber/gueltiger-artikel`,
      slug: "gueltiger-artikel",
      category: "guides",
      focusKeyphrase: "Testartikel",
      keywords: ["Labubu", "Test"],
      datePublished: "2025-08-18",
      dateModified: "2025-09-01",
      sources: [{ name: "Beispielquelle", url: "https://example.org/quelle" }],
    });
    expect(split.body).toMatch(/^\n# Gültiger Testartikel über Labubu\n\nDies ist ein \*\*Testartikel\*\*\./);
    expect(twin).toContain(`[die Startseite](${SITE}/#authentizitaet)`);
    expect(twin).toContain(`[einen Abschnitt](${SITE}/ratgeber/gueltiger-artikel#zweiter-abschnitt)`);
    expect(twin).not.toMatch(/\]\((?:\/|#)/);
  });

  it.each(articles.map((article) => [article.frontMatter.slug, article] as const))(
    "%s: the page's text and the hub's revision read back exactly what the file holds",
    (slug, article) => {
      const twin = markdownTwin(article, SITE);
      expect(bodyOfTwin(twin, SITE, `/ratgeber/${slug}`)).toBe(article.body);
      expect(articleFromTwin(twin, SITE)).toEqual(article);
    },
  );

  it("is refused when it is no twin", () => {
    expect(bodyOfTwin("Kein Front-Matter", SITE, "/ratgeber/x")).toBeNull();
    expect(bodyOfTwin("---\ntitle: x\n---\nKein Titel", SITE, "/ratgeber/x")).toBeNull();
    expect(articleFromTwin("<!doctype html><html>404</html>", SITE)).toBeNull();
    expect(articleFromTwin("---\nslug: x\n---\n\n# X\n\nText", SITE)).toBeNull();
  });
});

describe("a twin's photos (docs/decisions/0048)", () => {
  const base = fixture("gueltiger-artikel.md");
  const article: Article = {
    ...base,
    body: `${base.body}\n\n![Die Box von vorne](box.jpg)\n\n![](deko.png "dekorativ")\n`,
    photos: [
      { file: "box.jpg", hash: "h1", bytes: 10 },
      { file: "deko.png", hash: "h2", bytes: 20 },
    ],
  };
  const view = (id: string) => ({ width: 1200, height: 900, src: `/fotos/${id}-1200.webp`, avif: "", webp: "", thumb: "" });
  const photos = { "box.jpg": view("aaaa"), "deko.png": view("bbbb") };

  it("links each photo's WebP and lists which file of the article's folder it is", () => {
    const twin = markdownTwin(article, SITE, photos);
    expect(twin).toContain(`![Die Box von vorne](${SITE}/fotos/aaaa-1200.webp)`);
    expect(twin).toContain(`![](${SITE}/fotos/bbbb-1200.webp "dekorativ")`);
    const split = splitFrontMatter(twin);
    expect(split.ok && parse(split.yaml).photos).toEqual([
      { file: "box.jpg", url: `${SITE}/fotos/aaaa-1200.webp`, width: 1200, height: 900 },
      { file: "deko.png", url: `${SITE}/fotos/bbbb-1200.webp`, width: 1200, height: 900 },
    ]);
  });

  it("reads back to the article file: each photo by its file name again", () => {
    const read = articleFromTwin(markdownTwin(article, SITE, photos), SITE);
    expect(read?.body).toBe(article.body.trim());
    expect(read?.frontMatter).toEqual(article.frontMatter);
    // The hub's revision shows them from the site.
    expect(read?.servedPhotos).toEqual([
      { file: "box.jpg", path: "/fotos/aaaa-1200.webp", width: 1200, height: 900 },
      { file: "deko.png", path: "/fotos/bbbb-1200.webp", width: 1200, height: 900 },
    ]);
  });
});
