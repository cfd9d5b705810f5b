import { describe, expect, it } from "vitest";

import { isHttpUrl } from "./guards";

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
