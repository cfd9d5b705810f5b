// Content negotiation for the precompressed variants (RFC 9110 §12.5.3), with q-values.

/** @typedef {"br" | "gzip" | null} Coding  null = identity */

/**
 * The codings a client accepts, best first, among those this server has (brotli, gzip and
 * identity = null). Identity is acceptable unless excluded (`identity;q=0`, or `*;q=0` without it),
 * and preferred only when the client says so with q-values.
 * @param {string | undefined} header
 * @returns {{ order: Coding[] }}
 */
export function parseAcceptEncoding(header) {
  /** @type {Map<string, number>} */
  const q = new Map();
  if (header) {
    for (const part of header.split(",")) {
      const [rawName, ...params] = part.split(";");
      const name = rawName?.trim().toLowerCase();
      if (!name) continue;
      let weight = 1;
      for (const param of params) {
        const [key, value] = param.split("=");
        if (key?.trim().toLowerCase() === "q") {
          const parsed = Number(value?.trim());
          weight = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
        }
      }
      // With duplicates the highest weight wins; RFC 9110 leaves this open.
      q.set(name, Math.max(q.get(name) ?? 0, weight));
    }
  }
  const star = q.get("*");
  const weightOf = (/** @type {string} */ name) => q.get(name) ?? star ?? 0;
  // Unlisted identity is acceptable but the last choice (RFC 9110 §12.5.3); `*` speaks for it too.
  const identityWeight = q.get("identity") ?? star ?? 0.001;

  /** @type {{ coding: Coding, weight: number, rank: number }[]} */
  const candidates = [
    { coding: "br", weight: weightOf("br"), rank: 0 },
    { coding: "gzip", weight: Math.max(weightOf("gzip"), q.get("x-gzip") ?? 0), rank: 1 },
    { coding: null, weight: identityWeight, rank: 2 },
  ];
  const order = candidates
    .filter((c) => c.weight > 0)
    // Higher q first; on a tie the smaller representation wins (brotli, then gzip, then identity).
    .sort((a, b) => b.weight - a.weight || a.rank - b.rank)
    .map((c) => c.coding);
  return { order };
}

/** Browsers send a handful of distinct Accept-Encoding values; parsing each once keeps requests cheap. */
/** @type {Map<string, { order: Coding[] }>} */
const cache = new Map();
const CACHE_LIMIT = 256;

/**
 * Picks the representation to send: the best accepted coding that exists for this file, else identity.
 * (When identity is refused too, identity is sent anyway: RFC 9110 allows it, and a body the client
 * may not like beats a 406 for a static page.)
 * @param {string | undefined} header
 * @param {{ br?: unknown, gzip?: unknown }} available
 * @returns {Coding}
 */
export function chooseEncoding(header, available) {
  const key = header ?? "";
  let parsed = cache.get(key);
  if (!parsed) {
    parsed = parseAcceptEncoding(header);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, parsed);
  }
  for (const coding of parsed.order) {
    if (coding === null || available[coding]) return coding;
  }
  return null;
}
