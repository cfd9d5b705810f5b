// The one request path of the streamed chat and the connection test: what every request carries, and
// how failures come out. A recording fetch stands in for the network.
import { describe, expect, it } from "vitest";

import { LlmError } from "./errors";
import { parseJson } from "./answers";
import { postCompletion, send, withRequest } from "./request";

function recordingFetch(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init: init ?? {} });
    return answer();
  };
  return { calls, fetchImpl };
}

const server = { base: "http://localhost:11434/v1", apiKey: "sk-test" };

describe("send", () => {
  it("sends the key to the model server only: no redirect, no cookies, no referrer, no cache, cancellable", async () => {
    const { calls, fetchImpl } = recordingFetch(() => new Response("{}"));
    await withRequest({ fetch: fetchImpl }, 1000, (context) => send(context, server, "/models", { method: "GET" }));
    const [call] = calls;
    expect(call?.url).toBe("http://localhost:11434/v1/models");
    expect(call?.init).toMatchObject({
      redirect: "error",
      credentials: "omit",
      referrerPolicy: "no-referrer",
      cache: "no-store",
    });
    expect(new Headers(call?.init.headers).get("Authorization")).toBe("Bearer sk-test");
    expect(call?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it("sends no Authorization header without a key", async () => {
    const { calls, fetchImpl } = recordingFetch(() => new Response("{}"));
    await withRequest({ fetch: fetchImpl }, 1000, (context) => send(context, { base: server.base }, "/models", {}));
    expect(new Headers(calls[0]?.init.headers).has("Authorization")).toBe(false);
  });
});

describe("postCompletion", () => {
  it("posts JSON to /chat/completions and turns an unsuccessful status into the server's error", async () => {
    const { calls, fetchImpl } = recordingFetch(
      () => new Response('{"error":{"message":"model \\"x\\" not found"}}', { status: 404 }),
    );
    const error = await withRequest({ fetch: fetchImpl }, 1000, (context) =>
      postCompletion(context, server, { model: "x", stream: false }, "application/json"),
    ).catch((reason: unknown) => reason);
    expect(calls[0]?.url).toBe("http://localhost:11434/v1/chat/completions");
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.init.body).toBe('{"model":"x","stream":false}');
    expect(new Headers(calls[0]?.init.headers).get("Content-Type")).toBe("application/json");
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).kind).toBe("model-not-found");
  });
});

describe("withRequest", () => {
  it("reports a failed fetch as `network`", async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    const error = await withRequest({ fetch: failing }, 1000, (context) => send(context, server, "/models", {})).catch(
      (reason: unknown) => reason,
    );
    expect((error as LlmError).kind).toBe("network");
  });

  it("lets the editor's abort win over the error it causes", async () => {
    const controller = new AbortController();
    const error = await withRequest({ signal: controller.signal }, 1000, async () => {
      controller.abort();
      throw new Error("body stream closed");
    }).catch((reason: unknown) => reason);
    expect((error as LlmError).kind).toBe("aborted");
  });
});

describe("parseJson", () => {
  it("reads JSON and calls anything else `malformed`", () => {
    expect(parseJson('{"a":1}')).toEqual({ a: 1 });
    expect(() => parseJson("<html>")).toThrow(expect.objectContaining({ kind: "malformed" }));
  });
});
