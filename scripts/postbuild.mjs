// After `react-router build`: hydration after the first paint with the same inline scripts on every
// page, the inline stylesheet reduced to what the prerendered markup uses (the whole one becomes a
// file loaded before hydration), the site's Content-Security-Policy (hashes of the inline scripts and
// styles), the same headers for static hosts (build/client/_headers), a 404.html for hosts that look
// for one, and brotli/gzip copies of every compressible file.
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { contentTypeFor, isCompressible } from "../server/content-types.mjs";
import { headersFile, inlineHashes, siteCsp } from "../server/csp.mjs";
import { readBuildLlmOrigins } from "../server/llm-origins.mjs";
import { splitCriticalCss } from "./critical-css.mjs";
import { deferHydration } from "./defer-hydration.mjs";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size compression saves less than the headers it costs. */
const MIN_COMPRESS_BYTES = 256;

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
 * are silently no longer rewritten, hashed or compressed. All pages are rewritten in memory
 * before anything is written, so a failed run leaves the build as React Router wrote it.
 * @param {string} root the build/client folder
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function postbuild(root, { log = console.log } = {}) {
  const rel = (/** @type {string} */ file) => path.relative(root, file);
  /** @type {string[]} */
  const files = [];
  for await (const file of walk(root)) {
    if (!/\.(br|gz)$/.test(file)) files.push(file);
  }

  if (files.includes(path.join(root, "_headers"))) {
    throw new Error("postbuild: this build was already processed (it has _headers); run `npm run build` for a fresh one.");
  }
  // Never served: every route is prerendered and unknown paths get the 404 page.
  const spaFallback = path.join(root, "__spa-fallback.html");
  if (!files.includes(spaFallback)) {
    throw new Error(
      `postbuild: ${rel(spaFallback)} not found. React Router writes its SPA fallback elsewhere now; remove that file instead.`,
    );
  }
  const notFoundPage = path.join(root, "404", "index.html");
  if (!files.includes(notFoundPage)) {
    throw new Error(
      `postbuild: ${rel(notFoundPage)} not found: the catch-all route must be prerendered as /404 (react-router.config.ts).`,
    );
  }
  const prerendered = await Promise.all(
    files
      .filter((file) => file.endsWith(".html") && file !== spaFallback)
      .map(async (file) => ({ file: rel(file), html: await readFile(file, "utf8") })),
  );
  const { pages: reduced, stylesheet, critical } = await splitCriticalCss(prerendered);
  const pages = reduced.map(({ file, html }) => ({
    file: path.join(root, file),
    html: deferHydration(html, file, { stylesheet: `/${stylesheet.name}` }),
  }));
  for (const { file, html } of pages) {
    const { eventHandlers, styleAttr } = inlineHashes(html);
    // CSP blocks inline event handlers; React never renders them, so one here is a mistake.
    if (eventHandlers) {
      throw new Error(`postbuild: ${rel(file)}: ${eventHandlers} inline event handler attribute(s) would be blocked by the CSP`);
    }
    if (styleAttr.length)
      log(`postbuild: ${rel(file)} has ${styleAttr.length} style attribute(s), allowed by hash ('unsafe-hashes')`);
  }

  await rm(spaFallback);
  await Promise.all(pages.map(({ file, html }) => writeFile(file, html)));
  const stylesheetFile = path.join(root, stylesheet.name);
  await mkdir(path.dirname(stylesheetFile), { recursive: true });
  await writeFile(stylesheetFile, stylesheet.css);
  files.push(stylesheetFile);
  // Netlify, Cloudflare Pages and GitHub Pages answer unknown paths with /404.html.
  const notFoundCopy = path.join(root, "404.html");
  await copyFile(notFoundPage, notFoundCopy);

  // Recorded by the Vite build (vite.config.ts), the same list the hub's bundle checks endpoints against.
  const llmOrigins = await readBuildLlmOrigins(root);
  const csp = siteCsp(
    pages.map(({ html }) => html),
    { connect: llmOrigins },
  );
  await writeFile(path.join(root, "_headers"), headersFile(csp));

  const served = [...files.filter((file) => file !== spaFallback && file !== notFoundCopy), notFoundCopy];
  /** @type {Map<string, Compression>} */
  const compression = new Map();
  await Promise.all(
    served
      .filter((file) => isCompressible(contentTypeFor(file)) && !/^(?:_headers$|\.)/.test(path.basename(file)))
      .map(async (file) => compression.set(file, await precompress(file))),
  );
  // Every page gets both copies: a changed content type or compressor must not skip them silently.
  const uncompressed = [...pages.map(({ file }) => file), notFoundCopy, stylesheetFile].filter((file) => {
    const result = compression.get(file);
    return result !== "written" && result !== "too small";
  });
  if (uncompressed.length) throw new Error(`postbuild: no brotli and gzip copies of ${uncompressed.map(rel).join(", ")}`);
  const written = [...compression.values()].filter((result) => result === "written").length;
  log(
    `postbuild: inline CSS ${critical.length} of ${stylesheet.css.length} bytes (the whole sheet in ${stylesheet.name}), CSP with hashes from ${pages.length} pages, connect-src with ${llmOrigins.length} language-model origin(s), ${written} files precompressed (brotli, gzip)`,
  );
  return { csp };
}

/** @typedef {"written" | "too small" | "not smaller"} Compression */

/**
 * Writes `file.br` and `file.gz` next to the file, each only when it is smaller than the file.
 * @param {string} file
 * @returns {Promise<Compression>} "written" when both copies were written
 */
async function precompress(file) {
  const body = await readFile(file);
  if (body.length < MIN_COMPRESS_BYTES) return "too small";
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  // A copy that is not smaller is never sent; do not leave it lying around.
  await Promise.all([
    br.length < body.length ? writeFile(`${file}.br`, br) : rm(`${file}.br`, { force: true }),
    gz.length < body.length ? writeFile(`${file}.gz`, gz) : rm(`${file}.gz`, { force: true }),
  ]);
  return br.length < body.length && gz.length < body.length ? "written" : "not smaller";
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "build", "client");
  await postbuild(root);
}
