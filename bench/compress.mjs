// The same compression settings scripts/postbuild.mjs uses for the precompressed files the server sends.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** @param {Buffer | string} body */
export function gzip(body) {
  return gzipSync(body, { level: 9 });
}

/** @param {Buffer | string} body */
export function brotli(body) {
  const size = typeof body === "string" ? Buffer.byteLength(body) : body.length;
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
}

/**
 * Raw, gzip and brotli sizes in bytes; empty input is 0 everywhere (not the few bytes of an empty stream).
 * @param {Buffer | string} body
 * @returns {{ raw: number, gzip: number, brotli: number }}
 */
export function sizes(body) {
  const raw = typeof body === "string" ? Buffer.byteLength(body) : body.length;
  if (raw === 0) return { raw: 0, gzip: 0, brotli: 0 };
  return { raw, gzip: gzip(body).length, brotli: brotli(body).length };
}
