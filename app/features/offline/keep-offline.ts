/**
 * Keeps a read article for offline reading (docs/decisions/0032): once a service worker is active,
 * the page asks it to fetch the article's page, loader data, Markdown twin, its text in the search
 * index and the photos it shows (docs/decisions/0048) through its own routes (Workbox's CACHE_URLS
 * message), so a first visit that arrived before the worker, or a client-side navigation, is kept like
 * a page the worker served itself. The worker's routes decide where each goes and how many are kept;
 * a path no route names is not kept.
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

/** The photos the page shows now, as the browser chose them (AVIF or WebP, the width for this screen): site paths. */
function shownPhotos(): string[] {
  const images = globalThis.document?.querySelectorAll<HTMLImageElement>('picture[data-slot="photo"] img') ?? [];
  return [...images]
    .map((image) => image.currentSrc)
    .filter((source) => source.startsWith(`${location.origin}/fotos/`))
    .map((source) => new URL(source).pathname);
}

function keepUrls(urls: () => Promise<string[]> | string[]) {
  const container = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
  if (!container) return;
  void container.ready.then(async (registration) => {
    const urlsToCache = await urls();
    if (urlsToCache.length > 0) registration.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache } });
  });
}

export function keepForOffline(path: string) {
  keepUrls(async () => [path, `${path}.data`, `${path}.md`, ...(await searchText(path)), ...shownPhotos()]);
}

const keptPhotos = new Set<string>();

/**
 * Keeps the operator's photos of the series a collector follows on the device (docs/decisions/0048): the worker's
 * photo route stores them in its bounded cache, so "Meine Sammlung" shows them offline. Each photo is asked for
 * once per page view.
 */
export function keepPhotosForOffline(sources: readonly string[]) {
  const fresh = sources.filter((source) => !keptPhotos.has(source));
  if (fresh.length === 0) return;
  for (const source of fresh) keptPhotos.add(source);
  keepUrls(() => fresh);
}

/** Which search index is deployed, and every file the search needs offline (scripts/search-state.mjs). */
const SEARCH_CURRENT_URL = "/pagefind/current.json";
const SEARCH_OFFLINE_URL = "/pagefind/offline.json";
/** The version of the search index this device holds whole. */
const KEPT_SEARCH_KEY = "labubu-suche-offline";
/** Files asked for at a time: the worker fetches each batch at once. */
const BATCH = 200;

/** Posts one CACHE_URLS message and waits for the worker's answer (Workbox answers on the port when done). */
function cacheUrls(worker: ServiceWorker, urlsToCache: string[]) {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type: "CACHE_URLS", payload: { urlsToCache } }, [channel.port2]);
  });
}

/**
 * Keeps the whole search index on the device (docs/decisions/0044): the worker precaches only the
 * search engine, and the index follows publications, so once an active worker controls the site,
 * the page asks it for every file of the index that is deployed now (its own routes keep them),
 * and remembers which version it holds. Without an index (a build without search) or offline,
 * nothing happens; the next page tries again.
 */
export async function keepSearchOffline(registration: ServiceWorkerRegistration) {
  const worker = registration.active;
  if (!worker) return;
  try {
    const current = (await (await fetch(SEARCH_CURRENT_URL)).json()) as { version?: unknown };
    if (typeof current.version !== "string" || localStorage.getItem(KEPT_SEARCH_KEY) === current.version) return;
    const offline = (await (await fetch(SEARCH_OFFLINE_URL)).json()) as { version?: unknown; files?: unknown };
    if (offline.version !== current.version || !Array.isArray(offline.files)) return;
    const files = offline.files.filter((file): file is string => typeof file === "string" && file.startsWith("/pagefind/"));
    for (let start = 0; start < files.length; start += BATCH) await cacheUrls(worker, files.slice(start, start + BATCH));
    localStorage.setItem(KEPT_SEARCH_KEY, current.version);
  } catch {
    // No index, no connection or no storage: the search still works online.
  }
}
