import { describe, expect, it, vi } from "vitest";

import { briefForTopic, findTopicByTitle, planFor } from "./topic-briefs";
import { sourcesOf } from "./fact-kit";
import {
  canGenerate,
  createArticle,
  GENERATION_STEP_MS,
  generationSteps,
  resolveTitle,
  runGeneration,
  uniqueId,
  writeDraft,
} from "./generator";
import { HEADLINE_MAX } from "./outline";
import { outlineFor, templateFor } from "./templates";
import { seededRandom } from "./random.fixtures";
import { findTopic, topicLists, topicListsByCategory } from "./topics";
import { countWords } from "~/utils/text";
import { type ArticleCategory, hubCategories } from "~/domain/categories";
import { factById } from "~/content/facts";
import { analyzeDraft } from "~/features/hub/analysis/analyze";
import { splitSentences } from "~/features/hub/analysis/sentences";
import { headingsOf as markdownHeadings, lexMarkdown, plainText } from "~/features/articles/markdown";

const now = new Date("2026-11-21T10:00:00.000Z");
const teethTopic = findTopic("authentizitaet-1")!.title;
const categories: readonly ArticleCategory[] = ["allgemein", ...hubCategories];

function headingsOf(markdown: string): string[] {
  return markdownHeadings(lexMarkdown(markdown)).map((heading) => heading.text);
}

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

describe("createArticle from a list topic", () => {
  const brief = briefForTopic("authentizitaet-1")!;
  const article = createArticle({ listTopic: teethTopic, category: "guides" }, { random: seededRandom(1), now });

  it("carries the brief's SEO title, slug, keyphrase, keywords and meta description", () => {
    expect(findTopicByTitle(teethTopic)?.id).toBe("authentizitaet-1");
    expect(article.id).toBe(String(now.getTime()));
    expect(article.title).toBe(brief.seoTitle);
    expect(article.slug).toBe("labubu-zaehne-zaehlen-so-erkennen-sie-faelschungen");
    expect(article.focusKeyphrase).toBe(brief.focusKeyphrase);
    expect(article.keywords).toEqual(brief.keywords);
    expect(article.metaDescription).toMatch(/^Labubu-Zähne zählen/);
    expect(article.category).toBe("guides");
    expect(article.createdAt).toBe(now.toISOString());
    expect(article.source).toEqual({ kind: "offline" });
    expect(article.incomplete).toBe(false);
  });

  it("cites the sources of exactly the facts the text states", () => {
    const plan = planFor({ listTopic: teethTopic, category: "reviews" });
    if (plan?.kind !== "brief") throw new Error("A list topic has a brief");
    const { fields, sources } = writeDraft(plan, "reviews", "1");
    expect(sources.length).toBeGreaterThan(0);
    // The review leaves out the guide's parts, so it may cite fewer facts, never one the brief did not declare.
    const declared = sourcesOf(brief.facts.map(factById)).map((source) => source.url);
    for (const source of sources) expect(declared).toContain(source.url);
    expect(fields.content).toContain(`](${factById("authenticity-teeth").sources[0]!.url})`);
    expect(article.sources.map((source) => source.url)).toEqual(expect.arrayContaining(sources.map((source) => source.url)));
  });

  it("measures its SEO score and readability with the analysis", () => {
    const analysis = analyzeDraft(article);
    expect(article.seoScore).toBe(analysis.seo.score);
    expect(article.readability).toBe(analysis.readability.band);
    expect(article.fleschReadingEase).toBe(analysis.readability.fleschReadingEase);
  });

  it("keeps the generated fields as the original for discarding edits", () => {
    expect(article.original).toEqual({
      title: article.title,
      slug: article.slug,
      metaDescription: article.metaDescription,
      focusKeyphrase: article.focusKeyphrase,
      keywords: article.keywords,
      content: article.content,
    });
  });

  it("follows the category template: its parts in its order, with the brief's headings", () => {
    for (const category of ["guides", "reviews"] as const) {
      const draft = createArticle({ listTopic: teethTopic, category }, { random: seededRandom(7), now });
      expect(headingsOf(draft.content)).toEqual(outlineFor(brief, category));
    }
    const guide = lexMarkdown(article.content);
    expect(guide.some((token) => token.type === "list" && token.ordered)).toBe(true);
    const review = createArticle({ listTopic: teethTopic, category: "reviews" }, { random: seededRandom(7), now });
    expect(review.content).toContain(brief.prosCons!.heading);
    expect(review.content).not.toContain(brief.steps!.heading);
    expect(article.content).not.toContain(brief.prosCons!.heading);
  });

  it("starts with the intro (the title is the H1) and has no H1 in the body", () => {
    expect(article.content.startsWith("## ")).toBe(false);
    expect(article.content).not.toMatch(/^# /m);
  });

  it("reports exactly the words in its content, at least the template's minimum", () => {
    expect(article.wordCount).toBe(countWords(article.content));
    expect(article.wordCount).toBe(countWords(plainText(article.content)));
    expect(article.wordCount).toBeGreaterThanOrEqual(templateFor("guides").minWords);
  });

  it("never repeats a sentence", () => {
    const sentences = lexMarkdown(article.content)
      .filter((token) => token.type !== "heading" && token.type !== "space")
      .flatMap((token) => splitSentences(plainText([token])));
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it("is deterministic for the same random source", () => {
    const a = createArticle({ customTopic: "Labubu im Regal", category: "lokal" }, { random: seededRandom(42), now });
    const b = createArticle({ customTopic: "Labubu im Regal", category: "lokal" }, { random: seededRandom(42), now });
    expect(a).toEqual(b);
  });

  it("refuses to run without a topic", () => {
    expect(() => createArticle({ category: "guides" }, { random: seededRandom(1), now })).toThrow();
  });
});

describe("createArticle from a custom topic", () => {
  it("writes a topic a brief covers from that brief, titled and addressed by the editor's topic", () => {
    const article = createArticle({ customTopic: "Labubu Zähne zählen", category: "guides" }, { random: seededRandom(3), now });
    const listDraft = createArticle({ listTopic: teethTopic, category: "guides" }, { random: seededRandom(3), now });
    expect(article.title).toBe("Labubu Zähne zählen");
    expect(article.slug).toBe("labubu-zaehne-zaehlen");
    expect(article.focusKeyphrase).toBe(briefForTopic("authentizitaet-1")!.focusKeyphrase);
    expect(article.keywords).toEqual(briefForTopic("authentizitaet-1")!.keywords);
    expect(article.content).toBe(listDraft.content);
    expect(article.sources).toEqual(listDraft.sources);
  });

  it("writes a research outline for a topic no brief covers: its own headings, questions, candidate facts", () => {
    for (const category of categories) {
      const article = createArticle({ customTopic: "Labubu im Regal", category }, { random: seededRandom(5), now });
      expect(article.title).toBe("Labubu im Regal");
      expect(article.focusKeyphrase).toBe("Labubu Regal");
      expect(article.slug).toBe("labubu-im-regal");
      expect(article.metaDescription.startsWith("Labubu Regal: ")).toBe(true);
      const headings = headingsOf(article.content);
      expect(headings[0]).toBe("Labubu im Regal: Worum es geht");
      expect(headings.at(-1)).toBe("Fazit: Labubu im Regal");
      expect(headings).toHaveLength(templateFor(category).parts.length);
      expect(article.content.split("\n\n")[0]).toContain("Recherche nötig");
      // No quoted topic as meta-talk.
      expect(article.content).not.toContain("„Labubu im Regal“");
      expect(analyzeDraft(article).seo.band).not.toBe("good");
    }
  });

  it("keeps a huge topic whole in the title but puts only its start in the headings, and stays fast", () => {
    const topic = "Sammeln ".repeat(12_500).trim(); // 100,000 characters, 12,500 words
    const started = performance.now();
    const article = createArticle({ customTopic: topic, category: "guides" }, { random: seededRandom(5), now });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(article.title).toBe(topic);
    expect(article.content.length).toBeLessThan(20_000);
    expect(article.wordCount).toBe(countWords(article.content));
    for (const heading of headingsOf(article.content)) expect(heading.length).toBeLessThan(HEADLINE_MAX + 40);
    expect(article.focusKeyphrase).toBe("Sammeln");
  });

  it("escapes Markdown and HTML in the topic so it stays literal text", () => {
    const topic = "<script>alert(1)</script> [klick](javascript:alert(1)) **fett**";
    const article = createArticle({ customTopic: topic, category: "reviews" }, { random: seededRandom(9), now });
    expect(article.content).not.toContain("<script>");
    expect(article.content).not.toContain("](javascript:");
    expect(headingsOf(article.content)[0]).toBe(`${topic}: Worum es geht`);
    expect(article.wordCount).toBe(countWords(plainText(article.content)));
  });

  it("isolates right-to-left topics and keeps emoji intact", () => {
    const article = createArticle({ customTopic: "שלום Labubu 🎉 مرحبا", category: "lokal" }, { random: seededRandom(11), now });
    expect(article.content).toContain("\u2068שלום Labubu 🎉 مرحبا\u2069");
    expect(article.wordCount).toBe(countWords(article.content));
  });
});

describe("runGeneration", () => {
  it("walks through six steps with spec status texts and equal progress increments", async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const updates: { status: string; progress: number }[] = [];
    const article = await runGeneration(
      { listTopic: teethTopic, category: "guides" },
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
    expect(article.focusKeyphrase).toBe("Labubu Zähne");
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

describe("speed", () => {
  it("writes a draft well within 20 ms (loose bound for a busy machine: median under 50 ms over every list topic)", () => {
    const requests = hubCategories.flatMap((category) =>
      topicListsByCategory(category).flatMap((list) =>
        topicLists[list].topics.map((topic) => ({ listTopic: topic.title, category })),
      ),
    );
    createArticle(requests[0]!, { random: seededRandom(1), now });
    const times = requests.map((request) => {
      const started = performance.now();
      createArticle(request, { random: seededRandom(1), now });
      return performance.now() - started;
    });
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(50);
  });
});

describe("ids", () => {
  it("makes ids unique", () => {
    expect(uniqueId("100", new Set(["100", "101"]))).toBe("102");
    expect(uniqueId("100", new Set())).toBe("100");
  });
});
