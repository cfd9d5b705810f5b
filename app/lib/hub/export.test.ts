import { describe, expect, it } from "vitest";

import { articleToMarkdown, exportFileName, slugify, yamlString } from "./export";
import type { GeneratedArticle } from "./types";

const article: GeneratedArticle = {
  id: "1795262400000",
  title: "Labubu-Fakes erkennen: die neun Zähne",
  content: "## Einleitung\n\nText.",
  category: "guides",
  keywords: ["labubu sammeln", "labubu guide"],
  wordCount: 3,
  seoScore: 88,
  createdAt: "2026-11-21T10:00:00.000Z",
};

describe("yamlString", () => {
  it("quotes and escapes everything that could break out of the scalar", () => {
    expect(yamlString('a "b" \\ c')).toBe('"a \\"b\\" \\\\ c"');
    expect(yamlString("x\n---\ny: 1")).toBe('"x\\n---\\ny: 1"');
    expect(yamlString("\u0000\u0007\u2028\u0085\ufeff")).toBe('"\\u0000\\u0007\\L\\N\\ufeff"');
    expect(yamlString("Ümlaut 🎉 שלום")).toBe('"Ümlaut 🎉 שלום"');
  });

  it("keeps an XSS payload on one quoted line", () => {
    const payload = '<script>alert("x")</script>\n<img src=x onerror=alert(1)>';
    const line = `title: ${yamlString(payload)}`;
    expect(line.split("\n")).toHaveLength(1);
    expect(line).toBe('title: "<script>alert(\\"x\\")</script>\\n<img src=x onerror=alert(1)>"');
  });
});

describe("articleToMarkdown", () => {
  it("records a language model as the source, and an incomplete draft as such", () => {
    const text = articleToMarkdown({ ...article, source: { kind: "llm", model: 'llama3.2 "q4"' }, incomplete: true });
    expect(text).toContain('\nsource: "Sprachmodell (llama3.2 \\"q4\\")"\nincomplete: true\n---\n');
  });

  it("writes front matter with title, category, keywords, date, wordCount and seoScore, then the body", () => {
    expect(articleToMarkdown(article)).toBe(
      [
        "---",
        'title: "Labubu-Fakes erkennen: die neun Zähne"',
        'category: "guides"',
        "keywords:",
        '  - "labubu sammeln"',
        '  - "labubu guide"',
        "date: 2026-11-21T10:00:00.000Z",
        "wordCount: 3",
        "seoScore: 88",
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

  it("writes an empty keyword list as []", () => {
    expect(articleToMarkdown({ ...article, keywords: [] })).toContain("\nkeywords: []\n");
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
    expect(exportFileName({ id: "123", title: "🎉 שלום" })).toBe("artikel-123.md");
    expect(exportFileName(article)).toBe("labubu-fakes-erkennen-die-neun-zaehne.md");
  });
});
