import { describe, expect, it } from "vitest";

import { MAX_TARGET_LENGTH, isHostAcceptable, isTargetTooLong, parseTarget, redirectQuery } from "./request-target.mjs";

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

describe("isHostAcceptable", () => {
  const req = (/** @type {string[]} */ rawHeaders, minor = 1) => ({ rawHeaders, httpVersionMajor: 1, httpVersionMinor: minor });

  it("takes one Host with a host name, an address or nothing, with or without a port", () => {
    for (const host of ["example.at", "www.example.at:443", "127.0.0.1", "[::1]:3000", "[v1.fe80::a]", "my%2Dhost", "a_b", ""]) {
      expect(isHostAcceptable(req(["Host", host])), host).toBe(true);
    }
  });

  it("refuses two Host lines, whatever their spelling and values", () => {
    expect(isHostAcceptable(req(["Host", "a", "host", "a"]))).toBe(false);
    expect(isHostAcceptable(req(["HOST", "a", "Accept", "*/*", "Host", "b"], 0))).toBe(false);
  });

  it.each(["<script>x</script>", "a/b?c", "a b", "user@example.at", "example.at:80a", "a#b", "%zz", '"a"', "[::1", "a\\b"])(
    "refuses the Host %s",
    (host) => {
      expect(isHostAcceptable(req(["Host", host]))).toBe(false);
    },
  );

  it("requires a Host on HTTP/1.1, not on HTTP/1.0", () => {
    expect(isHostAcceptable(req(["Accept", "*/*"]))).toBe(false);
    expect(isHostAcceptable(req(["Accept", "*/*"], 0))).toBe(true);
  });
});

describe("redirectQuery", () => {
  it("keeps what a query may carry and percent-encodes the rest", () => {
    expect(redirectQuery("")).toBe("");
    expect(redirectQuery("?")).toBe("");
    expect(redirectQuery("?tab=planen&q=a%20b")).toBe("?tab=planen&q=a%20b");
    expect(redirectQuery("?a=b:c@d/e?f!$'()*+,;=~")).toBe("?a=b:c@d/e?f!$'()*+,;=~");
    expect(redirectQuery('?q="<script>"')).toBe("?q=%22%3Cscript%3E%22");
    expect(redirectQuery("?q={|}^`[]\\")).toBe("?q=%7B%7C%7D%5E%60%5B%5D%5C");
    expect(redirectQuery("?q=100%")).toBe("?q=100%25");
  });

  it("drops a query with spaces, control characters or bytes beyond ASCII", () => {
    for (const query of ["?a b", "?a\u0000", "?\u00e4", "?a\u007f"]) expect(redirectQuery(query)).toBe("");
  });
});

describe("isTargetTooLong", () => {
  it("counts the whole target, query included", () => {
    expect(isTargetTooLong(`/?${"a".repeat(MAX_TARGET_LENGTH - 2)}`)).toBe(false);
    expect(isTargetTooLong(`/?${"a".repeat(MAX_TARGET_LENGTH - 1)}`)).toBe(true);
  });
});
