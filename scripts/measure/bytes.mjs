// Byte accounting for a first visit: which requests are JavaScript, CSS or the document, and what
// they weigh raw, gzipped and brotli-compressed (sizes of the build's files, compressed as postbuild
// compresses them).
import { readFile } from "node:fs/promises";
import path from "node:path";

import { sizes } from "./compress.mjs";

/** @typedef {"document" | "js" | "css" | "image" | "font" | "other"} Kind */
/** @typedef {{ raw: number, gzip: number, brotli: number }} Sizes */

/**
 * @param {{ url: string, resourceType?: string }} request resourceType as Playwright or Lighthouse name it
 * @returns {Kind}
 */
export function classify({ url, resourceType = "" }) {
  const type = resourceType.toLowerCase();
  const pathname = safePathname(url);
  if (type === "document") return "document";
  if (type === "script" || /\.m?js$/.test(pathname)) return "js";
  if (type === "stylesheet" || pathname.endsWith(".css")) return "css";
  if (type === "image" || /\.(png|jpe?g|webp|avif|gif|svg|ico)$/.test(pathname)) return "image";
  if (type === "font" || /\.(woff2?|ttf|otf)$/.test(pathname)) return "font";
  return "other";
}

/**
 * The text of every inline <style> element (CSS that arrives inside the HTML).
 * @param {string} html
 */
export function inlineStyleText(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1]).join("\n");
}

/**
 * The file in `root` a same-origin URL is served from (pages map to their index.html); null for other origins.
 * @param {string} root
 * @param {string} url
 * @param {string} origin
 */
export function fileForUrl(root, url, origin) {
  const parsed = new URL(url);
  if (parsed.origin !== origin) return null;
  const pathname = decodeURIComponent(parsed.pathname);
  const relative = path.posix.extname(pathname) ? pathname : path.posix.join(pathname, "index.html");
  const full = path.join(root, relative);
  return full.startsWith(path.resolve(root) + path.sep) ? full : null;
}

/**
 * Sums sizes per kind. Each entry is compressed on its own, as each is its own response; inline CSS is
 * passed in as a separate "css" entry (its share of the HTML).
 * @param {Array<{ url: string, kind: Kind, body: Buffer | string, rel?: string }>} entries rel: the file's path in the build
 */
export function summarizeBytes(entries) {
  /** @type {Record<Kind, Sizes & { files: Array<Sizes & { url: string }> }>} */
  const byKind = {
    document: empty(),
    js: empty(),
    css: empty(),
    image: empty(),
    font: empty(),
    other: empty(),
  };
  for (const entry of entries) {
    const measured = sizes(entry.body, entry.rel);
    const bucket = byKind[entry.kind];
    bucket.raw += measured.raw;
    bucket.gzip += measured.gzip;
    bucket.brotli += measured.brotli;
    bucket.files.push({ url: entry.url, ...measured });
  }
  return byKind;
}

function empty() {
  return { raw: 0, gzip: 0, brotli: 0, files: [] };
}

/**
 * Reads the files behind a first visit's requests from the build and accounts their bytes.
 * @param {{ root: string, origin: string, requests: Array<{ url: string, resourceType?: string }> }} visit
 */
export async function accountFirstVisit({ root, origin, requests }) {
  /** @type {Array<{ url: string, kind: Kind, body: Buffer | string, rel: string }>} */
  const entries = [];
  /** @type {string[]} */
  const unresolved = [];
  const seen = new Set();
  for (const request of requests) {
    if (seen.has(request.url) || !/^https?:/.test(request.url)) continue;
    seen.add(request.url);
    const kind = classify(request);
    const file = fileForUrl(root, request.url, origin);
    const body = file ? await readFile(file).catch(() => null) : null;
    if (!body) {
      unresolved.push(request.url);
      continue;
    }
    const rel = path
      .relative(root, /** @type {string} */ (file))
      .split(path.sep)
      .join("/");
    entries.push({ url: request.url, kind, body, rel });
    if (kind === "document") {
      const css = inlineStyleText(body.toString("utf8"));
      if (css) entries.push({ url: `${request.url} (inline <style>)`, kind: "css", body: css, rel });
    }
  }
  return { ...summarizeBytes(entries), requests: seen.size, unresolved };
}

/** @param {string} url */
function safePathname(url) {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
