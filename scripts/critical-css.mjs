// Every page inlines the site's stylesheet (root.tsx), about 7.8 KB of brotli. Most of it styles
// what only the browser renders: the hub's tools, dialogs, error states. Lighthouse's simulated slow
// link (and a real one) delivers about 14.6 KB in the first round trip, so those bytes decide
// whether a page paints one round trip earlier. This step keeps in the inline <style> only the rules
// the prerendered markup of the site can use and writes the whole stylesheet as a file, which the
// hydration script loads after the first paint, before React takes over (scripts/defer-hydration.mjs).
//
// One text for all pages, so the CSP keeps one style hash: each page's markup is read once as the
// postbuild passes over it (tags, ids, attributes, classes; markup repeated from page to page is read
// once), and PurgeCSS runs once over what all pages together can match. A thousand article pages
// cost a few milliseconds each, not a PurgeCSS run each.
//
// Like the other rewrites it checks the markup it works on and throws, naming the file, when a page
// does not have the one inline stylesheet root.tsx renders.
import { createHash } from "node:crypto";

import { PurgeCSS } from "purgecss";

import { decodeEntities } from "../server/csp.mjs";

const INLINE_STYLE = /<style data-critical-css="">([\s\S]*?)<\/style>/;
const ANY_INLINE_STYLE = /<style\b[^>]*\bdata-critical-css\b/g;

/**
 * Attributes that scripts or the visitor change after the page is built: a rule that selects on one
 * of them is kept, although no prerendered element has the attribute in that state yet.
 */
export const DYNAMIC_ATTRIBUTES = [
  "open",
  "hidden",
  "disabled",
  "data-state",
  "data-hydrated",
  "aria-expanded",
  "aria-invalid",
  "aria-current",
  "aria-selected",
  "aria-checked",
  "aria-pressed",
  "aria-disabled",
];

const ELEMENT = /<([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>/]+)(?:="([^"]*)")?/g;

/** Attribute lists a reader remembers as seen; past this, it starts remembering anew (a cache). */
const SEEN_LIMIT = 20_000;

/**
 * A string of its own: a value matched in a page is a slice of the page's text and would keep the
 * whole page alive in a set that outlives it (a content build reads thousands of pages).
 * @param {string} text
 */
const own = (text) => /** @type {string} */ (JSON.parse(JSON.stringify(text)));

/**
 * Adds to a set, as a string of its own.
 * @param {Set<string>} set @param {string} value
 */
const addOwn = (set, value) => {
  if (!set.has(value)) set.add(own(value));
};

/**
 * Collects what selectors can match in React's prerendered markup, over any number of pages: tag
 * names, ids, attributes and the class names exactly as written (Tailwind's hold `:`, `/`, `[&>svg]`
 * and the like, entity-encoded in HTML). An attribute list seen before (the header, the footer, the
 * same template on the next article) is not read again. It keeps what it collected, never the pages.
 */
export function createMarkupReader() {
  /** @type {Set<string>} */
  const tags = new Set();
  /** @type {Set<string>} */
  const ids = new Set();
  /** @type {Set<string>} */
  const classes = new Set();
  /** @type {Set<string>} */
  const names = new Set();
  /** @type {Set<string>} */
  const values = new Set();
  /** @type {Set<string>} */
  const seen = new Set();
  return {
    /** @param {string} html */
    add(html) {
      for (const [, tag = "", attributes = ""] of html.matchAll(ELEMENT)) {
        addOwn(tags, tag.toLowerCase());
        if (seen.has(attributes)) continue;
        if (seen.size >= SEEN_LIMIT) seen.clear();
        seen.add(own(attributes));
        for (const [, name = "", raw = ""] of attributes.matchAll(ATTRIBUTE)) {
          const value = decodeEntities(raw);
          addOwn(names, name);
          addOwn(values, value);
          if (name === "id") addOwn(ids, value);
          if (name === "class") for (const token of value.split(/\s+/)) if (token) addOwn(classes, token);
        }
      }
    },
    /** @returns {import("purgecss").ExtractorResultDetailed} */
    result() {
      return {
        attributes: { names: [...names], values: [...values] },
        classes: [...classes],
        ids: [...ids],
        tags: [...tags],
        undetermined: [],
      };
    },
  };
}

/**
 * What selectors can match in one page's markup.
 * @param {string} html
 */
export function readMarkup(html) {
  const reader = createMarkupReader();
  reader.add(html);
  return reader.result();
}

/** The inline stylesheet of a page between the two passes: empty, filled by `fillInlineStylesheet`. */
export const EMPTY_INLINE_STYLE = '<style data-critical-css=""></style>';

/**
 * Reads the pages one by one, then reduces the stylesheet once for all of them.
 */
export function createCriticalCss() {
  /** @type {string | undefined} */
  let full;
  /** @type {{ name: string, css: string } | undefined} */
  let whole;
  const markup = createMarkupReader();
  return {
    /**
     * Checks the page's inline stylesheet (one, the same on every page), reads its markup, and
     * returns the page with the stylesheet emptied (`EMPTY_INLINE_STYLE`).
     * @param {string} file the page's name in error messages
     * @param {string} html
     * @throws {Error} naming the file when the page lacks the inline stylesheet or has another one
     */
    take(file, html) {
      const found = html.match(ANY_INLINE_STYLE)?.length ?? 0;
      const style = INLINE_STYLE.exec(html);
      if (found !== 1 || !style) {
        throw new Error(`critical-css: ${file}: expected one <style data-critical-css=""> (root.tsx), found ${found}`);
      }
      const css = style[1] ?? "";
      full ??= css;
      if (css !== full) throw new Error(`critical-css: ${file}: its inline stylesheet differs from the other pages'`);
      const before = html.slice(0, style.index);
      const after = html.slice(style.index + style[0].length);
      markup.add(before);
      markup.add(after);
      return before + EMPTY_INLINE_STYLE + after;
    },
    /**
     * The whole stylesheet (the same on every page taken so far), to write as `name` (relative to
     * the build folder).
     */
    stylesheet() {
      if (full === undefined) throw new Error("critical-css: no pages");
      whole ??= stylesheetFile(full);
      return whole;
    },
    /**
     * The reduced text for every page's inline stylesheet: the rules the markup of all pages taken
     * can match.
     * @returns {Promise<string>}
     */
    async reduce() {
      if (full === undefined) throw new Error("critical-css: no pages");
      const critical = await reduceStylesheet(full, markup.result());
      if (!critical.trim()) throw new Error("critical-css: the reduced stylesheet is empty");
      return critical;
    },
    /**
     * Whether `reduced`, a stylesheet reduced from the whole one over other pages' markup, already
     * holds every rule the markup taken here can match: the content build checks the pages it
     * renders against the reduced sheet the site's pages carry (docs/decisions/0034).
     * @param {string} reduced
     */
    async coveredBy(reduced) {
      if (full === undefined) throw new Error("critical-css: no pages");
      const extracted = markup.result();
      const [needed, kept] = await Promise.all([reduceStylesheet(full, extracted), reduceStylesheet(reduced, extracted)]);
      // Both are rules of the same sheet in its order; only the whitespace between removed rules differs.
      return needed.replace(/\s+/g, "") === kept.replace(/\s+/g, "");
    },
  };
}

/**
 * The rules of `css` that markup with these tags, ids, classes and attributes can match.
 * @param {string} css
 * @param {import("purgecss").ExtractorResultDetailed} extracted
 */
export async function reduceStylesheet(css, extracted) {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: "", extension: "markup" }],
    css: [{ raw: css }],
    extractors: [{ extractor: () => extracted, extensions: ["markup"] }],
    dynamicAttributes: DYNAMIC_ATTRIBUTES,
    // Custom properties stay: Tailwind's utilities read them through chains PurgeCSS cannot follow.
    variables: false,
    keyframes: true,
  });
  return result?.css ?? "";
}

/**
 * The whole stylesheet's file, named by its content.
 * @param {string} css
 */
export function stylesheetFile(css) {
  const hash = createHash("sha256").update(css).digest("base64url").slice(0, 10);
  return { name: `assets/site-${hash}.css`, css };
}

const EMPTY_INLINE_STYLE_BYTES = Buffer.from(EMPTY_INLINE_STYLE);
const STYLE_CONTENT_AT = EMPTY_INLINE_STYLE.indexOf("</style>");

/**
 * A page from `take` (as UTF-8 bytes) with the reduced stylesheet in its inline <style>.
 * @param {Buffer} page
 * @param {Buffer} critical the reduced stylesheet as UTF-8
 */
export function fillInlineStylesheet(page, critical) {
  const at = page.indexOf(EMPTY_INLINE_STYLE_BYTES);
  if (at === -1) throw new Error("critical-css: the page has no emptied inline stylesheet to fill");
  const split = at + STYLE_CONTENT_AT;
  return Buffer.concat([page.subarray(0, split), critical, page.subarray(split)]);
}

const INLINE_STYLE_OPEN_BYTES = EMPTY_INLINE_STYLE_BYTES.subarray(0, STYLE_CONTENT_AT);

/**
 * A page from `fillInlineStylesheet` with `replacement` in its inline <style> instead of `filled`.
 * @param {Buffer} page
 * @param {Buffer} filled the stylesheet the page carries (UTF-8)
 * @param {Buffer} replacement
 */
export function refillInlineStylesheet(page, filled, replacement) {
  const at = page.indexOf(INLINE_STYLE_OPEN_BYTES);
  const start = at + INLINE_STYLE_OPEN_BYTES.length;
  if (at === -1 || !page.subarray(start, start + filled.length).equals(filled)) {
    throw new Error("critical-css: the page's inline stylesheet is not the one to replace");
  }
  return Buffer.concat([page.subarray(0, start), replacement, page.subarray(start + filled.length)]);
}
