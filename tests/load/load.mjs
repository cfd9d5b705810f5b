// `npm run test:load`: the production server under load on loopback.
// 200 concurrent connections for 10 s, cycling through the home page, a hashed asset and an unknown
// path (browser-like Accept-Encoding), run twice. Passes when:
//   - no errors, timeouts or resets, and every answer is 200 (page, asset) or 404 (unknown path);
//   - the server's resident memory after the runs is within 20 % of what it was before;
//   - the second run is as fast as the first: the server spends at most 25 % more CPU time per
//     request than in the first run. (CPU time per request is what the server controls; requests per
//     second on a shared machine mostly measure the load generator and the neighbours. Throughput is
//     printed, and must not fall below half of the first run's. Without /proc, throughput must stay
//     within 20 % instead.)
// The server is started exactly as `npm start` starts it (node options included). Bounded: a
// watchdog stops everything after 90 s; the server is stopped with SIGTERM and must exit with 0.
// Prints a summary; exits non-zero on any failure.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import autocannon from "autocannon";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.LOAD_DURATION ?? 10);
const MEMORY_TOLERANCE = 0.2;
const CPU_TOLERANCE = 0.25;
const THROUGHPUT_FLOOR = 0.5;
const THROUGHPUT_TOLERANCE_WITHOUT_PROC = 0.2;
const WATCHDOG_MS = 90_000;

const watchdog = setTimeout(() => {
  console.error("Lasttest: Zeitlimit überschritten, breche ab.");
  server?.kill("SIGKILL");
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

if (!existsSync(path.join(projectRoot, "build", "client", "index.html"))) {
  const built = spawnSync(process.execPath, [path.join(projectRoot, "scripts", "ensure-build.mjs")], {
    stdio: "inherit",
    cwd: projectRoot,
  });
  if (built.status !== 0) process.exit(1);
}

/** @type {import("node:child_process").ChildProcess | undefined} */
let server;
const failures = [];

// `npm start` is "node [options] server/index.mjs": run the same.
const startScript = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")).scripts.start;
const startArgs = /^node\s+(.*)$/.exec(startScript)?.[1]?.split(/\s+/) ?? ["server/index.mjs"];

const port = await new Promise((resolve, reject) => {
  server = spawn(process.execPath, startArgs, {
    cwd: projectRoot,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", QUIET: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  server.stdout?.on("data", (chunk) => {
    output += chunk;
    const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
    if (match) resolve(Number(match[1]));
  });
  server.on("exit", (code) => reject(new Error(`Server beendet (${code}): ${output}`)));
});
const base = `http://127.0.0.1:${port}`;

const html = await (await fetch(`${base}/`)).text();
const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
if (!asset) {
  console.error("Kein Asset in der Startseite gefunden.");
  await stopServer();
  process.exit(1);
}
const targets = [
  { path: "/", expect: 200 },
  { path: asset, expect: 200 },
  { path: "/gibt-es-nicht-lasttest", expect: 404 },
];

/** Resident memory of the server process in bytes (Linux /proc, else ps). */
function serverRss() {
  const pid = /** @type {number} */ (server?.pid);
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
  } catch {
    const ps = spawnSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" });
    return Number(ps.stdout.trim()) * 1024;
  }
}

/** CPU time (user + system) the server has used, in ms; null where /proc is unavailable. */
function serverCpuMs() {
  try {
    const fields = readFileSync(`/proc/${server?.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    const hz = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
    return Number.isFinite(ticks) ? (ticks * 1000) / hz : null;
  } catch {
    return null;
  }
}

/** @param {string} label @param {number} seconds */
async function run(label, seconds) {
  const cpuBefore = serverCpuMs();
  /** @type {Record<string, Record<number, number>>} */
  const statusByPath = {};
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html,*/*" },
    requests: targets.map((target) => ({
      method: "GET",
      path: target.path,
      onResponse: (/** @type {number} */ status) => {
        const counts = (statusByPath[target.path] ??= {});
        counts[status] = (counts[status] ?? 0) + 1;
      },
    })),
  });
  const cpuAfter = serverCpuMs();
  const cpuPerRequestUs =
    cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return { label, result, statusByPath, cpuPerRequestUs };
}

const settle = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Warm-up: JIT, socket buffers and the allocator reach their working size before "before" is taken.
await run("Aufwärmen", 2);
await settle(1_000);
const rssBefore = serverRss();

const runs = [];
for (const label of ["Lauf 1", "Lauf 2"]) runs.push(await run(label, DURATION_S));
await settle(1_500);
const rssAfter = serverRss();

const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(`\nLasttest: ${CONNECTIONS} Verbindungen × ${DURATION_S} s, Ziele: ${targets.map((t) => t.path).join(", ")}`);
for (const { label, result, statusByPath, cpuPerRequestUs } of runs) {
  const statuses = Object.entries(statusByPath)
    .map(
      ([p, counts]) =>
        `${p}: ${Object.entries(counts)
          .map(([s, n]) => `${s}×${n}`)
          .join(" ")}`,
    )
    .join("; ");
  console.log(
    `${label}: ${Math.round(result.requests.average)} Anfragen/s, ${result.requests.total} gesamt, ` +
      `Latenz p50 ${result.latency.p50} ms / p99 ${result.latency.p99} ms, ${mb(result.throughput.average)}/s, ` +
      `Fehler ${result.errors}, Timeouts ${result.timeouts}, Resets ${result.resets ?? 0}` +
      (cpuPerRequestUs === null ? "" : `, Server-CPU ${cpuPerRequestUs.toFixed(0)} µs/Anfrage`),
  );
  console.log(`  Status: ${statuses}`);

  if (result.errors || result.timeouts || result.resets)
    failures.push(`${label}: ${result.errors} Fehler, ${result.timeouts} Timeouts, ${result.resets} Resets`);
  for (const target of targets) {
    const counts = statusByPath[target.path] ?? {};
    const unexpected = Object.entries(counts).filter(([status]) => Number(status) !== target.expect);
    if (unexpected.length) failures.push(`${label}: ${target.path} antwortete ${JSON.stringify(Object.fromEntries(unexpected))}`);
    if (!counts[target.expect]) failures.push(`${label}: keine Antwort ${target.expect} für ${target.path}`);
  }
}

const growth = (rssAfter - rssBefore) / rssBefore;
console.log(
  `Speicher (RSS): vorher ${mb(rssBefore)}, nachher ${mb(rssAfter)} (${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)} %, erlaubt ±${MEMORY_TOLERANCE * 100} %)`,
);
if (Math.abs(growth) > MEMORY_TOLERANCE) failures.push(`Speicher: ${(growth * 100).toFixed(1)} % Veränderung`);

const [first, second] = /** @type {[typeof runs[0], typeof runs[0]]} */ (runs);
const throughputRatio = second.result.requests.average / first.result.requests.average;
if (first.cpuPerRequestUs !== null && second.cpuPerRequestUs !== null) {
  const cpuRatio = second.cpuPerRequestUs / first.cpuPerRequestUs;
  console.log(
    `Zweiter Lauf: ${(cpuRatio * 100).toFixed(0)} % der Server-CPU-Zeit pro Anfrage des ersten (höchstens ${(1 + CPU_TOLERANCE) * 100} %), ` +
      `${(throughputRatio * 100).toFixed(0)} % des Durchsatzes (mindestens ${THROUGHPUT_FLOOR * 100} %)`,
  );
  if (cpuRatio > 1 + CPU_TOLERANCE) failures.push(`Zweiter Lauf teurer: ${(cpuRatio * 100).toFixed(0)} % CPU-Zeit pro Anfrage`);
  if (throughputRatio < THROUGHPUT_FLOOR)
    failures.push(`Zweiter Lauf langsamer: ${(throughputRatio * 100).toFixed(0)} % des Durchsatzes`);
} else {
  console.log(
    `Zweiter Lauf: ${(throughputRatio * 100).toFixed(0)} % des Durchsatzes (mindestens ${(1 - THROUGHPUT_TOLERANCE_WITHOUT_PROC) * 100} %)`,
  );
  if (throughputRatio < 1 - THROUGHPUT_TOLERANCE_WITHOUT_PROC)
    failures.push(`Zweiter Lauf langsamer: ${(throughputRatio * 100).toFixed(0)} %`);
}

const exitCode = await stopServer();
if (exitCode !== 0) failures.push(`Server endete nach SIGTERM mit ${exitCode}`);

if (failures.length) {
  console.log(`\nLasttest FEHLGESCHLAGEN:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("\nLasttest bestanden.");
process.exit(0);

/** Stops the server with SIGTERM and returns its exit code. */
async function stopServer() {
  if (!server || server.exitCode !== null) return server?.exitCode ?? 0;
  server.removeAllListeners("exit");
  const exited = new Promise((resolve) => server?.once("exit", (code) => resolve(code)));
  server.kill("SIGTERM");
  return exited;
}
