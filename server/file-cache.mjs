// The bodies of recently served files, bounded by bytes: what most visitors ask for (the home page,
// the shared JavaScript and CSS, the newest articles) is answered from memory, everything else is
// read from disk when asked for and pushes the least recently used bodies out. The build is
// immutable while the server runs (a new build means a restart), so a cached body never goes stale
// and nothing is re-checked on disk; only editor mode swaps files in while serving, and it tells the
// cache which (`forget`).
import { readFile } from "node:fs/promises";

/** Bodies kept in memory, all together; the server's memory stays about this much above its base. */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * @param {{ maxBytes?: number }} [options]
 */
export function createFileCache({ maxBytes = DEFAULT_CACHE_BYTES } = {}) {
  /** Insertion order is recency: a hit moves its file to the end, eviction starts at the front. */
  /** @type {Map<string, Buffer>} */
  const bodies = new Map();
  /** Reads under way, so a burst of requests for a cold file reads it once. */
  /** @type {Map<string, Promise<Buffer>>} */
  const reading = new Map();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  /** @param {string} file @param {Buffer} body */
  function remember(file, body) {
    if (body.length > maxBytes || bodies.has(file)) return;
    bodies.set(file, body);
    bytes += body.length;
    for (const [oldest, old] of bodies) {
      if (bytes <= maxBytes) break;
      bodies.delete(oldest);
      bytes -= old.length;
    }
  }

  return {
    /**
     * The cached body, or undefined; a hit makes the file the most recently used.
     * @param {string} file
     */
    get(file) {
      const body = bodies.get(file);
      if (body) {
        hits++;
        bodies.delete(file);
        bodies.set(file, body);
      }
      return body;
    },
    /**
     * Reads the file from disk (once, however many requests wait for it) and keeps it.
     * @param {string} file
     * @returns {Promise<Buffer>}
     */
    load(file) {
      let pending = reading.get(file);
      if (!pending) {
        misses++;
        const read = readFile(file).then(
          (body) => {
            // A read the file was swapped under (`forget`) is answered, but not kept.
            if (reading.get(file) === read) {
              reading.delete(file);
              remember(file, body);
            }
            return body;
          },
          (error) => {
            if (reading.get(file) === read) reading.delete(file);
            throw error;
          },
        );
        pending = read;
        reading.set(file, read);
      }
      return pending;
    },
    /**
     * Drops what is kept of these files: they were replaced or removed on disk. A read of one that is
     * under way still answers its request but is not kept.
     * @param {Iterable<string>} files
     */
    forget(files) {
      for (const file of files) {
        const body = bodies.get(file);
        if (body) {
          bodies.delete(file);
          bytes -= body.length;
        }
        reading.delete(file);
      }
    },
    /** What the cache holds now, and how often it answered. */
    stats() {
      return { bytes, files: bodies.size, maxBytes, hits, misses };
    },
  };
}
