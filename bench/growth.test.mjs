import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

import {
  buildPhases,
  buildSteps,
  childCpuSeconds,
  growthReport,
  growthTargets,
  msPerArticle,
  parseArticleCounts,
  pluginTimings,
  prepareColumn,
  stepName,
} from "./growth.mjs";
import { benchOptions } from "./run.mjs";

const projectRoot = path.resolve(import.meta.dirname, "..");

describe("options", () => {
  it("reads --articles as ascending counts, each once, and --builds", () => {
    expect(parseArticleCounts("1000,100, 100")).toEqual([100, 1000]);
    expect(benchOptions(["--articles=1000", "--builds=3", "--build-minutes=20"])).toMatchObject({
      articles: [1000],
      builds: 3,
      buildMinutes: 20,
    });
    expect(benchOptions([])).toMatchObject({ articles: null, builds: 2, buildMinutes: 15 });
    for (const bad of ["", "0", "tausend", "10.5", "200000"]) expect(() => parseArticleCounts(bad)).toThrow(/--articles/);
  });
});

describe("build measurements", () => {
  it("splits package.json's build script into its steps", () => {
    expect(buildSteps("react-router build && node scripts/postbuild.mjs &&node x.mjs --report")).toEqual([
      "react-router build",
      "node scripts/postbuild.mjs",
      "node x.mjs --report",
    ]);
  });

  it("names each step by its script", () => {
    expect(stepName("react-router build")).toBe("react-router build");
    expect(stepName("node scripts/postbuild.mjs")).toBe("postbuild");
    expect(stepName("node scripts/check-launch.mjs --report")).toBe("check-launch");
  });

  it("reads the children's CPU time from the shell's `times`", () => {
    expect(childCpuSeconds("output\n0m0.010s 0m0.004s\n1m20.500s 0m5.250s\n")).toBeCloseTo(85.75);
    expect(childCpuSeconds("no times here")).toBeNull();
  });

  it("splits react-router build into client bundle, SSR bundle and prerender by when its lines appeared", () => {
    const lines = [
      { at: 10, text: "vite v8.3.8 building client environment for production..." },
      { at: 4000, text: "✓ built in 4.0s" },
      { at: 4100, text: "vite v8.3.8 building ssr environment for production..." },
      { at: 9000, text: "Prerender (data): / -> build/client/_.data" },
      { at: 20000, text: "Prerender (html): /x -> build/client/x/index.html" },
    ];
    expect(buildPhases(lines, 21000)).toEqual({ clientMs: 4100, ssrMs: 4900, prerenderMs: 12000 });
    expect(buildPhases(lines.slice(0, 2), 5000)).toBeNull();
  });

  it("keeps rolldown's slowest plugin callbacks, colour codes removed", () => {
    const output =
      "\u001b[33m[PLUGIN_TIMINGS] \u001b[0mJavaScript callbacks ran for 16.4s\nThe slowest callbacks:\n  - plugin react-router writeBundle (54%, 9.5s, 1 call)\n  - plugin react-router:virtual-modules load (38%, 6.7s, 241 calls)\nThese rows add up";
    expect(pluginTimings(output)).toEqual([
      "plugin react-router writeBundle (54%, 9.5s, 1 call)",
      "plugin react-router:virtual-modules load (38%, 6.7s, 241 calls)",
    ]);
  });
});

describe("prepareColumn", () => {
  /** @type {string[]} */
  const dirs = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("copies the project beside app/content, links node_modules, and puts generated articles outside the copy", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "growth-test-"));
    dirs.push(dir);
    const before = await readdir(path.join(projectRoot, "app", "content", "articles"));
    const column = await prepareColumn({ projectRoot, dir, count: 9 });
    expect(column.articles).toBe(9);
    const articlesDir = path.join(dir, "articles");
    expect(column.env.ARTICLES_DIR).toBe(articlesDir);
    expect((await readdir(articlesDir)).filter((name) => name.endsWith(".md"))).toHaveLength(9);
    expect(await readFile(path.join(column.siteDir, "package.json"), "utf8")).toBe(
      await readFile(path.join(projectRoot, "package.json"), "utf8"),
    );
    expect(existsSync(path.join(column.siteDir, "node_modules", "vite", "package.json"))).toBe(true);
    expect(existsSync(path.join(column.siteDir, "build"))).toBe(false);
    expect(existsSync(path.join(column.siteDir, ".git"))).toBe(false);
    // The project's own article folder is untouched.
    expect(await readdir(path.join(projectRoot, "app", "content", "articles"))).toEqual(before);

    const today = await prepareColumn({ projectRoot, dir: path.join(dir, "today"), count: null });
    expect(today.env.ARTICLES_DIR).toBe("");
    expect(today.articles).toBe(before.filter((name) => name.endsWith(".md")).length);
  }, 60_000);
});

/**
 * @param {string} label
 * @param {number} articles
 * @param {{ buildMs: number, rss: number, listKb: number, hubKb: number, js: number, perf: number, tbt: number, ratio: number }} m
 */
function column(label, articles, m) {
  const page = (/** @type {number} */ kb) => ({
    html: { raw: kb * 1000, brotli: kb * 200 },
    js: { gzip: m.js, files: 10 },
    errors: [],
    scores: { performance: m.perf },
    metrics: { tbt: m.tbt },
  });
  return {
    label,
    articles,
    build: { runs: [], ms: m.buildMs, cpuSeconds: m.buildMs / 500, phases: null, pluginTimings: [] },
    output: { bytes: 5e6, files: 300, compressedBytes: 1e6, compressedFiles: 100 },
    pages: { home: page(60), list: page(m.listKb), category: page(50), article: page(100), hub: page(m.hubKb) },
    server: {
      rssAfterStart: m.rss / 2,
      rssPeak: m.rss,
      rssAfterLoad: m.rss,
      pages: 20,
      load: {
        home: { path: "/", ours: { requestsPerSecond: 3000 }, nginx: { requestsPerSecond: 3000 / m.ratio }, ratio: m.ratio },
      },
    },
  };
}

describe("growth targets and report", () => {
  const today = column("today", 4, {
    buildMs: 20_000,
    rss: 60 * 2 ** 20,
    listKb: 67,
    hubKb: 70,
    js: 120_000,
    perf: 80,
    tbt: 400,
    ratio: 1.1,
  });

  it("compares each column with today's: build per article and ×, memory, HTML, JavaScript, Lighthouse, nginx", () => {
    const good = column("1000", 1000, {
      buildMs: 70_000,
      rss: 150 * 2 ** 20,
      listKb: 90,
      hubKb: 80,
      js: 120_000,
      perf: 78,
      tbt: 520,
      ratio: 1,
    });
    expect(msPerArticle(good, today)).toBeCloseTo(50_000 / 996);
    const results = growthTargets([today, good]);
    expect(results.filter((t) => t.ok === false)).toEqual([]);
    expect(results.map((t) => t.target)).toEqual(
      expect.arrayContaining([
        "1000 articles: build ms per extra article",
        "1000 articles: build / today's build",
        "1000 articles: server RSS, highest under load (MB)",
        "1000 articles: /ratgeber HTML (KB)",
        "1000 articles: /ai-content HTML / today's",
        "1000 articles: /ratgeber first-visit JS gzip (KB)",
        "1000 articles: /ratgeber Performance",
        "1000 articles: /ai-content TBT (ms)",
        "1000 articles: server home req/s / nginx",
      ]),
    );

    const bad = column("1000", 1000, {
      buildMs: 240_000,
      rss: 260 * 2 ** 20,
      listKb: 2200,
      hubKb: 440,
      js: 190_000,
      perf: 70,
      tbt: 3900,
      ratio: 0.5,
    });
    const missed = growthTargets([today, bad])
      .filter((t) => t.ok === false)
      .map((t) => t.target.replace("1000 articles: ", ""));
    expect(missed).toEqual(
      expect.arrayContaining([
        "build ms per extra article",
        "build / today's build",
        "server RSS, highest under load (MB)",
        "/ratgeber HTML (KB)",
        "/ai-content HTML / today's",
        "/ first-visit JS gzip (KB)",
        "/ratgeber Performance",
        "/ratgeber TBT (ms)",
        "server home req/s / nginx",
      ]),
    );
  });

  it("reports a build that did not finish instead of measuring it", () => {
    const unfinished = {
      ...column("10000", 10000, { buildMs: 0, rss: 0, listKb: 0, hubKb: 0, js: 0, perf: 0, tbt: 0, ratio: 1 }),
    };
    const stopped = {
      label: "10000",
      articles: 10000,
      build: { ...unfinished.build, ms: null, error: "not finished within 15 min" },
    };
    const targets = growthTargets([today, /** @type {any} */ (stopped)]);
    expect(targets).toContainEqual(
      expect.objectContaining({ target: "10000 articles: build", ok: false, note: "not finished within 15 min" }),
    );
    const text = growthReport({
      date: "2026-11-24T00:00:00.000Z",
      machine: { cores: 2, cpuModel: "AMD EPYC", loadAverageBefore: [1], loadAverageAfter: [2] },
      node: "v20.20.2",
      builds: 2,
      lighthouseRuns: 2,
      load: { connections: 50, durationSeconds: 10, acceptEncoding: "gzip", nginx: "nginx/1.22.1" },
      columns: [today, stopped],
      targets,
    });
    expect(text).toContain("today (4)");
    expect(text).toContain("not finished within 15 min");
    expect(text).toMatch(/build \(median of 2\)\s+20\.0 s/);
    expect(text).toMatch(/\/ratgeber HTML raw \/ br\s+67\.0 KB \/ 13\.4 KB/);
    expect(text).toMatch(/req\/s home: ours \/ nginx\s+3000 \/ 2727/);
  });
});
