// After `react-router build`: hydration after the first paint with the same inline scripts on every
// page, the inline stylesheet reduced to what the prerendered markup uses (the whole one becomes a
// file loaded before hydration), the site's Content-Security-Policy (hashes of the inline scripts and
// styles, recorded for the server and written for static hosts as build/client/_headers), a 404.html
// for hosts that look for one, brotli/gzip copies of every compressible file and the service worker
// that precaches the offline pages from those files (scripts/service-worker.mjs). `_headers` comes
// last, then the marker that says the build is complete (scripts/build-inputs.mjs): a run that fails
// on the way leaves neither, and `npm start` builds again instead of serving it.
//
// Its cost per page is what decides how long a build with a thousand articles takes
// (docs/decisions/0013): each page is read, rewritten and hashed once, PurgeCSS runs once for all
// pages, and the compression effort follows what the bytes buy (scripts/precompress.mjs).
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { contentTypeFor, isCompressible } from "../server/content-types.mjs";
import { CSP_HASHES_FILE, createHashUnion, cspFromHashes, headersFile, inlineHashes, sha256 } from "../server/csp.mjs";
import { readBuildLlmOrigins } from "../server/llm-origins.mjs";
import { dataFileOwner, isRouterDataFile } from "../server/router-data.mjs";
import { BUILD_COMPLETE_FILE, buildCompleteText, buildSettings, inputsFingerprint } from "./build-inputs.mjs";
import { createCriticalCss, fillInlineStylesheet } from "./critical-css.mjs";
import { deferHydration } from "./defer-hydration.mjs";
import { MIN_COMPRESS_BYTES, brotliCopy, gzipCopy } from "./precompress.mjs";
import { SERVICE_WORKER_FILE, STATIC_PAGES, withoutScripts, writeServiceWorker } from "./service-worker.mjs";

/** Files read or compressed at the same time: enough to keep the CPUs busy, few enough to bound memory. */
const CONCURRENCY = 4;

/**
 * Beside build/client (never served or deployed): what the content build needs to finish the pages
 * it renders as this step finished the others (docs/decisions/0034): the whole stylesheet's file
 * name and the reduced inline stylesheet every page carries.
 */
export const POSTBUILD_RECORD = "postbuild.json";

/** @typedef {{ stylesheet: string, critical: string }} PostbuildRecord */

/** The hash of the emptied inline stylesheet each page carries between the two passes. */
const EMPTY_STYLE_HASH = sha256("");

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Every step checks that it found what it works on and throws, naming the file, when it did not:
 * a React Router upgrade that changes its output fails the build instead of shipping pages that
 * are silently no longer rewritten, hashed or compressed. Every page is read, checked and rewritten
 * (all but its inline stylesheet, which needs every page's markup) before anything is written, so
 * a failed run leaves the build as React Router wrote it.
 * @param {string} root the build/client folder
 * @param {{ log?: (line: string) => void, inputs?: string, code?: string, settings?: string, serviceWorker?: boolean }} [options] inputs: the
 *   fingerprint of the build's inputs (scripts/build-inputs.mjs) recorded in the completion marker; code: the same
 *   without the articles and the fact base; settings: what the build compiled in (buildSettings); serviceWorker: write the service worker (scripts/service-worker.mjs), which needs the
 *   app's pages, Vite's manifest and the search index: `npm run build` does, the fixture builds of the tests do not
 */
export async function postbuild(root, { log = console.log, inputs = "", code, settings, serviceWorker = false } = {}) {
  const rel = (/** @type {string} */ file) => path.relative(root, file);
  /** @type {string[]} */
  const files = [];
  for await (const file of walk(root)) {
    if (!/\.(br|gz)$/.test(file)) files.push(file);
  }

  const processed = ["_headers", BUILD_COMPLETE_FILE].find((name) => files.includes(path.join(root, name)));
  if (processed) {
    throw new Error(`postbuild: this build was already processed (it has ${processed}); run \`npm run build\` for a fresh one.`);
  }
  // Never served: every route is prerendered and unknown paths get the 404 page.
  const spaFallback = path.join(root, "__spa-fallback.html");
  // Removing it is the first change postbuild makes, so without it an earlier run stopped part-way.
  if (!files.includes(spaFallback)) {
    throw new Error(
      `postbuild: ${rel(spaFallback)} not found. Either an earlier postbuild run on this build stopped part-way (run \`npm run build\` for a fresh one) or React Router writes its SPA fallback elsewhere now (remove that file instead).`,
    );
  }
  const notFoundPage = path.join(root, NOT_FOUND_PAGE);
  if (!files.includes(notFoundPage)) {
    throw new Error(
      `postbuild: ${rel(notFoundPage)} not found: the catch-all route must be prerendered as /404 (react-router.config.ts).`,
    );
  }

  // Pass 1: every page once. What is kept per page is its rewritten text without the inline
  // stylesheet (UTF-8), plus what the stylesheet reduction and the CSP need from it.
  const pageFiles = files.filter((file) => file.endsWith(".html") && file !== spaFallback);
  const css = createCriticalCss();
  const hashes = createHashUnion();
  /** @type {Map<string, Buffer>} */
  const rewritten = new Map();
  let styleAttributes = 0;
  await forEachLimited(pageFiles, CONCURRENCY, async (file) => {
    const emptied = css.take(rel(file), await readFile(file, "utf8"));
    const page = servedPage(emptied, rel(file).split(path.sep).join("/"), `/${css.stylesheet().name}`);
    const pageHashes = inlineHashes(page);
    // CSP blocks inline event handlers; React never renders them, so one here is a mistake.
    if (pageHashes.eventHandlers) {
      throw new Error(
        `postbuild: ${rel(file)}: ${pageHashes.eventHandlers} inline event handler attribute(s) would be blocked by the CSP`,
      );
    }
    if (pageHashes.styleAttr.length) {
      styleAttributes++;
      log(`postbuild: ${rel(file)} has ${pageHashes.styleAttr.length} style attribute(s), allowed by hash ('unsafe-hashes')`);
    }
    // The emptied inline stylesheet stands for the reduced one, whose hash is added below.
    pageHashes.style.splice(pageHashes.style.indexOf(EMPTY_STYLE_HASH), 1);
    hashes.add(pageHashes);
    rewritten.set(file, Buffer.from(page));
  });
  const stylesheet = css.stylesheet();
  const critical = await css.reduce();
  hashes.add({ script: [], style: [sha256(critical)], styleAttr: [] });

  // Pass 2: write each page with the reduced stylesheet, then precompress it and every other file.
  await rm(spaFallback);
  // The data files of resource routes (robots.txt.data …): no client navigation ever asks for them
  // (server/router-data.mjs), so no host should serve them.
  const pageAddresses = new Set(pageFiles.map((file) => pageAddress(rel(file))));
  const unusedData = files.filter((file) => {
    const address = urlPathOf(rel(file));
    return dataFileOwner(address) !== null && !isRouterDataFile(address, (owner) => pageAddresses.has(owner));
  });
  await Promise.all(unusedData.map((file) => rm(file)));
  const stylesheetFile = path.join(root, stylesheet.name);
  await mkdir(path.dirname(stylesheetFile), { recursive: true });
  await writeFile(stylesheetFile, stylesheet.css);
  const criticalBytes = Buffer.from(critical);
  // Netlify, Cloudflare Pages and GitHub Pages answer unknown paths with /404.html.
  const notFoundCopy = path.join(root, NOT_FOUND_COPY);
  const served = [...files.filter((file) => file !== spaFallback && !unusedData.includes(file)), stylesheetFile, notFoundCopy];
  /** @type {Map<string, Compression>} */
  const compression = new Map();
  // The copy is compressed on its own, like any file.
  rewritten.set(notFoundCopy, /** @type {Buffer} */ (rewritten.get(notFoundPage)));
  await forEachLimited(served, CONCURRENCY, async (file) => {
    const page = rewritten.get(file);
    let body;
    if (page) {
      body = fillInlineStylesheet(page, criticalBytes);
      rewritten.delete(file);
      await writeFile(file, body);
    }
    if (!isCompressible(contentTypeFor(file)) || /^(?:_headers$|\.)/.test(path.basename(file))) return;
    compression.set(file, await precompress(rel(file), file, body ?? (await readFile(file))));
  });

  // Recorded by the Vite build (vite.config.ts), the same list the hub's bundle checks endpoints against.
  const llmOrigins = await readBuildLlmOrigins(root);
  const siteHashes = hashes.result();
  const csp = cspFromHashes(siteHashes, { connect: llmOrigins });

  // Every page gets both copies: a changed content type or compressor must not skip them silently.
  const uncompressed = [...pageFiles, notFoundCopy, stylesheetFile].filter((file) => {
    const result = compression.get(file);
    return result !== "written" && result !== "too small";
  });
  if (uncompressed.length) throw new Error(`postbuild: no brotli and gzip copies of ${uncompressed.map(rel).join(", ")}`);

  // The service worker, from the files as they will be served (docs/decisions/0032).
  const worker = serviceWorker ? await writeServiceWorker(root, { log }) : null;
  if (worker) {
    const workerFile = path.join(root, SERVICE_WORKER_FILE);
    if ((await precompress(SERVICE_WORKER_FILE, workerFile, await readFile(workerFile))) !== "written") {
      throw new Error(`postbuild: no brotli and gzip copies of ${SERVICE_WORKER_FILE}`);
    }
  }

  // Last: the policy for static hosts, then the marker that the build is complete.
  /** @type {PostbuildRecord} */
  const record = { stylesheet: `/${stylesheet.name}`, critical };
  await writeFile(path.join(path.dirname(root), POSTBUILD_RECORD), JSON.stringify(record));
  await writeFile(path.join(root, CSP_HASHES_FILE), JSON.stringify(siteHashes));
  await writeFile(path.join(root, "_headers"), headersFile(csp));
  const written = [...compression.values()].filter((result) => result === "written").length;
  log(
    `postbuild: inline CSS ${critical.length} of ${stylesheet.css.length} bytes (the whole sheet in ${stylesheet.name}), CSP with ${siteHashes.script.length + siteHashes.style.length + siteHashes.styleAttr.length} hashes from ${pageFiles.length} pages${styleAttributes ? ` (${styleAttributes} with style attributes)` : ""}, connect-src with ${llmOrigins.length} language-model origin(s), ${written} files precompressed (brotli, gzip), ${unusedData.length} data file(s) of resource routes removed${worker ? `, ${SERVICE_WORKER_FILE} precaching ${worker.entries.length} files (${Math.round(worker.bytes / 1024)} KiB before compression)` : ""}`,
  );
  await writeFile(path.join(root, BUILD_COMPLETE_FILE), buildCompleteText(inputs, code, settings));
  return { csp };
}

/** The 404 page, and its copy that Netlify, Cloudflare Pages and GitHub Pages answer unknown paths with. */
export const NOT_FOUND_PAGE = "404/index.html";
export const NOT_FOUND_COPY = "404.html";

/**
 * A rendered page as the site serves it, in a full build and a content build alike: the offline page without scripts
 * (the service worker shows it at any address, scripts/service-worker.mjs), every other page hydrating after the
 * first paint.
 * @param {string} html
 * @param {string} file the page's path in build/client, with "/" ("offline/index.html")
 * @param {string} stylesheet the whole stylesheet's address
 */
export function servedPage(html, file, stylesheet) {
  return STATIC_PAGES.includes(file) ? withoutScripts(html, file) : deferHydration(html, file, { stylesheet });
}

/** The address of a file of the build folder ("ratgeber/x.data" → "/ratgeber/x.data"). @param {string} relPath */
function urlPathOf(relPath) {
  return `/${relPath.split(path.sep).join("/")}`;
}

/** The address of a prerendered page ("impressum/index.html" → "/impressum", "index.html" → "/"). @param {string} relPath */
function pageAddress(relPath) {
  const address = urlPathOf(relPath);
  return address.endsWith("/index.html") ? address.slice(0, -"/index.html".length) || "/" : address;
}

/** @typedef {"written" | "too small" | "not smaller"} Compression */

/**
 * Writes `file.br` and `file.gz` next to the file, each only when it is smaller than the file.
 * @param {string} relPath the file's path inside the build folder
 * @param {string} file
 * @param {Buffer} body
 * @returns {Promise<Compression>} "written" when both copies were written
 */
async function precompress(relPath, file, body) {
  if (body.length < MIN_COMPRESS_BYTES) return "too small";
  const [br, gz] = await Promise.all([brotliCopy(relPath.split(path.sep).join("/"), body), gzipCopy(body)]);
  // A copy that is not smaller is never sent; do not leave it lying around.
  await Promise.all([
    br.length < body.length ? writeFile(`${file}.br`, br) : rm(`${file}.br`, { force: true }),
    gz.length < body.length ? writeFile(`${file}.gz`, gz) : rm(`${file}.gz`, { force: true }),
  ]);
  return br.length < body.length && gz.length < body.length ? "written" : "not smaller";
}

/**
 * Runs `task` for every item, at most `limit` at a time; the first failure stops the rest, and is
 * thrown once the tasks already under way have finished (nothing is written after it returns).
 * @template T
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<void>} task
 */
async function forEachLimited(items, limit, task) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      await task(/** @type {T} */ (items[next++])).catch((error) => {
        failed = true;
        throw error;
      });
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = results.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  // Taken before the work, so a source edited while postbuild runs makes the marker stale.
  const inputs = inputsFingerprint(projectRoot);
  const code = inputsFingerprint(projectRoot, { withoutArticles: true });
  // BUILD_DIR as for `react-router build` (react-router.config.ts): the editor mode builds a data change into a fresh folder.
  await postbuild(path.resolve(projectRoot, process.env.BUILD_DIR || "build", "client"), {
    inputs,
    code,
    settings: buildSettings(),
    serviceWorker: true,
  });
}
