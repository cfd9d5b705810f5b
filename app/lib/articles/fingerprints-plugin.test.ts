import path from "node:path";

import { describe, expect, it } from "vitest";

import { fingerprintsModule } from "./fingerprints-plugin";
import { articlesDirectory, readArticleFolder } from "./load.server";
import { fingerprintsOf } from "~/lib/analysis/fingerprints";

const root = path.resolve(import.meta.dirname, "../../..");

describe("the published articles' fingerprints (build time)", () => {
  it("are every article's sentence fingerprints, computed with the analysis's own rule", async () => {
    const { default: published } = await import("virtual:article-fingerprints");
    const articles = readArticleFolder(articlesDirectory(root, {}));
    expect(published.map((item) => item.slug).sort()).toEqual(articles.map((article) => article.frontMatter.slug).sort());
    for (const article of articles) {
      const entry = published.find((item) => item.slug === article.frontMatter.slug)!;
      expect(entry.title).toBe(article.frontMatter.title);
      expect(entry.fingerprints).toEqual(fingerprintsOf(article.body));
      expect(entry.fingerprints.length).toBeGreaterThan(20);
    }
  });

  it("are plain data: a module that exports the list and nothing else", () => {
    expect(fingerprintsModule([{ slug: "a", title: "„A“", fingerprints: [1, 2] }])).toBe(
      'export default [{"slug":"a","title":"„A“","fingerprints":[1,2]}];\n',
    );
  });
});
