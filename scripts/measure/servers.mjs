// Starting and stopping the servers the bench and the budgets measure: the site's own server (a
// child process per root) and, for comparison, nginx on the same files when it is installed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { nginxSnippet } from "../../server/csp.mjs";
import { loadSite } from "../../server/site-files.mjs";

const serveScript = fileURLToPath(new URL("./serve.mjs", import.meta.url));
const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * @typedef {{ origin: string, port: number, stop: () => Promise<void> }} RunningServer
 */

/**
 * The server exactly as `npm start` runs it (its node options from package.json), on `root`, on a
 * free loopback port; with its process id, so its memory can be read.
 * @param {string} root
 * @param {Record<string, string>} [env]
 * @returns {Promise<RunningServer & { pid: number }>}
 */
export async function startProductionServer(root, env = {}) {
  const startScript = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")).scripts.start;
  const args = /^node\s+(.*)$/.exec(startScript)?.[1]?.split(/\s+/) ?? ["server/index.mjs"];
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, ...env, SITE_ROOT: root, PORT: "0", HOST: "127.0.0.1", QUIET: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server did not start within 30 s: ${output}`)), 30_000);
    child.once("exit", (code) => reject(new Error(`server exited early (code ${code}): ${output}`)));
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve(Number(match[1]));
    });
  });
  return { origin: `http://127.0.0.1:${port}`, port, pid: /** @type {number} */ (child.pid), stop: () => stopChild(child) };
}

/**
 * Resident memory of a process in bytes (Linux /proc); null elsewhere.
 * @param {number} pid
 */
export function residentBytes(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
    return Number.isFinite(kb) ? kb * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The production server on `root`, in a child process on a free loopback port.
 * @param {string} root
 * @returns {Promise<RunningServer>}
 */
export async function startSiteServer(root) {
  // stdin stays an open pipe: serve.mjs exits when it closes, so a killed parent leaves no server behind.
  const child = spawn(process.execPath, [serveScript, root, "0"], { stdio: ["pipe", "pipe", "inherit"] });
  const port = await new Promise((resolve, reject) => {
    let buffered = "";
    // A build of 10,000 articles has some 45,000 files for the server to index at its start.
    const timer = setTimeout(() => reject(new Error("server did not start within 60 s")), 60_000);
    child.once("exit", (code) => reject(new Error(`server exited early (code ${code})`)));
    child.stdout.on("data", (chunk) => {
      buffered += chunk;
      const newline = buffered.indexOf("\n");
      if (newline === -1) return;
      clearTimeout(timer);
      resolve(JSON.parse(buffered.slice(0, newline)).port);
    });
  });
  return { origin: `http://127.0.0.1:${port}`, port, stop: () => stopChild(child) };
}

/**
 * @param {import("node:child_process").ChildProcess} child
 * @param {NodeJS.Signals} [signal]
 */
function stopChild(child, signal = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve(undefined);
    });
    child.kill(signal);
  });
}

/** A free loopback TCP port, chosen by the operating system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The nginx binary (NGINX, then the usual paths, then PATH), or null when it is not installed. */
export function findNginx() {
  const candidates = [process.env.NGINX, "/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx", "/usr/local/bin/nginx"];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/**
 * A self-contained nginx config serving `root` with the site's own nginx snippet (server/csp.mjs:
 * the same security headers, CSP, caching and 404 page the Node server sends), plus precompressed
 * .gz files, no access log and one worker (the Node server is one process too).
 * @param {{ root: string, port: number, tmp: string, runAsRoot: boolean, mimeTypes: string | null, csp: string }} options
 */
export function nginxConfig({ root, port, tmp, runAsRoot, mimeTypes, csp }) {
  const snippet = nginxSnippet(csp).replace(/^/gm, "    ");
  return `${runAsRoot ? "user root;\n" : ""}worker_processes 1;
daemon off;
pid ${quote(path.join(tmp, "nginx.pid"))};
error_log ${quote(path.join(tmp, "error.log"))} warn;
events { worker_connections 1024; }
http {
  ${mimeTypes ? `include ${quote(mimeTypes)};` : "types { text/html html; text/css css; application/javascript js; image/svg+xml svg; }"}
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 5s;
  keepalive_requests 100000;
  client_body_temp_path ${quote(path.join(tmp, "client_body"))};
  proxy_temp_path ${quote(path.join(tmp, "proxy"))};
  fastcgi_temp_path ${quote(path.join(tmp, "fastcgi"))};
  uwsgi_temp_path ${quote(path.join(tmp, "uwsgi"))};
  scgi_temp_path ${quote(path.join(tmp, "scgi"))};
  gzip off;
  server {
    listen 127.0.0.1:${port};
    root ${quote(root)};
${snippet}
  }
}
`;
}

/** @param {string} value */
function quote(value) {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/**
 * nginx on `root` on a free loopback port, with its config, pid, logs and temp files in a temp dir;
 * null when nginx is not installed. Nothing is installed or written outside the temp dir.
 * @param {string} root
 * @returns {Promise<(RunningServer & { version: string }) | null>}
 */
export async function startNginx(root) {
  const binary = findNginx();
  if (!binary) return null;
  const tmp = await mkdtemp(path.join(os.tmpdir(), "bench-nginx-"));
  for (const dir of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) await mkdir(path.join(tmp, dir));
  const port = await freePort();
  const { csp } = await loadSite(root);
  const mimeTypes = ["/etc/nginx/mime.types", "/usr/local/etc/nginx/mime.types"].find((file) => existsSync(file)) ?? null;
  const config = nginxConfig({
    root: path.resolve(root),
    port,
    tmp,
    runAsRoot: process.getuid?.() === 0,
    mimeTypes,
    csp,
  });
  const configFile = path.join(tmp, "nginx.conf");
  await writeFile(configFile, config);
  const version = spawnSync(binary, ["-v"], { encoding: "utf8" })
    .stderr.trim()
    .replace(/^nginx version:\s*/, "");
  const child = spawn(binary, ["-p", tmp, "-e", path.join(tmp, "error.log"), "-c", configFile], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  try {
    await waitForPort(port, child);
  } catch (error) {
    await stopChild(child, "SIGQUIT");
    const log = await readFile(path.join(tmp, "error.log"), "utf8").catch(() => "");
    await rm(tmp, { recursive: true, force: true });
    throw new Error(`nginx did not start: ${error instanceof Error ? error.message : error}\n${stderr}${log}`, { cause: error });
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    version,
    stop: async () => {
      await stopChild(child, "SIGQUIT");
      await rm(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * @param {number} port
 * @param {import("node:child_process").ChildProcess} child
 */
async function waitForPort(port, child) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("port not open within 10 s");
}
