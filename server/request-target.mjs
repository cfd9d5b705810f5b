// Turns the raw request target (what arrives on the request line) into a decoded path, or says why
// it cannot be one. Nothing here touches the file system: the server only ever looks paths up in the
// index of files it built at start-up, so a path that survives this is still just a map key.

/**
 * @typedef {{ ok: true, path: string, query: string } | { ok: false, status: 400 | 414, reason: string }} Target
 */

/**
 * Longest request target accepted (browsers and CDNs cap URLs well below this), path and query
 * together, whether encoded or not: checked before anything else looks at the target.
 */
export const MAX_TARGET_LENGTH = 8 * 1024;

/** Whether a raw request target is over the limit (answered with 414). @param {string} raw */
export function isTargetTooLong(raw) {
  return raw.length > MAX_TARGET_LENGTH;
}

const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;

/**
 * @param {string} raw the request target as Node reports it in `req.url`
 * @returns {Target}
 */
export function parseTarget(raw) {
  if (isTargetTooLong(raw)) return { ok: false, status: 414, reason: "Adresse zu lang" };

  let target = raw;
  if (target[0] !== "/") {
    // Absolute form (`GET http://host/path HTTP/1.1`, what proxies send): the host part is ignored,
    // the site is the same whatever host was named.
    const match = ABSOLUTE_FORM.exec(target);
    if (!match) return { ok: false, status: 400, reason: "Ungültige Adresse" };
    target = target.slice(match[0].length);
    if (target[0] !== "/") target = "/" + target;
  }

  const end = firstIndexOf(target, "?", "#");
  const rawPath = end === -1 ? target : target.slice(0, end);
  const query = end !== -1 && target[end] === "?" ? target.slice(end, endOfQuery(target, end)) : "";

  let path = rawPath;
  if (rawPath.includes("%")) {
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return { ok: false, status: 400, reason: "Ungültige Adresse" };
    }
  }
  // Decoded exactly once: "%252e" stays the literal text "%2e" and simply matches no file.
  if (path.includes("\\") || hasControlCharacter(path)) return { ok: false, status: 400, reason: "Ungültige Adresse" };
  for (const segment of path.split("/")) {
    // Browsers resolve dot segments before sending; only hand-made requests contain them.
    if (segment === "." || segment === "..") return { ok: false, status: 400, reason: "Ungültige Adresse" };
  }
  return { ok: true, path, query };
}

/** Control characters (C0, DEL) have no place in a decoded path; they only appear in attacks. */
function hasControlCharacter(/** @type {string} */ text) {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** @param {string} text @param {string} a @param {string} b */
function firstIndexOf(text, a, b) {
  const i = text.indexOf(a);
  const j = text.indexOf(b);
  if (i === -1) return j;
  if (j === -1) return i;
  return Math.min(i, j);
}

/** @param {string} text @param {number} start */
function endOfQuery(text, start) {
  const hash = text.indexOf("#", start);
  return hash === -1 ? text.length : hash;
}

/**
 * A Host field value (RFC 9112 §3.2, RFC 3986 §3.2.2): a bracketed IP literal or a registered
 * name (letters, digits, `-._~`, sub-delims, percent-escapes), then an optional port. Empty is
 * allowed (a target without authority). Whitespace, `/`, `?`, `#`, `@`, `<`, quotes … are not.
 */
const HOST_VALUE = /^(?:\[[0-9A-Za-z._~!$&'()*+,;=:-]+\]|(?:[0-9A-Za-z._~!$&'()*+,;=-]|%[0-9A-Fa-f]{2})*)(?::[0-9]*)?$/;

/**
 * Whether a request's Host header is acceptable (RFC 9112 §3.2): at most one Host field line, with a
 * valid value, and one on every HTTP/1.1 request. Node keeps only the first of duplicate Host lines
 * in `req.headers`, so the raw lines are counted. The value itself does not matter otherwise: the
 * site is the same under every name.
 * @param {{ rawHeaders: string[], httpVersionMajor: number, httpVersionMinor: number }} req
 */
export function isHostAcceptable(req) {
  const raw = req.rawHeaders;
  /** @type {string | undefined} */
  let host;
  for (let i = 0; i < raw.length; i += 2) {
    const name = /** @type {string} */ (raw[i]);
    if (name.length !== 4 || name.toLowerCase() !== "host") continue;
    if (host !== undefined) return false;
    host = raw[i + 1] ?? "";
  }
  if (host === undefined) return !(req.httpVersionMajor === 1 && req.httpVersionMinor >= 1);
  return HOST_VALUE.test(host);
}

/** Characters a query may carry as they are (RFC 3986 §3.4: pchar, "/", "?"). */
const QUERY_CHAR = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?]/;

/**
 * A query copied into a redirect's Location: what RFC 3986 does not allow there (`"`, `<`, `>`,
 * `\\`, `^`, backquote, braces, `|`, brackets, a `%` that starts no escape) is percent-encoded.
 * A query with other than printable ASCII is dropped: its bytes came from a hand-made request,
 * browsers encode them.
 * @param {string} query "" or "?…"
 */
export function redirectQuery(query) {
  if (!/^\?[\x21-\x7e]*$/.test(query)) return "";
  let out = "?";
  for (let i = 1; i < query.length; i++) {
    const char = /** @type {string} */ (query[i]);
    if (QUERY_CHAR.test(char) || (char === "%" && /^[0-9A-Fa-f]{2}$/.test(query.slice(i + 1, i + 3)))) out += char;
    else out += `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out === "?" ? "" : out;
}
