import { describe, expect, it } from "vitest";

import { scaleReport, scaleTargets } from "./scale.mjs";

const column = (/** @type {number} */ articles, /** @type {Partial<Record<string, any>>} */ over = {}) => ({
  articles,
  buildSeconds: articles / 25,
  pages: { list: { raw: 92_600, br: 15_700 }, category: { raw: 94_100, br: 15_300 }, article: { raw: 103_900, br: 20_900 } },
  sitemap: { index: articles >= 10_000, children: articles >= 10_000 ? 1 : 0, bytes: 900 },
  searchIndex: { files: 30, bytes: 500_000, records: articles + 10 },
  search: { ms: 200, maxMs: 250, bytes: 150_000, maxBytes: 160_000, requests: 8 },
  lighthouse: { list: { performance: 100, tbt: 20, lcp: 900 }, article: { performance: 100, tbt: 30, lcp: 1000 } },
  publish: {
    liveMs: 1500,
    searchableMs: 2500,
    settledMs: 4000,
    workerRssBytes: 300 * 2 ** 20,
    serverRssBytes: { before: 60 * 2 ** 20, after: 61 * 2 ** 20 },
  },
  ...over,
});

describe("the scale bench's report", () => {
  it("judges each column against its own targets and the largest build against the smallest", () => {
    const result = {
      rounds: 3,
      columns: [
        column(1000),
        column(10_000, { buildSeconds: 300, publish: { ...column(0).publish, liveMs: 9000, workerRssBytes: 700 * 2 ** 20 } }),
      ],
    };
    const verdicts = Object.fromEntries(scaleTargets(/** @type {any} */ (result)).map((target) => [target.target, target.ok]));
    expect(verdicts).toMatchObject({
      "full build, 10000 over 1000 articles (×)": false,
      "publish → live, 1000 articles (ms)": true,
      "publish → live, 10000 articles (ms)": false,
      "publish → searchable, 10000 articles (ms)": true,
      "content build process RSS, 1000 articles (MB)": true,
      "content build process RSS, 10000 articles (MB)": false,
      "list page HTML, 10000 articles (bytes, flat)": true,
      "Lighthouse article performance, 10000 articles (level)": true,
    });
    const text = scaleReport(/** @type {any} */ (result));
    expect(text).toMatch(/full build\s+40\.0 s \(1\.0×\)\s+300\.0 s \(7\.5×\)/);
    expect(text).toMatch(/sitemap\s+one file, .+\s+index of 1/);
    expect(text).toContain("MISS  publish → live, 10000 articles (ms): 9000 (≤ 3000)");
  });
});
