import { describe, expect, it } from "vitest";

import { generationTargets, measureGenerationSpeed } from "./generation-speed.mjs";

describe("generationTargets", () => {
  it("passes a p95 within 20 ms and misses one above", () => {
    expect(generationTargets({ medianMs: 4, p95Ms: 12 })[0]).toMatchObject({ limit: "≤ 20", ok: true, measured: 12 });
    expect(generationTargets({ medianMs: 4, p95Ms: 25 })[0]?.ok).toBe(false);
    expect(generationTargets(null)).toEqual([]);
  });
});

describe("measureGenerationSpeed", () => {
  it("drafts every list topic in every category that offers it", { timeout: 60_000 }, async () => {
    const result = await measureGenerationSpeed(process.cwd(), { rounds: 1 });
    expect(result.topics).toBe(56);
    expect(result.drafts).toBe(56);
    expect(result.medianMs).toBeGreaterThan(0);
  });
});
