// Lighthouse through its Node API on system Chromium: the default config (mobile, simulated
// throttling), one browser reused for every run; Lighthouse clears the origin's cache and storage
// before each run, so every run is a first visit.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

import { chromiumArgs, chromiumExecutable } from "../../tests/browser.mjs";

/** @returns {Promise<{ port: number, kill: () => Promise<void> }>} */
export async function launchChrome() {
  const chrome = await launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
    logLevel: "silent",
  });
  return { port: chrome.port, kill: async () => void (await chrome.kill()) };
}

/**
 * One Lighthouse run. A busy machine now and then spoils a trace (NO_NAVSTART, NO_FCP); such a run is
 * repeated rather than failing the whole bench or budget check.
 * @param {string} url
 * @param {{ port: number, categories?: string[], attempts?: number, settings?: Record<string, number> }} options
 *   settings: Lighthouse's own, over its defaults (the budgets shorten its waits, SHORT_WAITS)
 * @returns {Promise<any>} the Lighthouse result (LHR)
 */
export async function runLighthouse(url, { port, categories, attempts = 3, settings = {} }) {
  let lastError;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const result = await lighthouse(url, {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
        disableFullPageScreenshot: true,
        ...settings,
      });
      if (!result) throw new Error("Lighthouse returned no result");
      if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
      return result.lhr;
    } catch (error) {
      lastError = error;
      if (attempt < attempts)
        console.warn(`Lighthouse run on ${url} failed (${error instanceof Error ? error.message : error}); retrying`);
    }
  }
  throw new Error(`Lighthouse failed on ${url} ${attempts} times`, { cause: lastError });
}

/**
 * Shorter waits for runs that gate no timing (accessibility, best practices, SEO): Lighthouse's defaults wait a second
 * after the first paint and after load, and for a second without network or CPU work, so the performance trace ends
 * quiet. The gated audits read the loaded page; half a second of quiet still sees the scripts run after load.
 */
export const SHORT_WAITS = {
  pauseAfterFcpMs: 0,
  pauseAfterLoadMs: 500,
  networkQuietThresholdMs: 500,
  cpuQuietThresholdMs: 500,
};

export const METRICS = /** @type {const} */ ({
  lcp: "largest-contentful-paint",
  fcp: "first-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  speedIndex: "speed-index",
  /** Everything the page loaded on Lighthouse's phone, as transferred (bytes). */
  totalBytes: "total-byte-weight",
});

/**
 * The numbers the bench reports from one Lighthouse result: category scores (0–100), metrics
 * (simulated, ms; CLS unitless), and the requests started before the observed (unthrottled) LCP.
 * @param {any} lhr
 */
export function summarizeRun(lhr) {
  /** @type {Record<string, number | null>} */
  const scores = {};
  for (const [id, category] of Object.entries(lhr.categories ?? {})) {
    scores[id] = typeof category.score === "number" ? Math.round(category.score * 100) : null;
  }
  /** @type {Record<string, number | null>} */
  const metrics = {};
  for (const [key, auditId] of Object.entries(METRICS)) {
    const value = lhr.audits?.[auditId]?.numericValue;
    metrics[key] = typeof value === "number" ? value : null;
  }
  const observedLcp = lhr.audits?.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? null;
  const requests = lhr.audits?.["network-requests"]?.details?.items ?? [];
  return {
    scores,
    metrics,
    /** What the largest paint was: its element as Lighthouse labels it. */
    lcpElement: lcpElementOf(lhr),
    // Lighthouse's own CPU speed probe: drops when other work competes for the cores.
    benchmarkIndex: typeof lhr.environment?.benchmarkIndex === "number" ? lhr.environment.benchmarkIndex : null,
    observedLcp,
    requestsBeforeLcp: requestsBefore(requests, observedLcp),
    failedAudits: failedAudits(lhr),
  };
}

/** @param {any} lhr @returns {string | null} the snippet of the largest paint's element */
function lcpElementOf(lhr) {
  /** @type {any[]} */
  const pending = [lhr.audits?.["largest-contentful-paint-element"]?.details];
  while (pending.length > 0) {
    const item = pending.shift();
    if (!item || typeof item !== "object") continue;
    if (item.type === "node" && typeof item.snippet === "string") return item.snippet;
    pending.push(...(Array.isArray(item.items) ? item.items : []), ...(item.node ? [item.node] : []));
  }
  return null;
}

/**
 * Requests (http/https) the browser started before `time`, in the network-requests audit's clock
 * (ms from the first request, which is the navigation itself).
 * @param {Array<{ url: string, rendererStartTime?: number, networkRequestTime?: number }>} items
 * @param {number | null} time
 */
export function requestsBefore(items, time) {
  if (typeof time !== "number") return null;
  return items.filter((item) => {
    const start = item.rendererStartTime ?? item.networkRequestTime;
    return /^https?:/.test(item.url) && typeof start === "number" && start <= time;
  }).length;
}

/**
 * Titles of the audits that cost points in the categories that ran (score below 1, weighted > 0),
 * so a budget miss says what to fix.
 * @param {any} lhr
 * @returns {Record<string, string[]>}
 */
export function failedAudits(lhr) {
  /** @type {Record<string, string[]>} */
  const out = {};
  /** @type {[string, { auditRefs?: { id: string, weight: number }[] }][]} */
  const categories = Object.entries(lhr.categories ?? {});
  for (const [id, category] of categories) {
    out[id] = (category.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .flatMap((ref) => {
        /** @type {{ id: string, title: string, score: number | null } | undefined} */
        const audit = lhr.audits[ref.id];
        return audit && typeof audit.score === "number" && audit.score < 1 ? [`${audit.id}: ${audit.title}`] : [];
      });
  }
  return out;
}
