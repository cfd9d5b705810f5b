// The checks every request to the editor mode's write API passes before anything else happens
// (docs/decisions/0033): the token, compared in constant time; the Host and Origin the hub is served
// under; a JSON body of bounded size; a small rate limit. Each refusal is a status and a German
// message the hub shows; nothing is read or written past a refusal.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A new token: 256 random bits, URL-safe. */
export function createToken() {
  return randomBytes(32).toString("base64url");
}

/** A usable token: at least 16 characters of the URL-safe alphabet (what `createToken` makes, or the editor's own). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * Whether `given` is the token, in constant time whatever either is: both are hashed first, so the
 * comparison neither stops at the first difference nor reveals the length.
 * @param {string} expected
 * @param {string | undefined} given
 */
export function tokenMatches(expected, given) {
  const digest = (/** @type {string} */ value) => createHash("sha256").update(value, "utf8").digest();
  const equal = timingSafeEqual(digest(expected), digest(given ?? ""));
  return equal && given !== undefined;
}

/**
 * The token of a request: `Authorization: Bearer <token>`.
 * @param {import("node:http").IncomingMessage} req
 */
export function bearerToken(req) {
  const header = req.headers.authorization;
  if (typeof header !== "string") return undefined;
  const match = /^Bearer ([^\s]+)$/.exec(header.trim());
  return match?.[1];
}

/**
 * The origins the hub may write from: the server's own addresses on its port, plus configured
 * ones (a proxy's public address).
 * @param {{ host: string, port: number, extra?: readonly string[] }} options
 * @returns {{ origins: Set<string>, hosts: Set<string> }}
 */
export function allowedAddresses({ host, port, extra = [] }) {
  const names = new Set([host, "127.0.0.1", "localhost", "[::1]"]);
  if (host === "0.0.0.0" || host === "::") names.delete(host);
  const hosts = new Set([...names].map((name) => `${name.includes(":") && !name.startsWith("[") ? `[${name}]` : name}:${port}`));
  const origins = new Set([...hosts].map((value) => `http://${value}`));
  for (const origin of extra) {
    const url = new URL(origin);
    origins.add(url.origin);
    hosts.add(url.host);
  }
  return { origins, hosts };
}

/**
 * A request that is neither from a page of this site (Origin) nor addressed to it (Host) is
 * refused: another site in the editor's browser cannot write, and a DNS-rebinding name cannot
 * reach the API.
 * @param {import("node:http").IncomingMessage} req
 * @param {{ origins: Set<string>, hosts: Set<string> }} allowed
 * @returns {"host" | "origin" | null} what is wrong, or null
 */
export function foreignRequest(req, allowed) {
  const host = req.headers.host;
  if (typeof host !== "string" || !allowed.hosts.has(host.toLowerCase())) return "host";
  const origin = req.headers.origin;
  if (typeof origin !== "string" || !allowed.origins.has(origin.toLowerCase())) return "origin";
  return null;
}

/**
 * At most `limit` requests per `windowMs`: a burst of writes (or of guessed tokens) is refused.
 * @param {{ limit: number, windowMs: number, now?: () => number }} options
 */
export function createRateLimit({ limit, windowMs, now = Date.now }) {
  /** @type {number[]} */
  let times = [];
  const current = () => {
    const at = now();
    times = times.filter((time) => at - time < windowMs);
    return at;
  };
  return {
    /** True when this request may go on (and counts it). */
    take() {
      const at = current();
      if (times.length >= limit) return false;
      times.push(at);
      return true;
    },
    /** True when the window holds `limit` requests already. */
    full() {
      current();
      return times.length >= limit;
    },
    /** Seconds until the next request may go on. */
    retryAfter() {
      const oldest = times[0];
      return oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000));
    },
  };
}

/**
 * Reads a JSON body of at most `limit` bytes. Refuses (without reading on) a declared or actual
 * size over the limit, another content type, and text that is no JSON.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<{ ok: true, value: unknown } | { ok: false, reason: "type" | "size" | "json" | "aborted" }>}
 */
export function readJsonBody(req, limit) {
  const type = String(req.headers["content-type"] ?? "")
    .split(";")[0]
    ?.trim()
    .toLowerCase();
  if (type !== "application/json") return Promise.resolve({ ok: false, reason: "type" });
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ ok: false, reason: "size" });
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let done = false;
    const finish = (/** @type {Parameters<typeof resolve>[0]} */ result) => {
      if (done) return;
      done = true;
      resolve(result);
    };
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) {
        // Nothing more is kept; the rest is read and dropped while the answer goes out.
        req.removeAllListeners("data");
        req.resume();
        finish({ ok: false, reason: "size" });
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      try {
        finish({ ok: true, value: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      } catch {
        finish({ ok: false, reason: "json" });
      }
    });
    req.on("error", () => finish({ ok: false, reason: "aborted" }));
    req.on("aborted", () => finish({ ok: false, reason: "aborted" }));
  });
}

/** A slug the site accepts (app/features/articles/slug.ts): checked before any path is built from it. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

/** @param {unknown} value @returns {value is string} */
export function isSlug(value) {
  return typeof value === "string" && value.length <= SLUG_MAX_LENGTH && SLUG.test(value);
}
