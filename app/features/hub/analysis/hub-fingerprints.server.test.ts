import { describe, expect, it } from "vitest";

import { publishedFingerprints } from "../analytics/hub-figures.server";
import { articleMarkdown, publishedArticles } from "../../articles/published.server";
import { fingerprintsOf } from "./fingerprints";
import { isPublishedFingerprints } from "~/features/hub/publishing/published-files";

describe("the published articles' fingerprints (fingerabdruecke.json, build time)", () => {
  it("are every article's sentence fingerprints, computed with the analysis's own rule, in the file's shape", () => {
    const published = publishedFingerprints();
    expect(published.map((item) => item.slug)).toEqual(publishedArticles().map((article) => article.slug));
    for (const article of publishedArticles()) {
      const entry = published.find((item) => item.slug === article.slug)!;
      expect(entry.title).toBe(article.title);
      expect(entry.fingerprints).toEqual(fingerprintsOf(articleMarkdown(article.slug)!));
      expect(entry.fingerprints.length).toBeGreaterThan(20);
      expect(isPublishedFingerprints(JSON.parse(JSON.stringify(entry)))).toBe(true);
    }
  });

  it("refuses what the build does not write", () => {
    expect(isPublishedFingerprints({ slug: "a", title: "A", fingerprints: [1, 2] })).toBe(true);
    for (const bad of [
      null,
      "x",
      { slug: "a", title: "A" },
      { slug: "a", title: "A", fingerprints: [-1] },
      { slug: "a", title: "A", fingerprints: [1.5] },
    ])
      expect(isPublishedFingerprints(bad)).toBe(false);
  });
});
