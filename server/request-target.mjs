// Turns the raw request target (what arrives on the request line) into a decoded path, or says why
// it cannot be one. Nothing here touches the file system: the server only ever looks paths up in the
// index of files it built at start-up, so a path that survives this is still just a map key.

/**
 * @typedef {{ ok: true, path: string, query: string } | { ok: false, status: 400 | 414, reason: string }} Target
 */

/** Longest request target accepted (browsers and CDNs cap URLs well below this). */
export const MAX_TARGET_LENGTH = 8 * 1024;

const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;

/**
 * @param {string} raw the request target as Node reports it in `req.url`
 * @returns {Target}
 */
export function parseTarget(raw) {
  if (raw.length > MAX_TARGET_LENGTH) return { ok: false, status: 414, reason: "Adresse zu lang" };

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
