// The compression scripts/postbuild.mjs applies to the files the server sends (scripts/precompress.mjs):
// the brotli quality depends on where the file lives in the build.
import { brotliCopySync, gzipCopySync } from "../precompress.mjs";

/** @param {Buffer | string} body */
function bytes(body) {
  return typeof body === "string" ? Buffer.from(body) : body;
}

/** @param {Buffer | string} body */
export function gzip(body) {
  return gzipCopySync(bytes(body));
}

/**
 * @param {Buffer | string} body
 * @param {string} [rel] the file's path inside build/client (hashed assets under `assets/` get the highest quality)
 */
export function brotli(body, rel = "") {
  return brotliCopySync(rel, bytes(body));
}

/**
 * Raw, gzip and brotli sizes in bytes; empty input is 0 everywhere (not the few bytes of an empty stream).
 * @param {Buffer | string} body
 * @param {string} [rel] the file's path inside build/client
 * @returns {{ raw: number, gzip: number, brotli: number }}
 */
export function sizes(body, rel = "") {
  const raw = typeof body === "string" ? Buffer.byteLength(body) : body.length;
  if (raw === 0) return { raw: 0, gzip: 0, brotli: 0 };
  return { raw, gzip: gzip(body).length, brotli: brotli(body, rel).length };
}
