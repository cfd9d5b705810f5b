import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createFileCache } from "./file-cache.mjs";

let dir = "";
/** @param {string} name */
const file = (name) => path.join(dir, name);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "labubu-file-cache-"));
  for (const [name, size] of [
    ["a", 400],
    ["b", 400],
    ["c", 400],
    ["huge", 2000],
  ]) {
    await writeFile(file(/** @type {string} */ (name)), Buffer.alloc(/** @type {number} */ (size), /** @type {string} */ (name)));
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("createFileCache", () => {
  it("reads a file once, then answers from memory with the same bytes", async () => {
    const cache = createFileCache({ maxBytes: 1000 });
    expect(cache.get(file("a"))).toBeUndefined();
    const body = await cache.load(file("a"));
    expect(body.equals(Buffer.alloc(400, "a"))).toBe(true);
    expect(cache.get(file("a"))).toBe(body);
    expect(cache.stats()).toMatchObject({ bytes: 400, files: 1, hits: 1, misses: 1 });
  });

  it("never holds more than its bytes: the least recently used body goes first", async () => {
    const cache = createFileCache({ maxBytes: 1000 });
    await cache.load(file("a"));
    await cache.load(file("b"));
    cache.get(file("a")); // a is now more recent than b
    await cache.load(file("c"));
    expect(cache.stats()).toMatchObject({ bytes: 800, files: 2 });
    expect(cache.get(file("b"))).toBeUndefined();
    expect(cache.get(file("a"))).toBeDefined();
    expect(cache.get(file("c"))).toBeDefined();
  });

  it("serves a file larger than the whole cache without keeping it", async () => {
    const cache = createFileCache({ maxBytes: 1000 });
    await cache.load(file("a"));
    expect((await cache.load(file("huge"))).length).toBe(2000);
    expect(cache.get(file("huge"))).toBeUndefined();
    expect(cache.get(file("a"))).toBeDefined();
    expect(cache.stats().bytes).toBe(400);
  });

  it("with no room keeps nothing and still reads every file", async () => {
    const cache = createFileCache({ maxBytes: 0 });
    expect((await cache.load(file("a"))).length).toBe(400);
    expect(cache.stats()).toMatchObject({ bytes: 0, files: 0 });
  });

  it("reads a cold file once however many requests wait for it", async () => {
    const cache = createFileCache({ maxBytes: 1000 });
    const bodies = await Promise.all(Array.from({ length: 20 }, () => cache.load(file("b"))));
    expect(new Set(bodies).size).toBe(1);
    expect(cache.stats().misses).toBe(1);
  });

  it("passes a read error on, keeps nothing, and tries again on the next request", async () => {
    const cache = createFileCache({ maxBytes: 1000 });
    await expect(cache.load(file("missing"))).rejects.toThrow(/ENOENT/);
    await expect(cache.load(file("missing"))).rejects.toThrow(/ENOENT/);
    expect(cache.stats()).toMatchObject({ bytes: 0, files: 0, misses: 2 });
  });
});
