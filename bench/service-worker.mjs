// The offline app's cost (docs/decisions/0032): what the worker's registration adds to the first visit
// of "/" (its chunk among that visit's scripts), the worker script itself, and what it precaches once
// the page has loaded and gone idle (every precached file, compressed as the server sends it).
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

import { formatKB, formatTable } from "./format.mjs";
import { sizes } from "./compress.mjs";

const PRECACHE_ENTRY = /\{url:"([^"]+)",revision:(?:null|"[^"]*")\}/g;
const REGISTRATION_CHUNK = /\/assets\/service-worker-client-[\w-]+\.js$/;

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
 * @param {{ js: { files: Array<{ url: string, gzip: number, brotli: number }> } }} [home] the first visit of "/" (bench/bytes.mjs)
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
  const registration = (home?.js.files ?? []).filter((file) => REGISTRATION_CHUNK.test(new URL(file.url).pathname));
  return {
    script: sizes(script, "sw.js"),
    precache,
    registration: {
      files: registration.length,
      gzip: registration.reduce((sum, file) => sum + file.gzip, 0),
      brotli: registration.reduce((sum, file) => sum + file.brotli, 0),
    },
  };
}

/** @param {NonNullable<Awaited<ReturnType<typeof measureWorker>>>} worker */
export function workerReport(worker) {
  return formatTable(
    ["what", "files", "raw", "gzip", "brotli"],
    [
      [
        "registration chunk in the first visit of /",
        String(worker.registration.files),
        "",
        formatKB(worker.registration.gzip),
        formatKB(worker.registration.brotli),
      ],
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
    ],
    { title: "Service worker (docs/decisions/0032; 1 KB = 1000 B)" },
  );
}
