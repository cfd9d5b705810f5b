// The site search in a real browser (`npm run bench`): the bytes a first query loads and the time
// from the last keystroke to the results on screen, on the build as it is and on a build with
// 1,000 articles (scripts/generate-articles.mjs, built with ARTICLES_DIR into a temporary folder).
/* global window, document, MutationObserver, requestAnimationFrame */
import { spawnSync } from "node:child_process";
import { readFile, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";

import { generateArticles } from "../scripts/generate-articles.mjs";
import { launchBrowser } from "../scripts/measure/first-visit.mjs";
import { KB, formatKB, formatMs, formatNumber, formatTable } from "../scripts/measure/format.mjs";
import { startSiteServer } from "../scripts/measure/servers.mjs";
import { median } from "./stats.mjs";
import { queryHalves } from "../tests/search/collector-query-set.mjs";

export const SEARCH_TARGETS = /** @type {const} */ ({
  /** Bytes over the wire (bodies as sent, plus response headers) from the first keystroke to the first results. */
  firstQueryBytes: 300 * KB,
  /** From the last keystroke to the results on screen (the search waits 150 ms for typing to pause). */
  keystrokeToResultsMs: 300,
});

/** Queries a collector types: a word, an inflected form, a series name, a hyphenated term. */
export const SEARCH_QUERIES = ["Zoll", "Fälschungen", "Wacky Mart", "Secret-Figur"];
/** Typing speed of the measurement: a key every 60 ms, faster than the search's pause. */
const KEY_DELAY_MS = 60;

/**
 * @typedef {{ query: string, ms: number, bytes: number, bodyBytes: number, requests: number }} QueryTiming
 * @typedef {{ articles: number, records: number | null, cold: QueryTiming[], warm: QueryTiming[] }} SearchRun
 */

/**
 * Types `query` into the search field and waits until its results are on screen. Returns the time
 * from the last keystroke (the input event's timestamp) to the frame after the results arrived, and
 * what the browser fetched meanwhile (the page's and Pagefind's worker's requests).
 * @param {import("playwright-core").Page} page
 * @param {string} query
 * @param {{ requests: { sizes: () => Promise<{ responseBodySize: number, responseHeadersSize: number }> }[] }} network requests finished while typing, filled by the caller
 * @returns {Promise<QueryTiming>}
 */
async function typeAndWait(page, query, network) {
  network.requests.length = 0;
  await page.evaluate((expected) => {
    const w = /** @type {any} */ (window);
    const input = /** @type {HTMLInputElement} */ (document.querySelector("main input[type=search]"));
    const status = /** @type {HTMLElement} */ (document.querySelector("main [role=status]"));
    w.__searchBench = { lastKey: 0, shown: 0 };
    input.addEventListener("input", (event) => (w.__searchBench.lastKey = event.timeStamp));
    const observer = new MutationObserver(() => {
      if (!status.textContent?.includes(`„${expected}“`)) return;
      observer.disconnect();
      // Results are in the DOM: the next frame shows them.
      requestAnimationFrame(() => setTimeout(() => (w.__searchBench.shown = performance.now()), 0));
    });
    observer.observe(status, { childList: true, characterData: true, subtree: true });
  }, query);
  const field = page.locator("main input[type=search]");
  await field.fill("");
  await field.focus();
  await page.keyboard.type(query, { delay: KEY_DELAY_MS });
  await page.waitForFunction(() => /** @type {any} */ (window).__searchBench.shown > 0, undefined, { timeout: 60_000 });
  const { lastKey, shown } = await page.evaluate(() => /** @type {any} */ (window).__searchBench);
  // Requests still finishing after the results showed (none expected) are counted too.
  await page.waitForLoadState("networkidle");
  let bodyBytes = 0;
  let headerBytes = 0;
  for (const request of network.requests) {
    const sizes = await request.sizes();
    bodyBytes += sizes.responseBodySize;
    headerBytes += sizes.responseHeadersSize;
  }
  return { query, ms: shown - lastKey, bytes: bodyBytes + headerBytes, bodyBytes, requests: network.requests.length };
}

/**
 * Every query once as the first search of a fresh visit (nothing cached: the search loads its
 * script, worker, WebAssembly and index), then the others in the same page (warm).
 * @param {import("playwright-core").Browser} browser
 * @param {string} origin
 * @param {{ runs: number, articles: number, records?: number | null }} options
 * @returns {Promise<SearchRun>}
 */
export async function measureSearch(browser, origin, { runs, articles, records = null }) {
  /** @type {QueryTiming[]} */
  const cold = [];
  /** @type {QueryTiming[]} */
  const warm = [];
  for (let run = 0; run < runs; run++) {
    for (const first of SEARCH_QUERIES) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        locale: "de-AT",
        serviceWorkers: "block",
      });
      const page = await context.newPage();
      /** @type {{ requests: any[] }} */
      const network = { requests: [] };
      page.on("requestfinished", (request) => network.requests.push(request));
      await page.goto(`${origin}/suche`, { waitUntil: "load" });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.waitForLoadState("networkidle");
      cold.push(await typeAndWait(page, first, network));
      for (const next of SEARCH_QUERIES.filter((query) => query !== first)) warm.push(await typeAndWait(page, next, network));
      await context.close();
    }
  }
  return { articles, records, cold, warm };
}

/**
 * @param {QueryTiming[]} timings
 */
export function summarizeTimings(timings) {
  return {
    ms: median(timings.map((timing) => timing.ms)),
    maxMs: timings.length ? Math.max(...timings.map((timing) => timing.ms)) : null,
    bytes: median(timings.map((timing) => timing.bytes)),
    maxBytes: timings.length ? Math.max(...timings.map((timing) => timing.bytes)) : null,
    requests: median(timings.map((timing) => timing.requests)),
  };
}

/**
 * The bench's target lines: the worst first query's bytes and the median keystroke-to-results time,
 * for each build measured.
 * @param {SearchRun[]} runs
 */
export function searchTargets(runs) {
  return runs.flatMap((run) => {
    const cold = summarizeTimings(run.cold);
    const warm = summarizeTimings(run.warm);
    const label = `search, ${run.articles} articles`;
    const atMost = (/** @type {number | null} */ value, /** @type {number} */ limit) =>
      typeof value === "number" ? value <= limit : null;
    return [
      {
        target: `${label}: first query, KB (largest)`,
        measured: cold.maxBytes === null ? null : cold.maxBytes / KB,
        limit: `≤ ${SEARCH_TARGETS.firstQueryBytes / KB}`,
        ok: atMost(cold.maxBytes, SEARCH_TARGETS.firstQueryBytes),
      },
      {
        target: `${label}: keystroke → results, first query (ms)`,
        measured: cold.ms,
        limit: `≤ ${SEARCH_TARGETS.keystrokeToResultsMs}`,
        ok: atMost(cold.ms, SEARCH_TARGETS.keystrokeToResultsMs),
      },
      {
        target: `${label}: keystroke → results, later queries (ms)`,
        measured: warm.ms,
        limit: `≤ ${SEARCH_TARGETS.keystrokeToResultsMs}`,
        ok: atMost(warm.ms, SEARCH_TARGETS.keystrokeToResultsMs),
      },
    ];
  });
}

/**
 * A production build with `count` articles (copies of the published ones) in a folder of its own;
 * the project's build/ is put back as it was, whatever happens.
 * @param {string} projectRoot
 * @param {string} tmp a temporary folder on the same file system as the project
 * @param {number} count
 * @returns {Promise<{ root: string, seconds: number }>} root: the build's client folder
 */
export async function buildWithArticles(projectRoot, tmp, count) {
  const articles = path.join(tmp, `articles-${count}`);
  await generateArticles({ count, out: articles });
  const build = path.join(projectRoot, "build");
  const saved = path.join(tmp, "build-saved");
  const hadBuild = Boolean(await stat(build).catch(() => null));
  if (hadBuild) await rename(build, saved);
  try {
    const started = Date.now();
    const result = spawnSync("npm", ["run", "build"], {
      cwd: projectRoot,
      encoding: "utf8",
      env: { ...process.env, ARTICLES_DIR: articles, NO_COLOR: "1" },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) throw new Error(`build with ${count} articles failed:\n${result.stdout}\n${result.stderr}`);
    const target = path.join(tmp, `build-${count}`);
    await rename(build, target);
    return { root: path.join(target, "client"), seconds: (Date.now() - started) / 1000 };
  } finally {
    await rm(build, { recursive: true, force: true });
    if (hadBuild) await rename(saved, build);
  }
}

/**
 * Number of pages and sections in a build's search index.
 * @param {string} clientRoot
 */
export async function indexedRecords(clientRoot) {
  try {
    const entry = JSON.parse(await readFile(path.join(clientRoot, "pagefind", "pagefind-entry.json"), "utf8"));
    return Object.values(entry.languages).reduce(
      (sum, language) => sum + /** @type {{ page_count: number }} */ (language).page_count,
      0,
    );
  } catch {
    return null;
  }
}

/**
 * The held-out half of the collectors' query set (docs/decisions/0063) on the build as it is: each query typed
 * into /suche, its first hit's link read as a collector would tap it.
 * @param {import("playwright-core").Browser} browser
 * @param {string} origin
 * @returns {Promise<{ right: number, total: number, wrong: string[] }>}
 */
export async function measureSearchQuality(browser, origin) {
  const { heldOut } = queryHalves();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "de-AT", serviceWorkers: "block" });
  const page = await context.newPage();
  /** @type {string[]} */
  const wrong = [];
  try {
    await page.goto(`${origin}/suche`, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    for (const { query, first } of heldOut) {
      const read = query.split(/\s+/).slice(0, 10).join(" ");
      await page.locator("main input[type=search]").fill(query);
      await page.waitForFunction(
        (expected) => document.querySelector("main [role=status]")?.textContent?.includes(`„${expected}“`),
        read,
        { timeout: 30_000 },
      );
      const href = await page
        .locator('main ol[aria-label="Suchergebnisse"] > li h2 a')
        .first()
        .getAttribute("href", { timeout: 1_000 })
        .catch(() => null);
      if (href !== first) wrong.push(`${query} → ${href ?? "kein Treffer"} (erwartet ${first})`);
    }
  } finally {
    await context.close();
  }
  return { right: heldOut.length - wrong.length, total: heldOut.length, wrong };
}

/**
 * The bench's search step: the build as it is, then (unless `articles` is 0) one with that many
 * articles, each served by the site's server on a port of its own.
 * @param {{ projectRoot: string, buildRoot: string, tmp: string, runs: number, articles: number, progress: (line: string) => void }} options
 */
export async function benchSearch({ projectRoot, buildRoot, tmp, runs, articles, progress }) {
  const published = (await readdir(path.join(projectRoot, "app", "content", "articles"))).filter((name) =>
    name.endsWith(".md"),
  ).length;
  const browser = await launchBrowser();
  /** @type {SearchRun[]} */
  const measured = [];
  /** @type {number | null} */
  let buildSeconds = null;
  /** @type {{ value: { right: number, total: number, wrong: string[] } | null }} */
  const quality = { value: null };
  try {
    const measure = async (/** @type {string} */ root, /** @type {number} */ count) => {
      const server = await startSiteServer(root);
      try {
        const run = await measureSearch(browser, server.origin, { runs, articles: count, records: await indexedRecords(root) });
        measured.push(run);
        const cold = summarizeTimings(run.cold);
        progress(
          `search, ${count} articles: first query ${formatKB(cold.bytes)} (largest ${formatKB(cold.maxBytes)}), ${formatMs(cold.ms)}; later queries ${formatMs(summarizeTimings(run.warm).ms)}`,
        );
      } finally {
        await server.stop();
      }
    };
    await measure(buildRoot, published);
    const server = await startSiteServer(buildRoot);
    try {
      const held = await measureSearchQuality(browser, server.origin);
      quality.value = held;
      progress(`search quality, held-out half: ${held.right} of ${held.total} first hits right`);
    } finally {
      await server.stop();
    }
    if (articles > 0) {
      progress(`search: build with ${articles} articles (ARTICLES_DIR, in a temporary folder) …`);
      const big = await buildWithArticles(projectRoot, tmp, articles);
      buildSeconds = big.seconds;
      progress(`search: build with ${articles} articles took ${big.seconds.toFixed(1)} s`);
      await measure(big.root, articles);
      await rm(path.dirname(big.root), { recursive: true, force: true });
    }
  } finally {
    await browser.close();
  }
  return {
    runs: measured,
    queries: SEARCH_QUERIES,
    keyDelayMs: KEY_DELAY_MS,
    largeBuildSeconds: buildSeconds,
    quality: quality.value,
  };
}

/**
 * The printed table.
 * @param {{ runs: SearchRun[], queries: string[], keyDelayMs: number, largeBuildSeconds: number | null, quality?: { right: number, total: number, wrong: string[] } | null }} search
 */
export function searchReport(search) {
  const rows = search.runs.map((run) => {
    const cold = summarizeTimings(run.cold);
    const warm = summarizeTimings(run.warm);
    return [
      `${formatNumber(run.articles)} articles (${formatNumber(run.records)} hits indexed)`,
      formatKB(cold.bytes),
      formatKB(cold.maxBytes),
      formatNumber(cold.requests),
      formatMs(cold.ms),
      formatMs(cold.maxMs),
      formatMs(warm.ms),
      formatMs(warm.maxMs),
    ];
  });
  const table = formatTable(
    ["build", "1st query KB", "max KB", "requests", "1st query ms", "max ms", "later ms", "max ms"],
    rows,
    {
      title: `Site search (Chromium, no throttling; queries ${search.queries.join(", ")}, typed at ${search.keyDelayMs} ms per key; KB over the wire incl. headers; ms from the last keystroke to the results on screen)`,
    },
  );
  const { quality } = search;
  if (!quality) return table;
  const share = Math.round((100 * quality.right) / quality.total);
  return `${table}\nSearch quality, held-out half of the collectors' query set: ${quality.right} of ${quality.total} first hits right (${share} %; target 90 %)`;
}
