import { describe, expect, it } from "vitest";

import { errorFromResponse, LlmError, parseRetryAfter, serverMessageFrom } from "./errors";

const now = new Date("2026-11-22T10:00:00Z");

describe("error classification", () => {
  it.each([
    [401, "", "unauthorized"],
    [403, "", "unauthorized"],
    [404, '{"error":{"message":"model \\"x\\" not found, try pulling it first"}}', "model-not-found"],
    [404, '{"error":{"message":"The model `gpt-9` does not exist","code":"model_not_found"}}', "model-not-found"],
    [400, '{"error":"model \'x\' not loaded"}', "model-not-found"],
    [404, "404 page not found", "not-found"],
    [429, "", "rate-limited"],
    [500, '{"error":{"message":"out of memory"}}', "server"],
    [503, "<html><body>busy</body></html>", "server"],
    [400, '{"detail":"context length exceeded"}', "http"],
  ])("HTTP %i %s → %s", (status, body, kind) => {
    expect(errorFromResponse(status, body, null, now).kind).toBe(kind);
  });

  it("keeps the server's message, shortened, and never an HTML page", () => {
    expect(serverMessageFrom('{"error":{"message":"  out\\n of   memory "}}')).toBe("out of memory");
    expect(serverMessageFrom('{"error":"model not found"}')).toBe("model not found");
    expect(serverMessageFrom('{"detail":[{"msg":"field required"}]}')).toBe("field required");
    expect(serverMessageFrom("<!DOCTYPE html><p>x</p>")).toBeUndefined();
    expect(serverMessageFrom("x".repeat(1000))).toHaveLength(300);
  });

  it("reads Retry-After as seconds or as a date", () => {
    expect(parseRetryAfter("30", now)).toBe(30);
    expect(parseRetryAfter("Sun, 22 Nov 2026 10:02:00 GMT", now)).toBe(120);
    expect(parseRetryAfter("Sun, 22 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("bald", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(errorFromResponse(429, "", "45", now).details.retryAfterSeconds).toBe(45);
    // Hidden header (CORS): the hint in the message is used.
    const hinted = '{"error":{"message":"Rate limit reached. Please try again in 1.5s."}}';
    expect(errorFromResponse(429, hinted, null, now).details.retryAfterSeconds).toBe(2);
    expect(errorFromResponse(429, '{"error":"slow down"}', null, now).details.retryAfterSeconds).toBeUndefined();
  });

  it("carries the text that had arrived", () => {
    const error = new LlmError("interrupted").withPartialText("## Einleitung");
    expect(error.details.partialText).toBe("## Einleitung");
    expect(error.message).not.toContain("Einleitung");
  });
});
