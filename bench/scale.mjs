// `npm run bench -- --scale=1000,10000`: the site at a thousand and at ten thousand articles, side by
// side in one run (docs/decisions/0044). For each count one full build with generated articles
// (scripts/generate-articles.mjs, ARTICLES_DIR, in a temporary folder), then on that build: the list
// and category pages' bytes, the sitemap (an index past its limits), the search index and the bytes
// of the search's first query (bench/search.mjs), Lighthouse of a list and an article page, and
// publishing in the editor mode on the same build (bench/publish.mjs): publish → live, → searchable,
// the content build process's memory and the server's. It measures and never gates.
import { readFile, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

import { launchBrowser } from "../scripts/measure/first-visit.mjs";
import { KB, formatKB, formatMs, formatNumber, formatTable, verdict } from "../scripts/measure/format.mjs";
import { launchChrome, runLighthouse, summarizeRun } from "../scripts/measure/lighthouse.mjs";
import { startSiteServer } from "../scripts/measure/servers.mjs";
import { PAGE_TYPES } from "./growth.mjs";
import { measureColumn, searchableLimit, PUBLISH_TARGETS } from "./publish.mjs";
import { SEARCH_TARGETS, buildWithArticles, indexedRecords, measureSearch, summarizeTimings } from "./search.mjs";
import { median } from "./stats.mjs";

export const SCALE_TARGETS = /** @type {const} */ ({
  /** The largest build at most this many times the smallest. */
  buildOverSmallest: 5,
  /** Resident memory of the content build process: at 1,000 articles, and at 10,000. */
  contentBuildRss: 400 * 2 ** 20,
  contentBuildRssLarge: 600 * 2 ** 20,
  /** A list page's HTML may grow this much over the smallest build's (bytes). */
  listSlackBytes: 2 * KB,
  /** Lighthouse performance may drop this many points below the smallest build's. */
  performanceDrop: 3,
});

/** Lighthouse runs per page; the median is reported. */
const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_TYPES = /** @type {const} */ (["list", "article"]);

/** @param {string} file */
async function size(file) {
  return (await stat(file).catch(() => null))?.size ?? null;
}

/**
 * A page's HTML: raw and brotli bytes.
 * @param {string} root @param {string} pagePath
 */
async function pageBytes(root, pagePath) {
  const file = path.join(root, pagePath.slice(1), "index.html");
  return { raw: await size(file), br: await size(`${file}.br`) };
}

/**
 * The sitemap: whether /sitemap.xml is an index and how many child sitemaps it names.
 * @param {string} root
 */
async function sitemap(root) {
  const text = await readFile(path.join(root, "sitemap.xml"), "utf8");
  const children = (await readdir(path.join(root, "sitemaps")).catch(() => [])).filter((name) => name.endsWith(".xml"));
  return { index: text.includes("<sitemapindex"), children: children.length, bytes: Buffer.byteLength(text) };
}

/**
 * The search index's files and bytes (what the device keeps offline, compressed as Pagefind writes them).
 * @param {string} root
 */
async function searchIndexSize(root) {
  const offline = JSON.parse(await readFile(path.join(root, "pagefind", "offline.json"), "utf8"));
  let bytes = 0;
  for (const file of offline.files) bytes += (await size(path.join(root, file.slice(1)))) ?? 0;
  return { files: offline.files.length, bytes, records: await indexedRecords(root) };
}

/**
 * A build made earlier for `count` articles in `builds` (build-<count>/, articles-<count>/ and the build's
 * seconds in build-<count>.seconds), measured where it is (publishing adds its articles to it); null when
 * there is none.
 * @param {string | null | undefined} builds @param {number} count
 */
async function earlierBuild(builds, count) {
  if (!builds) return null;
  const seconds = Number(await readFile(path.join(builds, `build-${count}.seconds`), "utf8").catch(() => ""));
  const root = path.join(builds, `build-${count}`, "client");
  if (!seconds || !(await stat(root).catch(() => null))) return null;
  return { root, seconds };
}

/**
 * @param {{ projectRoot: string, tmp: string, counts: number[], rounds?: number, progress: (line: string) => void, builds?: string | null }} options
 */
export async function measureScale({ projectRoot, tmp, counts, rounds = 3, progress, builds }) {
  const columns = [];
  for (const count of counts) {
    const earlier = await earlierBuild(builds, count);
    if (!earlier) progress(`scale: full build with ${count} articles …`);
    const built = earlier ?? (await buildWithArticles(projectRoot, tmp, count));
    progress(`scale: build with ${count} articles took ${built.seconds.toFixed(1)} s${earlier ? " (made earlier)" : ""}`);
    const root = built.root;
    const pages = {
      list: await pageBytes(root, PAGE_TYPES.list),
      category: await pageBytes(root, PAGE_TYPES.category),
      article: await pageBytes(root, PAGE_TYPES.article),
    };
    const map = await sitemap(root);
    const index = await searchIndexSize(root);

    const server = await startSiteServer(root);
    /** @type {Record<string, { performance: number | null, tbt: number | null, lcp: number | null }>} */
    const lighthouse = {};
    /** @type {ReturnType<typeof summarizeTimings> | null} */
    let search;
    try {
      const browser = await launchBrowser();
      try {
        search = summarizeTimings((await measureSearch(browser, server.origin, { runs: 1, articles: count })).cold);
      } finally {
        await browser.close();
      }
      const chrome = await launchChrome();
      try {
        await runLighthouse(server.origin + PAGE_TYPES.list, { port: chrome.port, categories: ["performance"] });
        for (const type of LIGHTHOUSE_TYPES) {
          const runs = [];
          for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
            runs.push(
              summarizeRun(
                await runLighthouse(server.origin + PAGE_TYPES[type], { port: chrome.port, categories: ["performance"] }),
              ),
            );
          }
          lighthouse[type] = {
            performance: median(runs.map((run) => run.scores.performance)),
            tbt: median(runs.map((run) => run.metrics.tbt)),
            lcp: median(runs.map((run) => run.metrics.lcp)),
          };
        }
      } finally {
        await chrome.kill();
      }
    } finally {
      await server.stop();
    }
    progress(
      `scale ${count}: list ${formatKB(pages.list.raw)}, category ${formatKB(pages.category.raw)}, sitemap ${map.index ? `index of ${map.children}` : "one file"}, search index ${formatNumber(index.files)} files ${formatKB(index.bytes)}, first query ${formatKB(search?.maxBytes ?? null)}; Lighthouse ${LIGHTHOUSE_TYPES.map((type) => `${type} ${lighthouse[type]?.performance ?? "–"} (TBT ${formatMs(lighthouse[type]?.tbt ?? null)})`).join(", ")}`,
    );
    // Publishing last: it removes the build when done.
    const publish = await measureColumn({ projectRoot, tmp: earlier && builds ? builds : tmp, count, rounds, progress, built });
    columns.push({
      articles: count,
      buildSeconds: built.seconds,
      pages,
      sitemap: map,
      searchIndex: index,
      search,
      lighthouse,
      publish,
    });
    if (!earlier) await rm(path.dirname(root), { recursive: true, force: true });
  }
  return { columns, rounds };
}

/** @typedef {Awaited<ReturnType<typeof measureScale>>} ScaleResult */

/**
 * The targets, each judged per column where it is per column.
 * @param {ScaleResult} result
 * @returns {import("./targets.mjs").TargetResult[]}
 */
export function scaleTargets(result) {
  const [smallest] = result.columns;
  const largest = result.columns.at(-1);
  if (!smallest || !largest) return [];
  const atMost = (/** @type {number | null | undefined} */ value, /** @type {number} */ limit) =>
    typeof value === "number" ? value <= limit : null;
  /** @type {import("./targets.mjs").TargetResult[]} */
  const targets = [];
  if (largest !== smallest) {
    const over = largest.buildSeconds / smallest.buildSeconds;
    targets.push({
      target: `full build, ${largest.articles} over ${smallest.articles} articles (×)`,
      measured: Math.round(over * 100) / 100,
      limit: `≤ ${SCALE_TARGETS.buildOverSmallest}`,
      ok: over <= SCALE_TARGETS.buildOverSmallest,
    });
  }
  for (const column of result.columns) {
    const label = `${column.articles} articles`;
    const rssLimit = column.articles >= 10_000 ? SCALE_TARGETS.contentBuildRssLarge : SCALE_TARGETS.contentBuildRss;
    const rss = column.publish.workerRssBytes;
    targets.push(
      {
        target: `publish → live, ${label} (ms)`,
        measured: column.publish.liveMs,
        limit: `≤ ${PUBLISH_TARGETS.liveMs}`,
        ok: atMost(column.publish.liveMs, PUBLISH_TARGETS.liveMs),
      },
      {
        target: `publish → searchable, ${label} (ms)`,
        measured: column.publish.searchableMs,
        limit: `≤ ${searchableLimit(column.articles)}`,
        ok: atMost(column.publish.searchableMs, searchableLimit(column.articles)),
      },
      {
        target: `content build process RSS, ${label} (MB)`,
        measured: rss === null ? null : Math.round(rss / 2 ** 20),
        limit: `≤ ${rssLimit / 2 ** 20}`,
        ok: atMost(rss, rssLimit),
      },
      {
        target: `search, first query, ${label} (KB)`,
        measured: column.search?.maxBytes == null ? null : Math.round(column.search.maxBytes / KB),
        limit: `≤ ${SEARCH_TARGETS.firstQueryBytes / KB}`,
        ok: atMost(column.search?.maxBytes, SEARCH_TARGETS.firstQueryBytes),
      },
    );
    if (column !== smallest) {
      for (const type of /** @type {const} */ (["list", "category"])) {
        const bytes = column.pages[type].raw;
        const base = smallest.pages[type].raw;
        targets.push({
          target: `${type} page HTML, ${label} (bytes, flat)`,
          measured: bytes,
          limit: `≤ ${base === null ? "–" : base + SCALE_TARGETS.listSlackBytes}`,
          ok: base === null ? null : atMost(bytes, base + SCALE_TARGETS.listSlackBytes),
        });
      }
      for (const type of LIGHTHOUSE_TYPES) {
        const score = column.lighthouse[type]?.performance;
        const base = smallest.lighthouse[type]?.performance;
        targets.push({
          target: `Lighthouse ${type} performance, ${label} (level)`,
          measured: score ?? null,
          limit: `≥ ${base == null ? "–" : base - SCALE_TARGETS.performanceDrop}`,
          ok: typeof score === "number" && typeof base === "number" ? score >= base - SCALE_TARGETS.performanceDrop : null,
        });
      }
    }
  }
  return targets;
}

/** @param {number | null | undefined} bytes */
const mb = (bytes) => (typeof bytes === "number" ? `${Math.round(bytes / 2 ** 20)} MB` : "–");

/**
 * The printed table: one column per article count.
 * @param {ScaleResult} result
 */
export function scaleReport(result) {
  const cols = result.columns;
  /** @type {[string, (column: ScaleResult["columns"][number]) => string][]} */
  const rows = [
    ["full build", (c) => `${c.buildSeconds.toFixed(1)} s (${(c.buildSeconds / (cols[0]?.buildSeconds ?? 1)).toFixed(1)}×)`],
    ["publish → live", (c) => formatMs(c.publish.liveMs)],
    ["publish → searchable", (c) => formatMs(c.publish.searchableMs)],
    ["publish → settled", (c) => formatMs(c.publish.settledMs)],
    ["content build process RSS (peak)", (c) => mb(c.publish.workerRssBytes)],
    [
      "server RSS before / after publishing",
      (c) => `${mb(c.publish.serverRssBytes.before)} / ${mb(c.publish.serverRssBytes.after)}`,
    ],
    ["`/ratgeber` HTML raw / br", (c) => `${formatKB(c.pages.list.raw)} / ${formatKB(c.pages.list.br)}`],
    ["`/ratgeber/kategorie/guides` raw / br", (c) => `${formatKB(c.pages.category.raw)} / ${formatKB(c.pages.category.br)}`],
    ["sitemap", (c) => (c.sitemap.index ? `index of ${c.sitemap.children}` : `one file, ${formatKB(c.sitemap.bytes)}`)],
    [
      "search index (hits; files, bytes kept offline)",
      (c) => `${formatNumber(c.searchIndex.records)}; ${formatNumber(c.searchIndex.files)}, ${formatKB(c.searchIndex.bytes)}`,
    ],
    [
      "search: first query bytes (largest) / ms",
      (c) => `${formatKB(c.search?.maxBytes ?? null)} / ${formatMs(c.search?.ms ?? null)}`,
    ],
    ...LIGHTHOUSE_TYPES.map(
      (type) =>
        /** @type {[string, (column: ScaleResult["columns"][number]) => string]} */ ([
          `Lighthouse ${type} perf / TBT / LCP`,
          (c) => {
            const lh = c.lighthouse[type];
            return lh ? `${formatNumber(lh.performance)} / ${formatMs(lh.tbt)} / ${formatMs(lh.lcp)}` : "–";
          },
        ]),
    ),
  ];
  const table = formatTable(
    ["", ...cols.map((c) => `${formatNumber(c.articles)} articles`)],
    rows.map(([label, cell]) => [label, ...cols.map(cell)]),
    { title: `The site at scale (median of ${result.rounds} publications, Lighthouse mobile median of ${LIGHTHOUSE_RUNS})` },
  );
  const targets = scaleTargets(result)
    .map((target) => `${verdict(target.ok)}  ${target.target}: ${target.measured ?? "–"} (${target.limit})`)
    .join("\n");
  return `${table}\n${targets}`;
}
