// The offline app's cost (docs/decisions/0032): what the worker's registration adds to the first visit
// of "/" (its chunk among that visit's scripts), the worker script itself, and what it precaches once
// the page has loaded and gone idle (every precached file, compressed as the server sends it).
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

import { formatKB, formatTable } from "../scripts/measure/format.mjs";
import { sizes } from "../scripts/measure/compress.mjs";

const PRECACHE_ENTRY = /\{url:"([^"]+)",revision:(?:null|"[^"]*")\}/g;

/**
 * The first visit of "/" before the offline app (the build of the commit before it, measured like
 * scripts/measure/first-visit.mjs does, 2026-11-26): the registration and the update notice live in the root
 * chunk, so their cost is the growth over this.
 */
export const BEFORE_OFFLINE_APP = Object.freeze({ homeJsGzip: 131_650, note: "build before the offline app, 2026-11-26" });
/** What the registration may add to the first visit of "/" (docs/decisions/0032). */
export const REGISTRATION_LIMIT = 2_000;

/** @param {string} root @param {string} url */
async function fileOf(root, url) {
  for (const rel of [url.slice(1), path.posix.join(url.slice(1), "index.html")]) {
    const file = path.join(root, rel || "index.html");
    if ((await stat(file).catch(() => null))?.isFile()) return { file, rel: rel || "index.html" };
  }
  return null;
}

/**
 * @param {string} root build/client
 * @param {{ js: { gzip: number } }} [home] the first visit of "/" (scripts/measure/bytes.mjs)
 */
export async function measureWorker(root, home) {
  const script = await readFile(path.join(root, "sw.js")).catch(() => null);
  if (!script) return null;
  const urls = [...script.toString("utf8").matchAll(PRECACHE_ENTRY)].map((match) => /** @type {string} */ (match[1]));
  const precache = { files: urls.length, raw: 0, gzip: 0, brotli: 0 };
  for (const url of urls) {
    const found = await fileOf(root, url);
    if (!found) continue;
    const measured = sizes(await readFile(found.file), found.rel);
    precache.raw += measured.raw;
    precache.gzip += measured.gzip;
    precache.brotli += measured.brotli;
  }
  return {
    script: sizes(script, "sw.js"),
    precache,
    home: home
      ? { before: BEFORE_OFFLINE_APP.homeJsGzip, now: home.js.gzip, growth: home.js.gzip - BEFORE_OFFLINE_APP.homeJsGzip }
      : null,
  };
}

/** @param {NonNullable<Awaited<ReturnType<typeof measureWorker>>>} worker */
export function workerReport(worker) {
  const home = worker.home;
  /** @type {string[][]} */
  const rows = [];
  if (home) {
    const verdict = home.growth <= REGISTRATION_LIMIT ? "PASS" : "MISS";
    rows.push(
      [`JS of a first visit of /, ${BEFORE_OFFLINE_APP.note}`, "", "", formatKB(home.before), ""],
      [
        `JS of a first visit of /, now: + ${formatKB(home.growth)} (${verdict} ≤ ${formatKB(REGISTRATION_LIMIT)})`,
        "",
        "",
        formatKB(home.now),
        "",
      ],
    );
  }
  rows.push(
    [
      "sw.js (Workbox runtime inlined)",
      "1",
      formatKB(worker.script.raw),
      formatKB(worker.script.gzip),
      formatKB(worker.script.brotli),
    ],
    [
      "precached after the first visit (once)",
      String(worker.precache.files),
      formatKB(worker.precache.raw),
      formatKB(worker.precache.gzip),
      formatKB(worker.precache.brotli),
    ],
  );
  return formatTable(["what", "files", "raw", "gzip", "brotli"], rows, {
    title: "Service worker (docs/decisions/0032; 1 KB = 1000 B)",
  });
}
