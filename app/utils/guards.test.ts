import { describe, expect, it } from "vitest";

import { isHttpUrl, printableValue, readDocumentEnvelope, shownValue } from "./guards";
import { HOSTILE_VALUES } from "./guards.fixtures";

describe("isHttpUrl", () => {
  it("accepts absolute http and https addresses", () => {
    expect(isHttpUrl("https://example.org/a?b=c")).toBe(true);
    expect(isHttpUrl("http://localhost:8080")).toBe(true);
  });

  it("refuses other schemes, relative paths, malformed text and non-strings", () => {
    expect(isHttpUrl("ftp://example.org")).toBe(false);
    expect(isHttpUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpUrl("mailto:a@example.org")).toBe(false);
    expect(isHttpUrl("/ratgeber/x")).toBe(false);
    expect(isHttpUrl("http://")).toBe(false);
    expect(isHttpUrl("not a url")).toBe(false);
    expect(isHttpUrl(42)).toBe(false);
    expect(isHttpUrl(undefined)).toBe(false);
  });
});

describe("printableValue and shownValue", () => {
  it.each(HOSTILE_VALUES)("never throw for %s", (_, json) => {
    const value = JSON.parse(json) as unknown;
    expect(() => printableValue(value)).not.toThrow();
    expect(() => shownValue(value)).not.toThrow();
  });

  it("show numbers and short printable text, nothing else", () => {
    expect(printableValue(3)).toBe("3");
    expect(printableValue(" 2.1 ")).toBe("2.1");
    expect(printableValue(Number.NaN)).toBeNull();
    expect(printableValue("x".repeat(21))).toBeNull();
    expect(printableValue({ toString: 1 })).toBeNull();
    expect(shownValue({ toString: 1 })).toBe("{…}");
    expect(shownValue([{ toString: 1 }])).toBe("[…]");
    expect(shownValue(true)).toBe("true");
    expect(shownValue("text")).toBe("text");
  });
});

describe("readDocumentEnvelope", () => {
  const expected = { format: "f", versions: [1] };
  it("tells a document from text that is not JSON, a foreign file and another version", () => {
    expect(readDocumentEnvelope('{"format":"f","version":1,"x":2}', expected)).toEqual({
      kind: "document",
      data: { format: "f", version: 1, x: 2 },
      version: 1,
    });
    expect(readDocumentEnvelope("{", expected)).toEqual({ kind: "not-json" });
    expect(readDocumentEnvelope("[]", expected)).toEqual({ kind: "foreign" });
    expect(readDocumentEnvelope('{"format":"g","version":1}', expected)).toEqual({ kind: "foreign" });
    expect(readDocumentEnvelope('{"format":"f","version":2}', expected)).toEqual({ kind: "other-version", version: "2" });
    expect(readDocumentEnvelope('{"format":"f"}', expected)).toEqual({ kind: "other-version", version: null });
    // Without a format field, an object without a version is no document of this kind.
    expect(readDocumentEnvelope('{"articles":[]}', { versions: [3] })).toEqual({ kind: "foreign" });
  });

  it.each(HOSTILE_VALUES)("never throws, whatever stands in the version or the format: %s", (_, json) => {
    expect(readDocumentEnvelope(`{"format":"f","version":${json}}`, expected)).toMatchObject({ kind: "other-version" });
    expect(readDocumentEnvelope(`{"format":${json},"version":1}`, expected)).toEqual({ kind: "foreign" });
    expect(readDocumentEnvelope(`{"version":${json}}`, { versions: [3] }).kind).not.toBe("document");
  });

  it("reads only the object's own fields: a __proto__ key changes nothing", () => {
    expect(readDocumentEnvelope('{"__proto__":{"format":"f","version":1}}', expected)).toEqual({ kind: "foreign" });
  });
});
