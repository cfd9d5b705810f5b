import { describe, expect, it } from "vitest";

import { scrollKeepingBelow } from "./keep-below-in-place";

describe("scrollKeepingBelow", () => {
  const viewportHeight = 800;

  it("scrolls by the growth where the block began above the viewport and ended within it", () => {
    // The visitor looks at the footer below a placeholder that ends 300 px into the viewport.
    expect(scrollKeepingBelow({ top: -400, before: 700, after: 2200, viewportHeight })).toBe(1500);
    // A block entirely above the viewport moves what is below it just the same.
    expect(scrollKeepingBelow({ top: -900, before: 700, after: 2200, viewportHeight })).toBe(1500);
  });

  it("scrolls back by the shrinkage the same way", () => {
    expect(scrollKeepingBelow({ top: -400, before: 700, after: 500, viewportHeight })).toBe(-200);
  });

  it("leaves the page where the visitor sees the block's start", () => {
    expect(scrollKeepingBelow({ top: 0, before: 700, after: 2200, viewportHeight })).toBe(0);
    expect(scrollKeepingBelow({ top: 120, before: 300, after: 2200, viewportHeight })).toBe(0);
  });

  it("leaves the page where the block's end lies below the viewport: nothing below it is seen", () => {
    expect(scrollKeepingBelow({ top: -100, before: 1200, after: 2200, viewportHeight })).toBe(0);
    expect(scrollKeepingBelow({ top: -100, before: 900, after: 2200, viewportHeight })).toBe(0);
  });
});
