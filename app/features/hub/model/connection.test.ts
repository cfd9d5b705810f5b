// "Verbindung testen" against the real test server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SCENARIOS, startLlmTestServer } from "../../../../tests/llm-server/server.mjs";
import { hasModel, testConnection } from "./connection";
import { LlmError } from "./errors";

let server: Awaited<ReturnType<typeof startLlmTestServer>>;

beforeAll(async () => {
  server = await startLlmTestServer();
});
afterAll(() => server?.close());

describe("testConnection", () => {
  it("lists the server's models and confirms the chosen one", async () => {
    const report = await testConnection({ base: `${server.origin}/v1`, model: SCENARIOS.stream });
    expect(report.via).toBe("models");
    expect(report.models).toContain(SCENARIOS.stream);
  });

  it("reports a missing model together with the models the server has", async () => {
    const error = await testConnection({ base: `${server.origin}/v1`, model: "fehlt-noch" }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).kind).toBe("model-not-found");
    expect((error as LlmError).details.available).toContain(SCENARIOS.stream);
  });

  it("falls back to a one-token completion where the server has no model list", async () => {
    const calls: string[] = [];
    const fetchNoList: typeof fetch = async (input, init) => {
      const url = String(input);
      calls.push(`${init?.method} ${url}`);
      if (url.endsWith("/models")) return new Response("not found", { status: 404 });
      return fetch(input, init);
    };
    const report = await testConnection({ base: `${server.origin}/v1`, model: SCENARIOS.stream }, { fetch: fetchNoList });
    expect(report).toEqual({ models: [], via: "completion" });
    expect(calls.map((call) => call.split(" ")[0])).toEqual(["GET", "POST"]);
  });

  it("a wrong path is `not-found`", async () => {
    const error = await testConnection({ base: server.origin, model: "" }).catch((reason: unknown) => reason);
    expect((error as LlmError).kind).toBe("not-found");
  });

  it("accepts Ollama's implicit :latest tag", () => {
    expect(hasModel(["llama3.2:latest"], "llama3.2")).toBe(true);
    expect(hasModel(["llama3.2:latest"], "llama3.2:1b")).toBe(false);
  });
});
