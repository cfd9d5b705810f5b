import { describe, expect, it } from "vitest";

import { loadChunk } from "./load-chunk";

describe("loadChunk", () => {
  it("returns the module", async () => {
    await expect(loadChunk(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it("waits instead of resolving undefined while the page reloads", async () => {
    const result = await Promise.race([loadChunk(async () => undefined), new Promise((r) => setTimeout(() => r("pending"), 20))]);
    expect(result).toBe("pending");
  });

  it("passes a real failure on", async () => {
    await expect(loadChunk(() => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
  });
});
