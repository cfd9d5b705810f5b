/**
 * The page's side of the service worker (docs/decisions/0032): registration once the page has loaded
 * and the browser is idle, so it never competes with the first paint or hydration, and the offer of a
 * new version. A new worker waits (Workbox's generateSW with skipWaiting off) until the visitor agrees;
 * only then is it told to take over (Workbox's own SKIP_WAITING message), and only this tab reloads.
 * Everything the worker caches is decided by the worker (scripts/service-worker.mjs).
 */

import { keepPendingArticles, keepSearchOffline } from "./keep-offline";

export const SERVICE_WORKER_URL = "/sw.js";

const listeners = new Set<() => void>();
let waiting: ServiceWorker | null = null;

function offer(worker: ServiceWorker | null) {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** Whether a new version waits for the visitor's consent; an external store for useSyncExternalStore. */
export const updateStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getSnapshot: () => waiting !== null,
  getServerSnapshot: () => false,
};

/** Lets the waiting version take over, then reloads this tab (the address, the collection and the tools' inputs stay). */
export function applyUpdate() {
  const worker = waiting;
  const container = navigator.serviceWorker;
  if (!worker || !container) return;
  container.addEventListener("controllerchange", () => window.location.reload(), { once: true });
  worker.postMessage({ type: "SKIP_WAITING" });
}

/** Offers a worker that finished installing while an older one controls the page (the first install is no update). */
function watch(registration: ServiceWorkerRegistration) {
  const check = () => {
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  };
  check();
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") check();
    });
  });
}

/** Registers the worker after `load`, when the browser is idle; without service workers the site works online as before. */
export function startServiceWorker(win: Window) {
  const container = win.navigator.serviceWorker;
  if (!container) return;
  const register = () => {
    container.register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" }).then(
      // A browser that blocks workers by policy may answer without a registration.
      (registration: ServiceWorkerRegistration | undefined) => {
        if (!registration) return;
        watch(registration);
        void container.ready.then((ready) => Promise.all([keepPendingArticles(ready), keepSearchOffline(ready)]));
      },
      () => {
        // Refused (a private window, blocked by policy): nothing to offer.
      },
    );
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(register, { timeout: 5000 });
    else win.setTimeout(register, 1000);
  };
  if (win.document.readyState === "complete") whenIdle();
  else win.addEventListener("load", whenIdle, { once: true });
}
