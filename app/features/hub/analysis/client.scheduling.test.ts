import { describe, expect, it } from "vitest";

import { analyzeDraft } from "./analyze";
import { AnalysisClient, type AnalysisRequest, MAIN_THREAD_MAX_CHARS } from "./client";
import { wellOptimisedDraft } from "./drafts.fixtures";

/** Stands in for the browser's Worker: answers each message by running the analysis when told to. */
class FakeWorker extends EventTarget {
  received: AnalysisRequest[] = [];
  terminated = false;
  postMessage(request: AnalysisRequest) {
    this.received.push(request);
  }
  answer(index = this.received.length - 1) {
    const request = this.received[index]!;
    this.dispatchEvent(
      new MessageEvent("message", { data: { id: request.id, ok: true, analysis: analyzeDraft(request.input, request.options) } }),
    );
  }
  fail() {
    this.dispatchEvent(new Event("error", { cancelable: true }));
  }
  terminate() {
    this.terminated = true;
  }
}

function clientWithFakeWorker() {
  const worker = new FakeWorker();
  const client = new AnalysisClient(() => worker as unknown as Worker);
  return { worker, client };
}

describe("AnalysisClient", () => {
  it("sends the draft to the worker and resolves with its analysis", async () => {
    const { worker, client } = clientWithFakeWorker();
    const result = client.analyze(wellOptimisedDraft, { otherKeyphrases: ["x"] });
    expect(worker.received).toHaveLength(1);
    expect(worker.received[0]!.options).toEqual({ otherKeyphrases: ["x"] });
    worker.answer();
    expect((await result)!.seo.score).toBe(analyzeDraft(wellOptimisedDraft, { otherKeyphrases: ["x"] }).seo.score);
  });

  it("keeps only the newest request waiting while one runs", async () => {
    const { worker, client } = clientWithFakeWorker();
    const first = client.analyze({ ...wellOptimisedDraft, title: "Eins" });
    const second = client.analyze({ ...wellOptimisedDraft, title: "Zwei" });
    const third = client.analyze({ ...wellOptimisedDraft, title: "Drei" });
    expect(await second).toBeNull();
    expect(worker.received).toHaveLength(1);
    worker.answer(0);
    expect(await first).not.toBeNull();
    expect(worker.received.map((request) => request.input.title)).toEqual(["Eins", "Drei"]);
    worker.answer(1);
    expect((await third)!.seo.checks.find((check) => check.id === "keyphraseInTitle")!.rating).toBe("bad");
  });

  it("ignores answers to requests it no longer waits for", async () => {
    const { worker, client } = clientWithFakeWorker();
    const result = client.analyze(wellOptimisedDraft);
    worker.dispatchEvent(new MessageEvent("message", { data: { id: 999, ok: true, analysis: null } }));
    worker.answer();
    expect(await result).not.toBeNull();
  });

  it("falls back to the main thread when the worker fails to load", async () => {
    const { worker, client } = clientWithFakeWorker();
    const result = client.analyze(wellOptimisedDraft);
    worker.fail();
    expect(worker.terminated).toBe(true);
    expect((await result)!.seo.score).toBe(analyzeDraft(wellOptimisedDraft).seo.score);
    // And stays there.
    expect(await client.analyze(wellOptimisedDraft)).not.toBeNull();
    expect(worker.received).toHaveLength(1);
  });

  it("without workers, analyses on the main thread but refuses very long texts", async () => {
    const client = new AnalysisClient(null);
    expect(await client.analyze(wellOptimisedDraft)).not.toBeNull();
    await expect(client.analyze({ ...wellOptimisedDraft, content: "x ".repeat(MAIN_THREAD_MAX_CHARS) })).rejects.toThrow(
      "too long",
    );
  });

  it("resolves everything with null once disposed", async () => {
    const { worker, client } = clientWithFakeWorker();
    const running = client.analyze(wellOptimisedDraft);
    client.dispose();
    expect(await running).toBeNull();
    expect(worker.terminated).toBe(true);
    expect(await client.analyze(wellOptimisedDraft)).toBeNull();
  });
});
