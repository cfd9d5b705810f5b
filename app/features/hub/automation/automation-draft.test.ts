import { describe, expect, it } from "vitest";

import { planSchedule } from "./automation";
import { isOutline } from "../generator/notes";
import { draftSlot } from "./automation-draft";
import { seededRandom } from "../generator/random.fixtures";
import type { TriggerStates } from "../drafts/types";
import { factById } from "~/content/facts";

const triggers: TriggerStates = {
  "product-announcement": true,
  "seasonal-content": false,
  "weekly-tips": false,
  "trend-monitoring": false,
};
const [seriesSlot] = planSchedule(
  { schedule: [], automation: { enabled: true, weeklyTarget: 1, focus: "balanced" }, triggers, dismissedTopics: [] },
  { today: "2026-11-22", publishedKeyphrases: [], draftKeyphrases: [] },
);
const now = () => new Date("2026-11-24T08:00:00Z");
const noSleep = async () => {};

describe("drafting a slot", () => {
  it("offline: a new-product slot's draft states its series' sourced fact with the sources", async () => {
    const result = await draftSlot(seriesSlot!, { kind: "offline", stepMs: 0 }, { now, random: seededRandom(1), sleep: noSleep });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const fact = factById("series-pin-for-love");
    expect(result.article.content).toContain("## Die Serie Pin for Love im Überblick");
    expect(result.article.content).toContain(fact.statement);
    for (const source of fact.sources) expect(result.article.sources.map((item) => item.url)).toContain(source.url);
    expect(result.article.title).toBe(seriesSlot!.title);
    // No brief covers a new series: the draft is a research outline around its sourced fact.
    expect(isOutline(result.article)).toBe(true);
  });

  it("model unreachable: fails with the model client's German message, never throws", async () => {
    const unreachable = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    const result = await draftSlot(
      seriesSlot!,
      { kind: "llm", endpoint: "http://127.0.0.1:9/v1", model: "llama3.2", apiKey: "", firstTokenTimeoutMs: 1000 },
      { now, fetch: unreachable, allowedOrigins: ["http://127.0.0.1:9"], pageOrigin: "http://localhost:3000" },
    );
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/^Der Server hat nicht geantwortet/) });
  });

  it("an endpoint the build does not allow fails before any request", async () => {
    let called = false;
    const result = await draftSlot(
      seriesSlot!,
      { kind: "llm", endpoint: "https://llm.example.org/v1", model: "m", apiKey: "", firstTokenTimeoutMs: 1000 },
      { now, fetch: (async () => ((called = true), new Response())) as typeof fetch, allowedOrigins: ["http://127.0.0.1:9"] },
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/nicht freigegeben/);
    expect(called).toBe(false);
  });

  it("a model answer becomes the draft", async () => {
    const text = "Einleitung über die Serie.\n\n## Teil\n\nMehr Text.";
    const body = `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\ndata: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: "stop" }] })}\n\ndata: [DONE]\n\n`;
    const answer = (async () => new Response(body, { headers: { "content-type": "text/event-stream" } })) as typeof fetch;
    const result = await draftSlot(
      seriesSlot!,
      { kind: "llm", endpoint: "http://127.0.0.1:9/v1", model: "test", apiKey: "", firstTokenTimeoutMs: 1000 },
      { now, fetch: answer, allowedOrigins: ["http://127.0.0.1:9"] },
    );
    expect(result.ok && result.article.source).toEqual({ kind: "llm", model: "test" });
    expect(result.ok && result.article.content).toContain("## Die Serie Pin for Love im Überblick");
  });
});
