// The pages a content build renders get what scripts/postbuild.mjs gives every page of a full build
// (docs/decisions/0013, 0034): hydration after the first paint, the reduced inline stylesheet, their
// inline hashes checked against the site's policy, and brotli/gzip copies. The checks are the
// postbuild's: a page that does not have the markup they expect stops the content build, naming it.
import path from "node:path";

import { contentTypeFor, isCompressible } from "../../server/content-types.mjs";
import { createHashUnion, inlineHashes, sha256 } from "../../server/csp.mjs";
import { createCriticalCss, fillInlineStylesheet, refillInlineStylesheet, stylesheetFile } from "../critical-css.mjs";
import { MIN_COMPRESS_BYTES, brotliCopy, gzipCopy } from "../precompress.mjs";
import { servedPage } from "../postbuild.mjs";

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
 * site's reduced inline stylesheet, is compressed at once and handed to `emit` (which stages it), so
 * compression (in libuv's threads) runs while the next pages render and no finished file waits in
 * memory: the content build's memory does not grow with the pages a run renders. `end` then checks
 * what could only be checked with every page: that the reduced stylesheet holds every rule the
 * pages can match. In the rare case it does not (say the first table in any article), the pages get
 * the whole sheet: each is read back (`reread`), compressed again and emitted again. `added` > 0
 * means the site's policy gained hashes and must be written anew.
 * @param {{
 *   record: PostbuildRecord, hashes: SiteHashes, log?: (line: string) => void,
 *   emit: (file: FinishedFile) => Promise<void>, reread: (rel: string) => Promise<Buffer>,
 * }} site
 */
export function createFinisher({ record, hashes, emit, reread, log = () => {} }) {
  const css = createCriticalCss();
  const union = createHashUnion();
  union.add(hashes);
  const before = countHashes(union.result());
  /** @type {Set<string>} the pages emitted with the reduced stylesheet */
  const pages = new Set();
  const critical = Buffer.from(record.critical);

  /**
   * One file is compressed and emitted at a time (its brotli and gzip copies: two of libuv's four
   * threads), so the other threads stay free for the file reads and module loads the rendering
   * waits for; a later file of the same address is emitted after the earlier one and replaces it.
   * The first failure is kept and thrown by `end` (never left as an unhandled rejection, which
   * would end the process while later pages still render).
   */
  let queue = Promise.resolve();
  /** @type {unknown} */
  let failure = null;
  /** @param {string} rel @param {Buffer} body */
  const finish = (rel, body) => {
    queue = queue.then(async () => {
      if (failure) return;
      try {
        await emit({ rel, body, ...(await compressedCopies(rel, body)) });
      } catch (error) {
        failure = error;
      }
    });
  };

  return {
    /**
     * Takes one rendered file (a later one of the same address replaces it).
     * @param {OutputFile} file
     */
    add(file) {
      if (!file.rel.endsWith(".html")) {
        finish(file.rel, file.body);
        return;
      }
      const rel = file.rel.slice(1);
      const emptied = css.take(rel, file.body.toString("utf8"));
      const page = servedPage(emptied, rel, record.stylesheet);
      const pageHashes = inlineHashes(page);
      if (pageHashes.eventHandlers) {
        throw new Error(
          `content-build: ${rel}: ${pageHashes.eventHandlers} inline event handler attribute(s) would be blocked by the CSP`,
        );
      }
      pageHashes.style.splice(pageHashes.style.indexOf(EMPTY_STYLE_HASH), 1);
      union.add(pageHashes);
      pages.add(file.rel);
      finish(file.rel, fillInlineStylesheet(Buffer.from(page), critical));
    },
    /** Every file finished and emitted; the site's hashes. */
    async end() {
      await queue;
      if (failure) throw failure;
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
          for (const rel of pages) {
            const emitted = await reread(rel);
            finish(rel, refillInlineStylesheet(emitted, critical, wholeBytes));
            await queue;
          }
          await queue;
          if (failure) throw failure;
        }
        union.add({ script: [], style: [sha256(inline)], styleAttr: [] });
      }
      const result = union.result();
      return { hashes: result, added: countHashes(result) - before };
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
