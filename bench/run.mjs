// `npm run bench`: measures the built site and prints a table; writes bench/results/latest.json.
// It measures and never gates: it exits 0 even when a target is missed (the budgets in `npm test` gate).
//
//   npm run bench                      clean build, then /, /ai-content, /ratgeber and one article (≈ 6 min on 2 cores)
//   npm run bench -- --no-build        reuse the existing build/ (no build time)
//   npm run bench -- --pages=/,/impressum --runs=5 --duration=10
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { articleBudgetPage } from "../scripts/budgets.mjs";
import { accountFirstVisit } from "./bytes.mjs";
import { firstVisit, launchBrowser } from "./first-visit.mjs";
import { formatKB, formatMs, formatNumber, formatTable, verdict } from "./format.mjs";
import { launchChrome, runLighthouse, summarizeRun } from "./lighthouse.mjs";
import { loadTest } from "./load.mjs";
import { startNginx, startSiteServer } from "./servers.mjs";
import { median, medianOfEach, ratio } from "./stats.mjs";
import { evaluateTargets } from "./targets.mjs";
import { makeTwin } from "./twin.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildRoot = path.join(projectRoot, "build", "client");
const resultsFile = path.join(projectRoot, "bench", "results", "latest.json");

/** The pages measured unless --pages says otherwise; ARTICLE stands for the first article page of the build. */
export const ARTICLE = "<article>";
export const DEFAULT_PAGES = ["/", "/ai-content", "/ratgeber", ARTICLE];

/** @param {string[]} argv */
export function parseArgs(argv) {
  const options = { build: true, pages: DEFAULT_PAGES, runs: 3, duration: 10, connections: 50 };
  for (const arg of argv) {
    const [flag, value = ""] = arg.split("=", 2);
    if (flag === "--no-build") options.build = false;
    else if (flag === "--pages")
      options.pages = value
        .split(",")
        .map((page) => page.trim())
        .filter(Boolean);
    else if (flag === "--runs") options.runs = Math.max(1, Number(value));
    else if (flag === "--duration") options.duration = Math.max(1, Number(value));
    else if (flag === "--connections") options.connections = Math.max(1, Number(value));
    else throw new Error(`unknown option ${arg} (use --no-build, --pages=/,/x, --runs=N, --duration=S, --connections=N)`);
  }
  return options;
}

const cleanups = [];
async function cleanup() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => {});
}

/** @param {string} message */
function progress(message) {
  console.log(`· ${message}`);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const startedAt = Date.now();
  const loadBefore = os.loadavg();

  // 1. Clean build, timed.
  let buildSeconds = null;
  if (options.build) {
    progress("clean build (rm -rf build && npm run build) …");
    await rm(path.join(projectRoot, "build"), { recursive: true, force: true });
    const started = Date.now();
    const build = spawnSync("npm", ["run", "build"], {
      cwd: projectRoot,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1" },
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

  if (options.pages.includes(ARTICLE)) {
    const article = await articleBudgetPage(buildRoot);
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
  /** @type {Record<string, { page: ReturnType<typeof summarizeRun>[], twin: ReturnType<typeof summarizeRun>[] }>} */
  const runs = Object.fromEntries(options.pages.map((page) => [page, { page: [], twin: [] }]));
  let chromeVersion = null;
  for (let run = 1; run <= options.runs; run++) {
    for (const page of options.pages) {
      for (const [variant, server] of /** @type {const} */ ([
        ["page", site],
        ["twin", twin],
      ])) {
        const lhr = await runLighthouse(server.origin + page, { port: chrome.port });
        chromeVersion ??= lhr.environment?.hostUserAgent?.match(/(?:Headless)?Chrome\/([\d.]+)/)?.[1] ?? null;
        const summary = summarizeRun(lhr);
        runs[page][variant].push(summary);
        progress(
          `Lighthouse ${run}/${options.runs} ${variant} ${page}: perf ${summary.scores.performance}, LCP ${formatMs(summary.metrics.lcp)}, TBT ${formatMs(summary.metrics.tbt)}`,
        );
      }
    }
  }
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
  await browser.close();
  progress("first-visit bytes measured");

  // 5. Server throughput: ours, then nginx on the same files with the same headers.
  const largestJs = await largestAsset(path.join(buildRoot, "assets"), ".js");
  const loadTargets = [{ name: "/", path: "/" }, ...(largestJs ? [{ name: "asset", path: `/assets/${largestJs}` }] : [])];
  // Both servers send the identical precompressed .gz body: Debian's nginx has gzip_static but no brotli module.
  const headers = { "accept-encoding": "gzip" };
  const load = { ours: {}, nginx: {} };
  for (const target of loadTargets) {
    progress(`load ${options.connections} connections × ${options.duration} s: ours ${target.path} …`);
    load.ours[target.name] = await loadTest(site.origin + target.path, {
      connections: options.connections,
      duration: options.duration,
      headers,
    });
  }
  await site.stop();
  const nginx = await startNginx(buildRoot);
  if (nginx) {
    cleanups.push(nginx.stop);
    for (const target of loadTargets) {
      progress(`load ${options.connections} connections × ${options.duration} s: nginx ${target.path} …`);
      load.nginx[target.name] = await loadTest(nginx.origin + target.path, {
        connections: options.connections,
        duration: options.duration,
        headers,
      });
    }
    await nginx.stop();
  } else {
    progress("nginx not installed: server comparison skipped");
  }

  // 6. Summaries, targets, table, JSON.
  /** @type {Record<string, any>} */
  const pages = {};
  for (const page of options.pages) {
    const medianOf = (list) => ({
      scores: medianOfEach(list.map((summary) => summary.scores)),
      metrics: medianOfEach(list.map((summary) => summary.metrics)),
      observedLcp: median(list.map((summary) => summary.observedLcp)),
      benchmarkIndex: median(list.map((summary) => summary.benchmarkIndex)),
      requestsBeforeLcp: median(list.map((summary) => summary.requestsBeforeLcp)),
    });
    const pageMedian = medianOf(runs[page].page);
    const twinMedian = medianOf(runs[page].twin);
    pages[page] = {
      page: pageMedian,
      twin: twinMedian,
      lcpOverTwin: ratio(pageMedian.metrics.lcp, twinMedian.metrics.lcp),
      runs: runs[page],
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
  const targets = evaluateTargets({ pages, server });
  const cpus = os.cpus();
  const result = {
    date: new Date().toISOString(),
    machine: {
      cores: cpus.length,
      cpuModel: cpus[0]?.model ?? null,
      totalMemoryBytes: os.totalmem(),
      os: `${os.type()} ${os.release()} ${os.arch()}`,
      loadAverageBefore: loadBefore.map((value) => Math.round(value * 100) / 100),
      loadAverageAfter: os.loadavg().map((value) => Math.round(value * 100) / 100),
    },
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
    server,
    targets,
    benchSeconds: null,
  };
  result.benchSeconds = Math.round((Date.now() - startedAt) / 100) / 10;
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, JSON.stringify(result, null, 2) + "\n");
  console.log("\n" + report(result));
  console.log(`\nWritten: ${path.relative(projectRoot, resultsFile)} (bench took ${result.benchSeconds} s)`);
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
    const problems = [...(data.bytes.errors ?? []), ...(data.bytes.unresolved ?? []).map((url) => `not in build: ${url}`)];
    if (problems.length) sections.push(`Problems on ${page}:\n  ${problems.join("\n  ")}`);
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
  sections.push(`Clean build: ${result.buildSeconds === null ? "skipped (--no-build)" : `${result.buildSeconds.toFixed(1)} s`}`);
  sections.push(
    formatTable(
      ["target", "measured", "limit", "result"],
      result.targets.map((t) => [
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
