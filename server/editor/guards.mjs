// The checks every request to the editor mode's write API passes before anything else happens
// (docs/decisions/0033, 0038): the Host, Origin and Sec-Fetch-Site the hub is served under (before
// anything is counted); the editor's key, compared in constant time, wrong ones slowed down per
// client and a correct one never; a JSON body of bounded size; a write limit per editor. Each refusal
// is a status and a German message the hub shows; nothing is read or written past a refusal.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * An editor of the editor mode (docs/decisions/0038): the name and e-mail address their commits carry,
 * and their key.
 * @typedef {{ name: string, email: string, key: string }} Editor
 */

/** A new key: 256 random bits, URL-safe. */
export function createToken() {
  return randomBytes(32).toString("base64url");
}

const digest = (/** @type {string} */ value) => createHash("sha256").update(value, "utf8").digest();

/**
 * The editor whose key `given` is, or null. Constant time whatever the key: every editor's key is
 * compared (as SHA-256 digests, so neither the position of a difference nor the length leaks).
 * @param {readonly Editor[]} editors
 * @param {string | undefined} given
 * @returns {Editor | null}
 */
export function editorWithKey(editors, given) {
  const wanted = digest(given ?? "");
  /** @type {Editor | null} */
  let found = null;
  for (const editor of editors) if (timingSafeEqual(digest(editor.key), wanted) && given !== undefined) found = editor;
  return found;
}

/**
 * Where a request comes from, for the log and the per-client slow-down: the peer's address (behind a
 * proxy all requests share the proxy's; the key still decides).
 * @param {import("node:http").IncomingMessage} req
 */
export function clientAddress(req) {
  return req.socket.remoteAddress ?? "unbekannt";
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
 * A request that is not addressed to this server (Host: a DNS-rebinding name), that a browser says
 * comes from another site (`Sec-Fetch-Site`: an `<img>` or a form of another page, also a GET), or
 * that names another origin (on any method) is refused; a write must name its origin. So another site
 * in the editor's browser can neither write nor count against anything.
 * @param {import("node:http").IncomingMessage} req
 * @param {{ origins: Set<string>, hosts: Set<string> }} allowed
 * @param {"GET" | "POST"} method
 * @returns {"host" | "origin" | null} what is wrong, or null
 */
export function foreignRequest(req, allowed, method) {
  const host = req.headers.host;
  if (typeof host !== "string" || !allowed.hosts.has(host.toLowerCase())) return "host";
  const site = req.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return "origin";
  const origin = req.headers.origin;
  if (origin === undefined) return method === "POST" ? "origin" : null;
  return typeof origin === "string" && allowed.origins.has(origin.toLowerCase()) ? null : "origin";
}

/**
 * Wrong keys slow their client down, never anyone else: after `free` wrong keys a client waits
 * `baseMs`, doubled with each further one up to `maxMs`; a client without a wrong key for `forgetMs`
 * starts afresh. At most `clients` addresses are remembered (the oldest go first).
 * @param {{ free?: number, baseMs?: number, maxMs?: number, forgetMs?: number, clients?: number, now?: () => number }} [options]
 */
export function createBackoff({
  free = 5,
  baseMs = 1_000,
  maxMs = 15 * 60_000,
  forgetMs = 15 * 60_000,
  clients = 10_000,
  now = Date.now,
} = {}) {
  /** @type {Map<string, { count: number, last: number, until: number }>} */
  const wrong = new Map();
  const current = (/** @type {string} */ client) => {
    const entry = wrong.get(client);
    if (entry && now() - entry.last >= forgetMs) {
      wrong.delete(client);
      return undefined;
    }
    return entry;
  };
  return {
    /** Seconds the client must still wait before its next key is looked at, or 0. */
    waiting(/** @type {string} */ client) {
      const entry = current(client);
      return entry && entry.until > now() ? Math.max(1, Math.ceil((entry.until - now()) / 1000)) : 0;
    },
    /** Counts a wrong key of the client. */
    fail(/** @type {string} */ client) {
      const entry = current(client) ?? { count: 0, last: 0, until: 0 };
      entry.count++;
      entry.last = now();
      if (entry.count > free) entry.until = now() + Math.min(maxMs, baseMs * 2 ** (entry.count - free - 1));
      wrong.delete(client);
      wrong.set(client, entry);
      if (wrong.size > clients) wrong.delete(/** @type {string} */ (wrong.keys().next().value));
    },
  };
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
 * @param {number} [timeoutMs] the whole body must have come by then (bodyTimeoutMs in the contract)
 * @returns {Promise<{ ok: true, value: unknown } | { ok: false, reason: "type" | "size" | "json" | "aborted" | "timeout" }>}
 */
export function readJsonBody(req, limit, timeoutMs = Infinity) {
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
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const finish = (/** @type {Parameters<typeof resolve>[0]} */ result) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(result);
    };
    if (Number.isFinite(timeoutMs)) {
      timer = setTimeout(() => {
        req.removeAllListeners("data");
        finish({ ok: false, reason: "timeout" });
      }, timeoutMs);
    }
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

/**
 * At most `size` tasks at once, `waiting` more wait their turn (in order), any further is refused: the large
 * bodies the API reads (a publication with photos, a photo, a series), so their bytes are held at most `size`
 * times. A waiting request's body is not read: it stays with the client (TCP holds it back).
 * @param {{ size: number, waiting: number }} options
 */
export function createSlots({ size, waiting }) {
  let running = 0;
  /** @type {(() => void)[]} */
  const queue = [];
  const next = () => {
    running--;
    const start = queue.shift();
    if (start) start();
  };
  return {
    get running() {
      return running;
    },
    /**
     * Runs `task` in its turn; null (and `task` never runs) when too many wait already.
     * @template T
     * @param {() => Promise<T>} task
     * @returns {Promise<T> | null}
     */
    run(task) {
      if (running >= size && queue.length >= waiting) return null;
      return new Promise((resolve, reject) => {
        const start = () => {
          running++;
          task().then(resolve, reject).finally(next);
        };
        if (running < size) start();
        else queue.push(start);
      });
    },
  };
}
