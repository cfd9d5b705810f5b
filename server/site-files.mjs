// The build is immutable while the server runs, so what is known about it is worked out once at
// start-up, without reading a file: which URL maps to which file, its brotli/gzip twins and their
// sizes, validators, and the Content-Security-Policy the postbuild step recorded. The bodies are
// read when first asked for and kept in a cache bounded by bytes (server/file-cache.mjs), so the
// server's memory does not grow with the number of pages; only this index does, by a few hundred
// bytes per file.
import { lstatSync } from "node:fs";
import { lstat, readdir, realpath } from "node:fs/promises";
import path from "node:path";

import { contentTypeFor } from "./content-types.mjs";
import { CSP_HASHES_FILE, defaultCsp, readBuildCsp } from "./csp.mjs";
import { cacheControlFor } from "./headers.mjs";
import { readBuildLlmOrigins } from "./llm-origins.mjs";
import { dataFileOwner, isRouterDataFile } from "./router-data.mjs";

/** Files up to this size are served through the cache of hot files; larger ones are streamed from disk. */
export const MEMORY_LIMIT_PER_FILE = 4 * 1024 * 1024;

/**
 * Files in the build folder that are not pages or assets of the site:
 * `_headers` is for static hosts, `404.html` for hosts that look for it, and the 404 route is the
 * body of every not-found answer (requested by name it is not found either).
 */
const NOT_SERVED = new Set(["/_headers", "/404.html", "/404/index.html", "/__spa-fallback.html"]);

/**
 * @typedef {{ kind: "cache" | "disk", file: string, size: number }} Body  cache: read once, then kept while it is hot
 * @typedef {{
 *   urlPath: string,
 *   file: string,
 *   type: string,
 *   cacheControl: string,
 *   etag: string,
 *   lastModified: string,
 *   mtimeSeconds: number,
 *   bodies: { identity: Body, br?: Body, gzip?: Body },
 * }} FileEntry
 * @typedef {{
 *   root: string,
 *   files: Map<string, FileEntry>,
 *   redirects: Map<string, string>,
 *   lowercase: Map<string, string>,
 *   notFound: FileEntry | null,
 *   csp: string,
 *   llmOrigins: string[],
 *   pages: string[],
 * }} SiteIndex
 */

/**
 * Reads the build folder into an index. Hidden files and folders (any segment starting with ".")
 * and symbolic links that lead outside the folder are left out, so they can never be served.
 * @param {string} rootDir
 * @param {{ memoryLimitPerFile?: number }} [options]
 * @returns {Promise<SiteIndex>}
 * @throws {Error} when the build has pages but no recorded CSP (postbuild did not run on it)
 */
export async function loadSite(rootDir, { memoryLimitPerFile = MEMORY_LIMIT_PER_FILE } = {}) {
  const root = await realpath(path.resolve(rootDir));
  /** @type {Map<string, { abs: string, size: number, mtimeMs: number }>} */
  const found = new Map();
  await walk(root, root, found);

  /** @type {Map<string, FileEntry>} */
  const files = new Map();
  /** @type {Map<string, string>} */
  const redirects = new Map();
  let hasPages = false;
  /** @type {string[]} */
  const pages = [];
  let notFound = null;

  for (const [rel, info] of found) {
    // brotli/gzip twins belong to their original; a lone .gz (a real archive) is a file of its own.
    const twinOf = rel.endsWith(".br") ? rel.slice(0, -3) : rel.endsWith(".gz") ? rel.slice(0, -3) : null;
    if (twinOf && found.has(twinOf)) continue;

    const isHtml = rel.endsWith(".html");
    const urlPath =
      isHtml && (rel === "/index.html" || rel.endsWith("/index.html")) ? rel.slice(0, -"/index.html".length) || "/" : rel;
    const entry = indexEntry(urlPath, rel, info, found, memoryLimitPerFile);
    hasPages ||= isHtml;

    if (rel === "/404/index.html") notFound = entry;
    if (NOT_SERVED.has(rel)) continue;
    files.set(urlPath, entry);
    if (urlPath !== rel) {
      pages.push(urlPath);
      // /impressum/index.html and /impressum/ are the same page as /impressum: send people there.
      redirects.set(rel, urlPath);
      if (urlPath !== "/") redirects.set(urlPath + "/", urlPath);
    }
  }

  // Data files the client router never asks for (a resource route's twin) are not served.
  const pageSet = new Set(pages);
  for (const urlPath of files.keys()) {
    if (dataFileOwner(urlPath) !== null && !isRouterDataFile(urlPath, (owner) => pageSet.has(owner))) files.delete(urlPath);
  }

  /** @type {Map<string, string>} case-insensitive look-up for pages and top-level files, not for hashed assets */
  const lowercase = new Map();
  for (const urlPath of files.keys()) {
    if (!urlPath.startsWith("/assets/")) lowercase.set(urlPath.toLowerCase(), urlPath);
  }

  const llmOrigins = await readBuildLlmOrigins(root);
  const csp = await readBuildCsp(root);
  // Without the record every inline script of every page would be blocked: refuse to serve that.
  if (hasPages && !csp) {
    throw new Error(`${CSP_HASHES_FILE} fehlt im Build (schreibt scripts/postbuild.mjs): zuerst \`npm run build\` ausführen.`);
  }
  return { root, files, redirects, lowercase, notFound, csp: csp ?? defaultCsp, llmOrigins, pages: pages.sort() };
}

/**
 * The index of a site some of whose files were just replaced or removed (editor mode's content build
 * swaps them in, docs/decisions/0034): every other entry is kept, each named file is looked at
 * again, synchronously, so the caller can rename files and swap the index between two requests.
 * The given index is not changed.
 * @param {SiteIndex} site
 * @param {readonly string[]} changed paths of the changed files inside the build folder ("/ratgeber/x/index.html";
 *   a compressed copy stands for its original)
 * @param {{ memoryLimitPerFile?: number, csp?: string }} [options] csp: the site's policy, when it changed
 * @returns {SiteIndex}
 */
export function updateSite(site, changed, { memoryLimitPerFile = MEMORY_LIMIT_PER_FILE, csp } = {}) {
  const files = new Map(site.files);
  const redirects = new Map(site.redirects);
  const lowercase = new Map(site.lowercase);
  const pages = new Set(site.pages);
  const originals = new Set(changed.map((rel) => (/\.(?:br|gz)$/.test(rel) ? rel.slice(0, -3) : rel)));
  /** @param {string} rel */
  const look = (rel) => {
    try {
      const stats = lstatSync(path.join(site.root, rel));
      return stats.isFile() ? { abs: path.join(site.root, rel), size: stats.size, mtimeMs: stats.mtimeMs } : undefined;
    } catch {
      return undefined;
    }
  };
  for (const rel of originals) {
    if (rel.split("/").some((segment) => segment.startsWith(".")) || NOT_SERVED.has(rel)) continue;
    const isPage = rel === "/index.html" || rel.endsWith("/index.html");
    const urlPath = isPage ? rel.slice(0, -"/index.html".length) || "/" : rel;
    const info = look(rel);
    if (!info) {
      files.delete(urlPath);
      lowercase.delete(urlPath.toLowerCase());
      if (isPage) {
        pages.delete(urlPath);
        redirects.delete(rel);
        redirects.delete(`${urlPath}/`);
      }
      continue;
    }
    /** @type {Map<string, { abs: string, size: number, mtimeMs: number }>} */
    const found = new Map([[rel, info]]);
    for (const suffix of [".br", ".gz"]) {
      const twin = look(rel + suffix);
      if (twin) found.set(rel + suffix, twin);
    }
    files.set(urlPath, indexEntry(urlPath, rel, info, found, memoryLimitPerFile));
    if (!urlPath.startsWith("/assets/")) lowercase.set(urlPath.toLowerCase(), urlPath);
    if (isPage) {
      pages.add(urlPath);
      redirects.set(rel, urlPath);
      if (urlPath !== "/") redirects.set(`${urlPath}/`, urlPath);
    }
  }
  return { ...site, files, redirects, lowercase, pages: [...pages].sort(), csp: csp ?? site.csp };
}

/**
 * @param {string} root
 * @param {string} dir
 * @param {Map<string, { abs: string, size: number, mtimeMs: number }>} found
 * @param {Set<string>} [visited] real paths of folders already read (symlink cycles)
 */
async function walk(root, dir, found, visited = new Set()) {
  const real = await realpath(dir);
  if (visited.has(real)) return;
  visited.add(real);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const linkPath = path.join(dir, entry.name);
    let abs = linkPath;
    let stats = await lstat(linkPath);
    if (stats.isSymbolicLink()) {
      const target = await realpath(linkPath).catch(() => null);
      if (!target || !(target === root || target.startsWith(root + path.sep))) continue;
      abs = target;
      stats = await lstat(target);
    }
    if (stats.isDirectory()) await walk(root, linkPath, found, visited);
    else if (stats.isFile()) {
      const rel = "/" + path.relative(root, linkPath).split(path.sep).join("/");
      found.set(rel, { abs, size: stats.size, mtimeMs: stats.mtimeMs });
    }
  }
}

/**
 * @param {string} urlPath
 * @param {string} rel
 * @param {{ abs: string, size: number, mtimeMs: number }} info
 * @param {Map<string, { abs: string, size: number, mtimeMs: number }>} found
 * @param {number} memoryLimit
 * @returns {FileEntry}
 */
function indexEntry(urlPath, rel, info, found, memoryLimit) {
  /** @type {FileEntry["bodies"]} */
  const bodies = { identity: body(info, memoryLimit) };
  for (const [coding, suffix] of /** @type {const} */ ([
    ["br", ".br"],
    ["gzip", ".gz"],
  ])) {
    const twin = found.get(rel + suffix);
    // A compressed copy only helps when it is smaller.
    if (twin && twin.size < info.size) bodies[coding] = body(twin, memoryLimit);
  }
  const mtimeSeconds = Math.floor(info.mtimeMs / 1000);
  return {
    urlPath,
    file: info.abs,
    type: contentTypeFor(rel),
    cacheControl: cacheControlFor(urlPath),
    // Weak: the brotli, gzip and plain bodies are the same representation, differently encoded.
    // Size and modification time, as nginx does: a new build writes new files.
    etag: `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
    lastModified: new Date(mtimeSeconds * 1000).toUTCString(),
    mtimeSeconds,
    bodies,
  };
}

/** @param {{ abs: string, size: number }} info @param {number} memoryLimit @returns {Body} */
function body(info, memoryLimit) {
  return { kind: info.size <= memoryLimit ? "cache" : "disk", file: info.abs, size: info.size };
}
