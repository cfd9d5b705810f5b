import { describe, expect, it } from "vitest";

import { MAX_TARGET_LENGTH, parseTarget } from "./request-target.mjs";

describe("parseTarget", () => {
  it("decodes origin-form targets and splits off the query", () => {
    expect(parseTarget("/")).toEqual({ ok: true, path: "/", query: "" });
    expect(parseTarget("/ai-content?tab=1#x")).toEqual({ ok: true, path: "/ai-content", query: "?tab=1" });
    expect(parseTarget("/%C3%B6sterreich")).toEqual({ ok: true, path: "/österreich", query: "" });
  });

  it("takes only the path of absolute-form targets", () => {
    expect(parseTarget("http://evil.example/impressum?a")).toEqual({ ok: true, path: "/impressum", query: "?a" });
    expect(parseTarget("HTTPS://evil.example")).toEqual({ ok: true, path: "/", query: "" });
    expect(parseTarget("http://evil.example?x=1")).toEqual({ ok: true, path: "/", query: "?x=1" });
    expect(parseTarget("ftp://evil.example/").ok).toBe(false);
    expect(parseTarget("*").ok).toBe(false);
    expect(parseTarget("evil.example:443").ok).toBe(false);
  });

  it.each([
    "/../etc/passwd",
    "/a/../../etc/passwd",
    "/%2e%2e/etc/passwd",
    "/%2E%2E%2Fetc",
    "/./a",
    "/a/.",
    "/a\\b",
    "/a%5Cb",
    "/a%00",
    "/a%0Ab",
    "/a%7F",
    "/%E0%A4%A",
    "/%",
    "/%G1",
    "/%ED%A0%80",
  ])("refuses %s with 400", (target) => {
    expect(parseTarget(target)).toMatchObject({ ok: false, status: 400 });
  });

  it("decodes exactly once, so double encoding stays literal", () => {
    expect(parseTarget("/%252e%252e%252fetc")).toEqual({ ok: true, path: "/%2e%2e%2fetc", query: "" });
  });

  it("refuses overlong targets with 414", () => {
    expect(parseTarget("/" + "a".repeat(MAX_TARGET_LENGTH))).toMatchObject({ ok: false, status: 414 });
    expect(parseTarget("/" + "a".repeat(MAX_TARGET_LENGTH - 1)).ok).toBe(true);
  });
});
