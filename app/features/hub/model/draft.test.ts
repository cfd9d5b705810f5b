import { describe, expect, it } from "vitest";

import { cleanModelMarkdown, modelDraft } from "./draft";
import { promptInputFor } from "./prompt-input";
import { parseHub, STORAGE_VERSION } from "~/features/hub/storage/storage";
import { countWords } from "~/utils/text";
import { findTopic } from "~/features/hub/generator/topics";

const prompt = promptInputFor({ category: "guides", listTopic: findTopic("investment-3")!.title });
const now = new Date("2026-11-22T10:00:00.000Z");
const emptyHub = {
  articles: [],
  schedule: [],
  triggers: { "product-announcement": true, "seasonal-content": true, "weekly-tips": false, "trend-monitoring": true },
  automation: { enabled: true, weeklyTarget: 3, focus: "balanced" },
  dismissedTopics: [],
} as const satisfies Parameters<typeof parseHub>[1];
/** The draft after a save and a reload: what storage keeps of it. */
const reloaded = (draft: object) =>
  parseHub(
    JSON.stringify({ version: STORAGE_VERSION, articles: [draft] }),
    { ...emptyHub, articles: [], schedule: [], dismissedTopics: [] },
    () => {},
  ).articles[0];

describe("model answer as a draft", () => {
  it("drops a repeated title, code fences and reasoning; demotes other H1s", () => {
    expect(cleanModelMarkdown("```markdown\n# Titel\n\n## Einleitung\n\nText.\n```\n")).toBe("## Einleitung\n\nText.");
    expect(cleanModelMarkdown("<think>Plan …</think>\n## A\r\n\r\nB\n# C")).toBe("## A\n\nB\n## C");
    expect(cleanModelMarkdown("<think>unfinished")).toBe("");
  });

  it("is a draft like any other: title from the topic, the model's Markdown as body, real word count, source recorded", () => {
    const draft = modelDraft({
      prompt,
      text: "## Einleitung\n\nSecret-Figuren sind selten.",
      model: "llama3.2",
      incomplete: false,
      now,
    });
    expect(draft).toMatchObject({
      id: String(now.getTime()),
      title: prompt.title,
      content: "## Einleitung\n\nSecret-Figuren sind selten.",
      category: "guides",
      focusKeyphrase: prompt.focusKeyphrase,
      keywords: [...prompt.relatedKeywords],
      createdAt: now.toISOString(),
      source: { kind: "llm", model: "llama3.2" },
    });
    expect(draft.wordCount).toBe(countWords(draft.content));
    expect(draft.incomplete).toBe(false);
    expect(draft.seoScore).toBeGreaterThan(0);
    expect(reloaded(draft)).toEqual(draft);
  });

  it("marks a cancelled run incomplete, and storage keeps both fields valid", () => {
    const draft = modelDraft({ prompt, text: "## Einl", model: "m", incomplete: true, now });
    expect(draft.incomplete).toBe(true);
    expect(reloaded(draft)).toMatchObject({ source: { kind: "llm", model: "m" }, incomplete: true });
    // Tampered values fall back to the defaults instead of losing the draft.
    expect(reloaded({ ...draft, source: { kind: "llm", model: "" } })?.source).toEqual({ kind: "offline" });
    expect(reloaded({ ...draft, source: { kind: "magic" } })?.source).toEqual({ kind: "offline" });
    expect(reloaded({ ...draft, incomplete: "ja" })?.incomplete).toBe(false);
  });
});
