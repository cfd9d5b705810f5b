import { describe, expect, it } from "vitest";

import { publishReport, publishTargets } from "./publish.mjs";

const column = (/** @type {number} */ articles, /** @type {number} */ liveMs, /** @type {number} */ searchableMs) => ({
  articles,
  fullBuildSeconds: articles === 4 ? 10.4 : 38.6,
  rounds: [],
  liveMs,
  searchableMs,
  settledMs: searchableMs + 1000,
  workerRssBytes: 300 * 2 ** 20,
  serverRssBytes: { before: 60 * 2 ** 20, after: 61 * 2 ** 20 },
  contentBuild: { prepare: 20, render: 900, finish: 700 },
  photos: null,
});

describe("the publishing bench's report", () => {
  it("shows each column beside its full build and judges the 1,000-article column against the targets", () => {
    const result = { rounds: 3, columns: [column(4, 1800, 3100), column(1000, 3400, 2500), column(10000, 9000, 4000)] };
    expect(publishTargets(result).map((target) => [target.target, target.ok])).toEqual([
      ["publish → live, 1000 articles (ms)", false],
      ["publish → searchable, 1000 articles (ms)", true],
      ["publish → live, 10000 articles (ms)", false],
      ["publish → searchable, 10000 articles (ms)", true],
    ]);
    const text = publishReport(result);
    expect(text).toMatch(/1[,.]?000\s+38\.6 s\s+3\.40 s\s+2\.50 s\s+3\.50 s\s+20 ms \/ 900 ms \/ 700 ms\s+300 MB/);
    expect(text).toContain("MISS  publish → live, 1000 articles (ms): 3.40 s (≤ 3000)");
    expect(text).toContain("PASS  publish → searchable, 1000 articles (ms): 2.50 s (≤ 3000)");
    expect(text).toContain("PASS  publish → searchable, 10000 articles (ms): 4.00 s (≤ 5000)");
  });

  it("judges nothing without a column of 1,000 articles", () => {
    expect(publishTargets({ rounds: 1, columns: [column(4, 1800, 3100)] })).toEqual([]);
  });
});
