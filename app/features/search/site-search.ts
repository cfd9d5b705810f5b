import type { PagefindFragment } from "./hits";

/**
 * The browser side of the static search index (docs/decisions/0017): Pagefind's own loader,
 * `/pagefind/pagefind.js`, written by the build next to the index. It is imported on first use
 * (a focus on the search field or a query), never with the page, so pages without a search pay
 * nothing. Every failure to load it, its WebAssembly, the index or a result becomes a
 * SearchLoadError; after one, `reset()` makes the next search start from scratch.
 */

export type PagefindResult = { id: string; score: number; data: () => Promise<PagefindFragment> };

/** What this site uses of a Pagefind instance (pagefind.js `createInstance`). */
export type PagefindInstance = {
  init: () => Promise<void>;
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
  destroy: () => Promise<void>;
};

export type PagefindModule = { createInstance: (options: { basePath: string }) => PagefindInstance };

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
  /** Forgets a failed load: the next call loads everything again. */
  reset: () => void;
};

type Options = {
  basePath?: string;
  /** Loads pagefind.js; tests pass a fake. */
  importModule?: (url: string) => Promise<unknown>;
  /** Fetches the index's entry file (a few hundred bytes), to tell "no hits" from "index unreachable". */
  fetchFile?: (url: string) => Promise<{ ok: boolean; json: () => Promise<unknown> }>;
};

/**
 * Which index is deployed: the hashes of its languages in `pagefind-entry.json`, which change
 * whenever the index does (a new deploy).
 */
async function indexVersion(fetchFile: NonNullable<Options["fetchFile"]>, url: string): Promise<string> {
  const response = await fetchFile(url);
  if (!response.ok) throw new Error(`${url} is unreachable`);
  const entry = (await response.json()) as { languages?: Record<string, { hash?: unknown }> };
  return Object.values(entry.languages ?? {})
    .map((language) => String(language.hash))
    .sort()
    .join(" ");
}

export const SEARCH_BASE_PATH = "/pagefind/";

export function createSiteSearch({
  basePath = SEARCH_BASE_PATH,
  importModule = (url) => import(/* @vite-ignore */ url),
  fetchFile = (url) => fetch(url, { cache: "no-store" }),
}: Options = {}): SiteSearch {
  const entryUrl = `${basePath}pagefind-entry.json`;
  let attempt = 0;
  let instance: Promise<{ pagefind: PagefindInstance; version: string }> | null = null;

  function load() {
    instance ??= (async () => {
      // A failed module import is remembered by the browser under its URL: a retry asks for a new one.
      const url = `${basePath}pagefind.js${attempt ? `?attempt=${attempt}` : ""}`;
      const [module, version] = await Promise.all([importModule(url), indexVersion(fetchFile, entryUrl)]);
      const loader = module as Partial<PagefindModule> | undefined;
      if (typeof loader?.createInstance !== "function") throw new Error(`${url} is not Pagefind's loader`);
      const pagefind = loader.createInstance({ basePath });
      await pagefind.init();
      return { pagefind, version };
    })();
    return instance;
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
        const { pagefind, version } = await load();
        const response = await pagefind.search(text);
        const results = response?.results ?? [];
        // Pagefind skips index chunks it cannot load (offline, or replaced by a new deploy while the
        // page was open) and reports fewer hits. Before saying "no hits", make sure the index is
        // reachable and still the one whose chunks were asked for.
        if (results.length === 0 && (await indexVersion(fetchFile, entryUrl)) !== version) {
          throw new Error("the search index changed since it was loaded");
        }
        return results;
      }),
    fragments: (results) => guarded(() => Promise.all(results.map((result) => result.data()))),
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
