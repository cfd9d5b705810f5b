/**
 * Keeps a read article for offline reading (docs/decisions/0032): once a service worker is active,
 * the page asks it to fetch the article's page, loader data, Markdown twin and its text in the search
 * index through its own routes (Workbox's CACHE_URLS message), so a first visit that arrived before
 * the worker, or a client-side navigation, is kept like a page the worker served itself. The worker's
 * routes decide where each goes and how many are kept; a path no route names is not kept.
 */

/** The search's map from a page's path to the file with its text (scripts/search-index.mjs). */
export const SEARCH_FRAGMENTS_URL = "/pagefind/fragments.json";

async function searchText(path: string): Promise<string[]> {
  try {
    const response = await fetch(SEARCH_FRAGMENTS_URL);
    const map = response.ok ? ((await response.json()) as Record<string, unknown>) : {};
    const file = map[path];
    return typeof file === "string" && file.startsWith("/pagefind/fragment/") ? [file] : [];
  } catch {
    // Without the map the article is still kept; only the search cannot show it offline.
    return [];
  }
}

export function keepForOffline(path: string) {
  const container = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
  if (!container) return;
  void container.ready.then(async (registration) => {
    const urlsToCache = [path, `${path}.data`, `${path}.md`, ...(await searchText(path))];
    registration.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache } });
  });
}
