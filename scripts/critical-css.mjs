// Every page inlines the site's stylesheet (root.tsx), about 7.8 KB of brotli. Most of it styles
// what only the browser renders: the hub's tools, dialogs, error states. Lighthouse's simulated slow
// link (and a real one) delivers about 14.6 KB in the first round trip, so those bytes decide
// whether a page paints one round trip earlier. This step keeps in the inline <style> only the rules
// the prerendered markup of the site can use (PurgeCSS over every page, one text for all pages, so
// the CSP keeps one style hash) and writes the whole stylesheet as a file, which the hydration
// script loads after the first paint, before React takes over (scripts/defer-hydration.mjs).
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

/**
 * What selectors can match in React's prerendered markup: tag names, ids, attributes and the class
 * names exactly as written (Tailwind's hold `:`, `/`, `[&>svg]` and the like, entity-encoded in HTML).
 * @param {string} html
 * @returns {import("purgecss").ExtractorResultDetailed}
 */
export function readMarkup(html) {
  const tags = new Set();
  const ids = new Set();
  const classes = new Set();
  const names = new Set();
  const values = new Set();
  for (const [, tag = "", attributes = ""] of html.matchAll(ELEMENT)) {
    tags.add(tag.toLowerCase());
    for (const [, name = "", raw = ""] of attributes.matchAll(ATTRIBUTE)) {
      const value = decodeEntities(raw);
      names.add(name);
      values.add(value);
      if (name === "id") ids.add(value);
      if (name === "class") for (const token of value.split(/\s+/)) if (token) classes.add(token);
    }
  }
  return {
    attributes: { names: [...names], values: [...values] },
    classes: [...classes],
    ids: [...ids],
    tags: [...tags],
    undetermined: [],
  };
}

/**
 * @param {{ file: string, html: string }[]} pages every prerendered page
 * @returns {Promise<{ pages: { file: string, html: string }[], stylesheet: { name: string, css: string }, critical: string }>}
 *   the pages with the reduced inline stylesheet, the whole stylesheet to write as `stylesheet.name`
 *   (relative to the build folder) and the reduced text
 * @throws {Error} naming the file when a page lacks the inline stylesheet or has another one
 */
export async function splitCriticalCss(pages) {
  /** @type {string | undefined} */
  let full;
  for (const { file, html } of pages) {
    const found = html.match(ANY_INLINE_STYLE)?.length ?? 0;
    const css = INLINE_STYLE.exec(html)?.[1];
    if (found !== 1 || css === undefined) {
      throw new Error(`critical-css: ${file}: expected one <style data-critical-css=""> (root.tsx), found ${found}`);
    }
    full ??= css;
    if (css !== full) throw new Error(`critical-css: ${file}: its inline stylesheet differs from the other pages'`);
  }
  if (!full) throw new Error("critical-css: no pages");

  const [result] = await new PurgeCSS().purge({
    content: pages.map(({ html }) => ({ raw: html.replace(INLINE_STYLE, ""), extension: "html" })),
    css: [{ raw: full }],
    extractors: [{ extractor: readMarkup, extensions: ["html"] }],
    dynamicAttributes: DYNAMIC_ATTRIBUTES,
    // Custom properties stay: Tailwind's utilities read them through chains PurgeCSS cannot follow.
    variables: false,
    keyframes: true,
  });
  const critical = result?.css ?? "";
  if (!critical.trim()) throw new Error("critical-css: the reduced stylesheet is empty");

  const hash = createHash("sha256").update(full).digest("base64url").slice(0, 10);
  return {
    pages: pages.map(({ file, html }) => ({
      file,
      html: html.replace(INLINE_STYLE, () => `<style data-critical-css="">${critical}</style>`),
    })),
    stylesheet: { name: `assets/site-${hash}.css`, css: full },
    critical,
  };
}
