import { describe, expect, it } from "vitest";

import { benchOptions, report } from "./run.mjs";

/** @param {number} raw @param {number} gzip @param {number} brotli */
const sizes = (raw, gzip, brotli) => ({ raw, gzip, brotli, files: [{ url: "x", raw, gzip, brotli }] });
/** @param {number} performance @param {number} lcp */
const lighthouse = (performance, lcp) => ({
  scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
  metrics: { lcp, fcp: lcp, tbt: 10, cls: 0, speedIndex: lcp },
  requestsBeforeLcp: 2,
  benchmarkIndex: 1500,
});

const result = {
  date: "2026-11-21T12:00:00.000Z",
  machine: {
    cores: 2,
    cpuModel: "AMD EPYC",
    totalMemoryBytes: 8 * 2 ** 30,
    loadAverageBefore: [0.2, 0, 0],
    loadAverageAfter: [0.9, 0, 0],
  },
  node: "v20.20.2",
  chromium: "156.0.0.0",
  lighthouse: { version: "12.8.2", preset: "mobile, simulated throttling", runs: 3 },
  buildSeconds: 17.2,
  pages: {
    "/": {
      page: lighthouse(99, 1100),
      twin: lighthouse(100, 1000),
      lcpOverTwin: 1.1,
      bytes: {
        js: sizes(392_203, 124_895, 109_082),
        css: sizes(18_818, 4_707, 4_119),
        document: sizes(30_465, 7_879, 6_879),
        requests: 10,
        errors: [],
        unresolved: [],
      },
    },
  },
  hub: {
    analysis: { words: 1500, runs: 200, medianMs: 1.43, p95Ms: 3.9, maxMs: 12.2, hugeWords: 100_000, hugeMs: 180 },
    typing: { runs: [{ interactions: 60 }, { interactions: 60 }, { interactions: 60 }], inp: 40, median: 16, p95: 24 },
  },
  server: {
    nginx: null,
    acceptEncoding: "gzip",
    connections: 50,
    durationSeconds: 10,
    targets: [
      {
        name: "/",
        path: "/",
        ours: { requestsPerSecond: 1200, latencyP50: 40, latencyP99: 100, errors: 0, non2xx: 0 },
        nginx: null,
        ratio: null,
      },
    ],
  },
  targets: [
    { target: "/ Performance", measured: 99, limit: "≥ 98", ok: true },
    { target: "/ TBT (ms)", measured: 331.0000001, limit: "≤ 50", ok: false },
    { target: "/ LCP / twin LCP", measured: 2.6123, limit: "≤ 1.15", ok: false },
    { target: "server / req/s / nginx", measured: null, limit: "≥ 0.8", ok: null, note: "nginx not installed" },
  ],
};

describe("report", () => {
  const text = report(result);

  it("names the machine, the tools and the method", () => {
    expect(text).toContain("2 cores (AMD EPYC)");
    expect(text).toContain("Lighthouse 12.8.2 (mobile, simulated throttling, median of 3)");
    expect(text).toContain("Clean build: 17.2 s");
  });

  it("prints page, twin and their LCP ratio, and the first-visit bytes", () => {
    expect(text).toMatch(/\/\s+page\s+99\s+100\s+100\s+100\s+1\.10 s/);
    expect(text).toMatch(/\/\s+zero-JS twin\s+100/);
    expect(text).toMatch(/LCP page \/ twin\s+1\.10×/);
    expect(text).toMatch(/\/\s+392\.2 KB\s+124\.9 KB\s+109\.1 KB/);
  });

  it("says nginx is missing instead of comparing", () => {
    expect(text).toMatch(/\/\s+nginx\s+nginx not installed/);
    expect(text).toMatch(/server \/ req\/s \/ nginx\s+–\s+≥ 0\.8\s+nginx not installed/);
    expect(text).toMatch(/\/ Performance\s+99\s+≥ 98\s+PASS/);
    expect(text).toMatch(/\/ TBT \(ms\)\s+331\s+≤ 50\s+MISS/);
    expect(text).toMatch(/\/ LCP \/ twin LCP\s+2\.61\s+≤ 1\.15\s+MISS/);
  });

  it("prints the hub's analysis and typing measurements", () => {
    expect(text).toMatch(/analysis, 1500 words\s+1\.43 ms\s+3\.90 ms\s+12\.2 ms\s+200 runs/);
    expect(text).toMatch(/analysis, 100000 words\s+180 ms/);
    expect(text).toMatch(/typing, per keystroke\s+16 ms\s+24 ms\s+INP 40 ms \(median of 3 runs × 60 keys\)/);
    expect(report({ ...result, hub: null })).not.toContain("Hub editor");
  });

  it("warns when the machine was busy while measuring", () => {
    expect(text).not.toContain("WARNING");
    const busy = report({ ...result, machine: { ...result.machine, loadAverageAfter: [3.4, 0, 0] } });
    expect(busy).toContain("WARNING: the machine was busy (1-min load average up to 3.4 on 2 cores)");
  });
});

describe("benchOptions", () => {
  it("defaults to a clean build, every page worth measuring (one article page among them), 3 runs, 50 connections for 10 s", () => {
    expect(benchOptions([])).toEqual({
      build: true,
      pages: [
        "/",
        "/ai-content",
        "/serien",
        "/set-rechner",
        "/echtheit-pruefen",
        "/sammlung",
        "/ratgeber",
        "/suche",
        "<article>",
      ],
      runs: 3,
      duration: 10,
      connections: 50,
      articles: null,
      builds: 2,
      buildMinutes: 15,
      searchArticles: 1000,
      publish: null,
      publishArticles: [4, 1000],
      scale: null,
      scaleBuilds: null,
    });
  });
  it("takes a page list and numbers", () => {
    expect(benchOptions(["--no-build", "--pages=/,/impressum", "--runs=5", "--duration", "3"])).toEqual({
      build: false,
      pages: ["/", "/impressum"],
      runs: 5,
      duration: 3,
      connections: 50,
      articles: null,
      builds: 2,
      buildMinutes: 15,
      searchArticles: 1000,
      publish: null,
      publishArticles: [4, 1000],
      scale: null,
      scaleBuilds: null,
    });
    expect(benchOptions(["--search-articles=0"]).searchArticles).toBe(0);
    expect(benchOptions(["--publish-articles=0"]).publishArticles).toEqual([]);
    expect(benchOptions(["--scale=10000,1000"]).scale).toEqual([1000, 10_000]);
    expect(benchOptions(["--publish=4,1000"]).publish).toEqual([4, 1000]);
    expect(() => benchOptions(["--search-articles=-5"])).toThrow("--search-articles takes a whole number from 1");
  });
  it("rejects unknown options, stray arguments and numbers that are not whole and positive", () => {
    expect(() => benchOptions(["--fast"])).toThrow(/Unknown option '--fast'/);
    expect(() => benchOptions(["fast"])).toThrow(/positional argument/);
    expect(() => benchOptions(["--runs=0"])).toThrow('--runs takes a whole number from 1, not "0"');
    expect(() => benchOptions(["--duration=ten"])).toThrow('--duration takes a whole number from 1, not "ten"');
    expect(() => benchOptions(["--pages=,"])).toThrow(/--pages needs at least one path/);
  });
});
