import { describe, expect, it } from "vitest";

import { durationOf, summarizeTimes, withAppModules } from "./app-timing.mjs";

describe("summarizeTimes", () => {
  it("reports median, nearest-rank p95 and maximum, whatever the order", () => {
    const times = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(summarizeTimes(times)).toEqual({ medianMs: 50.5, p95Ms: 95, maxMs: 100 });
    expect(summarizeTimes([])).toEqual({ medianMs: null, p95Ms: null, maxMs: null });
  });
});

describe("durationOf", () => {
  it("measures the call it is given", () => {
    let calls = 0;
    const busyUntil = (/** @type {number} */ end) => {
      calls++;
      while (performance.now() < end);
    };
    expect(durationOf(() => busyUntil(performance.now() + 5))).toBeGreaterThanOrEqual(5);
    expect(calls).toBe(1);
  });
});

describe("withAppModules", () => {
  it("loads the app's TypeScript with the ~ alias and passes on what the callback returns", { timeout: 60_000 }, async () => {
    const result = await withAppModules(process.cwd(), async (load) => {
      // affiliate.ts reads the site config through "~/config/site".
      const { affiliateUrl, isMarketplaceUrl } = await load("/app/utils/affiliate.ts");
      return isMarketplaceUrl(affiliateUrl("/stores/page/beispiel", ""));
    });
    expect(result).toBe(true);
  });

  it("rejects with the callback's error", { timeout: 60_000 }, async () => {
    await expect(
      withAppModules(process.cwd(), async () => {
        throw new Error("broken bench step");
      }),
    ).rejects.toThrow("broken bench step");
  });
});
