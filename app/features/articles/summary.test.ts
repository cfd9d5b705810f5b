import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { articlePath, categoriesWithArticles, categoryPath } from "./paths";
import { relatedArticles } from "./related";
import { newestFirst, summarizeArticle } from "./summary";
import { validateArticleFile } from "./validate";

const fixture = path.resolve(import.meta.dirname, "../../../tests/fixtures/articles/gueltiger-artikel.md");

describe("summarizeArticle", () => {
  it("keeps the front matter and measures the body: words, reading time, links, H2s", () => {
    const { article } = validateArticleFile({ fileName: "gueltiger-artikel.md", bytes: readFileSync(fixture) });
    const summary = summarizeArticle(article!);
    expect(summary).toMatchObject({
      slug: "gueltiger-artikel",
      title: "Gültiger Testartikel über Labubu",
      path: "/ratgeber/gueltiger-artikel",
      // Dies ist ein Testartikel. Er verlinkt auf die Startseite und auf einen Abschnitt. (13)
      // Erster Abschnitt (2) Ein Absatz mit einem externen Link. (6) Zweiter Abschnitt (2) Punkt eins Punkt zwei (4)
      wordCount: 27,
      readingMinutes: 1,
      internalLinkCount: 1,
      externalLinks: ["https://example.org/seite"],
      headings: [
        { id: "erster-abschnitt", text: "Erster Abschnitt" },
        { id: "zweiter-abschnitt", text: "Zweiter Abschnitt" },
      ],
      sources: [{ name: "Beispielquelle", url: "https://example.org/quelle" }],
    });
    expect(summary).not.toHaveProperty("body");
  });

  it("rounds reading time up at 200 words a minute", () => {
    const body = (words: number) => `${"Wort ".repeat(words)}`;
    const base = validateArticleFile({ fileName: "gueltiger-artikel.md", bytes: readFileSync(fixture) }).article!;
    expect(summarizeArticle({ ...base, body: body(200) }).readingMinutes).toBe(1);
    expect(summarizeArticle({ ...base, body: body(201) }).readingMinutes).toBe(2);
    expect(summarizeArticle({ ...base, body: body(1000) }).readingMinutes).toBe(5);
  });
});

const item = (
  slug: string,
  datePublished: string,
  extra: Partial<{ category: "guides" | "lokal"; keywords: string[] }> = {},
) => ({
  slug,
  datePublished,
  dateModified: datePublished,
  category: extra.category ?? ("guides" as const),
  keywords: extra.keywords ?? [],
  focusKeyphrase: slug,
});

describe("newestFirst", () => {
  it("orders by publication date, then last change, then slug", () => {
    const list = [
      item("b", "2025-01-01"),
      item("a", "2025-03-01"),
      { ...item("c", "2025-01-01"), dateModified: "2025-02-01" },
      item("a2", "2025-01-01"),
    ];
    expect(newestFirst(list).map((entry) => entry.slug)).toEqual(["a", "c", "a2", "b"]);
  });
});

describe("article paths", () => {
  it("a page per article, and per category that has articles (in category order)", () => {
    const list = [item("x", "2025-01-01", { category: "lokal" }), item("y", "2025-01-02")];
    expect(categoriesWithArticles(list)).toEqual(["guides", "lokal"]);
    expect(categoriesWithArticles([])).toEqual([]);
    expect(articlePath("x")).toBe("/ratgeber/x");
    expect(categoryPath("lokal")).toBe("/ratgeber/kategorie/lokal");
  });
});

describe("relatedArticles", () => {
  it("prefers the same category, then shared keywords, then the newest; never the article itself", () => {
    const self = item("self", "2025-05-01", { keywords: ["Fälschung", "QR-Code"] });
    const all = [
      self,
      item("other-category-shared", "2025-06-01", { category: "lokal", keywords: ["fälschung", "qr-code"] }),
      item("same-category-old", "2025-01-01"),
      item("same-category-shared", "2025-02-01", { keywords: ["QR-Code"] }),
      item("unrelated-new", "2025-07-01", { category: "lokal" }),
    ];
    expect(relatedArticles(self, all).map((entry) => entry.slug)).toEqual([
      "same-category-shared",
      "same-category-old",
      "other-category-shared",
    ]);
    expect(relatedArticles(self, [self])).toEqual([]);
  });

  it("ranks as a stable sort of all the others would, ties in scores and dates included", () => {
    const keywords = ["Fälschung", "QR-Code", "Preis", "Wien"];
    const dates = ["2025-01-01", "2025-02-01", "2025-03-01"];
    const all = Array.from({ length: 120 }, (_, index) =>
      item(`artikel-${index}`, dates[(index * 7) % 3]!, {
        category: index % 4 === 0 ? "lokal" : "guides",
        keywords: keywords.filter((_, k) => (index >> k) % 2 === 1),
      }),
    );
    const sorted = (article: (typeof all)[number], limit: number) =>
      all
        .filter((candidate) => candidate.slug !== article.slug)
        .map((candidate) => ({
          candidate,
          score:
            (candidate.category === article.category ? 10 : 0) +
            candidate.keywords.filter((word) => article.keywords.some((own) => own.toLowerCase() === word.toLowerCase())).length,
        }))
        .sort((a, b) => b.score - a.score || b.candidate.datePublished.localeCompare(a.candidate.datePublished))
        .slice(0, limit)
        .map(({ candidate }) => candidate.slug);
    for (const article of all)
      for (const limit of [0, 1, 3, 10])
        expect(relatedArticles(article, all, limit).map((entry) => entry.slug)).toEqual(sorted(article, limit));
  });
});
