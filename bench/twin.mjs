// The zero-JavaScript twin of the build: the same prerendered HTML and CSS, every script removed,
// served by the same server. It is the floor that hydration is measured against.
import { cp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { brotli, gzip } from "../scripts/measure/compress.mjs";
import { formatMs } from "../scripts/measure/format.mjs";
import { runLighthouse, summarizeRun } from "../scripts/measure/lighthouse.mjs";

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const LINK = /<link\b[^>]*>/gi;

/**
 * Removes every executable <script> and every link that only fetches JavaScript (modulepreload,
 * preload as=script), so the twin downloads no JavaScript at all. JSON-LD stays: it is inert data
 * that the browser never runs, and the twin should differ from the page only in what executes.
 * @param {string} html
 * @returns {{ html: string, removedScripts: number, removedPreloads: number }}
 */
export function stripScripts(html) {
  let removedScripts = 0;
  let removedPreloads = 0;
  const withoutScripts = html.replace(SCRIPT, (tag, attrs) => {
    if (/\btype\s*=\s*["']?application\/ld\+json/i.test(attrs)) return tag;
    removedScripts++;
    return "";
  });
  const withoutPreloads = withoutScripts.replace(LINK, (tag) => {
    const rel = attribute(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const as = attribute(tag, "as")?.toLowerCase();
    if (rel.includes("modulepreload") || (rel.includes("preload") && as === "script")) {
      removedPreloads++;
      return "";
    }
    return tag;
  });
  return { html: withoutPreloads, removedScripts, removedPreloads };
}

/**
 * @param {string} tag
 * @param {string} name
 */
function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>/]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * Copies a built site to `target` and strips the scripts from every HTML file. The precompressed
 * .gz/.br copies of those files are regenerated (not just dropped) so the twin is served compressed,
 * exactly like the real page (scripts/precompress.mjs).
 * @param {string} source build/client
 * @param {string} target an empty directory
 * @returns {Promise<{ files: number, removedScripts: number, removedPreloads: number }>}
 */
export async function makeTwin(source, target) {
  await cp(source, target, { recursive: true });
  const totals = { files: 0, removedScripts: 0, removedPreloads: 0 };
  for (const file of await htmlFiles(target)) {
    const stripped = stripScripts(await readFile(file, "utf8"));
    await writeFile(file, stripped.html);
    for (const [ext, compress] of /** @type {const} */ ([
      ["gz", gzip],
      ["br", brotli],
    ])) {
      await rm(`${file}.${ext}`, { force: true });
      if (Buffer.byteLength(stripped.html) >= 256)
        await writeFile(`${file}.${ext}`, compress(stripped.html, path.relative(target, file).split(path.sep).join("/")));
    }
    totals.files++;
    totals.removedScripts += stripped.removedScripts;
    totals.removedPreloads += stripped.removedPreloads;
  }
  return totals;
}

/** @param {string} dir @returns {Promise<string[]>} */
async function htmlFiles(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith(".html")) out.push(path.join(entry.parentPath, entry.name));
  }
  return out;
}

/**
 * Lighthouse on each page and on its zero-JS twin, the two alternating run by run so drift on the machine hits
 * both alike: every run's summary per page and variant, and the Chromium version Lighthouse reported.
 * @param {{ pages: readonly string[], site: { origin: string }, twin: { origin: string }, port: number, runs: number, progress: (line: string) => void }} options
 *   port: the debugging port of the Chromium Lighthouse drives
 */
export async function lighthouseWithTwin({ pages, site, twin, port, runs, progress }) {
  /** @type {Record<string, { page: ReturnType<typeof summarizeRun>[], twin: ReturnType<typeof summarizeRun>[] }>} */
  const results = Object.fromEntries(pages.map((page) => [page, { page: [], twin: [] }]));
  /** @type {string | null} */
  let chromeVersion = null;
  for (let run = 1; run <= runs; run++) {
    for (const [page, pageRuns] of Object.entries(results)) {
      for (const [variant, server] of /** @type {const} */ ([
        ["page", site],
        ["twin", twin],
      ])) {
        const lhr = await runLighthouse(server.origin + page, { port });
        chromeVersion ??= lhr.environment?.hostUserAgent?.match(/(?:Headless)?Chrome\/([\d.]+)/)?.[1] ?? null;
        const summary = summarizeRun(lhr);
        pageRuns[variant].push(summary);
        progress(
          `Lighthouse ${run}/${runs} ${variant} ${page}: perf ${summary.scores.performance}, LCP ${formatMs(summary.metrics.lcp)}, TBT ${formatMs(summary.metrics.tbt)}`,
        );
      }
    }
  }
  return { runs: results, chromeVersion };
}
