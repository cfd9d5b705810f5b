/**
 * The site search's files as the build writes them (scripts/search-index.mjs, scripts/search-state.mjs) and the
 * browser reads them (app/features/search/site-search.ts, app/features/offline/keep-offline.ts): one name each.
 * No imports, so the build scripts import it as it is.
 */

/** The folder of the search's index in build/client, and its path on the site. */
export const SEARCH_DIR = "pagefind";
/** The search's files' path on the site, with the trailing slash. */
export const SEARCH_BASE_PATH = `/${SEARCH_DIR}/`;
/** In SEARCH_DIR: which indexes the browser merges, and the main index's records it leaves out. */
export const SEARCH_CURRENT_FILE = "current.json";
/** In SEARCH_DIR: every file the search needs offline. */
export const SEARCH_OFFLINE_FILE = "offline.json";
/** In SEARCH_DIR: a page's address → the file with its text in the index. */
export const SEARCH_FRAGMENTS_FILE = "fragments.json";
/**
 * In SEARCH_DIR (and in each index of recent changes): every word the index holds, folded, with the number of
 * records it is in (app/features/search/vocabulary.ts).
 */
export const SEARCH_VOCABULARY_FILE = "vocabulary.json";
