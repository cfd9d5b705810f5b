import { describe, expect, it } from "vitest";

import { sources } from "~/content/facts";

import { parse as parseYaml } from "yaml";

import { articleToMarkdown, exportFileName, exportSlug, slugify } from "./export";
import type { GeneratedArticle } from "../drafts/types";

const fields = {
  title: "Labubu-Fakes erkennen: die neun Zähne",
  slug: "labubu-fakes-erkennen",
  metaDescription: "Woran Sie echte Figuren erkennen.",
  focusKeyphrase: "labubu fakes erkennen",
  keywords: ["labubu sammeln", "labubu guide"],
  content: "## Einleitung\n\nText.",
};

const article: GeneratedArticle = {
  id: "1795262400000",
  ...fields,
  category: "guides",
  wordCount: 3,
  seoScore: 42,
  seoPoints: 44,
  readability: "ok",
  fleschReadingEase: 55.25,
  createdAt: "2026-11-21T10:00:00.000Z",
  original: fields,
  source: { kind: "offline" },
  incomplete: false,
  sources: [],
};

const today = "2026-11-22";

describe("articleToMarkdown", () => {
  it("records a language model as the source, and an incomplete draft as such", () => {
    const text = articleToMarkdown({ ...article, source: { kind: "llm", model: 'llama3.2 "q4"' }, incomplete: true }, today);
    expect(text).toContain('\nsource: "Sprachmodell (llama3.2 \\"q4\\")"\nincomplete: true\n---\n');
  });

  it("writes the article format: the build's fields, then the hub's informational keys, then the body", () => {
    const withSources = {
      ...article,
      sources: [
        { name: "Watchlist Internet", url: "https://www.watchlist-internet.at/" },
        // Known to the fact base: the file gets the page's title and its own date.
        { name: "UPI", url: sources.upiCpsc!.url },
        // The same page again, as another address of it: listed once.
        { name: "UPI", url: sources.upiCpsc!.url.replace("https://www.", "https://") },
      ],
    };
    expect(articleToMarkdown(withSources, today)).toBe(
      [
        "---",
        'title: "Labubu-Fakes erkennen: die neun Zähne"',
        'slug: "labubu-fakes-erkennen"',
        'description: "Woran Sie echte Figuren erkennen."',
        'focusKeyphrase: "labubu fakes erkennen"',
        "keywords:",
        '  - "labubu sammeln"',
        '  - "labubu guide"',
        'category: "guides"',
        'datePublished: "2026-11-22"',
        'dateModified: "2026-11-22"',
        "sources:",
        '  - publisher: "Watchlist Internet"',
        '    url: "https://www.watchlist-internet.at/"',
        '  - publisher: "UPI"',
        '    title: "CPSC warnt vor gefälschten Labubus"',
        '    date: "2025-08-18"',
        `    url: "${sources.upiCpsc!.url}"`,
        "seoScore: 42",
        'readability: "okay"',
        "fleschReadingEase: 55.3",
        "wordCount: 3",
        'source: "Offline-Vorlage"',
        "---",
        "",
        "## Einleitung",
        "",
        "Text.",
        "",
      ].join("\n"),
    );
  });

  it("keeps a revision's first publication date and names it as the source", () => {
    const text = articleToMarkdown(
      { ...article, revisionOf: { slug: "labubu-fakes-erkennen", datePublished: "2026-01-05" } },
      today,
    );
    expect(text).toContain('\ndatePublished: "2026-01-05"\ndateModified: "2026-11-22"\n');
    expect(text).toContain('\nsource: "Veröffentlichter Artikel (Überarbeitung)"\n');
  });

  it("writes the readability verdict as gut, okay or schwer and a missing Flesch value as null", () => {
    expect(articleToMarkdown({ ...article, readability: "good" }, today)).toContain('\nreadability: "gut"\n');
    expect(articleToMarkdown({ ...article, readability: "bad", fleschReadingEase: null }, today)).toContain(
      '\nreadability: "schwer"\nfleschReadingEase: null\n',
    );
  });

  it("writes a body typed with raw HTML and javascript: links as the preview shows it: as text", () => {
    const content =
      '## Start\n\n<script>window.__xss=1</script>\n\nText <img src=x onerror="alert(1)"> und [Klick](javascript:alert(1)), ' +
      "[sicher](https://example.at/) und <javascript:alert(2)>.\n\n[r]: data:text/html,x\n\n[Ref][r]\n";
    const body = articleToMarkdown({ ...article, content }, today).split("\n---\n\n")[1]!;
    expect(body).toBe(
      "## Start\n\n\\<script\\>window\\.\\_\\_xss\\=1\\<\\/script\\>\n\n" +
        'Text \\<img src\\=x onerror\\=\\"alert\\(1\\)\\"\\> und Klick, [sicher](https://example.at/) und javascript\\:alert\\(2\\).\n\n\n\nRef\n',
    );
    expect(body).not.toMatch(/(^|[^\\])<(script|img)|\]\((javascript|data):|\]: *(javascript|data):/);
    // The draft itself (and with it the preview) keeps what was typed.
    expect(content).toContain("<script>");
  });

  it("writes empty keyword and source lists as []", () => {
    const text = articleToMarkdown({ ...article, keywords: [] }, today);
    expect(text).toContain("\nkeywords: []\n");
    expect(text).toContain("\nsources: []\n");
  });

  it("parses back with the same values (YAML 1.2)", () => {
    const text = articleToMarkdown({ ...article, title: 'Zitat "x": ja\n---', metaDescription: "a: b # c" }, today);
    const yaml = /^---\n([\s\S]*?)\n---\n/.exec(text)![1]!;
    expect(parseYaml(yaml)).toEqual({
      title: 'Zitat "x": ja\n---',
      slug: "labubu-fakes-erkennen",
      description: "a: b # c",
      focusKeyphrase: "labubu fakes erkennen",
      keywords: ["labubu sammeln", "labubu guide"],
      category: "guides",
      datePublished: today,
      dateModified: today,
      sources: [],
      seoScore: 42,
      readability: "okay",
      fleschReadingEase: 55.3,
      wordCount: 3,
      source: "Offline-Vorlage",
    });
  });
});

describe("file names", () => {
  it("slugifies German titles", () => {
    expect(slugify("Labubu-Fakes erkennen: die neun Zähne")).toBe("labubu-fakes-erkennen-die-neun-zaehne");
    expect(slugify("Größe & Süße – Straße")).toBe("groesse-suesse-strasse");
    expect(slugify("Café Crème")).toBe("cafe-creme");
    expect(slugify("../../etc/passwd")).toBe("etc-passwd");
  });

  it("bounds the length and falls back to the id", () => {
    expect(slugify("wort ".repeat(20_000)).length).toBeLessThanOrEqual(80);
    expect(exportFileName({ id: "123", title: "🎉 שלום", slug: "" })).toBe("artikel-123.md");
    expect(exportFileName(article)).toBe("labubu-fakes-erkennen.md");
  });

  it("makes the editor's slug URL-safe, or takes the title's when the slug is empty", () => {
    expect(exportSlug({ id: "1", title: "Titel", slug: "Über uns / Größe" })).toBe("ueber-uns-groesse");
    expect(exportSlug({ id: "1", title: "Zähne zählen", slug: "  " })).toBe("zaehne-zaehlen");
    expect(articleToMarkdown({ ...article, slug: "Neue Adresse!" }, today)).toContain('\nslug: "neue-adresse"\n');
  });
});
