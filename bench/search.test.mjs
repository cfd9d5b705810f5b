import { describe, expect, it } from "vitest";

import { SEARCH_TARGETS, searchReport, searchTargets, summarizeTimings } from "./search.mjs";

/** @param {string} query @param {number} ms @param {number} bytes */
const timing = (query, ms, bytes) => ({ query, ms, bytes, bodyBytes: bytes - 5000, requests: 15 });

const today = {
  articles: 4,
  records: 15,
  cold: [timing("Zoll", 250, 150_000), timing("Fälschungen", 270, 180_000), timing("Wacky Mart", 240, 160_000)],
  warm: [timing("Zoll", 170, 4_000), timing("Wacky Mart", 175, 0)],
};
const large = { ...today, articles: 1000, records: 1011, cold: [timing("Zoll", 420, 310_000)], warm: [] };

describe("search measurements", () => {
  it("summarize as medians with the worst case beside them", () => {
    expect(summarizeTimings(today.cold)).toEqual({ ms: 250, maxMs: 270, bytes: 160_000, maxBytes: 180_000, requests: 15 });
    expect(summarizeTimings([])).toMatchObject({ ms: null, maxMs: null, bytes: null, maxBytes: null });
  });

  it("are held against ≤ 300 KB for the largest first query and ≤ 300 ms from keystroke to results", () => {
    expect(SEARCH_TARGETS).toEqual({ firstQueryBytes: 300_000, keystrokeToResultsMs: 300 });
    const targets = searchTargets([today, large]);
    expect(targets.map((target) => [target.target, target.ok])).toEqual([
      ["search, 4 articles: first query, KB (largest)", true],
      ["search, 4 articles: keystroke → results, first query (ms)", true],
      ["search, 4 articles: keystroke → results, later queries (ms)", true],
      ["search, 1000 articles: first query, KB (largest)", false],
      ["search, 1000 articles: keystroke → results, first query (ms)", false],
      ["search, 1000 articles: keystroke → results, later queries (ms)", null],
    ]);
    expect(targets[3]?.measured).toBe(310);
  });

  it("print one row per build", () => {
    const text = searchReport({ runs: [today, large], queries: ["Zoll"], keyDelayMs: 60, largeBuildSeconds: 90 });
    expect(text).toContain("Site search");
    expect(text).toMatch(/4 articles \(15 hits indexed\)/);
    expect(text).toMatch(/1000 articles \(1011 hits indexed\)/);
  });
});
