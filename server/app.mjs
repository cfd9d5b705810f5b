// The production server: serves build/client with real status codes, precompressed bodies,
// caching and security headers. No framework: the build is static, so this is a file server
// that knows the site's routes.
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";

import { contentTypeFor } from "./content-types.mjs";
import { securityHeaders } from "./headers.mjs";

const MAX_URL_LENGTH = 8 * 1024;

/**
 * @param {{ root: string, hsts?: boolean, log?: (line: string) => void }} options
 */
export function createHandler({ root, hsts = false, log = () => {} }) {
  const rootDir = path.resolve(root);
  const notFoundFile = path.join(rootDir, "404", "index.html");
  /** @type {Record<string, string>} per-page CSP, written by scripts/postbuild.mjs */
  let cspByPage = {};
  const cspReady = readFile(path.join(rootDir, ".csp.json"), "utf8")
    .then((text) => {
      cspByPage = JSON.parse(text);
    })
    .catch(() => {
      cspByPage = {};
    });

  return async function handle(req, res) {
    await cspReady;
    try {
      await route(req, res);
    } catch (error) {
      log(`error ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendText(res, req, 500, "Interner Fehler");
      else res.destroy();
    }
  };

  async function route(req, res) {
    const method = req.method ?? "GET";
    if (method !== "GET" && method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return sendText(res, req, 405, "Methode nicht erlaubt");
    }
    const rawUrl = req.url ?? "/";
    if (rawUrl.length > MAX_URL_LENGTH) return sendText(res, req, 414, "Adresse zu lang");

    const pathname = parsePathname(rawUrl);
    if (pathname === null) return sendText(res, req, 400, "Ungültige Adresse");

    // One canonical form for pages: no trailing slash (except "/").
    if (pathname.length > 1 && pathname.endsWith("/")) {
      const target = pathname.replace(/\/+$/, "") || "/";
      const query = rawUrl.includes("?") ? rawUrl.slice(rawUrl.indexOf("?")) : "";
      res.setHeader("Location", target + query);
      return sendText(res, req, 301, `Weiter zu ${target}`);
    }

    const file = await resolveFile(pathname);
    if (file) return sendFile(req, res, file.path, file.stats, 200);
    log(`404 ${pathname}`);
    const stats = await stat(notFoundFile).catch(() => null);
    if (stats) return sendFile(req, res, notFoundFile, stats, 404);
    return sendText(res, req, 404, "Nicht gefunden");
  }

  /** Maps a decoded URL path onto a file inside the root; never outside it, never a directory. */
  async function resolveFile(pathname) {
    if (pathname.split("/").some((segment) => segment.startsWith("."))) return null;
    const candidates = path.extname(pathname)
      ? [pathname]
      : [path.posix.join(pathname, "index.html")];
    for (const candidate of candidates) {
      const full = path.join(rootDir, candidate);
      if (full !== rootDir && !full.startsWith(rootDir + path.sep)) return null;
      const stats = await stat(full).catch(() => null);
      if (stats?.isFile()) return { path: full, stats };
    }
    return null;
  }

  async function sendFile(req, res, file, stats, status) {
    const rel = "/" + path.relative(rootDir, file).split(path.sep).join("/");
    const type = contentTypeFor(file);
    const isHtml = type.startsWith("text/html");
    const pageKey = isHtml ? rel.replace(/index\.html$/, "").replace(/\/$/, "") || "/" : null;

    for (const [name, value] of Object.entries(securityHeaders({ csp: pageKey ? cspByPage[pageKey] : undefined, hsts }))) {
      res.setHeader(name, value);
    }
    res.setHeader("Content-Type", type);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader(
      "Cache-Control",
      status !== 200
        ? "no-cache"
        : rel.startsWith("/assets/")
          ? "public, max-age=31536000, immutable"
          : isHtml
            ? "public, max-age=0, must-revalidate"
            : "public, max-age=3600, must-revalidate",
    );

    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    if (status === 200) {
      res.setHeader("ETag", etag);
      res.setHeader("Last-Modified", stats.mtime.toUTCString());
      if (req.headers["if-none-match"] === etag) {
        res.statusCode = 304;
        return res.end();
      }
    }

    const encoding = compressible(type) ? await pickEncoding(req, file) : null;
    const bodyFile = encoding ? `${file}.${encoding === "br" ? "br" : "gz"}` : file;
    const bodyStats = encoding ? await stat(bodyFile) : stats;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", bodyStats.size);
    res.statusCode = status;
    if (req.method === "HEAD") return res.end();
    await new Promise((resolve, reject) => {
      const stream = createReadStream(bodyFile);
      stream.on("error", reject);
      res.on("close", resolve);
      stream.pipe(res);
    });
  }
}

/** Decodes the path of a request target (origin- or absolute-form); null when it is malformed. */
export function parsePathname(rawUrl) {
  let url;
  try {
    url = new URL(rawUrl, "http://localhost");
  } catch {
    return null;
  }
  let decoded;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  return path.posix.normalize(decoded);
}

function compressible(type) {
  return /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/.test(type);
}

async function pickEncoding(req, file) {
  const accept = String(req.headers["accept-encoding"] ?? "");
  for (const [token, ext] of [["br", "br"], ["gzip", "gz"]]) {
    if (new RegExp(`(^|[\\s,])${token}(?!;q=0(\\.0*)?(,|$))`).test(accept)) {
      const exists = await stat(`${file}.${ext}`).then((s) => s.isFile()).catch(() => false);
      if (exists) return token;
    }
  }
  return null;
}

function sendText(res, req, status, text) {
  const body = `${text}\n`;
  for (const [name, value] of Object.entries(securityHeaders({}))) res.setHeader(name, value);
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(req.method === "HEAD" ? undefined : body);
}

/** @param {{ root: string, hsts?: boolean, log?: (line: string) => void }} options */
export function createServer(options) {
  const server = http.createServer({ maxHeaderSize: 64 * 1024 }, createHandler(options));
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  return server;
}
