import { describe, expect, it } from "vitest";

import { KEY_PATTERN } from "../../app/features/hub/publishing/editor-contract.ts";
import { allowedAddresses, createBackoff, createRateLimit, createToken, editorWithKey, foreignRequest } from "./guards.mjs";

const anna = { name: "Anna", email: "anna@example.at", key: "anna-3d641047b896ce530f2096f21a868489" };
const ben = { name: "Ben", email: "ben@example.at", key: "ben-0390b0993ba440e1898ec7fd7511d099" };

/** @param {Record<string, string>} headers */
const req = (headers) => /** @type {import("node:http").IncomingMessage} */ (/** @type {unknown} */ ({ headers }));

describe("the editor mode's guards", () => {
  it("makes keys of 256 bits and finds the editor of a key, whole keys only", () => {
    const key = createToken();
    expect(key).toMatch(KEY_PATTERN);
    expect(key).not.toBe(createToken());
    expect(editorWithKey([anna, ben], ben.key)).toBe(ben);
    expect(editorWithKey([anna, ben], anna.key)).toBe(anna);
    for (const given of [anna.key.slice(0, -1), `${anna.key}x`, "", undefined])
      expect(editorWithKey([anna, ben], given)).toBeNull();
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

  it("refuses another site's requests on every method: Sec-Fetch-Site, a foreign Origin, a write without Origin, a foreign Host", () => {
    const allowed = allowedAddresses({ host: "127.0.0.1", port: 3000 });
    const own = { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" };
    expect(foreignRequest(req(own), allowed, "POST")).toBeNull();
    expect(foreignRequest(req({ host: own.host }), allowed, "GET")).toBeNull();
    expect(foreignRequest(req({ host: own.host, "sec-fetch-site": "same-origin" }), allowed, "GET")).toBeNull();
    // An <img> on another site: a GET without Origin, but the browser names the site.
    expect(foreignRequest(req({ host: own.host, "sec-fetch-site": "cross-site" }), allowed, "GET")).toBe("origin");
    expect(foreignRequest(req({ ...own, "sec-fetch-site": "same-site" }), allowed, "POST")).toBe("origin");
    expect(foreignRequest(req({ host: own.host, origin: "https://fremd.example" }), allowed, "GET")).toBe("origin");
    expect(foreignRequest(req({ host: own.host }), allowed, "POST")).toBe("origin");
    expect(foreignRequest(req({ ...own, host: "fremd.example:3000" }), allowed, "POST")).toBe("host");
  });

  it("slows a client down after five wrong keys, doubling the wait, and forgets it after a quiet quarter of an hour", () => {
    let now = 0;
    const backoff = createBackoff({ now: () => now });
    for (let wrong = 0; wrong < 5; wrong++) backoff.fail("a");
    expect(backoff.waiting("a")).toBe(0);
    backoff.fail("a");
    expect(backoff.waiting("a")).toBe(1);
    now += 1_000;
    backoff.fail("a");
    expect(backoff.waiting("a")).toBe(2);
    expect(backoff.waiting("b")).toBe(0);
    for (let wrong = 0; wrong < 40; wrong++) backoff.fail("a");
    expect(backoff.waiting("a")).toBe(15 * 60);
    now += 15 * 60_000;
    expect(backoff.waiting("a")).toBe(0);
    backoff.fail("a");
    expect(backoff.waiting("a")).toBe(0);
  });

  it("remembers a bounded number of clients", () => {
    const backoff = createBackoff({ clients: 2, free: 0, now: () => 0 });
    for (const client of ["a", "b", "c"]) backoff.fail(client);
    expect([backoff.waiting("a"), backoff.waiting("b"), backoff.waiting("c")]).toEqual([0, 1, 1]);
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
