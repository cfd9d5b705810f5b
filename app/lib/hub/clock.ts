/**
 * The hub's clock. The automation and the analytics read the time only through `hubNow`, so tests
 * can move it forward: `window.__HUB_NOW__` (a timestamp in milliseconds or an ISO string) is
 * honoured only between the real time and `MAX_AHEAD_MS` after it, so it can neither send the plan
 * into the past nor park it years ahead. `window.__HUB_TICK_MS__` lets tests check for due slots
 * more often than every `TICK_MS` (clamped to 100 ms – `TICK_MS`). The automation tab's
 * `data-automation-checks` counts the finished checks, so a test waits for checks, not for time.
 */

declare global {
  interface Window {
    /** Test hook: the hub's "now" (clamped, see resolveNow). */
    __HUB_NOW__?: unknown;
    /** Test hook: how often the automation looks for due slots (clamped, see resolveTickMs). */
    __HUB_TICK_MS__?: unknown;
  }
}

export const MAX_AHEAD_MS = 70 * 86_400_000;
/** How often an open hub looks for due slots. */
export const TICK_MS = 30_000;
const MIN_TICK_MS = 100;

export function resolveNow(override: unknown, real: Date): Date {
  const wanted = typeof override === "number" ? override : typeof override === "string" ? Date.parse(override) : Number.NaN;
  if (!Number.isFinite(wanted)) return real;
  return new Date(Math.min(real.getTime() + MAX_AHEAD_MS, Math.max(real.getTime(), wanted)));
}

export function resolveTickMs(override: unknown): number {
  if (typeof override !== "number" || !Number.isFinite(override)) return TICK_MS;
  return Math.min(TICK_MS, Math.max(MIN_TICK_MS, Math.round(override)));
}

/** The hub's "now" in the browser. */
export function hubNow(): Date {
  return resolveNow(typeof window === "undefined" ? undefined : window.__HUB_NOW__, new Date());
}
