// What the site's search consists of between two full indexes (docs/decisions/0044): the main
// index of the last full build (or of the last rebuild in the background) and, once articles were
// published, revised or withdrawn since, a small index of the pages that changed. The browser
// merges both (Pagefind's mergeIndex) and leaves out the main index's records those pages replace.
// Plain data in, plain data out: scripts/search-index.mjs and the content build write what this
// works out.
import { createHash } from "node:crypto";

import { SEARCH_BASE_PATH, SEARCH_CURRENT_FILE, SEARCH_FRAGMENTS_FILE, SEARCH_OFFLINE_FILE } from "../app/domain/search-files.ts";

/**
 * @typedef {{ slug: string, hash: string }} LiveArticle  as content-state.json lists it
 * @typedef {{ hash: string, records: number, fragments: Record<string, string>, files: string[] }} IndexResult
 *   what scripts/search-index.mjs `indexSite` returns: fragments (address → text file) and files
 *   relative to the index's folder
 * @typedef {{ hash: string, fragments: Record<string, string>, files: string[] }} IndexRecord  addresses absolute
 * @typedef {{
 *   version: 1,
 *   main: IndexRecord & { articles: Record<string, string> },
 *   recent: (IndexRecord & { path: string | null, pages: string[], drop: string[] }) | null,
 * }} SearchState  recent.path null: no page to add, only the main index's records to leave out (a withdrawal)
 * @typedef {{ version: string, recent: { path: string | null, drop: string[], pages: string[] } | null }} SearchCurrent
 *   `current.json`, read by app/features/search/site-search.ts
 */

/** The main index's folder. */
export const MAIN_INDEX_PATH = SEARCH_BASE_PATH;

/** @param {string} slug */
export const articlePath = (slug) => `/ratgeber/${slug}`;

/** "/#faq" → "/", "/serien" → "/serien": the page a record belongs to. */
export const pageOf = (/** @type {string} */ address) => address.replace(/#.*$/, "") || "/";

/** "/pagefind/fragment/de-at_1a2b.pf_fragment" → "de-at_1a2b", the id Pagefind gives the record's results. */
export const fragmentId = (/** @type {string} */ file) => file.replace(/^.*\//, "").replace(/\.pf_fragment$/, "");

/**
 * @param {IndexResult} index
 * @param {string} base the index's address, ending in "/"
 * @returns {IndexRecord}
 */
export function indexRecord(index, base) {
  return {
    hash: index.hash,
    fragments: Object.fromEntries(Object.entries(index.fragments).map(([address, rel]) => [address, base + rel])),
    files: index.files.map((rel) => base + rel),
  };
}

/**
 * The state right after a full index: no recent changes.
 * @param {IndexResult} index
 * @param {readonly LiveArticle[]} articles the published articles the index was made from
 * @returns {SearchState}
 */
export function mainSearchState(index, articles) {
  return {
    version: 1,
    main: { ...indexRecord(index, MAIN_INDEX_PATH), articles: Object.fromEntries(articles.map((a) => [a.slug, a.hash])) },
    recent: null,
  };
}

/**
 * What changed since the main index: the pages to index again (every article added or revised and,
 * with `home`, the home page, whose newest articles may have changed) and every page whose records
 * in the main index they replace (those and the withdrawn articles). Without `home` the main
 * index's records of the home page stay until a later run indexes it (its DOM is the slow part).
 * @param {SearchState["main"]} main
 * @param {readonly LiveArticle[]} articles published now
 * @param {{ home?: boolean }} [options]
 */
export function searchChanges(main, articles, { home = true } = {}) {
  const live = new Set(articles.map((article) => article.slug));
  const changed = articles.filter((article) => main.articles[article.slug] !== article.hash).map((a) => a.slug);
  const removed = Object.keys(main.articles).filter((slug) => !live.has(slug));
  if (changed.length === 0 && removed.length === 0) return { pages: [], replaced: [] };
  const pages = [...(home ? ["/"] : []), ...changed.sort().map(articlePath)];
  return { pages, replaced: [...pages, ...removed.sort().map(articlePath)] };
}

/**
 * The state with the recent changes: an index of the pages to add (null: none, only records to
 * leave out), and the pages it replaces; null when nothing changed since the main index.
 * @param {SearchState} state
 * @param {{ index: IndexResult | null, base: string | null, replaced: readonly string[] } | null} recent
 * @returns {SearchState}
 */
export function withRecent(state, recent) {
  if (!recent || recent.replaced.length === 0) return { ...state, recent: null };
  const replaced = new Set(recent.replaced);
  if (!recent.index || !recent.base) {
    const drop = Object.entries(state.main.fragments)
      .filter(([address]) => replaced.has(pageOf(address)))
      .map(([, file]) => fragmentId(file))
      .sort();
    const hash = `drop-${createHash("sha256").update(drop.join(" ")).digest("hex").slice(0, 13)}`;
    return { ...state, recent: { hash, fragments: {}, files: [], path: null, pages: [], drop } };
  }
  const record = indexRecord(recent.index, recent.base);
  // A record the recent index holds unchanged (same text, same id) is not left out twice.
  const kept = new Set(Object.values(record.fragments).map(fragmentId));
  const drop = Object.entries(state.main.fragments)
    .filter(([address, file]) => replaced.has(pageOf(address)) && !kept.has(fragmentId(file)))
    .map(([, file]) => fragmentId(file))
    .sort();
  return {
    ...state,
    recent: { ...record, path: recent.base, pages: Object.keys(record.fragments).map(pageOf).filter(unique).sort(), drop },
  };
}

/** @param {string} value @param {number} index @param {string[]} all */
const unique = (value, index, all) => all.indexOf(value) === index;

/**
 * Address → text file over both indexes: the main index's records but those the recent one
 * replaces, and the recent one's.
 * @param {SearchState} state
 */
export function mergedFragments(state) {
  if (!state.recent) return state.main.fragments;
  const drop = new Set(state.recent.drop);
  return Object.fromEntries([
    ...Object.entries(state.main.fragments).filter(([, file]) => !drop.has(fragmentId(file))),
    ...Object.entries(state.recent.fragments),
  ]);
}

/**
 * The files the browser reads, as text: `current.json` (which indexes to merge, which records to
 * leave out), `offline.json` (what the device keeps for the search offline: both indexes and the
 * texts of the pages that are always offline) and `fragments.json` (address → text file).
 * @param {SearchState} state
 * @param {readonly string[]} offlinePages
 * @returns {Record<string, string>} file name → text
 */
export function searchFiles(state, offlinePages) {
  const fragments = mergedFragments(state);
  /** @type {SearchCurrent} */
  const current = {
    version: state.recent ? `${state.main.hash} ${state.recent.hash}` : state.main.hash,
    recent: state.recent ? { path: state.recent.path, drop: state.recent.drop, pages: state.recent.pages } : null,
  };
  const texts = Object.entries(fragments)
    .filter(([address]) => offlinePages.includes(pageOf(address)))
    .map(([, file]) => file);
  const files = [...state.main.files, ...(state.recent?.files ?? []), ...texts.sort()];
  return {
    [SEARCH_CURRENT_FILE]: JSON.stringify(current),
    [SEARCH_OFFLINE_FILE]: JSON.stringify({ version: current.version, files }),
    [SEARCH_FRAGMENTS_FILE]: JSON.stringify(fragments),
  };
}
