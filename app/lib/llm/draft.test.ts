import { describe, expect, it } from "vitest";

import { cleanModelMarkdown, modelDraft } from "./draft";
import { promptInputFor } from "./prompt-input";
import { isGeneratedArticle } from "~/lib/hub/storage";
import { countWords } from "~/lib/hub/text";

const prompt = promptInputFor({ category: "guides", listTopic: "Secret Figures und ihre Wertentwicklung" });
const now = new Date("2026-11-22T10:00:00.000Z");

describe("model answer as a draft", () => {
  it("drops a repeated title, code fences and reasoning; demotes other H1s", () => {
    expect(cleanModelMarkdown("```markdown\n# Titel\n\n## Einleitung\n\nText.\n```\n")).toBe("## Einleitung\n\nText.");
    expect(cleanModelMarkdown("<think>Plan …</think>\n## A\r\n\r\nB\n# C")).toBe("## A\n\nB\n## C");
    expect(cleanModelMarkdown("<think>unfinished")).toBe("");
  });

  it("is a draft like any other: title from the topic, the model's Markdown as body, real word count, source recorded", () => {
    const draft = modelDraft({
      prompt,
      text: "## Einleitung\n\nSecret Figures sind selten.",
      model: "llama3.2",
      incomplete: false,
      now,
    });
    expect(draft).toMatchObject({
      id: String(now.getTime()),
      title: "Secret Figures und ihre Wertentwicklung",
      content: "## Einleitung\n\nSecret Figures sind selten.",
      category: "guides",
      keywords: [prompt.focusKeyphrase, ...prompt.relatedKeywords],
      createdAt: now.toISOString(),
      source: { kind: "llm", model: "llama3.2" },
    });
    expect(draft.wordCount).toBe(countWords(draft.content));
    expect(draft.incomplete).toBeUndefined();
    expect(isGeneratedArticle(draft)).toBe(true);
  });

  it("marks a cancelled run incomplete, and storage keeps both fields valid", () => {
    const draft = modelDraft({ prompt, text: "## Einl", model: "m", incomplete: true, now });
    expect(draft.incomplete).toBe(true);
    expect(isGeneratedArticle(draft)).toBe(true);
    expect(isGeneratedArticle({ ...draft, source: { kind: "llm", model: "" } })).toBe(false);
    expect(isGeneratedArticle({ ...draft, source: { kind: "magic" } })).toBe(false);
    expect(isGeneratedArticle({ ...draft, incomplete: "ja" })).toBe(false);
  });
});
