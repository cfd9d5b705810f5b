// After `react-router build`: per-page Content-Security-Policy with hashes of the inline scripts
// and styles the prerender emitted, the same headers for static hosts, and brotli/gzip copies.
import { createHash } from "node:crypto";
import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { buildCsp, staticHostHeaders } from "../server/csp.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "build", "client");
const COMPRESSIBLE = /\.(html|js|css|json|txt|xml|svg|webmanifest|data|md)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

export function inlineHashes(html) {
  const hashes = { script: [], style: [] };
  for (const [, attrs, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attrs)) continue;
    hashes.script.push(sha256(body));
  }
  for (const [, body] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) hashes.style.push(sha256(body));
  return hashes;
}

function sha256(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

async function main() {
  // The SPA fallback is never served: every route is prerendered and unknown paths get /404.
  await rm(path.join(root, "__spa-fallback.html"), { force: true });

  const cspByPage = {};
  const files = [];
  for await (const file of walk(root)) files.push(file);

  for (const file of files.filter((f) => f.endsWith(".html"))) {
    const rel = "/" + path.relative(root, file).split(path.sep).join("/");
    const page = rel.replace(/index\.html$/, "").replace(/\/$/, "") || "/";
    cspByPage[page] = buildCsp(inlineHashes(await readFile(file, "utf8")));
  }
  await writeFile(path.join(root, ".csp.json"), JSON.stringify(cspByPage, null, 2) + "\n");
  await writeFile(path.join(root, "_headers"), staticHostHeaders(cspByPage));

  let compressed = 0;
  for (const file of files.filter((f) => COMPRESSIBLE.test(f))) {
    const body = await readFile(file);
    if (body.length < 256) continue;
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    await writeFile(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    compressed++;
  }
  console.log(`postbuild: CSP for ${Object.keys(cspByPage).length} pages, ${compressed} files precompressed`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}
