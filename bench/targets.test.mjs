import { describe, expect, it } from "vitest";

import { evaluateTargets } from "./targets.mjs";

const pages = {
  "/": { page: { scores: { performance: 99 }, metrics: { cls: 0, tbt: 20 } }, lcpOverTwin: 1.1 },
  "/ai-content": { page: { scores: { performance: 91 }, metrics: { cls: 0.05, tbt: 390 } }, lcpOverTwin: 1.5 },
};

describe("evaluateTargets", () => {
  it("passes and misses each target against its limit", () => {
    const results = evaluateTargets({
      pages,
      server: {
        nginx: "nginx/1.22.1",
        targets: [
          { name: "/", ratio: 0.5 },
          { name: "asset", ratio: 0.9 },
        ],
      },
    });
    const byName = Object.fromEntries(results.map((result) => [result.target, result.ok]));
    expect(byName).toEqual({
      "/ Performance": true,
      "/ LCP / twin LCP": true,
      "/ CLS": true,
      "/ TBT (ms)": true,
      "/ai-content Performance": false,
      "/ai-content LCP / twin LCP": false,
      "/ai-content CLS": false,
      "/ai-content TBT (ms)": false,
      "server / req/s / nginx": false,
      "server asset req/s / nginx": true,
    });
  });

  it("judges the hub's analysis speed and typing INP when they were measured", () => {
    const hub = (/** @type {number | null} */ medianMs, /** @type {number | null} */ inp) => ({
      analysis: { words: 1500, medianMs },
      typing: { inp },
    });
    const server = { nginx: null, targets: [] };
    expect(evaluateTargets({ pages: {}, server, hub: hub(4.2, 48) })).toEqual([
      { target: "hub analysis of 1500 words, median (ms)", measured: 4.2, limit: "≤ 10", ok: true },
      { target: "hub typing INP (ms)", measured: 48, limit: "≤ 100", ok: true },
    ]);
    expect(evaluateTargets({ pages: {}, server, hub: hub(12, 120) }).map((target) => target.ok)).toEqual([false, false]);
    expect(evaluateTargets({ pages: {}, server })).toEqual([]);
  });

  it("holds article pages to Performance 100", () => {
    const results = evaluateTargets({
      pages: {
        "/ratgeber": { page: { scores: { performance: 99 }, metrics: { cls: 0, tbt: 0 } }, lcpOverTwin: 1 },
        "/ratgeber/artikel": { page: { scores: { performance: 100 }, metrics: { cls: 0, tbt: 0 } }, lcpOverTwin: 1 },
      },
      server: { nginx: null, targets: [] },
    });
    expect(results.filter((result) => result.target.endsWith("Performance"))).toEqual([
      { target: "/ratgeber Performance", measured: 99, limit: "≥ 100", ok: false },
      { target: "/ratgeber/artikel Performance", measured: 100, limit: "≥ 100", ok: true },
    ]);
  });

  it("says when nginx is missing instead of passing or failing the server target", () => {
    const [server] = evaluateTargets({ pages: {}, server: { nginx: null, targets: [{ name: "/", ratio: null }] } });
    expect(server).toMatchObject({ ok: null, note: "nginx not installed" });
  });

  it("cannot pass what was not measured", () => {
    const [performance] = evaluateTargets({
      pages: { "/": { page: { scores: {}, metrics: {} }, lcpOverTwin: null } },
      server: { nginx: null, targets: [] },
    });
    expect(performance?.ok).toBeNull();
  });
});
