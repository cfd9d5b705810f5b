// After `react-router build`: the site's Content-Security-Policy (hashes of the inline scripts and
// styles the prerender emitted), the same headers for static hosts (build/client/_headers), a
// 404.html for hosts that look for one, and brotli/gzip copies of every compressible file.
import { copyFile, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { contentTypeFor, isCompressible } from "../server/content-types.mjs";
import { headersFile, inlineHashes, siteCsp } from "../server/csp.mjs";
import { readBuildLlmOrigins } from "../server/llm-origins.mjs";
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
 * @param {string} root the build/client folder
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function postbuild(root, { log = console.log } = {}) {
  // Never served: every route is prerendered and unknown paths get the 404 page.
  await rm(path.join(root, "__spa-fallback.html"), { force: true });
  // Left by earlier versions of this script; the policy now lives in the headers themselves.
  await rm(path.join(root, ".csp.json"), { force: true });

  /** @type {string[]} */
  const files = [];
  for await (const file of walk(root)) {
    if (!/\.(br|gz)$/.test(file)) files.push(file);
  }
  const htmlFiles = files.filter((f) => f.endsWith(".html"));
  const documents = await Promise.all(
    htmlFiles.map(async (file) => {
      const html = deferHydration(await readFile(file, "utf8"));
      await writeFile(file, html);
      return html;
    }),
  );

  const notFoundPage = path.join(root, "404", "index.html");
  const hasNotFound = await readFile(notFoundPage).then(
    () => true,
    () => false,
  );
  // Netlify, Cloudflare Pages and GitHub Pages answer unknown paths with /404.html.
  if (hasNotFound) {
    await copyFile(notFoundPage, path.join(root, "404.html"));
    if (!files.includes(path.join(root, "404.html"))) files.push(path.join(root, "404.html"));
  }
  for (const [i, html] of documents.entries()) {
    const { eventHandlers, styleAttr } = inlineHashes(html);
    const rel = path.relative(root, /** @type {string} */ (htmlFiles[i]));
    // CSP blocks inline event handlers; React never renders them, so one here is a mistake.
    if (eventHandlers) throw new Error(`${rel}: ${eventHandlers} inline event handler attribute(s) would be blocked by the CSP`);
    if (styleAttr.length) log(`postbuild: ${rel} has ${styleAttr.length} style attribute(s), allowed by hash ('unsafe-hashes')`);
  }
  // Recorded by the Vite build (vite.config.ts), the same list the hub's bundle checks endpoints against.
  const llmOrigins = await readBuildLlmOrigins(root);
  const csp = siteCsp(documents, { connect: llmOrigins });
  await writeFile(path.join(root, "_headers"), headersFile(csp));

  let compressed = 0;
  await Promise.all(
    files
      .filter((file) => isCompressible(contentTypeFor(file)) && !/^(?:_headers$|\.)/.test(path.basename(file)))
      .map(async (file) => {
        const body = await readFile(file);
        if (body.length < MIN_COMPRESS_BYTES) return;
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
        compressed++;
      }),
  );
  log(
    `postbuild: CSP with hashes from ${documents.length} pages, connect-src with ${llmOrigins.length} language-model origin(s), ${compressed} files precompressed (brotli, gzip)`,
  );
  return { csp };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "build", "client");
  await postbuild(root);
}
