// The streaming client against the real OpenAI-compatible test server (tests/llm-server), over HTTP.
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import {
  ARTICLE,
  RETRY_AFTER_SECONDS,
  SCENARIOS,
  startLlmTestServer,
  streamEvents,
  TEST_KEY,
} from "../../../../tests/llm-server/server.mjs";
import { type ChatStage, streamChat } from "./client";
import { LlmError } from "./errors";

// Real network round trips on a machine that may be busy: more room than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

let server: Awaited<ReturnType<typeof startLlmTestServer>>;
let base: string;
const messages = [{ role: "user" as const, content: "Schreiben Sie einen Artikel." }];

beforeAll(async () => {
  server = await startLlmTestServer();
  base = `${server.origin}/v1`;
});
afterAll(() => server?.close());

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => new Error("expected a failure"),
    (reason: unknown) => reason,
  );
  if (!(error instanceof LlmError)) throw error;
  return error;
}

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe("streamChat against the test server", () => {
  it("streams a normal answer piece by piece, through the stages, with umlauts intact", async () => {
    const stages: ChatStage[] = [];
    const pieces: string[] = [];
    const result = await streamChat(
      { base, model: SCENARIOS.stream, messages },
      { onStage: (stage) => stages.push(stage), onText: (delta) => pieces.push(delta) },
    );
    expect(result).toEqual({ text: ARTICLE, finishReason: "stop" });
    expect(pieces.length).toBeGreaterThan(20);
    expect(pieces.join("")).toBe(ARTICLE);
    expect(stages).toEqual(["connecting", "waiting", "receiving"]);
  });

  it("reassembles events split across network chunks (CRLF, cuts inside JSON and UTF-8)", async () => {
    // Counts the chunks as they come off the network, to be sure the events really arrived cut up.
    const chunks: Uint8Array[] = [];
    const countingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const body = response.body!.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            chunks.push(chunk);
            controller.enqueue(chunk);
          },
        }),
      );
      return new Response(body, { status: response.status, headers: response.headers });
    };
    const result = await streamChat({ base, model: SCENARIOS.split, messages }, { fetch: countingFetch });
    expect(result.text).toBe(ARTICLE);
    const cutInsideALine = chunks.filter((chunk) => chunk.at(-1) !== 0x0a).length;
    // A chunk that ends on the lead byte of a multi-byte character (ä, „, €) cuts that character in two.
    const cutInsideACharacter = chunks.filter((chunk) => {
      const last = chunk.at(-1) ?? 0;
      return (last & 0xe0) === 0xc0 || (last & 0xf0) === 0xe0;
    });
    expect(chunks.length).toBeGreaterThan(100);
    expect(cutInsideALine).toBeGreaterThan(50);
    expect(cutInsideACharacter.length).toBeGreaterThan(0);
  });

  it("reads CR and CRLF line ends and a last event without its blank line (the server closed right after it)", async () => {
    const event = (content: string, finish: string | null = null) =>
      `data: ${JSON.stringify({ choices: [{ delta: { content }, finish_reason: finish }] })}`;
    const body = `: ein Kommentar\r${event("Hallo")}\r\n\r\n${event(" Wie")}\r\r${event("n", "stop")}`;
    const streamed: typeof fetch = async () =>
      new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
    const result = await streamChat({ base, model: SCENARIOS.stream, messages }, { fetch: streamed });
    expect(result).toEqual({ text: "Hallo Wien", finishReason: "stop" });
  });

  it("sends the key as a Bearer token; without it the server's 401 becomes `unauthorized`", async () => {
    expect((await streamChat({ base, model: SCENARIOS.key, apiKey: TEST_KEY, messages })).text).toBe(ARTICLE);
    const error = await failure(streamChat({ base, model: SCENARIOS.key, messages }));
    expect(error.kind).toBe("unauthorized");
    expect(error.details.status).toBe(401);
    expect(error.details.serverMessage).toBe("Invalid API key provided.");
  });

  it.each([
    ["fehlt-noch", "model-not-found", 404],
    [SCENARIOS.serverError, "server", 500],
    [SCENARIOS.rateLimited, "rate-limited", 429],
  ])("model %s → %s", async (model, kind, status) => {
    const error = await failure(streamChat({ base, model, messages }));
    expect(error.kind).toBe(kind);
    expect(error.details.status).toBe(status);
    if (kind === "rate-limited") expect(error.details.retryAfterSeconds).toBe(RETRY_AFTER_SECONDS);
  });

  it("a wrong path (no /v1) is `not-found`, not a missing model", async () => {
    expect((await failure(streamChat({ base: server.origin, model: SCENARIOS.stream, messages }))).kind).toBe("not-found");
  });

  it("a malformed event stops the stream and keeps the text before it", async () => {
    const error = await failure(streamChat({ base, model: SCENARIOS.malformed, messages }));
    expect(error.kind).toBe("malformed");
    expect(error.details.partialText).toBeTruthy();
    expect(ARTICLE.startsWith(error.details.partialText!)).toBe(true);
  });

  it("an answer without text is `empty`", async () => {
    expect((await failure(streamChat({ base, model: SCENARIOS.empty, messages }))).kind).toBe("empty");
  });

  it("no first token within the timeout is `first-token-timeout`, and the request is closed", async () => {
    const started = Date.now();
    const error = await failure(streamChat({ base, model: SCENARIOS.silent, messages }, { firstTokenTimeoutMs: 300 }));
    expect(error.kind).toBe("first-token-timeout");
    expect(error.details.timeoutMs).toBe(300);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("a slow stream is not cut off by the first-token timeout once text flows", async () => {
    // The test server's slow scenario (three words every 200 ms, about five seconds in all), on fake
    // timers: the stream lasts far longer than the timeout without a test that waits for it. The real
    // slow stream over HTTP is read by the abort test below.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const events = streamEvents(SCENARIOS.slow, ARTICLE, 3);
      const encoder = new TextEncoder();
      let sent = 0;
      const slowFetch: typeof fetch = async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            async pull(controller) {
              if (sent > 0) await new Promise((resolve) => setTimeout(resolve, 200));
              const event = events[sent++];
              if (event === undefined) controller.close();
              else controller.enqueue(encoder.encode(event));
            },
          }),
          { status: 200, headers: { "content-type": "text/event-stream" } },
        );
      const result = streamChat({ base, model: SCENARIOS.slow, messages }, { firstTokenTimeoutMs: 1_000, fetch: slowFetch });
      await vi.advanceTimersByTimeAsync(200 * (events.length + 1));
      expect(events.length * 200).toBeGreaterThan(4 * 1_000);
      expect((await result).text).toBe(ARTICLE);
    } finally {
      vi.useRealTimers();
    }
  });

  it("the editor's abort stops a slow stream and keeps what arrived", async () => {
    const controller = new AbortController();
    let received = "";
    const error = await failure(
      streamChat(
        { base, model: SCENARIOS.slow, messages },
        {
          signal: controller.signal,
          onText: (delta) => {
            received += delta;
            if (received.length > 20) controller.abort();
          },
        },
      ),
    );
    expect(error.kind).toBe("aborted");
    expect(error.details.partialText).toBe(received);
  });

  it("a broken-off connection is `interrupted`, with the text so far", async () => {
    const error = await failure(streamChat({ base, model: SCENARIOS.drop, messages }));
    expect(error.kind).toBe("interrupted");
    expect(ARTICLE.startsWith(error.details.partialText ?? "-")).toBe(true);
  });

  it("a port nobody listens on is `network`", async () => {
    const port = await closedPort();
    const error = await failure(streamChat({ base: `http://127.0.0.1:${port}/v1`, model: SCENARIOS.stream, messages }));
    expect(error.kind).toBe("network");
  });

  it("a server that ignores stream:true and answers one JSON completion still works", async () => {
    const fetchJson: typeof fetch = async () =>
      new Response(JSON.stringify({ choices: [{ message: { content: "## Einleitung\n\nText." } }] }), {
        headers: { "Content-Type": "application/json" },
      });
    expect((await streamChat({ base, model: "x", messages }, { fetch: fetchJson })).text).toBe("## Einleitung\n\nText.");
  });

  it("never puts the key into an error", async () => {
    const error = await failure(streamChat({ base, model: "fehlt-noch", apiKey: "sk-geheim-123", messages }));
    expect(JSON.stringify({ message: error.message, details: error.details })).not.toContain("sk-geheim-123");
  });
});
