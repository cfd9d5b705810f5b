import { describe, expect, it } from "vitest";

import { siteSummary } from "./site-summary";
import type { PublishedForHub } from "~/features/hub/publishing/published";

const article = (slug: string, datePublished: string, wordCount: number, seoScore: number) =>
  ({ slug, datePublished, wordCount, seoScore }) as PublishedForHub;

describe("the overview of the site's own articles", () => {
  it("counts the articles, those of the last seven days, their words and their mean SEO score", () => {
    const articles = [
      article("a", "2026-11-22", 1048, 98),
      article("b", "2026-11-25", 1040, 100),
      article("c", "2026-12-01", 900, 91),
      article("d", "2026-12-02", 500, 50),
    ];
    expect(siteSummary(articles.slice(0, 3), "2026-12-01")).toEqual({
      articles: 3,
      thisWeek: 2,
      avgSeoScore: 96,
      words: 2988,
      avgWords: 996,
    });
  });

  it("says nought for a site without articles", () => {
    expect(siteSummary([], "2026-12-01")).toEqual({ articles: 0, thisWeek: 0, avgSeoScore: 0, words: 0, avgWords: 0 });
  });
});
