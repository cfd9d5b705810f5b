// `npm run bench`: measures the built site and prints a table; writes bench/results/latest.json.
// It measures and never gates: it exits 0 even when a target is missed (the budgets in `npm test` gate).
//
//   npm run bench                      clean build, then /, /ai-content, /ratgeber and one article (≈ 6 min on 2 cores)
//   npm run bench -- --no-build        reuse the existing build/ (no build time)
//   npm run bench -- --pages=/,/impressum --runs=5 --duration=10
//   npm run bench -- --articles=100,1000 growth: today's articles and N generated ones, side by side (bench/growth.mjs);
//                                        --builds=2 builds per column, --build-minutes=15 before a build is stopped
//   npm run bench -- --publish=4,1000    publishing in the editor mode only: full build, publish → live and
//                                        → searchable per article count (bench/publish.mjs), and in the first
//                                        column an article with three photos (bench/photo-article.mjs); the full
//                                        bench runs it too (--publish-articles=4,1000, 0 to skip)
//   npm run bench -- --scale=1000,10000  the site at scale only: per count a full build, list and category bytes, the
//                                        sitemap, the search's first query, Lighthouse, publishing (bench/scale.mjs);
//                                        --scale-builds=DIR measures builds made earlier instead of building
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { measureAnalysisSpeed } from "./analysis-speed.mjs";
import { firstArticlePage } from "../scripts/measure/article-page.mjs";
import { accountFirstVisit } from "../scripts/measure/bytes.mjs";
import { measureWorker, workerReport } from "./service-worker.mjs";
import { firstVisit, launchBrowser } from "../scripts/measure/first-visit.mjs";
import { formatKB, formatMs, formatNumber, formatTable, verdict } from "../scripts/measure/format.mjs";
import { generationTargets, measureGenerationSpeed } from "./generation-speed.mjs";
import { claimCorpusReport, claimCorpusTargets, measureClaimCorpus } from "./claim-corpus.mjs";
import { growthReport, measureGrowth, parseArticleCounts, writeGrowthResult } from "./growth.mjs";
import { launchChrome, runLighthouse } from "../scripts/measure/lighthouse.mjs";
import { loadTest } from "./load.mjs";
import { machineFacts } from "./machine.mjs";
import { freePort, startNginx, startSiteServer } from "../scripts/measure/servers.mjs";
import { median, medianRun, ratio } from "./stats.mjs";
import { evaluateTargets } from "./targets.mjs";
import { lighthouseWithTwin, makeTwin } from "./twin.mjs";
import { measureResponsiveness, responsivenessTargets } from "./responsiveness.mjs";
import { readBuildLlmOrigins } from "../server/llm-origins.mjs";
import { benchSearch, searchReport, searchTargets } from "./search.mjs";
import { benchPublishing, publishReport, publishTargets } from "./publish.mjs";
import { measureScale, scaleReport, scaleTargets } from "./scale.mjs";
import { measureTyping } from "./typing.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildRoot = path.join(projectRoot, "build", "client");
const resultsFile = path.join(projectRoot, "bench", "results", "latest.json");
const growthResultsFile = path.join(projectRoot, "bench", "results", "growth-latest.json");
const publishResultsFile = path.join(projectRoot, "bench", "results", "publish-latest.json");
const scaleResultsFile = path.join(projectRoot, "bench", "results", "scale-latest.json");

/** The pages measured unless --pages says otherwise; ARTICLE stands for the first article page of the build. */
export const ARTICLE = "<article>";
export const DEFAULT_PAGES = [
  "/",
  "/ai-content",
  "/serien",
  "/set-rechner",
  "/echtheit-pruefen",
  "/sammlung",
  "/ratgeber",
  "/suche",
  ARTICLE,
];

/**
 * The command line, read with `util.parseArgs` (unknown options and missing values are errors).
 * @param {string[]} argv
 * @returns {{ build: boolean, pages: string[], runs: number, duration: number, connections: number, articles: number[] | null, builds: number, buildMinutes: number, searchArticles: number, publish: number[] | null, publishArticles: number[], scale: number[] | null, scaleBuilds: string | null }}
 */
export function benchOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      "no-build": { type: "boolean", default: false },
      pages: { type: "string", default: DEFAULT_PAGES.join(",") },
      runs: { type: "string", default: "3" },
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "50" },
      articles: { type: "string" },
      builds: { type: "string", default: "2" },
      "build-minutes": { type: "string", default: "15" },
      // The site search is measured on the build and on one with this many articles (0: the build only).
      "search-articles": { type: "string", default: "1000" },
      // Publishing in the editor mode alone (bench/publish.mjs), or as a step of the full bench.
      publish: { type: "string" },
      "publish-articles": { type: "string", default: "4,1000" },
      // The site at scale alone (bench/scale.mjs): build, pages, search and publishing per article count.
      scale: { type: "string" },
      // A folder with builds made earlier for --scale (build-<count>/, articles-<count>/, build-<count>.seconds):
      // moved in and measured instead of building again (a 10,000-article build takes most of an hour).
      "scale-builds": { type: "string" },
    },
  });
  const pages = values.pages
    .split(",")
    .map((page) => page.trim())
    .filter(Boolean);
  if (pages.length === 0) throw new Error("--pages needs at least one path, e.g. --pages=/,/ai-content");
  return {
    build: !values["no-build"],
    pages,
    runs: wholeNumber("runs", values.runs),
    duration: wholeNumber("duration", values.duration),
    connections: wholeNumber("connections", values.connections),
    articles: values.articles === undefined ? null : parseArticleCounts(values.articles),
    builds: wholeNumber("builds", values.builds),
    buildMinutes: wholeNumber("build-minutes", values["build-minutes"]),
    searchArticles: values["search-articles"] === "0" ? 0 : wholeNumber("search-articles", values["search-articles"]),
    publish: values.publish === undefined ? null : parseArticleCounts(values.publish),
    publishArticles: values["publish-articles"] === "0" ? [] : parseArticleCounts(values["publish-articles"]),
    scale: values.scale === undefined ? null : parseArticleCounts(values.scale),
    scaleBuilds: values["scale-builds"] === undefined ? null : path.resolve(values["scale-builds"]),
  };
}

/** @param {string} name @param {string} value */
function wholeNumber(name, value) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} takes a whole number from 1, not "${value}"`);
  return number;
}

/** @typedef {Awaited<ReturnType<typeof loadTest>>} LoadResult */

/** @type {(() => Promise<unknown>)[]} */
const cleanups = [];
async function cleanup() {
  for (let step = cleanups.pop(); step; step = cleanups.pop()) await step().catch(() => {});
}

/** @param {string} message */
function progress(message) {
  console.log(`· ${message}`);
}

async function main() {
  const options = benchOptions(process.argv.slice(2));
  if (options.articles) return growth(options);
  if (options.publish) return publishing(options.publish);
  if (options.scale) return scale(options.scale, options.scaleBuilds);
  const startedAt = Date.now();
  const loadBefore = os.loadavg();

  // 1. Clean build, timed. The build allows the model test server's origin for the stream measurement.
  const llmPort = await freePort();
  let buildSeconds = null;
  if (options.build) {
    progress("clean build (rm -rf build && npm run build) …");
    await rm(path.join(projectRoot, "build"), { recursive: true, force: true });
    const started = Date.now();
    const build = spawnSync("npm", ["run", "build"], {
      cwd: projectRoot,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1", LLM_ORIGINS: process.env.LLM_ORIGINS ?? `default http://127.0.0.1:${llmPort}` },
    });
    buildSeconds = (Date.now() - started) / 1000;
    if (build.status !== 0) {
      console.error(build.stdout, build.stderr);
      throw new Error("npm run build failed");
    }
    progress(`build: ${buildSeconds.toFixed(1)} s`);
  } else if (!(await stat(path.join(buildRoot, "index.html")).catch(() => null))) {
    throw new Error("no build found: run `npm run build` or drop --no-build");
  }

  // 1b. The hub's offline generator: one draft per list topic and category, in Node's V8.
  progress("hub: offline generation of every list topic …");
  const generation = await measureGenerationSpeed(projectRoot);
  progress(
    `hub: offline draft median ${formatNumber(generation.medianMs, 2)} ms, p95 ${formatNumber(generation.p95Ms, 2)} ms (${generation.drafts} drafts)`,
  );
  // 1c. The publish check on its labelled corpus: precision and recall of "refused".
  progress("hub: publish check on its labelled corpus …");
  const claimCorpus = await measureClaimCorpus(projectRoot);
  progress(claimCorpusReport(claimCorpus));
  if (options.pages.includes(ARTICLE)) {
    const article = await firstArticlePage(buildRoot);
    if (!article) throw new Error("no article page in the build (build/client/ratgeber/<slug>/index.html)");
    options.pages = options.pages.map((page) => (page === ARTICLE ? article : page));
  }

  // 2. The zero-JS twin, served by the same server.
  const tmp = await mkdtemp(path.join(os.tmpdir(), "bench-"));
  cleanups.push(() => rm(tmp, { recursive: true, force: true }));
  const twinRoot = path.join(tmp, "twin");
  const twinStats = await makeTwin(buildRoot, twinRoot);
  progress(
    `twin: ${twinStats.files} HTML files, ${twinStats.removedScripts} scripts and ${twinStats.removedPreloads} modulepreloads removed`,
  );

  const site = await startSiteServer(buildRoot);
  cleanups.push(site.stop);
  const twin = await startSiteServer(twinRoot);
  cleanups.push(twin.stop);

  // 3. Lighthouse: page and twin alternate run by run, so drift on the machine hits both alike.
  const chrome = await launchChrome();
  cleanups.push(chrome.kill);
  progress("Lighthouse warm-up run (discarded) …");
  await runLighthouse(site.origin + options.pages[0], { port: chrome.port });
  const { runs, chromeVersion } = await lighthouseWithTwin({
    pages: options.pages,
    site,
    twin,
    port: chrome.port,
    runs: options.runs,
    progress,
  });
  await chrome.kill();
  await twin.stop();

  // 4. Bytes of a first visit (phone viewport, no scrolling), from the files the browser asked for.
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  /** @type {Record<string, any>} */
  const bytes = {};
  for (const page of options.pages) {
    const visit = await firstVisit(browser, site.origin + page, { viewport: "mobile" });
    const account = await accountFirstVisit({ root: buildRoot, origin: site.origin, requests: visit.requests });
    bytes[page] = { ...account, errors: visit.errors, hydrated: visit.hydrated };
  }
  progress("first-visit bytes measured");
  const worker = await measureWorker(buildRoot, bytes["/"]);

  // 5. The hub's editor: the analysis of a 1,500-word draft (Node's V8, as in the worker), and typing
  // into such a draft in Chromium (interaction to next paint), when the hub is among the pages.
  /** @type {Parameters<typeof evaluateTargets>[0]["hub"] & object | null} */
  let hub = null;
  if (options.pages.includes("/ai-content")) {
    progress("hub: analysis of a 1,500-word draft …");
    const analysis = await measureAnalysisSpeed(projectRoot);
    progress(
      `hub: analysis median ${formatNumber(analysis.medianMs, 2)} ms, p95 ${formatNumber(analysis.p95Ms, 2)} ms; 100,000 words ${formatMs(analysis.hugeMs)}`,
    );
    const typingRuns = [];
    for (let run = 1; run <= options.runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "de-AT" });
      typingRuns.push(await measureTyping(await context.newPage(), `${site.origin}/ai-content`));
      await context.close();
      const last = /** @type {(typeof typingRuns)[number]} */ (typingRuns[typingRuns.length - 1]);
      progress(
        `hub: typing ${run}/${options.runs}: INP ${last.inp} ms, median ${last.median} ms, p95 ${last.p95} ms (${last.interactions} keys)`,
      );
    }
    hub = {
      analysis,
      typing: {
        runs: typingRuns,
        inp: median(typingRuns.map((run) => run.inp)),
        median: median(typingRuns.map((run) => run.median)),
        p95: median(typingRuns.map((run) => run.p95)),
      },
    };
  }
  // 5b. The pages' longest main-thread tasks while a person works with them.
  progress("responsiveness: long tasks while answering, calculating, pasting and streaming …");
  const responsiveness = await measureResponsiveness(browser, site.origin, {
    llmPort,
    llmOrigins: await readBuildLlmOrigins(buildRoot),
    log: (line) => progress(`responsiveness: ${line}`),
  });
  await browser.close();

  // 6. Server throughput: ours, then nginx on the same files with the same headers.
  const largestJs = await largestAsset(path.join(buildRoot, "assets"), ".js");
  const loadTargets = [{ name: "/", path: "/" }, ...(largestJs ? [{ name: "asset", path: `/assets/${largestJs}` }] : [])];
  // Both servers send the identical precompressed .gz body: Debian's nginx has gzip_static but no brotli module.
  const headers = { "accept-encoding": "gzip" };
  /** Every target against one server, one after the other. @param {"ours" | "nginx"} name @param {string} origin */
  const measureServer = async (name, origin) => {
    /** @type {Record<string, LoadResult>} */
    const results = {};
    for (const target of loadTargets) {
      progress(`load ${options.connections} connections × ${options.duration} s: ${name} ${target.path} …`);
      results[target.name] = await loadTest(origin + target.path, {
        connections: options.connections,
        duration: options.duration,
        headers,
      });
    }
    return results;
  };
  const load = { ours: await measureServer("ours", site.origin), nginx: /** @type {Record<string, LoadResult>} */ ({}) };
  await site.stop();
  const nginx = await startNginx(buildRoot);
  if (nginx) {
    cleanups.push(nginx.stop);
    load.nginx = await measureServer("nginx", nginx.origin);
    await nginx.stop();
  } else {
    progress("nginx not installed: server comparison skipped");
  }

  // 6b. The site search, when /suche is among the pages (bench/search.mjs).
  const search = options.pages.includes("/suche")
    ? await benchSearch({ projectRoot, buildRoot, tmp, runs: options.runs, articles: options.searchArticles, progress })
    : null;

  // 6c. Publishing in the editor mode: full build, publish → live, → searchable (bench/publish.mjs).
  const publish = options.publishArticles.length
    ? await benchPublishing({ projectRoot, tmp, counts: options.publishArticles, lighthouseRuns: options.runs, progress })
    : null;

  // 7. Summaries, targets, table, JSON.
  /** @type {Record<string, any>} */
  const pages = {};
  for (const [page, pageRuns] of Object.entries(runs)) {
    const pageMedian = medianRun(pageRuns.page);
    const twinMedian = medianRun(pageRuns.twin);
    pages[page] = {
      page: pageMedian,
      twin: twinMedian,
      lcpOverTwin: ratio(pageMedian.metrics.lcp, twinMedian.metrics.lcp),
      runs: pageRuns,
      bytes: bytes[page],
    };
  }
  const server = {
    nginx: nginx ? nginx.version : null,
    acceptEncoding: headers["accept-encoding"],
    connections: options.connections,
    durationSeconds: options.duration,
    targets: loadTargets.map((target) => ({
      name: target.name,
      path: target.path,
      ours: load.ours[target.name],
      nginx: load.nginx[target.name] ?? null,
      ratio: ratio(load.ours[target.name]?.requestsPerSecond, load.nginx[target.name]?.requestsPerSecond),
    })),
  };
  const targets = [
    ...evaluateTargets({ pages, server, hub }),
    ...generationTargets(generation),
    ...claimCorpusTargets(claimCorpus),
    ...responsivenessTargets(responsiveness),
    ...searchTargets(search?.runs ?? []),
    ...(publish ? publishTargets(publish) : []),
  ];
  const result = {
    date: new Date().toISOString(),
    machine: machineFacts(loadBefore, { totalMemoryBytes: os.totalmem(), os: `${os.type()} ${os.release()} ${os.arch()}` }),
    node: process.version,
    chromium: chromeVersion,
    lighthouse: {
      version: (await import("lighthouse/package.json", { with: { type: "json" } })).default.version,
      preset: "mobile, simulated throttling",
      runs: options.runs,
    },
    buildSeconds,
    twin: { ...twinStats, jsonLd: "kept (inert data, never executed)" },
    pages,
    hub,
    generation,
    claimCorpus,
    responsiveness,
    server,
    worker,
    search,
    publish,
    targets,
    benchSeconds: Math.round((Date.now() - startedAt) / 100) / 10,
  };
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, JSON.stringify(result, null, 2) + "\n");
  console.log("\n" + report(result));
  console.log(`\nWritten: ${path.relative(projectRoot, resultsFile)} (bench took ${result.benchSeconds} s)`);
}

/**
 * A bench of its own in a temporary folder: measures, writes `file`, prints the machine's line and the report.
 * @param {{ prefix: string, file: string, key: string, measure: (tmp: string) => Promise<any>, targets: (measured: any) => unknown[], report: (measured: any) => string }} step
 */
async function standalone({ prefix, file, key, measure, targets, report }) {
  const startedAt = Date.now();
  const loadBefore = os.loadavg();
  const tmp = await mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rm(tmp, { recursive: true, force: true }));
  const measured = await measure(tmp);
  const result = {
    date: new Date().toISOString(),
    machine: machineFacts(loadBefore, { totalMemoryBytes: os.totalmem(), os: `${os.type()} ${os.release()} ${os.arch()}` }),
    node: process.version,
    [key]: measured,
    targets: targets(measured),
    benchSeconds: Math.round((Date.now() - startedAt) / 100) / 10,
  };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(result, null, 2) + "\n");
  const m = result.machine;
  const [before = 0] = m.loadAverageBefore;
  const [after = 0] = m.loadAverageAfter;
  console.log(
    `\nBench ${result.date} · ${m.cores} cores (${m.cpuModel}) · Node ${result.node} · load average ${before.toFixed(1)} before, ${after.toFixed(1)} after`,
  );
  console.log(report(measured));
  console.log(`\nWritten: ${path.relative(projectRoot, file)} (bench took ${result.benchSeconds} s)`);
}

/** @param {number[]} counts */
function publishing(counts) {
  return standalone({
    prefix: "bench-publish-",
    file: publishResultsFile,
    key: "publish",
    measure: (tmp) => benchPublishing({ projectRoot, tmp, counts, progress }),
    targets: publishTargets,
    report: publishReport,
  });
}

/** @param {number[]} counts */
/** @param {number[]} counts @param {string | null} builds */
function scale(counts, builds) {
  return standalone({
    prefix: "bench-scale-",
    file: scaleResultsFile,
    key: "scale",
    measure: async (tmp) => {
      // The kept server bundles import React and React Router: a build made earlier finds them the same way.
      for (const dir of [tmp, ...(builds ? [builds] : [])])
        await symlink(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules")).catch(() => {});
      return measureScale({ projectRoot, tmp, counts, progress, builds });
    },
    targets: scaleTargets,
    report: scaleReport,
  });
}

/** @param {ReturnType<typeof benchOptions>} options */
async function growth(options) {
  const result = await measureGrowth({
    projectRoot,
    counts: /** @type {number[]} */ (options.articles),
    builds: options.builds,
    buildLimitMs: options.buildMinutes * 60_000,
    runs: options.runs,
    duration: options.duration,
    connections: options.connections,
    progress,
    cleanups,
  });
  await writeGrowthResult(growthResultsFile, result);
  console.log("\n" + growthReport(result));
  console.log(`\nWritten: ${path.relative(projectRoot, growthResultsFile)} (bench took ${result.benchSeconds} s)`);
}

/**
 * The printed report: Lighthouse medians, bytes, server, build, targets.
 * @param {any} result
 */
export function report(result) {
  const sections = [];
  const m = result.machine;
  sections.push(
    `Bench ${result.date} · ${m.cores} cores (${m.cpuModel}), ${(m.totalMemoryBytes / 2 ** 30).toFixed(1)} GiB · Node ${result.node} · Chromium ${result.chromium ?? "?"} · Lighthouse ${result.lighthouse.version} (${result.lighthouse.preset}, median of ${result.lighthouse.runs})`,
  );
  const busiest = Math.max(m.loadAverageBefore[0], m.loadAverageAfter[0]);
  if (busiest > m.cores * 0.5) {
    sections.push(
      `WARNING: the machine was busy (1-min load average up to ${busiest.toFixed(1)} on ${m.cores} cores): timings and throughput are unreliable; rerun on a quiet machine.`,
    );
  }
  const lighthouseRows = [];
  for (const [page, data] of Object.entries(result.pages)) {
    for (const variant of ["page", "twin"]) {
      const { scores, metrics, requestsBeforeLcp } = data[variant];
      lighthouseRows.push([
        page,
        variant === "page" ? "page" : "zero-JS twin",
        formatNumber(scores.performance),
        formatNumber(scores.accessibility),
        formatNumber(scores["best-practices"]),
        formatNumber(scores.seo),
        formatMs(metrics.lcp),
        formatMs(metrics.fcp),
        formatMs(metrics.tbt),
        formatNumber(metrics.cls, 3),
        formatMs(metrics.speedIndex),
        formatNumber(requestsBeforeLcp),
        formatNumber(data[variant].benchmarkIndex),
      ]);
    }
    lighthouseRows.push([
      page,
      "LCP page / twin",
      "",
      "",
      "",
      "",
      data.lcpOverTwin === null ? "–" : `${data.lcpOverTwin.toFixed(2)}×`,
      "",
      "",
      "",
      "",
      "",
      "",
    ]);
  }
  sections.push(
    formatTable(
      ["page", "variant", "Perf", "A11y", "BP", "SEO", "LCP", "FCP", "TBT", "CLS", "SI", "req<LCP", "CPU idx"],
      lighthouseRows,
      {
        title: "Lighthouse, mobile (simulated throttling)",
      },
    ),
  );
  const byteRows = Object.entries(result.pages).map(([page, data]) => {
    const b = data.bytes;
    return [
      page,
      formatKB(b.js.raw),
      formatKB(b.js.gzip),
      formatKB(b.js.brotli),
      String(b.js.files.length),
      formatKB(b.css.raw),
      formatKB(b.css.gzip),
      formatKB(b.css.brotli),
      formatKB(b.document.raw),
      formatKB(b.document.gzip),
      formatKB(b.document.brotli),
      String(b.requests),
      formatNumber(data.page.requestsBeforeLcp),
    ];
  });
  sections.push(
    formatTable(
      [
        "page",
        "JS raw",
        "JS gz",
        "JS br",
        "JS files",
        "CSS raw",
        "CSS gz",
        "CSS br",
        "HTML raw",
        "HTML gz",
        "HTML br",
        "requests",
        "req<LCP",
      ],
      byteRows,
      { title: "First visit (412×823, no scrolling; CSS includes inline <style>; 1 KB = 1000 B)" },
    ),
  );
  for (const [page, data] of Object.entries(result.pages)) {
    const problems = [
      ...(data.bytes.errors ?? []),
      ...(data.bytes.unresolved ?? []).map((/** @type {string} */ url) => `not in build: ${url}`),
    ];
    if (problems.length) sections.push(`Problems on ${page}:\n  ${problems.join("\n  ")}`);
  }
  if (result.hub) {
    const { analysis, typing } = result.hub;
    sections.push(
      formatTable(
        ["measure", "median", "p95", "max", "note"],
        [
          [
            `analysis, ${formatNumber(analysis.words)} words`,
            `${formatNumber(analysis.medianMs, 2)} ms`,
            `${formatNumber(analysis.p95Ms, 2)} ms`,
            `${formatNumber(analysis.maxMs, 1)} ms`,
            `${analysis.runs} runs in Node (the worker's V8)`,
          ],
          [`analysis, ${formatNumber(analysis.hugeWords)} words`, formatMs(analysis.hugeMs), "", "", "one run"],
          [
            "typing, per keystroke",
            `${formatNumber(typing.median)} ms`,
            `${formatNumber(typing.p95)} ms`,
            "",
            `INP ${formatNumber(typing.inp)} ms (median of ${typing.runs.length} runs × ${typing.runs[0]?.interactions ?? 0} keys)`,
          ],
        ],
        { title: "Hub editor: analysis and typing into a 1,500-word draft (Event Timing; ≤ 16 ms reads as 16)" },
      ),
    );
  }
  const s = result.server;
  const serverRows = [];
  for (const target of s.targets) {
    for (const [name, data] of [
      ["ours", target.ours],
      ["nginx", target.nginx],
    ]) {
      serverRows.push(
        data
          ? [
              target.path,
              name,
              formatNumber(data.requestsPerSecond),
              `${formatNumber(data.latencyP50)} ms`,
              `${formatNumber(data.latencyP99)} ms`,
              String(data.errors + data.non2xx),
            ]
          : [target.path, name, s.nginx ? "–" : "nginx not installed", "–", "–", "–"],
      );
    }
    serverRows.push([target.path, "ours / nginx", target.ratio === null ? "–" : `${target.ratio.toFixed(2)}×`, "", "", ""]);
  }
  sections.push(
    formatTable(["URL", "server", "req/s", "p50", "p99", "errors"], serverRows, {
      title: `Server: ${s.connections} connections × ${s.durationSeconds} s on loopback, Accept-Encoding: ${s.acceptEncoding}${s.nginx ? ` (${s.nginx}, gzip_static, 1 worker)` : ""}`,
    }),
  );
  if (result.generation) {
    const g = result.generation;
    sections.push(
      `Offline draft (brief, text and analysis), ${g.topics} list topics × ${g.rounds} rounds: median ${formatNumber(g.medianMs, 2)} ms, p95 ${formatNumber(g.p95Ms, 2)} ms, max ${formatNumber(g.maxMs, 1)} ms`,
    );
  }
  if (result.claimCorpus) sections.push(claimCorpusReport(result.claimCorpus));
  if (result.worker) sections.push(workerReport(result.worker));
  if (result.search) sections.push(searchReport(result.search));
  if (result.publish) sections.push(publishReport(result.publish));
  sections.push(`Clean build: ${result.buildSeconds === null ? "skipped (--no-build)" : `${result.buildSeconds.toFixed(1)} s`}`);
  sections.push(
    formatTable(
      ["target", "measured", "limit", "result"],
      result.targets.map((/** @type {import("./targets.mjs").TargetResult} */ t) => [
        t.target,
        formatNumber(t.measured, t.measured === null || Math.abs(t.measured) >= 10 ? 0 : Math.abs(t.measured) >= 1 ? 2 : 3),
        t.limit,
        t.note ?? verdict(t.ok),
      ]),
      { title: "Targets (reported, not enforced)" },
    ),
  );
  return sections.join("\n\n");
}

/**
 * @param {string} dir
 * @param {string} ext
 */
async function largestAsset(dir, ext) {
  let best = null;
  for (const name of await readdir(dir)) {
    if (!name.endsWith(ext)) continue;
    const { size } = await stat(path.join(dir, name));
    if (!best || size > best.size) best = { name, size };
  }
  return best?.name ?? null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      void cleanup().then(() => process.exit(130));
    });
  }
  try {
    await main();
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? error.stack : error}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
