import { describe, expect, it, vi } from "vitest";

import { closingSentences, sectionPhrases } from "./article-phrases";
import {
  canGenerate,
  createArticle,
  GENERATION_STEP_MS,
  generationSteps,
  resolveStepMs,
  resolveTitle,
  runGeneration,
  TOPIC_IN_BODY_MAX,
  uniqueId,
} from "./generator";
import { headingsOf, lexMarkdown, plainText } from "~/lib/articles/markdown";
import { generalStructure, templates } from "./templates";
import { constantRandom, seededRandom } from "./test-random";
import { countWords } from "./text";
import { hubCategories } from "./types";

const now = new Date("2026-11-21T10:00:00.000Z");

describe("title and availability", () => {
  it("lets a filled custom topic win over the list topic", () => {
    expect(resolveTitle({ listTopic: "Listenthema", customTopic: "  Eigenes Thema  " })).toBe("Eigenes Thema");
    expect(resolveTitle({ listTopic: "Listenthema", customTopic: "   " })).toBe("Listenthema");
    expect(resolveTitle({})).toBeUndefined();
  });

  it("needs a list topic or a custom topic", () => {
    expect(canGenerate({})).toBe(false);
    expect(canGenerate({ customTopic: " " })).toBe(false);
    expect(canGenerate({ listTopic: "Thema" })).toBe(true);
    expect(canGenerate({ customTopic: "Thema" })).toBe(true);
  });
});

describe("createArticle", () => {
  it("builds the article fields from the spec", () => {
    const article = createArticle(
      { listTopic: "Labubu als Wertanlage: Chancen und Risiken", category: "guides" },
      { random: seededRandom(1), now },
    );
    expect(article.id).toBe(String(now.getTime()));
    expect(article.title).toBe("Labubu als Wertanlage: Chancen und Risiken");
    expect(article.category).toBe("guides");
    expect(article.keywords).toEqual([...templates.guides.seoKeywords]);
    expect(article.createdAt).toBe(now.toISOString());
  });

  it("follows the category template's sections in order", () => {
    for (const category of hubCategories) {
      const article = createArticle({ listTopic: "Thema", category }, { random: seededRandom(7), now });
      const headings = headingsOf(lexMarkdown(article.content)).map((heading) => heading.text);
      expect(headings).toEqual([...templates[category].structure]);
    }
  });

  it("gives a custom topic without category the general structure and three generic keywords", () => {
    const article = createArticle({ customTopic: "Mein Thema", category: "allgemein" }, { random: seededRandom(3), now });
    expect(article.category).toBe("allgemein");
    expect(article.keywords).toEqual(["labubu", "labubu österreich", "labubu sammler"]);
    const headings = headingsOf(lexMarkdown(article.content)).map((heading) => heading.text);
    expect(headings).toEqual([...generalStructure]);
  });

  it("reports exactly the words in its content, within 850–1249 and never below the template minimum", () => {
    for (let seed = 1; seed <= 120; seed++) {
      const category = (["guides", "reviews", "lokal", "allgemein"] as const)[seed % 4]!;
      const article = createArticle({ customTopic: `Thema ${seed}`, category }, { random: seededRandom(seed), now });
      expect(article.wordCount).toBe(countWords(article.content));
      expect(article.wordCount).toBe(countWords(plainText(article.content)));
      expect(article.wordCount).toBeGreaterThanOrEqual(850);
      expect(article.wordCount).toBeLessThanOrEqual(1249);
      if (category !== "allgemein") expect(article.wordCount).toBeGreaterThanOrEqual(templates[category].minWords);
    }
  });

  it("hits the extremes of the random ranges", () => {
    const low = createArticle({ listTopic: "Thema", category: "reviews" }, { random: constantRandom(0), now });
    expect(low.wordCount).toBe(850);
    expect(low.seoScore).toBe(75);
    const high = createArticle({ listTopic: "Thema", category: "reviews" }, { random: constantRandom(0.999999), now });
    expect(high.wordCount).toBe(1249);
    expect(high.seoScore).toBe(94);
    const local = createArticle({ listTopic: "Thema", category: "lokal" }, { random: constantRandom(0), now });
    expect(local.wordCount).toBe(1000);
  });

  it("never repeats a sentence, even at the longest target", () => {
    for (const category of ["guides", "reviews", "lokal", "allgemein"] as const) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const random = seededRandom(seed);
        const article = createArticle({ listTopic: "Thema", category }, { random: () => (random() < 0 ? 0 : 0.999999), now });
        const sentences = article.content.split(/(?<=[.!?:])\s+/).filter((sentence) => !sentence.startsWith("#"));
        expect(new Set(sentences).size, `${category}/${seed}`).toBe(sentences.length);
      }
    }
  });

  it("keeps SEO scores within 75–94", () => {
    const scores = new Set<number>();
    for (let seed = 1; seed <= 200; seed++)
      scores.add(createArticle({ listTopic: "T", category: "guides" }, { random: seededRandom(seed), now }).seoScore);
    expect(Math.min(...scores)).toBe(75);
    expect(Math.max(...scores)).toBe(94);
  });

  it("is deterministic for the same random source", () => {
    const a = createArticle({ listTopic: "Thema", category: "lokal" }, { random: seededRandom(42), now });
    const b = createArticle({ listTopic: "Thema", category: "lokal" }, { random: seededRandom(42), now });
    expect(a).toEqual(b);
  });

  it("keeps a huge topic whole in the title but quotes only its start in the body", () => {
    const topic = "Sammeln ".repeat(12_500).trim(); // 100,000 characters, 12,500 words
    const article = createArticle({ customTopic: topic, category: "guides" }, { random: seededRandom(5), now });
    expect(article.title).toBe(topic);
    expect(article.content.length).toBeLessThan(20_000);
    expect(article.wordCount).toBe(countWords(article.content));
    expect(article.wordCount).toBeLessThanOrEqual(1249);
    expect(article.content).toContain(`„${topic.slice(0, TOPIC_IN_BODY_MAX - 10)}`);
  });

  it("escapes Markdown and HTML in the topic so it stays literal text", () => {
    const topic = "<script>alert(1)</script> [klick](javascript:alert(1)) **fett**";
    const article = createArticle({ customTopic: topic, category: "reviews" }, { random: seededRandom(9), now });
    expect(article.content).not.toContain("<script>");
    expect(article.content).not.toContain("](javascript:");
    const text = plainText(article.content);
    expect(text).toContain(topic);
    expect(article.wordCount).toBe(countWords(text));
  });

  it("isolates right-to-left topics and keeps emoji intact", () => {
    const article = createArticle({ customTopic: "שלום Labubu 🎉 مرحبا", category: "lokal" }, { random: seededRandom(11), now });
    expect(article.content).toContain("\u2068שלום Labubu 🎉 مرحبا\u2069");
    expect(article.wordCount).toBe(countWords(article.content));
  });

  it("refuses to run without a topic", () => {
    expect(() => createArticle({ category: "guides" }, { random: seededRandom(1), now })).toThrow();
  });
});

describe("phrase material", () => {
  it("has closing sentences of exactly 1 to 8 words", () => {
    expect(closingSentences.map(countWords).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("has sentences for every section of every template", () => {
    const sections = new Set([...Object.values(templates).flatMap((template) => template.structure), ...generalStructure]);
    for (const section of sections) expect(sectionPhrases[section]?.sentences.length, section).toBeGreaterThan(4);
  });
});

describe("runGeneration", () => {
  it("walks through six steps with spec status texts and equal progress increments", async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const updates: { status: string; progress: number }[] = [];
    const article = await runGeneration(
      { listTopic: "Thema", category: "guides" },
      {
        stepMs: 800,
        sleep,
        random: seededRandom(2),
        now: () => now,
        onProgress: ({ status, progress }) => updates.push({ status, progress }),
      },
    );
    expect(sleep).toHaveBeenCalledTimes(6);
    expect(sleep.mock.calls.every(([ms]) => ms === 800)).toBe(true);
    expect([...new Set(updates.map((update) => update.status))]).toEqual([...generationSteps]);
    const reached = updates.filter((_, index) => index % 2 === 1).map((update) => update.progress);
    expect(reached.map((value) => Math.round(value * 100) / 100)).toEqual([16.67, 33.33, 50, 66.67, 83.33, 100]);
    expect(article.title).toBe("Thema");
  });

  it("takes six times the step duration with real timers", async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const promise = runGeneration({ listTopic: "Thema", category: "guides" }, { random: seededRandom(2) }).then(
        () => (done = true),
      );
      await vi.advanceTimersByTimeAsync(GENERATION_STEP_MS * 6 - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await promise;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    const promise = runGeneration({ listTopic: "Thema", category: "guides" }, { stepMs: 50, signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("test hook and ids", () => {
  it("only lets the step-duration override shorten the steps", () => {
    expect(resolveStepMs(undefined)).toBe(800);
    expect(resolveStepMs("5")).toBe(800);
    expect(resolveStepMs(Number.NaN)).toBe(800);
    expect(resolveStepMs(Infinity)).toBe(800);
    expect(resolveStepMs(1e9)).toBe(800);
    expect(resolveStepMs(-20)).toBe(0);
    expect(resolveStepMs(20.4)).toBe(20);
  });

  it("makes ids unique", () => {
    expect(uniqueId("100", new Set(["100", "101"]))).toBe("102");
    expect(uniqueId("100", new Set())).toBe("100");
  });
});
