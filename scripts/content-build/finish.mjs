// The pages a content build renders get what scripts/postbuild.mjs gives every page of a full build
// (docs/decisions/0013, 0034): hydration after the first paint, the reduced inline stylesheet, their
// inline hashes checked against the site's policy, and brotli/gzip copies. The checks are the
// postbuild's: a page that does not have the markup they expect stops the content build, naming it.
import path from "node:path";

import { contentTypeFor, isCompressible } from "../../server/content-types.mjs";
import { createHashUnion, inlineHashes, sha256 } from "../../server/csp.mjs";
import { createCriticalCss, fillInlineStylesheet, stylesheetFile } from "../critical-css.mjs";
import { deferHydration } from "../defer-hydration.mjs";
import { MIN_COMPRESS_BYTES, brotliCopy, gzipCopy } from "../precompress.mjs";

const EMPTY_STYLE_HASH = sha256("");

/**
 * @typedef {{ stylesheet: string, critical: string }} PostbuildRecord  scripts/postbuild.mjs
 * @typedef {{ script: string[], style: string[], styleAttr: string[] }} SiteHashes
 * @typedef {{ rel: string, body: Buffer }} OutputFile
 */

/**
 * @typedef {{ rel: string, body: Buffer, br: Buffer | null, gz: Buffer | null }} FinishedFile
 */

/**
 * Finishes rendered files as they come: a page is rewritten as the postbuild rewrites it, gets the
 * site's reduced inline stylesheet and is compressed at once, so compression (in libuv's threads)
 * runs while the next pages render. `end` then checks what could only be checked with every page:
 * that the reduced stylesheet holds every rule the pages can match. In the rare case it does not
 * (say the first table in any article), the pages get the whole sheet and are compressed again.
 * `added` > 0 means the site's policy gained hashes and must be written anew.
 * @param {{ record: PostbuildRecord, hashes: SiteHashes, log?: (line: string) => void }} site
 */
export function createFinisher({ record, hashes, log = () => {} }) {
  const css = createCriticalCss();
  const union = createHashUnion();
  union.add(hashes);
  const before = countHashes(union.result());
  /** @type {Map<string, string>} page → its text with the inline stylesheet emptied and hydration deferred */
  const pages = new Map();
  /** @type {Map<string, Promise<FinishedFile>>} */
  const finished = new Map();
  const critical = Buffer.from(record.critical);

  /**
   * One file is compressed at a time (its brotli and gzip copies: two of libuv's four threads), so
   * the other threads stay free for the file reads and module loads the rendering waits for.
   */
  let queue = Promise.resolve();
  /** @param {string} rel @param {Buffer} body @returns {Promise<FinishedFile>} */
  const compress = (rel, body) => {
    const result = queue.then(async () => ({ rel, body, ...(await compressedCopies(rel, body)) }));
    queue = result.then(
      () => {},
      () => {},
    );
    return result;
  };
  /**
   * A compression `end` awaits; marked as handled now, so a failure before `end` (a later page that
   * fails its check) does not end the process as an unhandled rejection.
   * @param {Promise<FinishedFile>} promise
   */
  const handled = (promise) => {
    promise.catch(() => {});
    return promise;
  };

  return {
    /**
     * Takes one rendered file (a later one of the same address replaces it).
     * @param {OutputFile} file
     */
    add(file) {
      if (!file.rel.endsWith(".html")) {
        finished.set(file.rel, handled(compress(file.rel, file.body)));
        return;
      }
      const rel = file.rel.slice(1);
      const emptied = css.take(rel, file.body.toString("utf8"));
      const page = deferHydration(emptied, rel, { stylesheet: record.stylesheet });
      const pageHashes = inlineHashes(page);
      if (pageHashes.eventHandlers) {
        throw new Error(
          `content-build: ${rel}: ${pageHashes.eventHandlers} inline event handler attribute(s) would be blocked by the CSP`,
        );
      }
      pageHashes.style.splice(pageHashes.style.indexOf(EMPTY_STYLE_HASH), 1);
      union.add(pageHashes);
      pages.set(file.rel, page);
      finished.set(file.rel, handled(compress(file.rel, fillInlineStylesheet(Buffer.from(page), critical))));
    },
    /** Every file finished and compressed, with the site's hashes. */
    async end() {
      let files = await Promise.all(finished.values());
      if (pages.size > 0) {
        // The bundle must style the pages as the live site does: the same whole stylesheet.
        const whole = css.stylesheet();
        if (`/${stylesheetFile(whole.css).name}` !== record.stylesheet) {
          throw new Error(
            `content-build: the renderer's stylesheet is not the site's (${record.stylesheet}); the build and build/renderer differ: run \`npm run build\``,
          );
        }
        let inline = record.critical;
        if (!(await css.coveredBy(record.critical))) {
          inline = whole.css;
          log(
            `content-build: ${pages.size} page(s) need rules the site's reduced stylesheet lacks; they carry the whole stylesheet inline until the next full build`,
          );
          const wholeBytes = Buffer.from(inline);
          files = await Promise.all(
            files.map((file) => {
              const page = pages.get(file.rel);
              return page === undefined ? file : compress(file.rel, fillInlineStylesheet(Buffer.from(page), wholeBytes));
            }),
          );
        }
        union.add({ script: [], style: [sha256(inline)], styleAttr: [] });
      }
      const result = union.result();
      return { files, hashes: result, added: countHashes(result) - before };
    },
  };
}

/** @param {SiteHashes} hashes */
function countHashes(hashes) {
  return hashes.script.length + hashes.style.length + hashes.styleAttr.length;
}

/**
 * The brotli and gzip copies of a file, each only when smaller, as the postbuild makes them; null
 * for a copy that is not made (too small, not compressible, or not smaller).
 * @param {string} rel
 * @param {Buffer} body
 * @returns {Promise<{ br: Buffer | null, gz: Buffer | null }>}
 */
export async function compressedCopies(rel, body) {
  const name = path.posix.basename(rel);
  if (!isCompressible(contentTypeFor(rel)) || name.startsWith(".") || name === "_headers" || body.length < MIN_COMPRESS_BYTES) {
    return { br: null, gz: null };
  }
  const [br, gz] = await Promise.all([brotliCopy(rel.slice(1), body), gzipCopy(body)]);
  return { br: br.length < body.length ? br : null, gz: gz.length < body.length ? gz : null };
}
