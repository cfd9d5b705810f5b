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
  /** Forgets a failed load: the next call loads everything again. */
  reset: () => void;
};

type Options = {
  basePath?: string;
  /** Loads pagefind.js; tests pass a fake. */
  importModule?: (url: string) => Promise<unknown>;
  /** Fetches a small file of the index to tell "no hits" from "index unreachable". */
  fetchFile?: (url: string) => Promise<{ ok: boolean }>;
};

export const SEARCH_BASE_PATH = "/pagefind/";

export function createSiteSearch({
  basePath = SEARCH_BASE_PATH,
  importModule = (url) => import(/* @vite-ignore */ url),
  fetchFile = (url) => fetch(url, { cache: "no-store" }),
}: Options = {}): SiteSearch {
  let attempt = 0;
  let instance: Promise<PagefindInstance> | null = null;

  function load(): Promise<PagefindInstance> {
    instance ??= (async () => {
      // A failed module import is remembered by the browser under its URL: a retry asks for a new one.
      const url = `${basePath}pagefind.js${attempt ? `?attempt=${attempt}` : ""}`;
      const module = (await importModule(url)) as Partial<PagefindModule> | undefined;
      if (typeof module?.createInstance !== "function") throw new Error(`${url} is not Pagefind's loader`);
      const created = module.createInstance({ basePath });
      await created.init();
      return created;
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
        const pagefind = await load();
        const response = await pagefind.search(text);
        const results = response?.results ?? [];
        // Pagefind skips index chunks it could not load and reports fewer hits; when there are none
        // at all, make sure the index is reachable before saying so.
        if (results.length === 0) {
          const probe = await fetchFile(`${basePath}pagefind-entry.json`);
          if (!probe.ok) throw new Error("the search index is unreachable");
        }
        return results;
      }),
    fragments: (results) => guarded(() => Promise.all(results.map((result) => result.data()))),
    reset() {
      const failed = instance;
      instance = null;
      attempt++;
      failed?.then((pagefind) => pagefind.destroy()).catch(() => {});
    },
  };
}
