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
    expect(performance.ok).toBeNull();
  });
});
