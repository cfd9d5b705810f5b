// `npm test`: typecheck, lint, unit tests, a fresh build, end-to-end tests, growth tests (the site with 4 and 100 articles)
// and budgets against the real server. Ends with one line "N passed, N failed" over everything; exits non-zero on any failure.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

import { llmTestPorts } from "../tests/llm-server/ports.mjs";
import { freePort } from "./free-port.mjs";

/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" };
let passed = 0;
let failed = 0;
/** @type {string[]} */
const failures = [];

/**
 * Counts a finished step and prints its last line: by the tests it reports, else as one check; a
 * failed step that reports no failed test (a crash, no tests found) counts one failure.
 * @param {string} name
 * @param {boolean} ok
 * @param {{ passed: number, failed: number } | null | undefined} counted
 * @param {number} started Date.now() when the step began
 */
function finish(name, ok, counted, started) {
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
    if (!ok && counted.failed === 0) failed += 1;
  } else if (ok) {
    passed += 1;
  } else {
    failed += 1;
  }
  if (!ok) failures.push(name);
  console.log(`--- ${name}: ${ok ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * Runs one step and counts it: by the tests it reports (`count`), else as one check.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ count?: () => { passed: number, failed: number } | null }} [options]
 */
function run(name, command, args, { count } = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env, shell: false });
  const ok = result.status === 0;
  finish(name, ok, count?.(), started);
  return ok;
}

/**
 * Runs one step like `run`, but in the background with its output held back and printed in one
 * piece when it ends, so two independent steps can share the two cores without mixing their lines.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ count?: () => { passed: number, failed: number } | null }} [options]
 * @returns {Promise<boolean>}
 */
function runQuietly(name, command, args, { count } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, shell: false });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      const ok = status === 0;
      console.log(`\n=== ${name} ===`);
      process.stdout.write(Buffer.concat(output));
      finish(name, ok, count?.(), started);
      resolve(ok);
    });
  });
}

/**
 * Runs the steps of each lane one after another (each whatever the one before it gave), the lanes side by
 * side; then the steps of `next` in whichever lane is free first.
 * @param {[string, string, string[]][][]} lanes
 * @param {[string, string, string[]][]} [next]
 */
async function runLanes(lanes, next = []) {
  const queue = [...next];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, command, args] of lane) await runQuietly(name, command, args);
      for (let step = queue.shift(); step; step = queue.shift()) await runQuietly(...step);
    }),
  );
}

/** @param {string} file @returns {any} the parsed file, or null when it is missing or not JSON */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** @param {string} file a Playwright JSON report @returns {{ passed: number, failed: number } | null} */
function playwrightCount(file) {
  const report = readJson(file);
  if (!report?.stats) return null;
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

mkdirSync("test-results", { recursive: true });
// A free port for the end-to-end server, so a server left running elsewhere cannot break the run.
if (!env.E2E_PORT) env.E2E_PORT = String(await freePort());
// The language-model test server and a port nobody listens on: the build must allow both origins
// (LLM_ORIGINS is fixed at build time), so they are chosen before the build, and the test build
// always uses them whatever LLM_ORIGINS the shell has.
const taken = new Set([env.E2E_PORT, env.LLM_TEST_PORT, env.LLM_CLOSED_PORT]);
for (const name of ["LLM_TEST_PORT", "LLM_CLOSED_PORT"]) {
  while (!env[name]) {
    const port = String(await freePort());
    if (!taken.has(port)) taken.add((env[name] = port));
  }
}
env.LLM_ORIGINS = llmTestPorts(env).llmOrigins;
// The editor mode's end-to-end tests start its server on ports of their own (tests/e2e/editor-mode.spec.ts,
// tests/e2e/newsroom.spec.ts, tests/e2e/fact-base.spec.ts).
for (const name of ["EDITOR_E2E_PORT", "NEWSROOM_E2E_PORT", "FACTS_E2E_PORT"]) {
  while (!env[name]) {
    const port = String(await freePort());
    if (!taken.has(port)) taken.add((env[name] = port));
  }
}
const only = process.argv.slice(2);
const wants = (/** @type {string} */ step) => only.length === 0 || only.includes(step);

// Type checks, lint and the build are independent and mostly single-threaded: the type checks in one lane,
// lint in the other, and the build in whichever lane is free first, so it no longer waits for both. The
// unit tests (two workers of their own) come after all three: some of them read the fresh build.
/** @type {[string, string, string[]][][]} */
const lanes = [[], []];
if (wants("typecheck"))
  lanes[0]?.push(
    ["typegen", "npx", ["react-router", "typegen"]],
    ["typecheck", "npx", ["tsc", "--noEmit"]],
    ["typecheck (server, scripts, bench, tests)", "npx", ["tsc", "-p", "tsconfig.node.json"]],
  );
if (wants("lint"))
  lanes[1]?.push(["lint", "npx", ["eslint", ".", "--max-warnings", "0"]], ["format", "npx", ["prettier", "--check", "."]]);
const builds = wants("e2e") || wants("build");
await runLanes(lanes, builds ? [["build", "npm", ["run", "build"]]] : []);
const built = builds && !failures.includes("build");
if (wants("unit")) {
  rmSync("test-results/unit.json", { force: true });
  run("unit tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=test-results/unit.json"], {
    count: () => {
      const report = readJson("test-results/unit.json");
      return report ? { passed: report.numPassedTests, failed: report.numFailedTests } : null;
    },
  });
}
if (wants("e2e") && built) {
  rmSync("test-results/e2e.json", { force: true });
  run("end-to-end tests (Chromium)", "npx", ["playwright", "test"], {
    count: () => playwrightCount("test-results/e2e.json"),
  });
}
// The growth tests build two sites and then walk one; the budgets mostly wait for Lighthouse's pages to
// go quiet: side by side they fill the two cores.
/** @type {Promise<boolean>[]} */
const afterE2e = [];
if (wants("growth") && built) {
  // The same code built with 4 and with 100 generated articles (tests/growth): page costs compared file by
  // file, the larger site served and walked.
  if (!env.GROWTH_PORT) env.GROWTH_PORT = String(await freePort());
  rmSync("test-results/growth.json", { force: true });
  afterE2e.push(
    runQuietly("growth tests (4 and 100 articles)", "npx", ["playwright", "test", "-c", "tests/growth/playwright.config.ts"], {
      count: () => playwrightCount("test-results/growth.json"),
    }),
  );
}
// A cold build, one article and one fact changed, a warm build and a cold one of the same sources: the same files.
if (wants("incremental") && built)
  afterE2e.push(runQuietly("incremental build (cold, warm, cold)", "node", ["tests/incremental/builds.mjs"]));
if (wants("budgets") && built && existsSync("scripts/budgets.mjs"))
  afterE2e.push(runQuietly("budgets", "node", ["scripts/budgets.mjs"]));
await Promise.all(afterE2e);

if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
