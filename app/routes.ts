import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Loaded by the route config loader, which knows no "~/" alias: the article folder is read through
// its relative-imports-only module directly, not through the feature's face (eslint.config.js).
import { publishedFolder } from "./features/articles/load.server.ts";

// The map of the site. Articles and the pages of the article lists are routes with parameters, so
// the route manifest every page loads is the same size however many articles there are; which of
// their addresses exist is the prerender list's business (react-router.config.ts, from the article
// folder). Any other address under these patterns is not prerendered and answers 404.
//
// With `ssr: false` React Router accepts a route with a loader only when at least one of its
// addresses is prerendered. The lists' further pages (/seite/<n>) exist only from 25 articles on,
// so they are children without a loader of their own: the list route above them loads the page
// named by the address (its clientLoader makes that allowed) and renders it.
// Articles scheduled for a later day are not routes yet (app/features/articles/load.server.ts).
const hasArticles = publishedFolder().length > 0;

const listPages = (prefix: string) => [
  index("routes/ratgeber-seite.tsx", { id: `${prefix}-erste-seite` }),
  route("seite/:page", "routes/ratgeber-seite.tsx", { id: `${prefix}-seite` }),
];

export default [
  index("routes/home.tsx"),
  route("ai-content", "routes/ai-content.tsx"),
  // The hub's lists of published articles, fetched when the hub needs them (JSON files).
  route("ai-content/veroeffentlicht.json", "routes/hub-published-json.ts"),
  route("ai-content/kennzahlen.json", "routes/hub-figures-json.ts"),
  route("ai-content/fingerabdruecke.json", "routes/hub-fingerprints-json.ts"),
  // The fact base the pages' scripts read in the browser (docs/decisions/0076).
  route("daten/wissen.json", "routes/daten-wissen-json.ts"),
  route("impressum", "routes/impressum.tsx"),
  route("datenschutz", "routes/datenschutz.tsx"),
  route("serien", "routes/serien.tsx"),
  route("set-rechner", "routes/set-rechner.tsx"),
  route("echtheit-pruefen", "routes/echtheit-pruefen.tsx"),
  route("sammlung", "routes/sammlung.tsx"),
  // One prerendered shell for every trade link: the list travels in the URL fragment.
  route("sammlung/tausch", "routes/sammlung-tausch.tsx"),
  route("suche", "routes/suche.tsx"),
  // What the newsroom changed, from the content's Git history, and its Atom feed (docs/decisions/0071).
  route("neu", "routes/neu.tsx"),
  // What the service worker shows offline for a page that is not on the device (docs/decisions/0032).
  route("offline", "routes/offline.tsx"),
  route("ratgeber", "routes/ratgeber.tsx", { id: "ratgeber" }, listPages("ratgeber")),
  route("ratgeber/llms.txt", "routes/llms-articles-txt.ts"),
  // Only with articles: each of these routes needs at least one prerendered address.
  ...(hasArticles
    ? [
        route(
          "ratgeber/kategorie/:category",
          "routes/ratgeber.tsx",
          { id: "ratgeber-kategorie" },
          listPages("ratgeber-kategorie"),
        ),
        route("ratgeber/:slug", "routes/ratgeber-artikel.tsx"),
      ]
    : []),
  // Resource routes: their loaders return plain-text / XML responses that prerender to files.
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("llms.txt", "routes/llms-txt.ts"),
  route("feed.xml", "routes/feed-xml.ts"),
  // Build-time input of the search index (the lazily loaded landing sections); never deployed.
  route("search-sources.json", "routes/search-sources.ts"),
  // Catch-all: prerendered as /404, the page the server sends for every unknown path.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
