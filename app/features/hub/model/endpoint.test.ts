import { describe, expect, it } from "vitest";

import { allowedModelOrigins, checkEndpoint, checkModel } from "./endpoint";
import { LlmError } from "./errors";

const allowed = ["http://localhost:11434", "https://llm.example.at"];

function kindOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof LlmError ? error.kind : "other";
  }
  return undefined;
}

describe("endpoint check before any request", () => {
  it("returns the base URL without trailing slashes", () => {
    expect(checkEndpoint(" http://localhost:11434/v1/ ", allowed)).toBe("http://localhost:11434/v1");
    expect(checkEndpoint("https://LLM.example.at/api/v1", allowed)).toBe("https://llm.example.at/api/v1");
  });

  it.each([
    ["", "endpoint-missing"],
    ["   ", "endpoint-missing"],
    ["localhost:11434/v1", "endpoint-invalid"],
    ["ftp://localhost:11434", "endpoint-invalid"],
    ["http://user:pw@localhost:11434/v1", "endpoint-invalid"],
    ["http://localhost:11434/v1?x=1", "endpoint-invalid"],
    [`http://localhost:11434/${"v".repeat(3000)}`, "endpoint-invalid"],
    ["http://localhost:1234/v1", "endpoint-not-allowed"],
    ["https://api.openai.com/v1", "endpoint-not-allowed"],
    ["http://llm.example.at/v1", "endpoint-not-allowed"],
  ])("%j → %s", (input, kind) => {
    expect(kindOf(() => checkEndpoint(input, allowed))).toBe(kind);
  });

  it("names the refused origin", () => {
    try {
      checkEndpoint("https://api.openai.com/v1", allowed);
    } catch (error) {
      expect((error as LlmError).details.origin).toBe("https://api.openai.com");
    }
    expect.assertions(1);
  });

  it("uses the build's LLM_ORIGINS (here the defaults: the local servers)", () => {
    expect(allowedModelOrigins).toContain("http://localhost:11434");
    expect(checkEndpoint("http://127.0.0.1:1234/v1")).toBe("http://127.0.0.1:1234/v1");
  });

  it("requires a model name", () => {
    expect(kindOf(() => checkModel("  "))).toBe("model-missing");
    expect(checkModel(" llama3.2 ")).toBe("llama3.2");
  });
});
