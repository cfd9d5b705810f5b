import { SEARCH_BASE_PATH, SEARCH_CURRENT_FILE, SEARCH_VOCABULARY_FILE } from "~/domain/search-files";

import type { PagefindFragment } from "./hits";
import { EMPTY_VOCABULARY, type Vocabulary, readVocabulary } from "./vocabulary";

/**
 * The browser side of the static search index (docs/decisions/0017, 0044): Pagefind's own loader,
 * `/pagefind/pagefind.js`, written by the build next to the index. It is imported on first use
 * (a focus on the search field or a query), never with the page, so pages without a search pay
 * nothing. `current.json` says which index of recent changes a publication added to the main
 * index: it is merged in (Pagefind's mergeIndex) and the main index's records it replaces are left
 * out. Every failure to load it, its WebAssembly, the index or a result becomes a SearchLoadError;
 * after one, `reset()` makes the next search start from scratch. An open page follows publications:
 * once its index is older than REVALIDATE_MS, a search asks again in the background, and the next
 * search after a change uses the new index.
 */

export type PagefindResult = {
  id: string;
  score: number;
  /** The positions of this search's matches in the page's text. */
  words?: readonly number[];
  data: () => Promise<PagefindFragment>;
};

/** What this site uses of a Pagefind instance (pagefind.js `createInstance`). */
export type PagefindInstance = {
  init: () => Promise<void>;
  mergeIndex: (indexPath: string) => Promise<void>;
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
  destroy: () => Promise<void>;
};

export type PagefindModule = { createInstance: (options: { basePath: string }) => PagefindInstance };

/** `current.json` (scripts/search-state.mjs): the index of recent changes and the main index's records it replaces. */
type SearchCurrent = { version: string; recent: { path: string | null; drop: string[] } | null };

/** How long a loaded index is used before a search asks whether a publication replaced it. */
export const REVALIDATE_MS = 5_000;

export class SearchLoadError extends Error {
  constructor(cause: unknown) {
    super("search index unavailable", { cause });
    this.name = "SearchLoadError";
  }
}

export type SiteSearch = {
  /** Starts loading the search (script, WebAssembly, index metadata) without searching. */
  preload: () => void;
  /** Every result for a query, best first; their texts load with `hits`. */
  search: (text: string) => Promise<PagefindResult[]>;
  /** The texts of some results (Pagefind loads one small file per page). */
  fragments: (results: readonly PagefindResult[]) => Promise<PagefindFragment[]>;
  /**
   * The texts that load of some results, in their order, leaving out those that do not: offline,
   * the search covers every page but only the texts on this device can be shown (docs/decisions/0032).
   */
  available: (results: readonly PagefindResult[]) => Promise<PagefindFragment[]>;
  /** The index's words (with the index of recent changes'), for typos and compounds; empty when they do not load. */
  vocabulary?: () => Promise<Vocabulary>;
  /** Forgets a failed load: the next call loads everything again. */
  reset: () => void;
};

type Options = {
  basePath?: string;
  /** Loads pagefind.js; tests pass a fake. */
  importModule?: (url: string) => Promise<unknown>;
  /** Fetches `current.json` (a few hundred bytes): which indexes to merge, and "no hits" told from "index unreachable". */
  fetchFile?: (url: string) => Promise<{ ok: boolean; json: () => Promise<unknown> }>;
  now?: () => number;
};

/** Which indexes are deployed, from `current.json`; its version changes whenever either index does. */
async function readCurrent(fetchFile: NonNullable<Options["fetchFile"]>, url: string): Promise<SearchCurrent> {
  const response = await fetchFile(url);
  if (!response.ok) throw new Error(`${url} is unreachable`);
  const current = (await response.json()) as Partial<SearchCurrent>;
  if (typeof current.version !== "string") throw new Error(`${url} names no index`);
  const recent = current.recent;
  return {
    version: current.version,
    recent: recent
      ? { path: typeof recent.path === "string" ? recent.path : null, drop: Array.isArray(recent.drop) ? recent.drop : [] }
      : null,
  };
}

type Loaded = {
  pagefind: PagefindInstance;
  current: SearchCurrent;
  drop: Set<string>;
  checkedAt: number;
  vocabulary: Promise<Vocabulary>;
};

/** `vocabulary.json` beside each index (scripts/search-index.mjs), merged; a file that does not load adds nothing. */
async function loadVocabulary(fetchFile: NonNullable<Options["fetchFile"]>, paths: readonly string[]): Promise<Vocabulary> {
  const files = await Promise.all(
    paths.map((path) =>
      fetchFile(`${path}${SEARCH_VOCABULARY_FILE}`)
        .then((response) => (response.ok ? response.json() : null))
        .catch(() => null),
    ),
  );
  return files.some(Boolean) ? readVocabulary(...files) : EMPTY_VOCABULARY;
}

export function createSiteSearch({
  basePath = SEARCH_BASE_PATH,
  importModule = (url) => import(/* @vite-ignore */ url),
  fetchFile = (url) => fetch(url, { cache: "no-store" }),
  now = () => Date.now(),
}: Options = {}): SiteSearch {
  const currentUrl = `${basePath}${SEARCH_CURRENT_FILE}`;
  let attempt = 0;
  let instance: Promise<Loaded> | null = null;
  let revalidating = false;

  function load() {
    instance ??= (async () => {
      // A failed module import is remembered by the browser under its URL: a retry asks for a new one.
      const url = `${basePath}pagefind.js${attempt ? `?attempt=${attempt}` : ""}`;
      const [module, current] = await Promise.all([importModule(url), readCurrent(fetchFile, currentUrl)]);
      const loader = module as Partial<PagefindModule> | undefined;
      if (typeof loader?.createInstance !== "function") throw new Error(`${url} is not Pagefind's loader`);
      const pagefind = loader.createInstance({ basePath });
      await pagefind.init();
      if (current.recent?.path) await pagefind.mergeIndex(current.recent.path);
      const indexes = [basePath, ...(current.recent?.path ? [current.recent.path] : [])];
      const vocabulary = loadVocabulary(fetchFile, indexes);
      return { pagefind, current, drop: new Set(current.recent?.drop ?? []), checkedAt: now(), vocabulary };
    })();
    return instance;
  }

  /** In the background: when a publication replaced the index, the next search loads the new one. */
  function revalidate(loaded: Loaded) {
    if (revalidating || now() - loaded.checkedAt < REVALIDATE_MS) return;
    revalidating = true;
    readCurrent(fetchFile, currentUrl)
      .then((current) => {
        loaded.checkedAt = now();
        if (current.version === loaded.current.version) return;
        const replaced = instance;
        instance = null;
        load().catch(() => {
          // Reported by the search that needs it.
        });
        void replaced?.then(({ pagefind }) => pagefind.destroy()).catch(() => {});
      })
      .catch(() => {
        // Offline or unreachable: the index loaded stays in use.
      })
      .finally(() => (revalidating = false));
  }

  async function guarded<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw error instanceof SearchLoadError ? error : new SearchLoadError(error);
    }
  }

  return {
    preload() {
      load().catch(() => {
        // Reported by the search that needs it.
      });
    },
    search: (text) =>
      guarded(async () => {
        const loaded = await load();
        revalidate(loaded);
        const response = await loaded.pagefind.search(text);
        const results = (response?.results ?? []).filter((result) => !loaded.drop.has(result.id));
        // Pagefind skips index chunks it cannot load (offline, or replaced by a new deploy while the
        // page was open) and reports fewer hits. Before saying "no hits", make sure the index is
        // reachable and still the one whose chunks were asked for.
        if (results.length === 0 && (await readCurrent(fetchFile, currentUrl)).version !== loaded.current.version) {
          throw new Error("the search index changed since it was loaded");
        }
        return results;
      }),
    fragments: (results) => guarded(() => Promise.all(results.map((result) => result.data()))),
    vocabulary: () => guarded(async () => (await load()).vocabulary),
    available: (results) =>
      guarded(async () =>
        (await Promise.allSettled(results.map((result) => result.data()))).flatMap((settled) =>
          settled.status === "fulfilled" ? [settled.value] : [],
        ),
      ),
    reset() {
      const failed = instance;
      instance = null;
      attempt++;
      failed?.then(({ pagefind }) => pagefind.destroy()).catch(() => {});
    },
  };
}
