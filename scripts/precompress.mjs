// Brotli and gzip copies of the build's files, which the server (and nginx's gzip_static) send to
// browsers that accept them. Brotli's highest quality (11) costs about 50 times the CPU of quality 5
// for 8–9 % fewer bytes on this site's pages; at a thousand article pages it alone took longer than
// the rest of the build (docs/decisions/0013). So the effort follows what the bytes buy:
//   - hashed assets (`assets/`, the JavaScript and CSS every page shares, cached for a year): the
//     highest quality; their number grows with the code, not with the articles;
//   - everything else (pages, their data files, robots.txt, the sitemap …): quality 5, and the
//     highest quality only where those last bytes can save a round trip, i.e. when the response ends
//     just past what a new connection delivers in its first, second or third round trip.
// scripts/measure/compress.mjs measures with the same settings.
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

/** Below this size compression saves less than the headers it costs. */
export const MIN_COMPRESS_BYTES = 256;
export const BROTLI_MAX = constants.BROTLI_MAX_QUALITY;
export const BROTLI_FAST = 5;
/** gzip's levels differ little in time or size here (6 and 9 within 0.3 %); 9 it is. */
export const GZIP_LEVEL = 9;

/**
 * Bytes a new connection delivers by the end of its first, second and third round trip: TCP slow
 * start from an initial window of 10 segments of 1,460 bytes (10, 30 and 70 segments). Lighthouse's
 * simulated slow 4G counts the same way (docs/decisions/0012).
 */
export const ROUND_TRIP_BYTES = [14_600, 43_800, 102_200];
/** The response head in front of a page's body: 1,595 bytes from our server, the CSP included. */
export const HEADER_ALLOWANCE = 1_600;
/** The most quality 11 saved over quality 5 on a page or data file of this site (7–11.5 % measured). */
export const MAX_QUALITY_GAIN = 0.12;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Hashed assets get the highest brotli quality from the start.
 * @param {string} rel the file's path inside build/client, with forward slashes
 */
export function isHashedAsset(rel) {
  return rel.startsWith("assets/");
}

/**
 * Whether a response whose body is `fastBytes` long (at quality 5) ends within MAX_QUALITY_GAIN past
 * a round-trip boundary, so the highest quality may bring it back under.
 * @param {number} fastBytes
 */
export function mayCrossRoundTrip(fastBytes) {
  const total = fastBytes + HEADER_ALLOWANCE;
  return ROUND_TRIP_BYTES.some((boundary) => total > boundary && total * (1 - MAX_QUALITY_GAIN) <= boundary);
}

/** @param {Buffer} body @param {number} quality */
function brotliOptions(body, quality) {
  return {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  };
}

/**
 * The brotli copy of a file, with the quality chosen as above.
 * @param {string} rel the file's path inside build/client
 * @param {Buffer} body
 * @returns {Promise<Buffer>}
 */
export async function brotliCopy(rel, body) {
  if (isHashedAsset(rel)) return brotliAsync(body, brotliOptions(body, BROTLI_MAX));
  const fast = await brotliAsync(body, brotliOptions(body, BROTLI_FAST));
  if (!mayCrossRoundTrip(fast.length)) return fast;
  const best = await brotliAsync(body, brotliOptions(body, BROTLI_MAX));
  return best.length < fast.length ? best : fast;
}

/**
 * The same choice, synchronously (for measurements).
 * @param {string} rel
 * @param {Buffer} body
 */
export function brotliCopySync(rel, body) {
  if (isHashedAsset(rel)) return brotliCompressSync(body, brotliOptions(body, BROTLI_MAX));
  const fast = brotliCompressSync(body, brotliOptions(body, BROTLI_FAST));
  if (!mayCrossRoundTrip(fast.length)) return fast;
  const best = brotliCompressSync(body, brotliOptions(body, BROTLI_MAX));
  return best.length < fast.length ? best : fast;
}

/** @param {Buffer} body @returns {Promise<Buffer>} */
export function gzipCopy(body) {
  return gzipAsync(body, { level: GZIP_LEVEL });
}

/** @param {Buffer} body */
export function gzipCopySync(body) {
  return gzipSync(body, { level: GZIP_LEVEL });
}
