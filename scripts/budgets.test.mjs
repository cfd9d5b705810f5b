import { describe, expect, it } from "vitest";

import { budgetReport, evaluateBudgets, gatedLighthouseRun } from "./budgets.mjs";

const perfect = { scores: { accessibility: 100, "best-practices": 100, seo: 100 }, failedAudits: {} };
const cleanVisit = { jsGzip: 124_895, cssGzip: 4_707, errors: [], unresolved: [] };

describe("evaluateBudgets", () => {
  it("passes a site within every budget", () => {
    const rows = evaluateBudgets({
      lighthouse: { "/": perfect, "/ai-content": perfect },
      firstVisits: { "/": cleanVisit, "/ai-content": { ...cleanVisit, jsGzip: 190_000 } },
      images: [{ file: "favicon.svg", bytes: 517 }],
    });
    expect(rows.filter((row) => row.ok === false)).toEqual([]);
    // The hub's JavaScript is reported, not held to the home page's budget.
    expect(rows.find((row) => row.budget === "/ai-content JavaScript, first visit (gzip)")).toMatchObject({
      ok: null,
      measured: "190.0 KB",
    });
  });

  it("misses each budget that is exceeded and says why", () => {
    const rows = evaluateBudgets({
      lighthouse: {
        "/": {
          scores: { accessibility: 96, "best-practices": 100, seo: 100 },
          failedAudits: {
            accessibility: ["color-contrast: Background and foreground colors do not have a sufficient contrast ratio."],
          },
        },
      },
      firstVisits: { "/": { jsGzip: 134_001, cssGzip: 20_001, errors: ["console: boom"], unresolved: [] } },
      images: [
        { file: "images/hero.png", bytes: 140_000 },
        { file: "favicon.svg", bytes: 517 },
      ],
    });
    const missed = rows.filter((row) => row.ok === false).map((row) => row.budget);
    expect(missed).toEqual([
      "/ Lighthouse accessibility",
      "/ JavaScript, first visit (gzip)",
      "/ CSS incl. inline (gzip)",
      "/ console errors, failed requests",
      "images in build/client (2), largest",
    ]);
    const report = budgetReport(rows);
    expect(report).toMatch(/\/ JavaScript, first visit \(gzip\)\s+134\.0 KB\s+≤ 134\.0 KB\s+MISS/);
    expect(report).toContain("MISS / Lighthouse accessibility:\n  color-contrast");
    expect(report).toContain("images/hero.png: 140.0 KB");
    expect(report).toContain("console: boom");
  });

  it("treats a missing Lighthouse score as a miss", () => {
    const rows = evaluateBudgets({ lighthouse: { "/": { scores: {}, failedAudits: {} } }, firstVisits: {}, images: [] });
    expect(rows.filter((row) => row.budget.includes("Lighthouse")).every((row) => row.ok === false)).toBe(true);
  });
});

describe("article pages", () => {
  it("may not download more JavaScript on a first visit than /", () => {
    const rows = evaluateBudgets({
      lighthouse: { "/ratgeber/artikel": perfect },
      firstVisits: { "/": cleanVisit, "/ratgeber/artikel": { ...cleanVisit, jsGzip: cleanVisit.jsGzip + 1 } },
      images: [],
    });
    expect(rows.find((row) => row.budget === "/ratgeber/artikel JavaScript, first visit (gzip)")).toMatchObject({
      ok: false,
      limit: "≤ / (124.9 KB)",
    });
    const within = evaluateBudgets({
      lighthouse: {},
      firstVisits: { "/": cleanVisit, "/ratgeber/artikel": { ...cleanVisit, jsGzip: 100_000 } },
      images: [],
    });
    expect(within.find((row) => row.budget === "/ratgeber/artikel JavaScript, first visit (gzip)")?.ok).toBe(true);
  });
});

describe("gatedLighthouseRun", () => {
  /** @typedef {{ scores: Record<string, number | null>, failedAudits: Record<string, string[]> }} Run */
  /** @type {Run} */
  const pass = { scores: { accessibility: 100, "best-practices": 100, seo: 100 }, failedAudits: {} };
  /** @type {Run} */
  const spoiled = {
    scores: { accessibility: 100, "best-practices": 100, seo: 92 },
    failedAudits: { seo: ["robots-txt: robots.txt is not valid"] },
  };
  /** Measures the given results in turn, the last one again and again. @param {Run[]} results */
  const runs = (...results) => {
    let index = 0;
    const measure = async () => /** @type {Run} */ (results[Math.min(index++, results.length - 1)]);
    return { measure, count: () => index };
  };

  it("takes a passing first run and measures nothing more", async () => {
    const { measure, count } = runs(pass, spoiled);
    const warnings = /** @type {string[]} */ ([]);
    expect(await gatedLighthouseRun(measure, (message) => warnings.push(message))).toBe(pass);
    expect(count()).toBe(1);
    expect(warnings).toEqual([]);
  });

  it("measures a miss again, says why, and keeps the run that passes", async () => {
    const { measure, count } = runs(spoiled, pass);
    const warnings = /** @type {string[]} */ ([]);
    expect(await gatedLighthouseRun(measure, (message) => warnings.push(message))).toBe(pass);
    expect(count()).toBe(2);
    expect(warnings).toEqual(["Lighthouse seo below 100 (robots-txt: robots.txt is not valid): run 2 of 3 …"]);
  });

  it("reports a miss that every run shows", async () => {
    const { measure, count } = runs(spoiled);
    expect(await gatedLighthouseRun(measure, () => {})).toBe(spoiled);
    expect(count()).toBe(3);
  });
});
