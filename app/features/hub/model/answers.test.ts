import { describe, expect, it } from "vitest";

import { completionText, modelIds, parseChunk } from "./answers";
import { LlmError } from "./errors";

const kindOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof LlmError ? error.kind : "other";
  }
  return "none";
};

describe("a streamed chunk", () => {
  it("gives the delta's text and the finish reason", () => {
    expect(parseChunk('{"choices":[{"delta":{"content":"Hallo"},"finish_reason":null}]}')).toEqual({
      content: "Hallo",
      finishReason: null,
    });
    expect(parseChunk('{"choices":[{"delta":{},"finish_reason":"length"}]}')).toEqual({ content: "", finishReason: "length" });
    // Role-only first chunks, keep-alives and usage chunks carry no text.
    expect(parseChunk('{"choices":[{"delta":{"role":"assistant","content":null}}]}')).toEqual({
      content: "",
      finishReason: null,
    });
    expect(parseChunk('{"choices":[]}')).toEqual({ content: "", finishReason: null });
    expect(parseChunk('{"usage":{"total_tokens":3}}')).toEqual({ content: "", finishReason: null });
    expect(parseChunk('{"choices":[{"delta":{"content":"x"},"finish_reason":7}]}')).toEqual({ content: "x", finishReason: null });
  });

  it("turns an error inside the stream into a server error with the server's words", () => {
    const serverMessage = (data: string) => {
      try {
        parseChunk(data);
      } catch (error) {
        return error instanceof LlmError && error.kind === "server" ? error.details.serverMessage : "not a server error";
      }
      return "no error";
    };
    expect(serverMessage('{"error":{"message":"out of memory"}}')).toBe("out of memory");
    expect(serverMessage('{"error":"model is loading"}')).toBe("model is loading");
    expect(serverMessage('{"error":{"code":500}}')).toBeUndefined();
  });

  it.each([
    ["not JSON", "data: kaputt"],
    ["not an object", "42"],
    ["choices not a list", '{"choices":{"delta":{"content":"x"}}}'],
    ["a choice that is no object", '{"choices":["x"]}'],
    ["text that is no string", '{"choices":[{"delta":{"content":42}}]}'],
  ])("refuses %s as malformed", (_, data) => {
    expect(kindOf(() => parseChunk(data))).toBe("malformed");
  });
});

describe("a whole completion and the model list", () => {
  it("reads the completion's text, empty when it has none", () => {
    expect(completionText('{"choices":[{"message":{"content":"Text"}}]}')).toBe("Text");
    expect(completionText('{"choices":[]}')).toBe("");
    expect(completionText("{}")).toBe("");
    expect(kindOf(() => completionText('{"choices":[{"message":{"content":["x"]}}]}'))).toBe("malformed");
    expect(kindOf(() => completionText("<html>"))).toBe("malformed");
  });

  it("lists the models' ids and skips entries without one", () => {
    expect(modelIds('{"object":"list","data":[{"id":"llama3.2:latest"},{"name":"x"},7,{"id":"qwen3"}]}')).toEqual([
      "llama3.2:latest",
      "qwen3",
    ]);
    expect(kindOf(() => modelIds('{"models":[]}'))).toBe("malformed");
  });
});
