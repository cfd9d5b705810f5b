/**
 * The hub's clock. The automation, the planning form, the drafts and the analytics read the time
 * only through `hubNow`, and the domain functions take "today" as a parameter, so the plan depends
 * on no other clock: tests set the browser's clock (Playwright's `page.clock`) to any date of the
 * year. `window.__HUB_TICK_MS__` lets tests check for due slots more often than every `TICK_MS`
 * (clamped to 100 ms – `TICK_MS`). The automation tab's `data-automation-checks` counts the finished
 * checks, so a test waits for checks, not for time.
 */

declare global {
  interface Window {
    /** Test hook: how often the automation looks for due slots (clamped, see resolveTickMs). */
    __HUB_TICK_MS__?: unknown;
  }
}

/** How often an open hub looks for due slots. */
export const TICK_MS = 30_000;
const MIN_TICK_MS = 100;

export function resolveTickMs(override: unknown): number {
  if (typeof override !== "number" || !Number.isFinite(override)) return TICK_MS;
  return Math.min(TICK_MS, Math.max(MIN_TICK_MS, Math.round(override)));
}

/** The hub's "now" in the browser. */
export function hubNow(): Date {
  return new Date();
}
