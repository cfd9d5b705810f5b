import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

import { MODULES_BLOCK_ID } from "../../scripts/defer-hydration.mjs";

/**
 * Every test page records console errors and uncaught exceptions; a test fails if any occurred
 * (unless it declares them expected via `allowConsoleErrors`).
 */
export const test = base.extend<{
  consoleErrors: string[];
  allowConsoleErrors: RegExp[];
}>({
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // Playwright reads an array option as [value, options]; accept one pattern or a list.
        const patterns: RegExp[] = [allowConsoleErrors].flat();
        if (!patterns.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Runs axe (WCAG 2.2 A/AA and best practices) on the current page and asserts zero violations.
 * Axe runs in the page itself ("legacy mode"): the default collects each frame's partial results and
 * joins them in a second, blank page, which took about 2.5 times as long on the collection page with
 * the same rules and the same results. The site's pages have no frames; legacy mode would leave a
 * cross-origin frame untested, so the check also asserts that none is there.
 */
export async function expectNoAxeViolations(page: Page) {
  // axe's target-size rule places a sticky element where it is painted now, not where it sits in the flow
  // (dequelabs/axe-core#3720): scrolled, the site's sticky header "obscures" whatever row passes beneath it.
  // Axe therefore runs at the top of the page, and the test goes on where it was.
  const scrolled = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo({ top: 0, behavior: "instant" });
    return y;
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .setLegacyMode()
    .analyze();
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), scrolled);
  expect(await page.locator("iframe, frame").count(), "frames axe would not test").toBe(0);
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Scrolls the page through in steps, each held for rendered frames, so every lazily loaded section of the home page
 * arrives however slow the machine; then waits until no placeholder is left.
 */
export async function renderEverySection(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await renderedFrames(page);
  }
  await expect(page.locator("[data-slot=skeleton]")).toHaveCount(0);
}

/** Waits until React has hydrated (the root sets data-hydrated on <html>). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Resolves once the page has rendered `count` more frames: a scroll position set before has been
 * laid out and seen by IntersectionObserver. Waits as long as a busy machine needs, never a fixed time.
 */
export async function renderedFrames(page: Page, count = 2) {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(frames);
      }),
    count,
  );
}

/** What the shared hydration script reads from a page's JSON block (scripts/defer-hydration.mjs). */
export type PageModules = {
  preloads: string[];
  imports: string[];
  routeModules: Record<string, number>;
  entry: string;
  stylesheet: string;
};

/** The JSON block with a page's modules and stylesheet, from its HTML. */
export function pageModules(html: string): PageModules {
  const block = new RegExp(`<script type="application/json" id="${MODULES_BLOCK_ID}">([^<]*)</script>`).exec(html);
  expect(block, "the JSON block with the page's modules").not.toBeNull();
  return JSON.parse(block![1]!) as PageModules;
}

/**
 * Waits until a (smooth) scroll has ended: the position stays the same for 10 rendered frames. A smooth
 * scroll moves on every frame, so counting frames rather than milliseconds holds on a slow machine too.
 */
export async function waitForScrollToSettle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}
