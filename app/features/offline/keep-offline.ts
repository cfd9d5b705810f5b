import { SEARCH_BASE_PATH, SEARCH_CURRENT_FILE, SEARCH_FRAGMENTS_FILE, SEARCH_OFFLINE_FILE } from "~/domain/search-files";

/**
 * Keeps a read article for offline reading (docs/decisions/0032): once a service worker is active,
 * the page asks it to fetch the article's page, loader data, Markdown twin, its text in the search
 * index and the photos it shows (docs/decisions/0048) through its own routes (Workbox's CACHE_URLS
 * message), so a first visit that arrived before the worker, or a client-side navigation, is kept like
 * a page the worker served itself. The worker's routes decide where each goes and how many are kept;
 * a path no route names is not kept.
 *
 * An article read before the worker took over may be closed before the worker is ready (its install takes
 * seconds on a phone): every read article is noted in this browser first and asked for once a worker answers,
 * from whichever page that is (docs/decisions/0070).
 */
/** The search's map from a page's path to the file with its text (scripts/search-state.mjs). */
const SEARCH_FRAGMENTS_URL = SEARCH_BASE_PATH + SEARCH_FRAGMENTS_FILE;

async function searchText(path: string): Promise<string[]> {
  try {
    const response = await fetch(SEARCH_FRAGMENTS_URL);
    const map = response.ok ? ((await response.json()) as Record<string, unknown>) : {};
    const file = map[path];
    return typeof file === "string" && file.startsWith(`${SEARCH_BASE_PATH}fragment/`) ? [file] : [];
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

/** Read articles not yet confirmed kept by a worker, oldest first (their paths). */
export const PENDING_ARTICLES_KEY = "labubu-offline-gelesen";
/** As many as the worker's article cache keeps at most: older ones would be dropped there anyway. */
const PENDING_MAX = 60;

function readPending(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PENDING_ARTICLES_KEY) ?? "[]");
    return Array.isArray(value)
      ? value.filter((path): path is string => typeof path === "string" && /^\/ratgeber\//.test(path))
      : [];
  } catch {
    return [];
  }
}

function writePending(paths: string[]) {
  try {
    if (paths.length) localStorage.setItem(PENDING_ARTICLES_KEY, JSON.stringify(paths.slice(-PENDING_MAX)));
    else localStorage.removeItem(PENDING_ARTICLES_KEY);
  } catch {
    // No storage: only the open page is kept, once the worker is ready.
  }
}

/**
 * Asks the active worker for every noted article, with what belongs to it, and forgets each once the worker has
 * answered (a page closed before that leaves the note for the next page).
 */
export async function keepPendingArticles(registration: ServiceWorkerRegistration) {
  const worker = registration.active;
  const pending = readPending();
  if (!worker || pending.length === 0) return;
  const urls = await Promise.all(
    pending.map(async (path) => [
      path,
      `${path}.data`,
      `${path}.md`,
      ...(await searchText(path)),
      // The photos as this screen shows them are known only on the article's own page.
      ...(path === location.pathname ? shownPhotos() : []),
    ]),
  );
  await cacheUrls(worker, urls.flat());
  const kept = new Set(pending);
  writePending(readPending().filter((path) => !kept.has(path)));
}

export function keepForOffline(path: string) {
  writePending([...readPending().filter((noted) => noted !== path), path]);
  const container = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
  void container?.ready.then(keepPendingArticles);
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
const SEARCH_CURRENT_URL = SEARCH_BASE_PATH + SEARCH_CURRENT_FILE;
const SEARCH_OFFLINE_URL = SEARCH_BASE_PATH + SEARCH_OFFLINE_FILE;
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
    // Which index to read and the map of texts: asked for through the worker too, since on a first visit the page's
    // own requests above bypass it (the worker does not control the page that registered it).
    const files = [
      SEARCH_CURRENT_URL,
      SEARCH_FRAGMENTS_URL,
      ...offline.files.filter((file): file is string => typeof file === "string" && file.startsWith(SEARCH_BASE_PATH)),
    ];
    for (let start = 0; start < files.length; start += BATCH) await cacheUrls(worker, files.slice(start, start + BATCH));
    localStorage.setItem(KEPT_SEARCH_KEY, current.version);
  } catch {
    // No index, no connection or no storage: the search still works online.
  }
}
