import { describe, expect, it } from "vitest";

import { interactionStats, longDraftBody } from "./typing.mjs";

const words = (/** @type {string} */ text) => text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

describe("longDraftBody", () => {
  it("has exactly the asked number of words, in sections under subheadings", () => {
    for (const count of [1, 37, 202, 1500, 100_000]) expect(words(longDraftBody(count)), String(count)).toBe(count);
    const body = longDraftBody(1500);
    expect(body.match(/^## Abschnitt \d+$/gm)).toHaveLength(7);
    expect(body.split("\n\n").every((block) => words(block) <= 50)).toBe(true);
  });
});

describe("interactionStats", () => {
  it("counts unreported (fast) interactions as 16 ms and takes INP as the worst but one per 50", () => {
    // 60 interactions: the worst one is ignored.
    expect(interactionStats([120, 40], 60)).toEqual({ interactions: 60, reported: 2, inp: 40, median: 16, p95: 16, max: 120 });
    expect(interactionStats([120, 40], 49)).toMatchObject({ inp: 120 });
    expect(interactionStats([300, 120, 40], 100)).toMatchObject({ inp: 40, max: 300 });
    expect(interactionStats([], 0)).toMatchObject({ interactions: 0, inp: null });
  });
});
