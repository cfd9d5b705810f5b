// `npm test`: typecheck, lint, unit tests, a fresh build, end-to-end tests (and budgets) against the
// real server. Ends with one line "N passed, N failed" over everything; exits non-zero on any failure.
import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

import { llmTestPorts } from "../tests/llm-server/ports.mjs";

/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" };
let passed = 0;
let failed = 0;
/** @type {string[]} */
const failures = [];

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
  const counted = count?.();
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
    // The runner failed without a failing test (crash, no tests found): count it as one failure.
    if (!ok && counted.failed === 0) failed += 1;
  } else if (ok) {
    passed += 1;
  } else {
    failed += 1;
  }
  if (!ok) failures.push(name);
  console.log(`--- ${name}: ${ok ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/**
 * Runs one step like `run`, but in the background with its output held back and printed in one
 * piece when it ends, so two independent steps can share the two cores without mixing their lines.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<boolean>}
 */
function runQuietly(name, command, args) {
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
      if (ok) passed += 1;
      else {
        failed += 1;
        failures.push(name);
      }
      console.log(`--- ${name}: ${ok ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(ok);
    });
  });
}

/** Runs the steps of each lane one after another, the lanes side by side. @param {[string, string, string[]][][]} lanes */
async function runLanes(lanes) {
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, command, args] of lane) if (!(await runQuietly(name, command, args))) return;
    }),
  );
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** @param {string} file @returns {any} the parsed file, or null when it is missing or not JSON */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
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
const only = process.argv.slice(2);
const wants = (/** @type {string} */ step) => only.length === 0 || only.includes(step);

// Type checks and lint are independent and single-threaded: one lane each.
/** @type {[string, string, string[]][][]} */
const lanes = [];
if (wants("typecheck"))
  lanes.push([
    ["typegen", "npx", ["react-router", "typegen"]],
    ["typecheck", "npx", ["tsc", "--noEmit"]],
    ["typecheck (server, scripts, bench, tests)", "npx", ["tsc", "-p", "tsconfig.node.json"]],
  ]);
if (wants("lint"))
  lanes.push([
    ["lint", "npx", ["eslint", ".", "--max-warnings", "0"]],
    ["format", "npx", ["prettier", "--check", "."]],
  ]);
await runLanes(lanes);
if (wants("unit")) {
  rmSync("test-results/unit.json", { force: true });
  run("unit tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=test-results/unit.json"], {
    count: () => {
      const report = readJson("test-results/unit.json");
      return report ? { passed: report.numPassedTests, failed: report.numFailedTests } : null;
    },
  });
}
let built = true;
if (wants("e2e") || wants("build")) built = run("build", "npm", ["run", "build"]);
if (wants("e2e") && built) {
  rmSync("test-results/e2e.json", { force: true });
  run("end-to-end tests (Chromium)", "npx", ["playwright", "test"], {
    count: () => {
      const report = readJson("test-results/e2e.json");
      if (!report?.stats) return null;
      return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
    },
  });
}
if (wants("budgets") && built && existsSync("scripts/budgets.mjs")) run("budgets", "node", ["scripts/budgets.mjs"]);

if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
