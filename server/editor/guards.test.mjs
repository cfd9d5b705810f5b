import { describe, expect, it } from "vitest";

import { allowedAddresses, createRateLimit, createToken, isSlug, tokenMatches, TOKEN_PATTERN } from "./guards.mjs";

describe("the editor mode's guards", () => {
  it("makes tokens of 256 bits and compares them whole", () => {
    const token = createToken();
    expect(token).toMatch(TOKEN_PATTERN);
    expect(token).not.toBe(createToken());
    expect(tokenMatches(token, token)).toBe(true);
    expect(tokenMatches(token, token.slice(0, -1))).toBe(false);
    expect(tokenMatches(token, `${token}x`)).toBe(false);
    expect(tokenMatches(token, undefined)).toBe(false);
    expect(tokenMatches(token, "")).toBe(false);
  });

  it("accepts the site's slugs only: no traversal, no separators, no encoded tricks", () => {
    for (const slug of ["labubu-wien", "a", "serie-2025"]) expect(isSlug(slug), slug).toBe(true);
    for (const slug of ["../x", "a/b", "a\\b", "..", "%2e%2e", "A", "a--b", "-a", "a-", "ä", "", "a".repeat(81), 5, null]) {
      expect(isSlug(slug), String(slug)).toBe(false);
    }
  });

  it("allows the server's own addresses on its port and configured ones", () => {
    const { origins, hosts } = allowedAddresses({ host: "127.0.0.1", port: 3000, extra: ["https://redaktion.example.at"] });
    expect([...origins]).toEqual(
      expect.arrayContaining(["http://127.0.0.1:3000", "http://localhost:3000", "https://redaktion.example.at"]),
    );
    expect(hosts.has("localhost:3000")).toBe(true);
    expect(hosts.has("redaktion.example.at")).toBe(true);
    expect(hosts.has("127.0.0.1:3001")).toBe(false);
  });

  it("limits requests per window", () => {
    let now = 0;
    const limit = createRateLimit({ limit: 2, windowMs: 1000, now: () => now });
    expect([limit.take(), limit.take(), limit.take()]).toEqual([true, true, false]);
    expect(limit.full()).toBe(true);
    expect(limit.retryAfter()).toBe(1);
    now = 1000;
    expect(limit.take()).toBe(true);
  });
});
