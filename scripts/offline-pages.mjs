// The pages that work offline after one online visit (docs/decisions/0032, 0044): read by the
// service worker's generator (scripts/service-worker.mjs) and by the search index, which lists the
// texts of these pages among the files a visitor's device keeps (scripts/search-index.mjs).

/** The page shown for any other page while offline (app/routes/offline.tsx). */
export const OFFLINE_PATH = "/offline";

/** Pages that work offline after one online visit: the collector's tools, the landing page and the search. */
export const PRECACHED_PAGES = Object.freeze([
  "/",
  "/sammlung",
  "/sammlung/tausch",
  "/echtheit-pruefen",
  "/set-rechner",
  "/serien",
  "/suche",
  OFFLINE_PATH,
]);
