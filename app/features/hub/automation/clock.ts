/**
 * The hub's clock. The automation, the planning form, the drafts and the analytics read the time
 * only through `hubNow`, and the domain functions take "today" as a parameter, so the plan depends
 * on no other clock: tests set and run the browser's clock (Playwright's `page.clock`) to any date
 * of the year and through the looks for due slots. The automation tab's `data-automation-checks`
 * counts the finished checks, so a test waits for checks, not for time.
 */

/** How often an open hub looks for due slots. */
export const TICK_MS = 30_000;

/** The hub's "now" in the browser. */
export function hubNow(): Date {
  return new Date();
}
