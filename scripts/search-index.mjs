// After `react-router build`, before scripts/postbuild.mjs: the site search's static index
// (docs/decisions/0017). Pagefind reads the prerendered pages that mark their searchable text
// (app/utils/search-index-markup.ts) and writes a chunked index plus its loader to build/client/pagefind;
// the postbuild then precompresses its scripts like every other file. No search server: the
// browser loads only the chunks a query needs, from any static host.
//
// The landing page becomes one record per section (`/#faq`, titled by the section's heading), with
// the bodies of its lazily loaded sections put in place of their placeholders first: the build
// renders them into search-sources.json (app/routes/search-sources.ts), which is deleted afterwards.
//
// Beside the index (docs/decisions/0044): `current.json` names the index of recent changes a
// content build adds and the main index's pages it replaces, `offline.json` the files a visitor's
// device keeps for the search offline, and `search-state.json` beside build/client what the main
// index holds (never deployed).
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

import * as pagefind from "pagefind";
import { parse, parseFragment, serializeOuter } from "parse5";

import { SEARCH_DIR, SEARCH_VOCABULARY_FILE } from "../app/domain/search-files.ts";
import { PRECACHED_PAGES } from "./offline-pages.mjs";
import { mainSearchState, searchFiles } from "./search-state.mjs";

/** Beside build/client, written by the prerender (react-router.config.ts): the published articles. */
const CONTENT_STATE_FILE = "content-state.json";

/** Written by the prerender, read and removed here. */
export const SEARCH_SOURCES = "search-sources.json";
/** In SEARCH_DIR: the folder of the indexes of recent changes, one subfolder each. */
export const RECENT_DIR = "recent";
/** Beside build/client: what the main index holds (never deployed). */
export const SEARCH_STATE_FILE = "search-state.json";

/** Beside build/client, never deployed: the indexed copies of the site's pages, kept from one run to the next. */
export const KEPT_COPIES_DIR = "search-copies";
/** In KEPT_COPIES_DIR: which page each copy was made of. */
const KEPT_SOURCES_FILE = "sources.json";

/** Markup contract with app/utils/search-index-markup.ts. */
const SECTIONS_ATTR = "data-search-sections";
const LAZY_ATTR = "data-search-lazy";
const BODY_ATTR = "data-pagefind-body";
const META_ATTR = "data-pagefind-meta";

/** Never indexed: what a page shows only without JavaScript. */
const EXCLUDE_SELECTORS = ["noscript"];

/**
 * Elements that may sit inside a word or right before its punctuation ("<a>Serienkatalog</a>.", "m<sup>2</sup>"):
 * their boundaries are not word boundaries. Every other element is a box of its own on the page (a badge, a
 * prefix, a term, a table cell), yet Pagefind runs the text of all but a few block elements into the next
 * element's: "<span>1. </span>Zähne</span><span>Kritisch</span>" became "ZähneKritisch", "<dt>Adresse</dt><dd>1060"
 * "Adresse1060", "<span>rund</span>€ 130.000" "rund€".
 */
const WORD_INTERNAL = "a|abbr|b|bdi|bdo|cite|code|data|del|dfn|em|i|ins|kbd|mark|q|s|samp|small|strong|sub|sup|time|u|var|wbr";

/** The end of a box element followed (after any tags) by the start of a word: a space goes after it. */
const BOX_END = new RegExp(`</(?!(?:${WORD_INTERNAL})\\b)[a-z][a-z0-9-]*\\s*>(?=(?:<[^>]*>)*[^\\s<.,;:!?)\\]»“”])`, "giu");
/** The start of a box element right after a word: a space goes before it. */
const BOX_START = new RegExp(`(?<=[\\p{L}\\p{N}.,;:!?)»“”])(?=<(?!(?:${WORD_INTERNAL})\\b)[a-z][a-z0-9-]*[\\s/>])`, "giu");

/**
 * A table cell's last word (closing inline elements may follow it), then the cell's end and maybe its
 * row's: the text of a table reads as cells and rows, not as one run of words (docs/decisions/0045).
 */
const CELL_END = new RegExp(`(?<=[^\\s>.,;:!?])((?:</(?:${WORD_INTERNAL})\\s*>)*)</(td|th)\\s*>(\\s*</tr\\s*>)?`, "giu");

/**
 * The page as the index reads it: a space wherever one box element meets the next word, and a table's
 * cells ended by ";" and its rows by "." ("Boxen; Chance: mit Secret-Figur. 50; 50 %."), so an excerpt
 * never runs a table's cells together. Only the copy that is indexed changes; the deployed page
 * stays as it was built.
 * @param {string} html
 */
export function separateWords(html) {
  return html
    .replace(CELL_END, (_, inline, cell, rowEnd) => `${rowEnd ? "." : ";"}${inline}</${cell}>${rowEnd ?? ""}`)
    .replace(BOX_END, "$& ")
    .replace(BOX_START, " ");
}

/**
 * A control's opening tag: a button, or a link that carries an icon (the site's calls to action — "Set-Rechner
 * für Wacky Mart öffnen", "Anzeige Acryl-Vitrinen suchen", "Echtheits-Check starten"). A link inside running
 * text has no icon and stays.
 */
const CONTROL_START =
  /<(a|button)\b(?![^>]*\bdata-pagefind-ignore)(?=[^>]*>(?:(?!<\/\1\s*>)[\s\S])*?<svg\b)|<(button)\b(?![^>]*\bdata-pagefind-ignore)/giu;

/**
 * The page without its controls' labels in the indexed copy (docs/decisions/0063): an excerpt never reads
 * "… öffnen Figur Schritt für Schritt prüfen", and a series is not found by the button that opens the
 * calculator for it. The deployed page keeps them.
 * @param {string} html
 */
export function withoutControls(html) {
  return html.replace(CONTROL_START, (tag) => `${tag} data-pagefind-ignore=""`);
}

/** A script's or style sheet's text: raw text that Pagefind never reads, often most of a page's bytes. */
const CODE_TEXT = /(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/giu;

/**
 * The copy of a page the index reads: its scripts and style sheets emptied (their tags stay, so every element
 * and word boundary is where it was), then its controls and words as above. The index is the same; reading and
 * separating a page costs a third of what it did.
 * @param {string} html
 */
export function indexedCopy(html) {
  return separateWords(withoutControls(html.replace(CODE_TEXT, "$1$3")));
}

/** Pagefind's ready-made interfaces; the site renders its own (app/features/search). */
const UNUSED_FILES = /^(?:pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)|wasm\.unknown\.pagefind)$/;

/**
 * @typedef {{ id: string, html: string }} LazyBody
 * @typedef {{ url: string, content: string }} HtmlRecord
 */

/**
 * @typedef {import("parse5").DefaultTreeAdapterMap["element"]} Element
 * @typedef {import("parse5").DefaultTreeAdapterMap["parentNode"]} ParentNode
 * @typedef {import("parse5").DefaultTreeAdapterMap["childNode"]} ChildNode
 */

/**
 * The landing page as one record per `section[id]` of its sections element. Lazy placeholders are
 * filled with their rendered bodies first; every placeholder needs one, and each body is used once.
 * The page is read with parse5, the HTML parser of the DOM implementations, into a bare tree: a DOM
 * with its whole API (jsdom) costs about 90 MB of the content build's memory, for a few lookups.
 * @param {string} html the prerendered page
 * @param {string} pagePath its address, e.g. "/"
 * @param {Map<string, string>} lazyBodies section id → rendered body (entries used are deleted)
 * @returns {HtmlRecord[]}
 */
export function sectionRecords(html, pagePath, lazyBodies) {
  const document = parse(html);
  const root = document.childNodes.find((node) => node.nodeName === "html");
  const lang = (root && "tagName" in root && attribute(root, "lang")) || "";
  const container = [...elementsBelow(document)].find((element) => attribute(element, SECTIONS_ATTR) !== null);
  if (!container) throw new Error(`search-index: ${pagePath} has no [${SECTIONS_ATTR}] element`);

  for (const slot of [...elementsBelow(document)].filter((element) => attribute(element, LAZY_ATTR) !== null)) {
    const id = attribute(slot, LAZY_ATTR) ?? "";
    const body = lazyBodies.get(id);
    if (body === undefined)
      throw new Error(`search-index: ${pagePath}: no rendered body for the lazy section "${id}" in ${SEARCH_SOURCES}`);
    slot.childNodes = parseFragment(indexedCopy(body)).childNodes;
    for (const child of slot.childNodes) child.parentNode = slot;
    lazyBodies.delete(id);
  }

  // Top-level sections only: one nested in another is part of that one's record.
  const isSection = (/** @type {ParentNode | null} */ node) =>
    node !== null && "tagName" in node && node.tagName === "section" && attribute(node, "id") !== null;
  const sections = [...elementsBelow(container)].filter((section) => {
    if (!isSection(section)) return false;
    for (let outer = section.parentNode; outer && outer !== container; outer = "parentNode" in outer ? outer.parentNode : null)
      if (isSection(outer)) return false;
    return true;
  });
  if (sections.length === 0) throw new Error(`search-index: ${pagePath}: no section with an id inside [${SECTIONS_ATTR}]`);
  const meta = attribute(container, META_ATTR);
  return sections.map((section) => {
    const id = attribute(section, "id");
    const heading = headingOf(document, section);
    if (!heading) throw new Error(`search-index: ${pagePath}#${id} has no heading to title its hit`);
    // The hit's title, kept out of the indexed text (the heading itself is part of the section).
    const title = `<span data-pagefind-ignore="" ${META_ATTR}="title">${escapeText(heading)}</span>`;
    const body = `<div ${BODY_ATTR}=""${meta ? ` ${META_ATTR}="${escapeAttribute(meta)}"` : ""}>${title}${serializeOuter(section)}</div>`;
    const base = pagePath === "/" ? "/" : pagePath;
    return {
      url: `${base}#${id}`,
      content: `<!doctype html><html lang="${escapeAttribute(lang)}"><head></head><body>${body}</body></html>`,
    };
  });
}

/**
 * The elements below a node, in document order.
 * @param {ParentNode} node
 * @returns {Generator<Element>}
 */
function* elementsBelow(node) {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    yield* elementsBelow(child);
  }
}

/** @param {Element} element @param {string} name @returns {string | null} */
function attribute(element, name) {
  return element.attrs.find((attr) => attr.name === name)?.value ?? null;
}

/** @param {ChildNode | ParentNode} node @returns {string} */
function textOf(node) {
  if (node.nodeName === "#text" && "value" in node) return node.value;
  return "childNodes" in node ? node.childNodes.map(textOf).join("") : "";
}

/** @param {string} text */
const escapeText = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** @param {string} text */
const escapeAttribute = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The text that names a section: the element its aria-labelledby points at, else its first heading.
 * @param {ParentNode} document
 * @param {Element} section
 */
function headingOf(document, section) {
  const labelled = attribute(section, "aria-labelledby");
  const element =
    (labelled && [...elementsBelow(document)].find((candidate) => attribute(candidate, "id") === labelled)) ||
    [...elementsBelow(section)].find((candidate) => /^h[123]$/.test(candidate.tagName));
  return element ? textOf(element).replace(/\s+/g, " ").trim() : "";
}

/** @param {string} dir @returns {AsyncGenerator<string>} the pages below dir; hidden folders (a content build's staging) left out */
async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.isFile() && entry.name.endsWith(".html")) yield full;
  }
}

/** @param {string} root @param {string} file "/impressum/index.html" → "/impressum" */
function pagePathOf(root, file) {
  const rel = `/${path.relative(root, file).split(path.sep).join("/")}`;
  return rel.replace(/\/?index\.html$/, "") || "/";
}

/**
 * Builds the index into `<root>/pagefind`. Strict like the postbuild: a missing input or output
 * stops the build with what is wrong.
 * @param {string} root the build/client folder
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function buildSearchIndex(root, { log = console.log } = {}) {
  const sourcesFile = path.join(root, SEARCH_SOURCES);
  const sourcesText = await readFile(sourcesFile, "utf8").catch(() => {
    throw new Error(
      `search-index: ${SEARCH_SOURCES} not found in ${root}. It is written by the prerender (app/routes/search-sources.ts) and consumed here: run \`npm run build\` for a fresh build.`,
    );
  });
  /** @type {{ sections: LazyBody[] }} */
  const sources = JSON.parse(sourcesText);
  const output = path.join(root, SEARCH_DIR);
  // A cold build's copies are its own: none is taken from a build of other code.
  const keep = path.join(root, "..", KEPT_COPIES_DIR);
  await rm(keep, { recursive: true, force: true });
  const result = await indexSite(root, { output, sections: sources.sections, keep, log });
  await Promise.all([rm(sourcesFile), rm(`${sourcesFile}.data`, { force: true })]);
  // What the main index holds, for the content builds that add indexes of recent changes to it.
  /** @type {{ articles?: { slug: string, hash: string }[] }} */
  const content = JSON.parse(await readFile(path.join(root, "..", CONTENT_STATE_FILE), "utf8").catch(() => "{}"));
  const state = mainSearchState(result, content.articles ?? []);
  await writeSearchFiles(output, state);
  await writeFile(path.join(root, "..", SEARCH_STATE_FILE), JSON.stringify(state));
  return result;
}

/**
 * Writes `current.json`, `offline.json` and the texts' map (`fragments.json`) of a search state
 * into `dir` (the live index's folder, or the staging folder that replaces its files).
 * @param {string} dir
 * @param {import("./search-state.mjs").SearchState} state
 */
export async function writeSearchFiles(dir, state) {
  const files = searchFiles(state, PRECACHED_PAGES);
  await Promise.all(Object.entries(files).map(([name, body]) => writeFile(path.join(dir, name), body)));
}

/**
 * The files of an index a visitor's device keeps for the search offline, relative to its folder:
 * its entry, metadata, word and filter chunks (the texts are listed by the map).
 * @param {string} output the index's folder
 */
async function indexFiles(output) {
  const files = ["pagefind-entry.json", SEARCH_VOCABULARY_FILE];
  for (const name of await readdir(output)) if (name.endsWith(".pf_meta")) files.push(name);
  for (const sub of ["index", "filter"]) {
    for (const name of await readdir(path.join(output, sub)).catch(() => [])) files.push(`${sub}/${name}`);
  }
  return files.sort();
}

/**
 * Indexes the pages of `root` into `output` (emptied first). `sections` are the bodies of the
 * landing page's lazily loaded sections (search-sources.json). The content build indexes the live
 * site into a staging folder this way (docs/decisions/0034).
 * @param {string} root the build/client folder
 * @param {{ output: string, sections: LazyBody[], pages?: readonly string[], keep?: string, log?: (line: string) => void }} options
 *   pages: index only these pages ("/", "/ratgeber/x"; one that is not there is left out), not the
 *   whole site; keep: the folder that keeps the indexed copies of the whole site from one run to the next
 *   (KEPT_COPIES_DIR beside build/client): a page whose file is the one its copy was made of is not copied again
 * @returns {Promise<import("./search-state.mjs").IndexResult & { version: string }>}
 */
export async function indexSite(root, { output, sections, pages, keep, log = console.log }) {
  const lazyBodies = new Map(sections.map((section) => [section.id, section.html]));

  // Pages that mark their text (data-pagefind-body) are copied, words kept apart, into a staging
  // folder of the same layout that Pagefind reads as a whole; sectioned pages become records.
  const kept = pages ? null : (keep ?? null);
  const staging = kept ?? (await mkdtemp(path.join(os.tmpdir(), "search-index-")));
  // Which page each kept copy was made of, by its file's digest; gone while the copies change, so a run that
  // stops halfway leaves no copy that claims to be of a page it is not.
  const sourcesFile = path.join(staging, KEPT_SOURCES_FILE);
  /** @type {Record<string, string>} */
  const copiedFrom = kept ? JSON.parse(await readFile(sourcesFile, "utf8").catch(() => "{}")) : {};
  /** @type {Record<string, string>} */
  const copies = {};
  if (kept) await mkdir(kept, { recursive: true }).then(() => rm(sourcesFile, { force: true }));
  /** @type {HtmlRecord[]} */
  const records = [];
  let sectionPages = 0;
  let stagedPages = 0;
  try {
    for await (const file of pages ? pageFiles(root, pages) : htmlFiles(root)) {
      const html = await readFile(file, "utf8");
      if (html.includes(SECTIONS_ATTR)) {
        records.push(...sectionRecords(indexedCopy(html), pagePathOf(root, file), lazyBodies));
        sectionPages++;
      } else if (html.includes(BODY_ATTR)) {
        const rel = path.relative(root, file);
        const staged = path.join(staging, rel);
        const digest = createHash("sha256").update(html).digest("base64url");
        copies[rel] = digest;
        if (copiedFrom[rel] !== digest || !(await stat(staged).catch(() => null))) {
          await mkdir(path.dirname(staged), { recursive: true });
          await writeFile(staged, indexedCopy(html));
        }
        stagedPages++;
      }
    }
    if (kept) {
      for await (const file of htmlFiles(kept)) if (!(path.relative(kept, file) in copies)) await rm(file);
      await writeFile(sourcesFile, JSON.stringify(copies));
    }
    if (lazyBodies.size && sectionPages > 0) {
      throw new Error(
        `search-index: no placeholder [${LAZY_ATTR}] for ${[...lazyBodies.keys()].join(", ")} from ${SEARCH_SOURCES}`,
      );
    }
    if (stagedPages + records.length === 0) throw new Error(`search-index: no page in ${root} marks text to index`);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }

  await rm(output, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDE_SELECTORS });
  try {
    if (!index) throw new Error(`search-index: Pagefind did not start: ${errors.join("; ")}`);
    // Pagefind leaves out any staged page in which it does not find data-pagefind-body.
    const directory = await index.addDirectory({ path: staging, glob: "**/*.html" });
    if (directory.errors.length) throw new Error(`search-index: ${directory.errors.join("; ")}`);
    for (const record of records) {
      const added = await index.addHTMLFile(record);
      if (added.errors.length) throw new Error(`search-index: ${record.url}: ${added.errors.join("; ")}`);
    }
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length) throw new Error(`search-index: ${written.errors.join("; ")}`);
  } finally {
    await pagefind.close();
    if (!kept) await rm(staging, { recursive: true, force: true });
  }

  for (const name of await readdir(output)) {
    if (UNUSED_FILES.test(name)) await rm(path.join(output, name));
  }
  const result = await verifyIndex(output);
  /** @type {Map<string, number>} */
  const vocabulary = new Map();
  const fragments = await readFragmentMap(output, vocabulary);
  await writeFile(path.join(output, SEARCH_VOCABULARY_FILE), JSON.stringify(vocabularyFile(vocabulary, result.records)));
  if (Object.keys(fragments).length !== result.records) {
    throw new Error(
      `search-index: ${Object.keys(fragments).length} texts for ${result.records} records in ${SEARCH_DIR}/fragment`,
    );
  }
  log(
    `search-index: ${result.records - records.length} pages and ${records.length} sections of ${sectionPages} page(s) in ${path.basename(output)}/ (Pagefind ${result.version})`,
  );
  return { ...result, fragments, files: await indexFiles(output) };
}

/**
 * The files of the given pages that exist.
 * @param {string} root @param {readonly string[]} pages
 */
async function* pageFiles(root, pages) {
  for (const page of pages) {
    const file = path.join(root, page === "/" ? "" : page.slice(1), "index.html");
    if ((await stat(file).catch(() => null))?.isFile()) yield file;
  }
}

/** Pagefind's fragment files: gzip, then this signature, then the record as JSON. */
const FRAGMENT_SIGNATURE = "pagefind_dcd";

/**
 * Each record's address ("/serien", "/#faq") and the file with its text, relative to the index's
 * folder. The service worker keeps the texts of the pages that are always offline, and a read
 * article keeps its own (app/features/offline/keep-offline.ts), so the search finds what is cached
 * (docs/decisions/0032); `fragments.json` lists them (scripts/search-state.mjs).
 * @param {string} output build/client/pagefind
 * @param {Map<string, number>} [vocabulary] filled, when given, with each word of the texts and the number of texts it is in
 * @returns {Promise<Record<string, string>>}
 */
export async function readFragmentMap(output, vocabulary) {
  /** @type {Record<string, string>} */
  const map = {};
  const dir = path.join(output, "fragment");
  for (const name of (await readdir(dir)).sort()) {
    const text = gunzipSync(await readFile(path.join(dir, name))).toString("utf8");
    if (!text.startsWith(FRAGMENT_SIGNATURE)) throw new Error(`search-index: fragment/${name} is not a Pagefind text`);
    /** @type {{ url?: unknown, content?: unknown }} */
    const record = JSON.parse(text.slice(FRAGMENT_SIGNATURE.length));
    if (typeof record.url !== "string") throw new Error(`search-index: fragment/${name} names no address`);
    if (vocabulary && typeof record.content === "string") {
      for (const word of wordsOf(record.content)) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
    }
    // The site's one address per page: Pagefind names a folder's index.html "/ratgeber/x/".
    const [pathPart = "", hash] = record.url.split("#");
    const address = (pathPart.replace(/\/+$/, "") || "/") + (hash === undefined ? "" : `#${hash}`);
    map[address] = `fragment/${name}`;
  }
  return map;
}

/**
 * The distinct words of a text as the search compares them (app/features/search/hits.ts `foldWord`: lower
 * case, no accents, ae/oe/ue as a/o/u, ß as ss), a hyphenated word also as its parts ("Secret-Figur" →
 * "secretfigur", "secret", "figur"). Numbers are left out: nobody misspells them.
 * @param {string} text
 */
export function wordsOf(text) {
  /** @type {Set<string>} */
  const words = new Set();
  for (const token of text.split(/[^\p{L}\p{N}-]+/u)) for (const word of tokenWords(token)) words.add(word);
  return words;
}

/** What each token read so far yields: a site's texts share most of their words, so each is folded once. */
const TOKEN_WORDS = new Map();

/** @param {string} token @returns {readonly string[]} */
function tokenWords(token) {
  let words = TOKEN_WORDS.get(token);
  if (!words) {
    const parts = token.split("-").filter(Boolean);
    words = (parts.length > 1 ? [parts.join(""), ...parts] : parts)
      .map(foldWord)
      .filter((folded) => folded.length >= 2 && /\p{L}/u.test(folded));
    TOKEN_WORDS.set(token, words);
  }
  return words;
}

/** @param {string} word the same folding as app/features/search/hits.ts `foldWord` (tested against it) */
export function foldWord(word) {
  return word
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/([aou])e/g, "$1")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * `vocabulary.json`: how many records the index holds and, for each word, in how many of them it is.
 * @param {Map<string, number>} vocabulary @param {number} records
 */
function vocabularyFile(vocabulary, records) {
  return { records, words: Object.fromEntries([...vocabulary].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
}

/**
 * Checks that everything the browser loads is there (a Pagefind upgrade that renames its files
 * fails the build here, not in a visitor's browser).
 * @param {string} output build/client/pagefind
 */
export async function verifyIndex(output) {
  /** @type {{ version: string, languages: Record<string, { hash: string, wasm?: string, page_count: number }> }} */
  const entry = JSON.parse(await readFile(path.join(output, "pagefind-entry.json"), "utf8"));
  const languages = Object.values(entry.languages);
  if (languages.length === 0) throw new Error("search-index: the index holds no language");
  const required = ["pagefind.js", "pagefind-worker.js"];
  for (const language of languages) {
    required.push(`pagefind.${language.hash}.pf_meta`, `wasm.${language.wasm ?? "unknown"}.pagefind`);
  }
  for (const name of required) {
    if (!(await stat(path.join(output, name)).catch(() => null))?.isFile()) {
      throw new Error(`search-index: ${SEARCH_DIR}/${name} is missing (Pagefind ${entry.version})`);
    }
  }
  return {
    version: entry.version,
    records: languages.reduce((sum, language) => sum + language.page_count, 0),
    /** Names this index: its languages' hashes, which change whenever its content does. */
    hash: languages
      .map((language) => language.hash)
      .sort()
      .join("+"),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // BUILD_DIR as for `react-router build` (react-router.config.ts): the editor mode builds a data change into a fresh folder.
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  await buildSearchIndex(path.resolve(projectRoot, process.env.BUILD_DIR || "build", "client"));
}
