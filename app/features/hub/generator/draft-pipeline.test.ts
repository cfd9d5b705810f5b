import { describe, expect, it } from "vitest";

import { draftFromBrief, modelTextDraft } from "./draft-pipeline";
import { analyzeFields, draftFieldsOf, summarize } from "../drafts/drafts";
import type { FinishWritten, GenerationRequest } from "./generator";
import { seededRandom } from "./random.fixtures";
import { isLlmError } from "~/features/hub/model/errors";

const now = () => new Date("2026-11-24T08:00:00Z");
const noSleep = async () => {};
const request: GenerationRequest = { customTopic: "Labubu-Treffen in Graz", category: "lokal" };
const model = { endpoint: "http://127.0.0.1:9/v1", model: "test", apiKey: "", firstTokenTimeoutMs: 1000 };
const origins = ["http://127.0.0.1:9"];

/** A streamed model answer (server-sent events), as an OpenAI-compatible server sends it. */
function answering(text: string, finishReason = "stop"): typeof fetch {
  const events = [{ choices: [{ delta: { content: text } }] }, { choices: [{ delta: {}, finish_reason: finishReason }] }];
  const body = `${events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join("")}data: [DONE]\n\n`;
  return (async () => new Response(body, { headers: { "content-type": "text/event-stream" } })) as typeof fetch;
}

const addSection: FinishWritten = ({ fields, sources }) => ({
  fields: { ...fields, content: `${fields.content}\n\n## Nachtrag\n\nEin Satz mehr.` },
  sources: [...sources, { name: "Quelle", url: "https://example.org/quelle" }],
});

/** The stored figures belong to the final text: the analysis ran after the last step, once. */
function expectMeasuredAsStored(article: Awaited<ReturnType<typeof draftFromBrief>>["article"]) {
  expect(summarize(analyzeFields(draftFieldsOf(article), []))).toEqual({
    seoScore: article.seoScore,
    seoPoints: article.seoPoints,
    readability: article.readability,
    fleschReadingEase: article.fleschReadingEase,
  });
}

describe("draft pipeline: brief → text → last step → analysis → draft", () => {
  it("offline: the generator's text with the last step, measured as stored", async () => {
    const progress: number[] = [];
    const { article, truncated } = await draftFromBrief(
      request,
      { kind: "offline", stepMs: 0 },
      { now, random: seededRandom(1), sleep: noSleep, finish: addSection, onProgress: (step) => progress.push(step.progress) },
    );
    expect(truncated).toBe(false);
    expect(article.title).toBe("Labubu-Treffen in Graz");
    expect(article.content).toMatch(/## Nachtrag\n\nEin Satz mehr\.$/);
    expect(article.original.content).toBe(article.content);
    expect(article.sources.map((source) => source.url)).toContain("https://example.org/quelle");
    expect(progress.at(-1)).toBe(100);
    expectMeasuredAsStored(article);
  });

  it("model: the answer with the last step, measured as stored, its source recorded", async () => {
    const deltas: string[] = [];
    const { article, truncated, text } = await draftFromBrief(
      request,
      { kind: "llm", ...model },
      {
        now,
        fetch: answering("Einleitung.\n\n## Teil\n\nMehr Text."),
        allowedOrigins: origins,
        finish: addSection,
        onText: (delta) => deltas.push(delta),
      },
    );
    expect(truncated).toBe(false);
    expect(text).toBe("Einleitung.\n\n## Teil\n\nMehr Text.");
    expect(deltas.join("")).toBe(text);
    expect(article.source).toEqual({ kind: "llm", model: "test" });
    expect(article.content).toBe("Einleitung.\n\n## Teil\n\nMehr Text.\n\n## Nachtrag\n\nEin Satz mehr.");
    expect(article.incomplete).toBe(false);
    expectMeasuredAsStored(article);
  });

  it("model: an answer cut at the length limit is an incomplete draft; an empty one is refused", async () => {
    const cut = await draftFromBrief(
      request,
      { kind: "llm", ...model },
      { now, fetch: answering("Nur der Anfang", "length"), allowedOrigins: origins },
    );
    expect(cut.truncated).toBe(true);
    expect(cut.article.incomplete).toBe(true);
    const empty = draftFromBrief(
      request,
      { kind: "llm", ...model },
      { now, fetch: answering("<think>nur Überlegungen</think>"), allowedOrigins: origins },
    );
    await expect(empty).rejects.toSatisfy((error: unknown) => isLlmError(error) && error.kind === "empty");
  });

  it("the part of a model's text that arrived is an incomplete draft; nothing usable is none", () => {
    const partial = modelTextDraft(request, "Der Anfang eines Textes", "test", true, { now });
    expect(partial?.incomplete).toBe(true);
    expect(partial?.content).toBe("Der Anfang eines Textes");
    expect(modelTextDraft(request, "<think>nur Überlegungen</think>", "test", true, { now })).toBeNull();
  });
});
