// The production server: serves build/client with real status codes, precompressed bodies,
// caching and security headers. No framework: the build is static, so this is a file server that
// knows the site's routes. Every answer is decided from an index built at start-up
// (server/site-files.mjs); a request never reaches the file system with a path it chose itself.
// Bodies come from a cache of hot files bounded by bytes (server/file-cache.mjs), the rest from disk.
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import { pipeline } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { chooseEncoding } from "./accept-encoding.mjs";
import { createFileCache } from "./file-cache.mjs";
import { defaultCsp } from "./csp.mjs";
import { cachePolicies, resourcePolicyFor, securityHeaders } from "./headers.mjs";
import { parseHttpDate } from "./http-date.mjs";
import { isHostAcceptable, isTargetTooLong, parseTarget, redirectQuery } from "./request-target.mjs";
import { loadSite, updateSite } from "./site-files.mjs";

/**
 * @typedef {import("./site-files.mjs").FileEntry} FileEntry
 * @typedef {import("./site-files.mjs").SiteIndex} SiteIndex
 * @typedef {"always" | "never" | "auto"} HstsMode
 * @typedef {ReturnType<typeof createFileCache>} FileCache
 * @typedef {{ log?: (line: string) => void, hsts?: HstsMode, cache?: FileCache, retry?: (req: http.IncomingMessage, res: http.ServerResponse) => void }} HandlerOptions
 *   cache: of the bodies (default: DEFAULT_CACHE_BYTES); retry: answers a request again with the
 *   current index when its file was swapped while it was read (editor mode)
 * @typedef {[Record<string, string | number>, Record<string, string | number>]} HeaderPair  [plain, with HSTS]
 * @typedef {{ entry: FileEntry, status: number, ok: Record<"identity" | "br" | "gzip", HeaderPair | undefined>, notModified: HeaderPair | null, compressed: boolean }} Prepared
 */

/**
 * Files whose response headers are kept ready, the most recently served first: the hot ones cost a
 * look-up, a cold one a few microseconds to prepare; the memory stays bounded however many files
 * the build has.
 */
export const PREPARED_FILES = 2048;

/** Request heads (request line + headers) up to this size are read; beyond it the answer is 431. */
export const MAX_HEADER_BYTES = 80 * 1024;

const TEXT = {
  301: "Dauerhaft verschoben",
  400: "Ungültige Anfrage",
  404: "Nicht gefunden",
  405: "Methode nicht erlaubt: diese Website kann nur gelesen werden (GET, HEAD).",
  408: "Zeitüberschreitung der Anfrage",
  414: "Adresse zu lang",
  417: "Erwartung nicht erfüllbar: diese Website kennt nur Expect: 100-continue.",
  431: "Anfragekopf zu groß",
  500: "Interner Fehler",
};

/**
 * The request listener for a loaded site.
 * @param {SiteIndex} site
 * @param {HandlerOptions} [options]
 */
export function createHandler(site, { log = () => {}, hsts = "auto", cache = createFileCache(), retry } = {}) {
  const plainSecurity = securityHeaders({ csp: site.csp });
  const hstsSecurity = securityHeaders({ csp: site.csp, hsts: true });
  const logMissing = rateLimited(log, 20);

  /** @param {Record<string, string | number>} headers @returns {HeaderPair} */
  const pair = (headers) => [Object.freeze({ ...plainSecurity, ...headers }), Object.freeze({ ...hstsSecurity, ...headers })];

  /** @param {FileEntry} entry @param {number} status @returns {Prepared} */
  function prepare(entry, status) {
    const compressed = Boolean(entry.bodies.br || entry.bodies.gzip);
    const corp = resourcePolicyFor(entry.urlPath);
    /** @type {Record<string, string | number>} */
    const common = {
      "Cross-Origin-Resource-Policy": corp,
      "Content-Type": entry.type,
      "Cache-Control": status === 200 ? entry.cacheControl : cachePolicies.none,
      ...(status === 200 ? { ETag: entry.etag, "Last-Modified": entry.lastModified } : {}),
      ...(compressed ? { Vary: "Accept-Encoding" } : {}),
    };
    /** @type {Prepared["ok"]} */
    const ok = { identity: undefined, br: undefined, gzip: undefined };
    for (const coding of /** @type {const} */ (["identity", "br", "gzip"])) {
      const body = entry.bodies[coding];
      if (!body) continue;
      ok[coding] = pair({
        ...common,
        "Content-Length": body.size,
        ...(coding === "identity" ? {} : { "Content-Encoding": coding }),
        // Range requests are answered with the whole file (RFC 9110 allows ignoring Range); say so.
        "Accept-Ranges": "none",
      });
    }
    const notModified =
      status === 200
        ? pair({
            "Cross-Origin-Resource-Policy": corp,
            ETag: entry.etag,
            "Last-Modified": entry.lastModified,
            "Cache-Control": entry.cacheControl,
            ...(compressed ? { Vary: "Accept-Encoding" } : {}),
          })
        : null;
    return { entry, status, ok, notModified, compressed };
  }

  /** Insertion order is recency, as in the file cache. */
  /** @type {Map<string, Prepared>} */
  const prepared = new Map();
  /** @param {string} urlPath @returns {Prepared | undefined} */
  function preparedFor(urlPath) {
    const ready = prepared.get(urlPath);
    if (ready) {
      prepared.delete(urlPath);
      prepared.set(urlPath, ready);
      return ready;
    }
    const entry = site.files.get(urlPath);
    if (!entry) return undefined;
    const fresh = prepare(entry, 200);
    prepared.set(urlPath, fresh);
    if (prepared.size > PREPARED_FILES) prepared.delete(/** @type {string} */ (prepared.keys().next().value));
    return fresh;
  }
  const notFound = site.notFound ? prepare(site.notFound, 404) : null;

  /** Lower-cased redirect sources (not assets: their hashed names are exact). */
  /** @type {Map<string, string>} */
  const lowerRedirects = new Map();
  for (const [from, to] of site.redirects) lowerRedirects.set(from.toLowerCase(), to);

  /** @type {Map<number, { headers: HeaderPair, body: Buffer }>} */
  const texts = new Map();
  for (const [status, text] of Object.entries(TEXT)) {
    const body = Buffer.from(`${text}\n`);
    texts.set(Number(status), {
      body,
      headers: pair({
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Length": body.length,
        "Cache-Control": cachePolicies.none,
        ...(status === "405" ? { Allow: "GET, HEAD" } : {}),
      }),
    });
  }

  /** @param {http.IncomingMessage} req */
  function wantsHsts(req) {
    if (hsts === "always") return true;
    if (hsts === "never") return false;
    const proto = req.headers["x-forwarded-proto"];
    if (typeof proto !== "string") return false;
    const comma = proto.indexOf(",");
    return (comma === -1 ? proto : proto.slice(0, comma)).trim().toLowerCase() === "https";
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {number} status */
  function sendText(req, res, status) {
    const text = /** @type {{ headers: HeaderPair, body: Buffer }} */ (texts.get(status) ?? texts.get(500));
    res.writeHead(status, text.headers[wantsHsts(req) ? 1 : 0]);
    res.end(req.method === "HEAD" ? undefined : text.body);
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} location */
  function redirect(req, res, location) {
    const text = /** @type {{ headers: HeaderPair, body: Buffer }} */ (texts.get(301));
    res.writeHead(301, {
      ...text.headers[wantsHsts(req) ? 1 : 0],
      Location: location,
      "Cache-Control": cachePolicies.redirect,
    });
    res.end(req.method === "HEAD" ? undefined : text.body);
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {Prepared} p */
  function send(req, res, p) {
    const h = wantsHsts(req) ? 1 : 0;
    if (p.notModified && isNotModified(req, p.entry)) {
      res.writeHead(304, p.notModified[h]);
      res.end();
      return;
    }
    const bodies = p.entry.bodies;
    const coding = p.compressed ? (chooseEncoding(req.headers["accept-encoding"], bodies) ?? "identity") : "identity";
    const body = /** @type {import("./site-files.mjs").Body} */ (bodies[coding]);
    const headers = /** @type {HeaderPair} */ (p.ok[coding])[h];
    if (req.method === "HEAD") {
      res.writeHead(p.status, headers);
      res.end();
    } else if (body.kind === "disk") {
      res.writeHead(p.status, headers);
      pipeline(createReadStream(body.file), res, (error) => {
        if (error && !res.destroyed) res.destroy();
      });
    } else {
      const cached = cache.get(body.file);
      if (cached) {
        res.writeHead(p.status, headers);
        res.end(cached);
      } else {
        cache
          .load(body.file)
          .then(
            (data) => {
              if (res.destroyed) return;
              // The build is immutable while the server runs; a file that changed anyway is not sent
              // under headers that describe another one. In editor mode a content build may have
              // swapped it in the meantime: the request is answered again from the new index.
              if (data.length !== body.size) {
                if (swappedRetry(req, res)) return;
                throw new Error(`${body.file} hat sich seit dem Start geändert`);
              }
              res.writeHead(p.status, headers);
              res.end(data);
            },
            (/** @type {NodeJS.ErrnoException} */ error) => {
              if (error?.code === "ENOENT" && swappedRetry(req, res)) return;
              throw error;
            },
          )
          .catch((/** @type {unknown} */ error) => failed(req, res, error));
      }
    }
  }

  /**
   * Answers a request once more from the index of the moment, when its file changed on disk while it
   * was read (a content build swapped it). False when there is no newer index or it was tried.
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res
   */
  function swappedRetry(req, res) {
    const marked = /** @type {{ [RETRIED]?: boolean }} */ (/** @type {unknown} */ (req));
    if (!retry || marked[RETRIED]) return false;
    marked[RETRIED] = true;
    retry(req, res);
    return true;
  }

  /**
   * Not expected to happen; if it does, the client learns nothing about the cause.
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {unknown} error
   */
  function failed(req, res, error) {
    log(
      `Fehler bei ${req.method} ${JSON.stringify(String(req.url).slice(0, 200))}: ${error instanceof Error ? error.message : String(error)}`,
    );
    if (!res.headersSent) sendText(req, res, 500);
    else res.destroy();
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} rawUrl */
  function resolveSlow(req, res, rawUrl) {
    const target = parseTarget(rawUrl);
    if (!target.ok) return sendText(req, res, target.status);
    const found = preparedFor(target.path);
    if (found) return send(req, res, found);

    const canonical = canonicalFor(target.path);
    if (canonical) return redirect(req, res, encodeURI(canonical) + redirectQuery(target.query));
    logMissing(`404 ${JSON.stringify(target.path.slice(0, 200))}`);
    if (notFound) return send(req, res, notFound);
    return sendText(req, res, 404);
  }

  /**
   * The one address of a page asked for in another spelling: trailing slash, /index.html, or other
   * letter case (pages and top-level files only). Never anything that is not in the build.
   * @param {string} path
   * @returns {string | null}
   */
  function canonicalFor(path) {
    const direct = site.redirects.get(path);
    if (direct) return direct;
    const lower = path.toLowerCase();
    const byCase = site.lowercase.get(lower) ?? lowerRedirects.get(lower);
    if (byCase) return byCase;
    if (path.length > 1 && path.endsWith("/")) {
      let end = path.length;
      while (end > 0 && path[end - 1] === "/") end--;
      const trimmed = path.slice(0, end) || "/";
      if (site.files.has(trimmed)) return trimmed;
      return site.lowercase.get(trimmed.toLowerCase()) ?? null;
    }
    return null;
  }

  /** @param {string} rawUrl @returns {boolean} whether the address names a file of the site (in any spelling) */
  function isFile(rawUrl) {
    const target = parseTarget(rawUrl);
    return target.ok && (site.files.has(target.path) || canonicalFor(target.path) !== null);
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  function handle(req, res) {
    try {
      // HTTP/1.1 requires exactly one valid Host (RFC 9112 §3.2); its value does not matter otherwise.
      if (!isHostAcceptable(req)) return sendText(req, res, 400);
      const method = req.method;
      // Only files are here, and they can only be read: 405 for a file, 404 for anything else (a
      // write address of the editor mode included, which the plain server does not have).
      if (method !== "GET" && method !== "HEAD") return sendText(req, res, isFile(req.url ?? "/") ? 405 : 404);
      const rawUrl = req.url ?? "/";
      // Before any look-up, so no path through the handler skips it.
      if (isTargetTooLong(rawUrl)) return sendText(req, res, 414);
      // Fast path: the exact canonical address of a file (the common case for browsers).
      const exact = preparedFor(rawUrl);
      if (exact) return send(req, res, exact);
      const q = rawUrl.indexOf("?");
      if (q > 0 && rawUrl.indexOf("%") === -1) {
        const withoutQuery = preparedFor(rawUrl.slice(0, q));
        if (withoutQuery) return send(req, res, withoutQuery);
      }
      return resolveSlow(req, res, rawUrl);
    } catch (error) {
      failed(req, res, error);
    }
  }

  /**
   * Node answers an `Expect` other than 100-continue with its own bare 417 unless someone listens
   * (the server's `checkExpectation`): this is that answer with the security headers.
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res
   */
  function expectationFailed(req, res) {
    sendText(req, res, 417);
  }

  return Object.assign(handle, { expectationFailed });
}

/** Marks a request answered a second time after its file was swapped. */
const RETRIED = Symbol("retried");

/**
 * @param {http.IncomingMessage} req
 * @param {FileEntry} entry
 */
function isNotModified(req, entry) {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch === entry.etag) return true;
    const ours = opaque(entry.etag);
    return ifNoneMatch.split(",").some((tag) => {
      const t = tag.trim();
      return t === "*" || opaque(t) === ours;
    });
  }
  const ifModifiedSince = req.headers["if-modified-since"];
  if (ifModifiedSince !== undefined) {
    // A value that is no HTTP-date is ignored (RFC 9110 §13.1.3): "2099" is not a date.
    const since = parseHttpDate(ifModifiedSince);
    return since !== null && entry.mtimeSeconds * 1000 <= since;
  }
  return false;
}

/** Weak comparison (RFC 9110 §8.8.3.2): the W/ prefix does not count. @param {string} tag */
function opaque(tag) {
  return tag.startsWith("W/") ? tag.slice(2) : tag;
}

/**
 * At most `perSecond` lines a second, so a flood of requests for missing paths cannot turn logging
 * into the bottleneck (console output to a pipe is synchronous).
 * @param {(line: string) => void} log
 * @param {number} perSecond
 */
function rateLimited(log, perSecond) {
  let windowStart = 0;
  let count = 0;
  let dropped = 0;
  return (/** @type {string} */ line) => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      if (dropped) log(`… ${dropped} weitere Zeilen ausgelassen`);
      windowStart = now;
      count = 0;
      dropped = 0;
    }
    if (count < perSecond) {
      count++;
      log(line);
    } else {
      dropped++;
    }
  };
}

/** Raw HTTP answers for requests Node's parser rejects before they reach the handler. */
function rawResponse(
  /** @type {number} */ status,
  /** @type {string} */ reason,
  /** @type {string} */ csp,
  /** @type {Record<string, string>} */ extra = {},
) {
  const body = `${TEXT[/** @type {keyof typeof TEXT} */ (status)] ?? TEXT[400]}\n`;
  const headers = {
    ...securityHeaders({ csp }),
    ...extra,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": cachePolicies.none,
    Connection: "close",
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\r\n");
  return Buffer.from(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n\r\n${body}`);
}

/**
 * The HTTP server for a build folder. It can listen at once: the build is read in the background
 * (milliseconds) and requests arriving before that wait for it. `await server.ready` to learn about
 * a missing or unreadable build before listening (server/index.mjs does).
 * @param {{
 *   root: string, memoryLimitPerFile?: number, cacheBytes?: number, headersTimeout?: number, requestTimeout?: number,
 *   routes?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean,
 * } & Omit<HandlerOptions, "cache">} options
 *   cacheBytes: bodies kept in memory (server/file-cache.mjs); routes: answers some addresses before
 *   the files (the editor mode's write API, server/editor/api.mjs) and returns true for those;
 *   requestTimeout: the whole request, its body included (30 s)
 */
export function createServer({
  root,
  memoryLimitPerFile,
  cacheBytes,
  headersTimeout = 10_000,
  requestTimeout = Math.max(30_000, headersTimeout),
  routes,
  ...options
}) {
  const cache = createFileCache({ maxBytes: cacheBytes });
  /** @type {ReturnType<typeof createHandler> | null} */
  let handler = null;
  let csp = defaultCsp;

  const server = http.createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      // Checked by the handler instead, so even that answer carries the security headers.
      requireHostHeader: false,
      // Slow-loris protection: the whole request head within 10 s, the whole request within 30 s (the editor mode
      // gives an upload as long as its body needs on a slow line, bodyTimeoutMs in editor-contract.ts).
      headersTimeout,
      requestTimeout: Math.max(requestTimeout, headersTimeout),
      keepAliveTimeout: 5_000,
      // How often those limits are checked (Node's default, 30 s, would let a slow client stay far longer).
      connectionsCheckingInterval: Math.min(2_000, headersTimeout),
    },
    (req, res) => {
      if (routes?.(req, res)) return;
      if (handler) return handler(req, res);
      ready.then(
        () => /** @type {NonNullable<typeof handler>} */ (handler)(req, res),
        () => res.destroy(),
      );
    },
  );

  /** @type {Map<number, Buffer>} raw answers for the parser's rejections, built once per policy */
  const rawAnswers = new Map();
  const raw = (/** @type {keyof typeof RAW_REASONS} */ status) => {
    let answer = rawAnswers.get(status);
    if (!answer) {
      answer = rawResponse(status, RAW_REASONS[status], csp, status === 405 ? { Allow: "GET, HEAD" } : {});
      rawAnswers.set(status, answer);
    }
    return answer;
  };

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  const retry = (req, res) => /** @type {NonNullable<typeof handler>} */ (handler)(req, res);
  /** @param {SiteIndex} site */
  const serve = (site) => {
    handler = createHandler(site, { ...options, cache, retry });
    csp = site.csp;
    rawAnswers.clear();
    Object.assign(server, { site });
  };

  /** @type {Promise<SiteIndex>} */
  const ready = loadSite(root, { memoryLimitPerFile }).then((site) => {
    serve(site);
    return site;
  });

  /**
   * Serves files a content build just put in place (editor mode, docs/decisions/0034): the named
   * files are looked at again and the index swapped, synchronously, so the request before this call
   * gets the old files and the one after it the new. Nothing else of the build is read again.
   * @param {readonly string[]} changed paths inside the build folder, e.g. "/ratgeber/x/index.html"
   * @param {{ csp?: string }} [update] the site's policy, when the content build changed it
   */
  function applyChanges(changed, update = {}) {
    const site = /** @type {{ site: SiteIndex | null }} */ (/** @type {unknown} */ (server)).site;
    if (!site) throw new Error("applyChanges before the build was read");
    const next = updateSite(site, changed, { memoryLimitPerFile, ...(update.csp ? { csp: update.csp } : {}) });
    const abs = changed.flatMap((rel) => {
      const file = `${site.root}${rel}`;
      return /\.(?:br|gz)$/.test(rel) ? [file] : [file, `${file}.br`, `${file}.gz`];
    });
    cache.forget(abs);
    serve(next);
    return next;
  }

  /**
   * What a reader gets at `urlPath` now, through the index the server answers from: the file's body
   * and, decoded, each precompressed copy it would send instead (editor mode: compared with the
   * committed article before the hub is told "Live"). Null when the address serves no file.
   * @param {string} urlPath e.g. "/ratgeber/x" or "/ratgeber/x.md"
   * @returns {Promise<{ identity: Buffer, br?: Buffer, gzip?: Buffer } | null>}
   */
  async function served(urlPath) {
    await ready;
    const site = /** @type {{ site: SiteIndex | null }} */ (/** @type {unknown} */ (server)).site;
    const entry = site?.files.get(urlPath);
    if (!entry) return null;
    const { identity, br, gzip } = entry.bodies;
    return {
      identity: await readFile(identity.file),
      ...(br ? { br: brotliDecompressSync(await readFile(br.file)) } : {}),
      ...(gzip ? { gzip: gunzipSync(await readFile(gzip.file)) } : {}),
    };
  }

  const answered = new WeakSet();
  server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    // Answer, then half-close: the client may still be sending (a 1 MB header). Closing outright
    // with unread data makes the kernel send a reset, and the client may lose the answer; so the
    // rest is read and dropped until the client closes, for a few seconds at most.
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    socket.end(raw(status));
    const timer = setTimeout(() => socket.destroy(), 3_000);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  });
  // Every answer Node would otherwise write itself goes out with the security headers: the parser's
  // rejections above, and the 417 for an unknown Expect here.
  server.on("checkExpectation", (req, res) => {
    if (handler) return handler.expectationFailed(req, res);
    ready.then(
      () => /** @type {NonNullable<typeof handler>} */ (handler).expectationFailed(req, res),
      () => res.destroy(),
    );
  });
  // CONNECT is not for this server; without a listener Node would just drop the connection.
  server.on("connect", (_req, socket) => {
    socket.end(raw(405));
  });
  return Object.assign(server, { ready, /** @type {SiteIndex | null} */ site: null, cache, applyChanges, served });
}

const RAW_REASONS = {
  400: "Bad Request",
  405: "Method Not Allowed",
  408: "Request Timeout",
  431: "Request Header Fields Too Large",
};
