import { describe, expect, it } from "vitest";

import { publishedFingerprints } from "../analytics/hub-figures.server";
import { articleMarkdown, publishedArticles } from "../../articles/published.server";
import { buildCorpus, buildEncodedCorpus, decodeSketches, encodeSketches, fingerprintsOf, sharedSentences } from "./fingerprints";
import { corpusFor, publishedCorpusFor } from "./originality";
import { isPublishedFingerprints } from "~/features/hub/publishing/published-files";
import type { GeneratedArticle } from "../drafts/types";

describe("the published articles' fingerprints (fingerabdruecke.json, build time)", () => {
  it("are every article's sentence fingerprints, computed with the analysis's own rule, in the file's shape", () => {
    const published = publishedFingerprints();
    expect(published.map((item) => item.slug)).toEqual(publishedArticles().map((article) => article.slug));
    for (const article of publishedArticles()) {
      const entry = published.find((item) => item.slug === article.slug)!;
      expect(entry.title).toBe(article.title);
      const sketches = fingerprintsOf(articleMarkdown(article.slug)!);
      expect(entry.fingerprints).toBe(encodeSketches(sketches));
      expect(decodeSketches(entry.fingerprints)).toEqual(sketches);
      expect(sketches.length).toBeGreaterThan(20);
      // Bounded by the sentences: about 30 characters each, whatever else is published.
      expect(entry.fingerprints.length / sketches.length).toBeLessThan(40);
      expect(isPublishedFingerprints(JSON.parse(JSON.stringify(entry)))).toBe(true);
    }
  });

  it("refuses what the build does not write", () => {
    const encoded = encodeSketches(fingerprintsOf("Ein Satz mit genug Wörtern für einen Fingerabdruck hier."));
    expect(isPublishedFingerprints({ slug: "a", title: "A", fingerprints: encoded })).toBe(true);
    for (const bad of [
      null,
      "x",
      { slug: "a", title: "A" },
      { slug: "a", title: "A", fingerprints: [1, 2] },
      { slug: "a", title: "A", fingerprints: "kein base64!" },
      { slug: "a", title: "A", fingerprints: "AAAA" },
    ])
      expect(isPublishedFingerprints(bad)).toBe(false);
  });

  it("serve every draft from one corpus: a revision leaves its own article out as a corpus without it would", () => {
    const published = publishedFingerprints();
    const markdown = publishedArticles().map((article) => articleMarkdown(article.slug)!);
    const drafts = [
      ...publishedArticles().map((article, index) => ({
        id: `r${index}`,
        title: article.title,
        slug: article.slug,
        content: markdown[index]!,
      })),
      // A new article that copies from all of them.
      {
        id: "neu",
        title: "Ein neuer Artikel",
        slug: "ein-neuer-artikel",
        content: markdown.map((text) => text.slice(0, 1500)).join("\n\n"),
      },
    ];
    for (const draft of drafts) {
      const sentences = fingerprintsOf(draft.content);
      expect(sharedSentences(sentences, publishedCorpusFor(draft, published)), draft.slug).toEqual(
        sharedSentences(sentences, corpusFor(draft, [], published)),
      );
    }
    expect(sharedSentences(fingerprintsOf(drafts.at(-1)!.content), publishedCorpusFor(drafts.at(-1)!, published)).texts).toBe(
      published.length,
    );
  });

  it("compare a revision with other articles only: never with the stored draft it was made from, which is the same article", () => {
    const published = publishedFingerprints();
    const [first] = publishedArticles();
    const text = articleMarkdown(first!.slug)!;
    const stored = {
      id: "gespeichert",
      title: first!.title,
      slug: first!.slug,
      content: text,
      category: "guides",
    } as GeneratedArticle;
    const revision = { id: "ueberarbeitung", title: first!.title, slug: first!.slug, content: text };
    const sentences = fingerprintsOf(text);
    // What the other published articles share with it, and nothing more.
    expect(sharedSentences(sentences, corpusFor(revision, [stored], published))).toEqual(
      sharedSentences(sentences, corpusFor(revision, [], published)),
    );
    // A draft of another article with the same text is a copy of both.
    const other = { id: "andere", title: "Ein anderer Artikel", slug: "ein-anderer-artikel", content: text };
    const copied = sharedSentences(sentences, corpusFor(other, [stored], published));
    expect(copied.shared).toBe(copied.counted);
    expect(copied.top?.label).toBe(first!.title);
  });

  it("make the same corpus read straight from the file as decoded first, an unreadable entry counting as empty", () => {
    const published = [...publishedFingerprints(), { slug: "kaputt", title: "Kaputt", fingerprints: "AAAA" }];
    const decoded = published.map((item) => ({ label: item.title, fingerprints: decodeSketches(item.fingerprints) ?? [] }));
    expect(buildEncodedCorpus(published)).toEqual(buildCorpus(decoded));
  });
});
