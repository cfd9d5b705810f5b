// `npm run bench -- --articles=100,1000`: how the site's costs grow with the number of articles.
// Each column is a temporary copy of the project (node_modules linked, never app/content touched):
// today's articles, and for each count N a folder of N generated articles (scripts/generate-articles.mjs)
// given to the build as ARTICLES_DIR. All columns are built, served and measured in one run, side by
// side, so the machine's load hits them alike: build time (each build twice or more, alternating;
// by phase, with the CPU time the build's processes used), output size, HTML and first-visit
// JavaScript per page type, Lighthouse (mobile; the runs alternate between the columns), and the
// production server's memory and throughput (against nginx on the same files where it is installed).
// It measures and never gates; the targets are reported PASS/MISS.
import { spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { generateArticles } from "../scripts/generate-articles.mjs";
import { accountFirstVisit } from "../scripts/measure/bytes.mjs";
import { firstVisit, launchBrowser } from "../scripts/measure/first-visit.mjs";
import { formatKB, formatMs, formatNumber, formatTable, verdict } from "../scripts/measure/format.mjs";
import { launchChrome, runLighthouse, summarizeRun } from "../scripts/measure/lighthouse.mjs";
import { loadTest } from "./load.mjs";
import { machineFacts } from "./machine.mjs";
import { residentBytes, startNginx, startProductionServer } from "../scripts/measure/servers.mjs";
import { median, medianOfEach, ratio } from "./stats.mjs";
import { TARGETS } from "./targets.mjs";

/** The page of each type that every column has (the real articles stay in every generated folder). */
export const PAGE_TYPES = /** @type {const} */ ({
  home: "/",
  list: "/ratgeber",
  category: "/ratgeber/kategorie/guides",
  article: "/ratgeber/labubu-als-wertanlage",
  hub: "/ai-content",
});
/** @typedef {keyof typeof PAGE_TYPES} PageType */
/** Lighthouse runs on these (the home page's own growth is in the normal bench). */
export const LIGHTHOUSE_TYPES = /** @type {PageType[]} */ (["list", "category", "article", "hub"]);

/** A build that takes longer is stopped and its column reported as unfinished. */
export const BUILD_LIMIT_MS = 15 * 60_000;

export const GROWTH_TARGETS = /** @type {const} */ ({
  /** the build with 1,000 articles at most this many times today's */
  buildOverToday: 5,
  /** each article beyond today's adds at most this much to the build (ms) */
  msPerArticle: 60,
  /** server memory (the highest sample under load) */
  rssBytes: 200 * 2 ** 20,
  listHtmlBytes: 100 * 1000,
  hubHtmlOverToday: 1.2,
  /** Lighthouse performance may drop this many points below today's */
  performanceDrop: 3,
  tbtOverToday: 1.25,
  tbtSlackMs: 30,
  /** first-visit JavaScript may not grow (gzip bytes of slack for a changed number in the bundle) */
  jsSlackBytes: 500,
});

/** What the copy leaves out: installed packages (linked instead), builds, results, caches. */
const NOT_COPIED = new Set(["node_modules", "build", ".git", ".react-router", "test-results", "playwright-report", "coverage"]);

/**
 * `--articles=100,1000`: the article counts, ascending, each once.
 * @param {string} value
 * @returns {number[]}
 */
export function parseArticleCounts(value) {
  const counts = value.split(",").map((part) => part.trim());
  const numbers = counts.map(Number);
  if (counts.length === 0 || numbers.some((n) => !Number.isInteger(n) || n < 1 || n > 100_000)) {
    throw new Error(`--articles takes whole numbers from 1 to 100000, separated by commas, not "${value}"`);
  }
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/**
 * The steps of package.json's build script, run one by one so each is timed on its own.
 * @param {string} script e.g. "react-router build && node scripts/postbuild.mjs"
 */
export function buildSteps(script) {
  return script
    .split("&&")
    .map((step) => step.trim())
    .filter(Boolean);
}

/**
 * A step's short name: the script it runs ("postbuild"), or the command ("react-router build").
 * @param {string} step
 */
export function stepName(step) {
  const script = /\bnode\s+(?:\S*\/)?([\w.-]+?)\.m?js\b/.exec(step)?.[1];
  return script ?? step.split(/\s+/).slice(0, 2).join(" ");
}

/**
 * CPU seconds (user + system) of the children of a shell, from its `times` builtin (second line).
 * @param {string} output
 * @returns {number | null}
 */
export function childCpuSeconds(output) {
  const lines = output.trim().split("\n").slice(-2);
  const match = /^(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s$/.exec(lines[1]?.trim() ?? "");
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]) + Number(match[3]) * 60 + Number(match[4]);
}

/**
 * The phases of `react-router build` from the moments its lines appeared (ms from the start):
 * the client bundle until the SSR build starts, the SSR bundle until the first page is
 * prerendered, and prerendering until the process ended.
 * @param {Array<{ at: number, text: string }>} lines
 * @param {number} endedAt
 */
export function buildPhases(lines, endedAt) {
  const ssrAt = lines.find((line) => /building ssr environment/.test(line.text))?.at;
  const prerenderAt = lines.find((line) => /^Prerender \(/.test(line.text))?.at;
  if (ssrAt === undefined || prerenderAt === undefined) return null;
  return { clientMs: ssrAt, ssrMs: prerenderAt - ssrAt, prerenderMs: endedAt - prerenderAt };
}

/**
 * Rolldown's "slowest callbacks" lines (PLUGIN_TIMINGS), where it printed them.
 * @param {string} output
 */
export function pluginTimings(output) {
  // eslint-disable-next-line no-control-regex -- terminal colour codes
  const plain = output.replace(/\u001b\[[0-9;]*m/g, "");
  return [...plain.matchAll(/^\s+- (plugin .+)$/gm)].map((match) => match[1] ?? "");
}

/**
 * Copies the project into `dir` (node_modules linked) and fills the article folder for `count`.
 * @param {{ projectRoot: string, dir: string, count: number | null }} options count null: today's articles
 * @returns {Promise<{ siteDir: string, env: Record<string, string>, articles: number }>}
 */
export async function prepareColumn({ projectRoot, dir, count }) {
  const siteDir = path.join(dir, "site");
  await mkdir(siteDir, { recursive: true });
  for (const entry of await readdir(projectRoot)) {
    if (NOT_COPIED.has(entry)) continue;
    await cp(path.join(projectRoot, entry), path.join(siteDir, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}bench${path.sep}results`),
    });
  }
  await symlink(path.join(projectRoot, "node_modules"), path.join(siteDir, "node_modules"), "dir");
  if (count === null) {
    const articles = (await readdir(path.join(siteDir, "app", "content", "articles"))).filter((name) => name.endsWith(".md"));
    return { siteDir, env: { ARTICLES_DIR: "" }, articles: articles.length };
  }
  const articlesDir = path.join(dir, "articles");
  await generateArticles({ count, out: articlesDir });
  return { siteDir, env: { ARTICLES_DIR: articlesDir }, articles: count };
}

/**
 * One clean build of a column, step by step, within `limitMs` in all.
 * @param {{ siteDir: string, env: Record<string, string>, limitMs?: number }} options
 */
export async function timedBuild({ siteDir, env, limitMs = BUILD_LIMIT_MS }) {
  await rm(path.join(siteDir, "build"), { recursive: true, force: true });
  const script = JSON.parse(await readFile(path.join(siteDir, "package.json"), "utf8")).scripts.build;
  const started = Date.now();
  /** @type {Array<{ step: string, ms: number, cpuSeconds: number | null }>} */
  const steps = [];
  /** @type {ReturnType<typeof buildPhases>} */
  let phases = null;
  /** @type {string[]} */
  let timings = [];
  for (const step of buildSteps(script)) {
    const left = limitMs - (Date.now() - started);
    const run = await runStep(step, { cwd: siteDir, env, timeoutMs: left });
    steps.push({ step, ms: run.ms, cpuSeconds: childCpuSeconds(run.output) });
    if (/react-router build/.test(step)) {
      phases = buildPhases(run.lines, run.ms);
      timings = pluginTimings(run.output);
    }
    if (run.timedOut) return { ok: false, reason: `not finished within ${Math.round(limitMs / 60_000)} min`, steps };
    if (run.code !== 0) return { ok: false, reason: `${step} failed:\n${run.output.slice(-3000)}`, steps };
  }
  const cpu = steps.map((s) => s.cpuSeconds);
  return {
    ok: true,
    ms: Date.now() - started,
    cpuSeconds: cpu.every((value) => value !== null) ? cpu.reduce((sum, value) => sum + /** @type {number} */ (value), 0) : null,
    steps,
    phases,
    pluginTimings: timings,
  };
}

/**
 * Runs one step in a shell that reports its children's CPU time at the end; every output line is
 * stamped with the moment it arrived.
 * @param {string} step
 * @param {{ cwd: string, env: Record<string, string>, timeoutMs: number }} options
 */
function runStep(step, { cwd, env, timeoutMs }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("sh", ["-c", `${step}\nstatus=$?\ntimes\nexit $status`], {
      cwd,
      env: { ...process.env, ...env, NO_COLOR: "1", PATH: `${path.join(cwd, "node_modules", ".bin")}:${process.env.PATH}` },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    /** @type {Array<{ at: number, text: string }>} */
    const lines = [];
    let output = "";
    let partial = "";
    const take = (/** @type {Buffer} */ chunk) => {
      const text = chunk.toString();
      output += text;
      const parts = (partial + text).split("\n");
      partial = parts.pop() ?? "";
      for (const line of parts) lines.push({ at: Date.now() - started, text: line });
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        // The whole process group: npx, react-router and its workers.
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      },
      Math.max(0, timeoutMs),
    );
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, timedOut, output, lines, ms: Date.now() - started });
    });
  });
}

/**
 * Bytes and files of build/client, and how much of that the .br/.gz copies are.
 * @param {string} root
 */
export async function outputSize(root) {
  let bytes = 0;
  let files = 0;
  let compressedBytes = 0;
  let compressedFiles = 0;
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const { size } = await stat(path.join(entry.parentPath, entry.name));
    bytes += size;
    files++;
    if (/\.(br|gz)$/.test(entry.name)) {
      compressedBytes += size;
      compressedFiles++;
    }
  }
  return { bytes, files, compressedBytes, compressedFiles };
}

/**
 * The URL of every prerendered page of a build.
 * @param {string} root
 */
export async function pagePaths(root) {
  const out = [];
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const dir = path.relative(root, entry.parentPath).split(path.sep).join("/");
    if (dir === "404") continue;
    out.push(dir ? `/${dir}` : "/");
  }
  return out.sort();
}

/**
 * @typedef {{
 *   label: string, articles: number, build: { runs: any[], ms: number | null, cpuSeconds: number | null, phases: Record<string, number | null> | null, pluginTimings: string[], error?: string },
 *   output?: Awaited<ReturnType<typeof outputSize>>, pages?: Record<string, any>,
 *   server?: { rssAfterStart: number | null, rssPeak: number | null, rssAfterLoad: number | null, load: Record<string, any>, pages: number },
 * }} Column
 */

/**
 * @param {{ projectRoot: string, counts: number[], builds: number, buildLimitMs?: number, runs: number, duration: number, connections: number, progress: (line: string) => void, cleanups: Array<() => Promise<unknown>> }} options
 */
export async function measureGrowth({
  projectRoot,
  counts,
  builds,
  buildLimitMs = BUILD_LIMIT_MS,
  runs,
  duration,
  connections,
  progress,
  cleanups,
}) {
  const startedAt = Date.now();
  const loadBefore = os.loadavg();
  const tmp = await mkdtemp(path.join(os.tmpdir(), "bench-growth-"));
  cleanups.push(() => rm(tmp, { recursive: true, force: true }));

  /** @type {Array<Column & { siteDir: string, env: Record<string, string> }>} */
  const columns = [];
  for (const count of [null, ...counts]) {
    const label = count === null ? "today" : String(count);
    progress(`growth: copying the project for ${count === null ? "today's articles" : `${count} articles`} …`);
    const prepared = await prepareColumn({ projectRoot, dir: path.join(tmp, label), count });
    columns.push({
      label,
      articles: prepared.articles,
      siteDir: prepared.siteDir,
      env: prepared.env,
      build: { runs: [], ms: null, cpuSeconds: null, phases: null, pluginTimings: [] },
    });
  }

  // 1. Builds: every column once per round, the order turned round each round.
  for (let round = 1; round <= builds; round++) {
    const order = round % 2 === 1 ? columns : [...columns].reverse();
    for (const column of order) {
      if (column.build.error) continue;
      progress(`growth: build ${round}/${builds}, ${column.label} (${column.articles} articles) …`);
      const result = await timedBuild({ siteDir: column.siteDir, env: column.env, limitMs: buildLimitMs });
      if (!result.ok) {
        const reason = result.reason ?? "failed";
        column.build.error = reason;
        progress(`growth: build ${column.label} stopped: ${reason.split("\n")[0]}`);
        continue;
      }
      column.build.runs.push(result);
      progress(
        `growth: build ${column.label}: ${formatMs(result.ms)} (CPU ${formatNumber(result.cpuSeconds, 1)} s; ${result.steps.map((s) => `${stepName(s.step)} ${formatMs(s.ms)}`).join(", ")})`,
      );
    }
  }
  for (const column of columns) {
    const done = column.build.runs;
    if (done.length === 0) continue;
    column.build.ms = median(done.map((run) => run.ms));
    column.build.cpuSeconds = median(done.map((run) => run.cpuSeconds));
    const phase = (/** @type {(run: any) => number | null | undefined} */ pick) => median(done.map(pick));
    column.build.phases = {
      clientMs: phase((run) => run.phases?.clientMs),
      ssrMs: phase((run) => run.phases?.ssrMs),
      prerenderMs: phase((run) => run.phases?.prerenderMs),
      postbuildMs: phase((run) => run.steps.find((/** @type {any} */ s) => stepName(s.step) === "postbuild")?.ms),
      launchCheckMs: phase((run) => run.steps.find((/** @type {any} */ s) => stepName(s.step) === "check-launch")?.ms),
    };
    column.build.pluginTimings = done.at(-1)?.pluginTimings ?? [];
  }
  // A column is built twice on the same files; from here on each column's last build is measured.
  const built = columns.filter((column) => column.build.runs.length > 0);
  for (const column of built) column.output = await outputSize(path.join(column.siteDir, "build", "client"));

  // 2. The production server on each build: memory right after start, before any request.
  /** @type {Map<string, Awaited<ReturnType<typeof startProductionServer>>>} */
  const servers = new Map();
  for (const column of built) {
    const server = await startProductionServer(path.join(column.siteDir, "build", "client"));
    cleanups.push(server.stop);
    servers.set(column.label, server);
    column.server = { rssAfterStart: residentBytes(server.pid), rssPeak: null, rssAfterLoad: null, load: {}, pages: 0 };
    column.pages = {};
  }

  // 3. First visits (HTML and JavaScript per page type) in Chromium.
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  for (const column of built) {
    const server = /** @type {{ origin: string }} */ (servers.get(column.label));
    for (const [type, page] of Object.entries(PAGE_TYPES)) {
      const visit = await firstVisit(browser, server.origin + page, { viewport: "mobile" });
      const bytes = await accountFirstVisit({
        root: path.join(column.siteDir, "build", "client"),
        origin: server.origin,
        requests: visit.requests,
      });
      /** @type {any} */ (column.pages)[type] = {
        path: page,
        html: { raw: bytes.document.raw, brotli: bytes.document.brotli },
        js: { gzip: bytes.js.gzip, files: bytes.js.files.length },
        errors: [...visit.errors, ...bytes.unresolved.map((url) => `not in build: ${url}`)],
        lighthouse: [],
      };
    }
    progress(`growth: first visits measured (${column.label})`);
  }
  await browser.close();

  // 4. Lighthouse, mobile: run by run, page by page, the columns in turn.
  const chrome = await launchChrome();
  cleanups.push(chrome.kill);
  const first = /** @type {{ origin: string }} */ (servers.get(built[0]?.label ?? ""));
  if (first) await runLighthouse(first.origin + PAGE_TYPES.list, { port: chrome.port }); // warm-up, discarded
  for (let run = 1; run <= runs; run++) {
    for (const type of LIGHTHOUSE_TYPES) {
      for (const column of built) {
        const server = /** @type {{ origin: string }} */ (servers.get(column.label));
        const summary = summarizeRun(await runLighthouse(server.origin + PAGE_TYPES[type], { port: chrome.port }));
        /** @type {any} */ (column.pages)[type].lighthouse.push(summary);
        progress(
          `growth: Lighthouse ${run}/${runs} ${column.label} ${PAGE_TYPES[type]}: perf ${summary.scores.performance}, TBT ${formatMs(summary.metrics.tbt)}`,
        );
      }
    }
  }
  await chrome.kill();
  for (const column of built) {
    for (const type of LIGHTHOUSE_TYPES) {
      const page = /** @type {any} */ (column.pages)[type];
      page.scores = medianOfEach(page.lighthouse.map((/** @type {any} */ s) => s.scores));
      page.metrics = medianOfEach(page.lighthouse.map((/** @type {any} */ s) => s.metrics));
    }
  }

  // 5. Throughput and memory under load, one column at a time; nginx on the same files for comparison.
  const headers = { "accept-encoding": "gzip" };
  let nginxVersion = null;
  for (const column of built) {
    const root = path.join(column.siteDir, "build", "client");
    const server = /** @type {Awaited<ReturnType<typeof startProductionServer>>} */ (servers.get(column.label));
    const asset = await largestAsset(path.join(root, "assets"));
    const pages = await pagePaths(root);
    const targets = [
      { name: "home", path: "/", paths: undefined },
      ...(asset ? [{ name: "asset", path: `/assets/${asset}`, paths: undefined }] : []),
      { name: "every page", path: "/", paths: pages },
    ];
    const stats = /** @type {NonNullable<Column["server"]>} */ (column.server);
    stats.pages = pages.length;
    let peak = stats.rssAfterStart ?? 0;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server.pid) ?? 0)), 200);
    for (const target of targets) {
      progress(`growth: load ${connections} connections × ${duration} s, ${column.label}, ours ${target.name} …`);
      stats.load[target.name] = {
        path: target.path,
        ours: await loadTest(server.origin + target.path, { connections, duration, headers, paths: target.paths }),
      };
    }
    clearInterval(sampler);
    stats.rssPeak = peak;
    stats.rssAfterLoad = residentBytes(server.pid);
    await server.stop();
    servers.delete(column.label);
    const nginx = await startNginx(root);
    if (nginx) {
      nginxVersion = nginx.version;
      for (const target of targets) {
        progress(`growth: load ${connections} connections × ${duration} s, ${column.label}, nginx ${target.name} …`);
        stats.load[target.name].nginx = await loadTest(nginx.origin + target.path, {
          connections,
          duration,
          headers,
          paths: target.paths,
        });
      }
      await nginx.stop();
    }
    for (const target of Object.values(stats.load)) {
      target.ratio = ratio(target.ours?.requestsPerSecond, target.nginx?.requestsPerSecond);
    }
  }

  const result = {
    date: new Date().toISOString(),
    machine: machineFacts(loadBefore),
    node: process.version,
    builds,
    lighthouseRuns: runs,
    load: { connections, durationSeconds: duration, acceptEncoding: headers["accept-encoding"], nginx: nginxVersion },
    columns: columns.map(({ label, articles, build, output, pages, server }) => ({
      label,
      articles,
      build,
      output,
      pages,
      server,
    })),
    benchSeconds: Math.round((Date.now() - startedAt) / 100) / 10,
  };
  return { ...result, targets: growthTargets(result.columns) };
}

/** @param {string} dir */
async function largestAsset(dir) {
  let best = null;
  for (const name of await readdir(dir).catch(() => [])) {
    if (!name.endsWith(".js")) continue;
    const { size } = await stat(path.join(dir, name));
    if (!best || size > best.size) best = { name, size };
  }
  return best?.name ?? null;
}

/**
 * Extra build time per article beyond today's, in ms: wall-clock time, or with `cpu` the CPU time of
 * the build's processes (steadier on a shared machine).
 * @param {Column} column
 * @param {Column | undefined} today
 * @param {{ cpu?: boolean }} [options]
 */
export function msPerArticle(column, today, { cpu = false } = {}) {
  const of = (/** @type {Column} */ c) => (cpu ? (c.build.cpuSeconds === null ? null : c.build.cpuSeconds * 1000) : c.build.ms);
  const mine = of(column);
  const base = today ? of(today) : null;
  if (!today || column === today || mine === null || base === null) return null;
  const extra = column.articles - today.articles;
  return extra > 0 ? (mine - base) / extra : null;
}

/**
 * The growth targets (issue: "The site at 1,000 articles"), each column against today's.
 * @param {Column[]} columns
 * @returns {import("./targets.mjs").TargetResult[]}
 */
export function growthTargets(columns) {
  const today = columns.find((column) => column.label === "today");
  /** @type {import("./targets.mjs").TargetResult[]} */
  const out = [];
  const atMost = (/** @type {number | null | undefined} */ value, /** @type {number} */ limit) =>
    typeof value === "number" ? value <= limit : null;
  for (const column of columns) {
    const name = `${column.articles} articles`;
    if (column.build.error) {
      out.push({
        target: `${name}: build`,
        measured: null,
        limit: "finishes",
        ok: false,
        note: column.build.error.split("\n")[0],
      });
      continue;
    }
    if (column !== today) {
      const perArticle = msPerArticle(column, today);
      out.push({
        target: `${name}: build ms per extra article`,
        measured: perArticle,
        limit: `≤ ${GROWTH_TARGETS.msPerArticle}`,
        ok: atMost(perArticle, GROWTH_TARGETS.msPerArticle),
      });
      if (column.articles === 1000) {
        const times = ratio(column.build.ms, today?.build.ms);
        out.push({
          target: `${name}: build / today's build`,
          measured: times,
          limit: `≤ ${GROWTH_TARGETS.buildOverToday}`,
          ok: atMost(times, GROWTH_TARGETS.buildOverToday),
        });
      }
    }
    const server = column.server;
    if (server) {
      out.push({
        target: `${name}: server RSS, highest under load (MB)`,
        measured: server.rssPeak === null ? null : server.rssPeak / 2 ** 20,
        limit: `≤ ${GROWTH_TARGETS.rssBytes / 2 ** 20}`,
        ok: atMost(server.rssPeak, GROWTH_TARGETS.rssBytes),
      });
      for (const [target, data] of Object.entries(server.load)) {
        if (!data.nginx) continue;
        out.push({
          target: `${name}: server ${target} req/s / nginx`,
          measured: data.ratio,
          limit: `≥ ${TARGETS.serverOverNginx}`,
          ok: typeof data.ratio === "number" ? data.ratio >= TARGETS.serverOverNginx : null,
        });
      }
    }
    const pages = column.pages;
    if (!pages) continue;
    out.push({
      target: `${name}: /ratgeber HTML (KB)`,
      measured: pages.list.html.raw / 1000,
      limit: `≤ ${GROWTH_TARGETS.listHtmlBytes / 1000}`,
      ok: atMost(pages.list.html.raw, GROWTH_TARGETS.listHtmlBytes),
    });
    if (column === today || !today?.pages) continue;
    const hubRatio = ratio(pages.hub.html.raw, today.pages.hub.html.raw);
    out.push({
      target: `${name}: /ai-content HTML / today's`,
      measured: hubRatio,
      limit: `≤ ${GROWTH_TARGETS.hubHtmlOverToday}`,
      ok: atMost(hubRatio, GROWTH_TARGETS.hubHtmlOverToday),
    });
    for (const type of /** @type {PageType[]} */ (Object.keys(PAGE_TYPES))) {
      const js = pages[type].js.gzip;
      const todayJs = today.pages[type].js.gzip;
      out.push({
        target: `${name}: ${PAGE_TYPES[type]} first-visit JS gzip (KB)`,
        measured: js / 1000,
        limit: `≤ today ${formatKB(todayJs)}`,
        ok: js <= todayJs + GROWTH_TARGETS.jsSlackBytes,
      });
    }
    for (const type of LIGHTHOUSE_TYPES) {
      const page = pages[type];
      const base = today.pages[type];
      const performance = page.scores?.performance ?? null;
      const basePerformance = base.scores?.performance ?? null;
      out.push({
        target: `${name}: ${PAGE_TYPES[type]} Performance`,
        measured: performance,
        limit: basePerformance === null ? "–" : `≥ ${basePerformance - GROWTH_TARGETS.performanceDrop}`,
        ok:
          performance === null || basePerformance === null
            ? null
            : performance >= basePerformance - GROWTH_TARGETS.performanceDrop,
      });
      const tbt = page.metrics?.tbt ?? null;
      const baseTbt = base.metrics?.tbt ?? null;
      const tbtLimit = baseTbt === null ? null : baseTbt * GROWTH_TARGETS.tbtOverToday + GROWTH_TARGETS.tbtSlackMs;
      out.push({
        target: `${name}: ${PAGE_TYPES[type]} TBT (ms)`,
        measured: tbt,
        limit: tbtLimit === null ? "–" : `≤ ${Math.round(tbtLimit)}`,
        ok: tbtLimit === null ? null : atMost(tbt, tbtLimit),
      });
    }
  }
  return out;
}

/**
 * The printed report: one column per article count, today's first.
 * @param {any} result
 */
export function growthReport(result) {
  /** @type {Column[]} */
  const columns = result.columns;
  const today = columns.find((column) => column.label === "today");
  const heads = [
    "",
    ...columns.map((column) => (column.label === "today" ? `today (${column.articles})` : `${column.articles}`)),
  ];
  /** @type {Array<Array<string>>} */
  const rows = [];
  const row = (/** @type {string} */ name, /** @type {(column: Column) => string} */ cell) =>
    rows.push([name, ...columns.map((column) => (column.build.error && !column.pages ? "–" : cell(column)))]);
  const seconds = (/** @type {number | null | undefined} */ ms) => (typeof ms === "number" ? `${(ms / 1000).toFixed(1)} s` : "–");
  const mb = (/** @type {number | null | undefined} */ bytes) =>
    typeof bytes === "number" ? `${(bytes / 2 ** 20).toFixed(0)} MB` : "–";

  rows.push([
    `build (median of ${result.builds})`,
    ...columns.map((column) => (column.build.error ? (column.build.error.split("\n")[0] ?? "failed") : seconds(column.build.ms))),
  ]);
  row("  × today's", (column) => {
    const times = ratio(column.build.ms, today?.build.ms);
    return times === null ? "–" : `${times.toFixed(1)}×`;
  });
  row("  ms per extra article", (column) => formatNumber(msPerArticle(column, today)));
  row("  CPU (user + system)", (column) => (column.build.cpuSeconds === null ? "–" : `${column.build.cpuSeconds.toFixed(0)} s`));
  row("  CPU × today's", (column) => {
    const times = ratio(column.build.cpuSeconds, today?.build.cpuSeconds);
    return times === null ? "–" : `${times.toFixed(1)}×`;
  });
  row("  CPU ms per extra article", (column) => formatNumber(msPerArticle(column, today, { cpu: true })));
  row("  client bundle", (column) => seconds(column.build.phases?.clientMs));
  row("  SSR bundle", (column) => seconds(column.build.phases?.ssrMs));
  row("  prerender", (column) => seconds(column.build.phases?.prerenderMs));
  row("  postbuild", (column) => seconds(column.build.phases?.postbuildMs));
  row("  launch check", (column) => seconds(column.build.phases?.launchCheckMs));
  row("build/client", (column) => (column.output ? `${mb(column.output.bytes)}, ${column.output.files} files` : "–"));
  row("  of which .br/.gz", (column) =>
    column.output ? `${mb(column.output.compressedBytes)}, ${column.output.compressedFiles} files` : "–",
  );
  for (const [type, page] of Object.entries(PAGE_TYPES)) {
    row(`${page} HTML raw / br`, (column) => {
      const data = /** @type {any} */ (column.pages)?.[type];
      return data ? `${formatKB(data.html.raw)} / ${formatKB(data.html.brotli)}` : "–";
    });
  }
  for (const [type, page] of Object.entries(PAGE_TYPES)) {
    row(`${page} first-visit JS gzip`, (column) => {
      const data = /** @type {any} */ (column.pages)?.[type];
      return data ? `${formatKB(data.js.gzip)} (${data.js.files} files)` : "–";
    });
  }
  for (const type of LIGHTHOUSE_TYPES) {
    row(`${PAGE_TYPES[type]} Perf / TBT`, (column) => {
      const data = /** @type {any} */ (column.pages)?.[type];
      return data?.scores ? `${formatNumber(data.scores.performance)} / ${formatMs(data.metrics.tbt)}` : "–";
    });
  }
  row("server RSS after start", (column) => mb(column.server?.rssAfterStart));
  row("  highest under load", (column) => mb(column.server?.rssPeak));
  row("  after load", (column) => mb(column.server?.rssAfterLoad));
  for (const name of ["home", "asset", "every page"]) {
    row(`req/s ${name}: ours / nginx`, (column) => {
      const data = column.server?.load[name];
      if (!data) return "–";
      const ours = formatNumber(data.ours?.requestsPerSecond);
      return data.nginx
        ? `${ours} / ${formatNumber(data.nginx.requestsPerSecond)}`
        : `${ours}${name === "every page" ? ` (${column.server?.pages} pages)` : ""}`;
    });
  }

  const m = result.machine;
  const sections = [
    `Growth bench ${result.date} · ${m.cores} cores (${m.cpuModel}) · Node ${result.node} · load average ${m.loadAverageBefore[0]} before, ${m.loadAverageAfter[0]} after · Lighthouse mobile, median of ${result.lighthouseRuns} · load ${result.load.connections} connections × ${result.load.durationSeconds} s, Accept-Encoding: ${result.load.acceptEncoding}${result.load.nginx ? ` (${result.load.nginx}, 1 worker)` : ""}`,
    formatTable(heads, rows, { title: "Growth: today's articles and generated ones, built and measured side by side" }),
  ];
  const timings = columns.filter((column) => column.build.pluginTimings.length);
  if (timings.length) {
    sections.push(
      `Rolldown's slowest plugin callbacks (last build):\n${timings.map((column) => `  ${column.label}: ${column.build.pluginTimings.join("; ")}`).join("\n")}`,
    );
  }
  const problems = columns.flatMap((column) =>
    Object.entries(column.pages ?? {}).flatMap(([type, data]) =>
      /** @type {any} */ (data).errors.map((/** @type {string} */ error) => `${column.label} ${type}: ${error}`),
    ),
  );
  if (problems.length) sections.push(`Problems on first visits:\n  ${problems.join("\n  ")}`);
  sections.push(
    formatTable(
      ["target", "measured", "limit", "result"],
      result.targets.map((/** @type {import("./targets.mjs").TargetResult} */ t) => [
        t.target,
        formatNumber(t.measured, t.measured === null || Math.abs(t.measured) >= 10 ? 0 : 2),
        t.limit,
        t.note ?? verdict(t.ok),
      ]),
      { title: "Targets (reported, not enforced)" },
    ),
  );
  return sections.join("\n\n");
}

/**
 * @param {string} file
 * @param {unknown} result
 */
export async function writeGrowthResult(file, result) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(result, null, 2) + "\n");
}
