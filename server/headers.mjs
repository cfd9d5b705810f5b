// The one source of the site's response headers. The Node server (server/app.mjs) sends them, and
// scripts/postbuild.mjs / scripts/static-headers.mjs write the same values for static hosts
// (build/client/_headers, an nginx snippet), so the two ways of serving the build cannot drift.

/** Sent with every response, whatever its status. */
export const baseSecurityHeaders = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Legacy twin of CSP frame-ancestors 'none' for browsers that ignore CSP.
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  // Other sites may not embed the site's files, except the images of CROSS_ORIGIN_IMAGES.
  "Cross-Origin-Resource-Policy": "same-origin",
  // Everything the site never uses is switched off. Only features current Chromium recognises are
  // listed: an unknown one makes the browser log a warning on every page ("Unrecognized feature").
  // Chromium 156 knows every one of these; `bluetooth` it does not (the end-to-end tests visit
  // every page and fail on any console warning).
  "Permissions-Policy": [
    "accelerometer=()",
    "autoplay=()",
    "browsing-topics=()",
    "camera=()",
    "display-capture=()",
    "encrypted-media=()",
    "geolocation=()",
    "gyroscope=()",
    "hid=()",
    "idle-detection=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "publickey-credentials-get=()",
    "screen-wake-lock=()",
    "serial=()",
    "usb=()",
    "xr-spatial-tracking=()",
  ].join(", "),
});

/**
 * The share image and the icons: other sites show them (link previews in chats and social sites,
 * bookmarks, feed readers embed them in their own pages), so these, and only these, may be loaded
 * cross-origin. Everything else keeps `Cross-Origin-Resource-Policy: same-origin`.
 */
export const CROSS_ORIGIN_IMAGES = Object.freeze(["/og-image.png", "/apple-touch-icon.png", "/favicon.svg"]);

/** The value of Cross-Origin-Resource-Policy for a file of the site. @param {string} urlPath */
export function resourcePolicyFor(urlPath) {
  return CROSS_ORIGIN_IMAGES.includes(urlPath) ? "cross-origin" : baseSecurityHeaders["Cross-Origin-Resource-Policy"];
}

/**
 * HSTS: only meaningful over HTTPS (browsers ignore it on plain HTTP). The server sends it when
 * HSTS=1, or by default when a proxy in front says the request came in via HTTPS
 * (`X-Forwarded-Proto: https`); HSTS=0 turns it off completely.
 */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

export const cachePolicies = Object.freeze({
  /** Hashed file names under /assets/ never change content. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages, robots.txt, the favicon …: may be stored, but revalidated (ETag/Last-Modified → 304) on every use. */
  revalidate: "no-cache",
  /** Error answers are never stored. */
  none: "no-store",
  /** Redirects to the canonical address: cached, but not forever in case a page is renamed. */
  redirect: "public, max-age=3600",
});

/**
 * Folders whose file names carry a hash of their content, so a changed file gets a new name: Vite's
 * assets, the chunks of the search index (Pagefind's index, fragment and filter files) and the photos'
 * variants (named by their source and the pipeline's settings, docs/decisions/0048). The index's loader,
 * worker, WebAssembly and entry file keep their names and revalidate.
 */
export const IMMUTABLE_PREFIXES = Object.freeze([
  "/assets/",
  "/pagefind/index/",
  "/pagefind/fragment/",
  "/pagefind/filter/",
  "/fotos/",
]);

/**
 * The service worker (scripts/service-worker.mjs, docs/decisions/0032). It is revalidated like a page
 * (browsers also check it themselves at least once a day), so a new build is found on the next visit;
 * static hosts get its caching and type spelled out, since some cache unknown files longer.
 */
export const SERVICE_WORKER_PATH = "/sw.js";
export const serviceWorkerHeaders = Object.freeze({
  "Cache-Control": "no-cache",
  "Content-Type": "text/javascript; charset=utf-8",
});

/** The Atom feed of /neu: RFC 4287's own media type, which a static host does not derive from ".xml". */
export const FEED_PATH = "/feed.xml";
export const feedHeaders = Object.freeze({ "Content-Type": "application/atom+xml; charset=utf-8" });

/** @param {string} urlPath */
export function cacheControlFor(urlPath) {
  return IMMUTABLE_PREFIXES.some((prefix) => urlPath.startsWith(prefix)) ? cachePolicies.immutable : cachePolicies.revalidate;
}

/**
 * The security headers of one response.
 * @param {{ csp: string, hsts?: boolean }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders({ csp, hsts = false }) {
  return {
    ...baseSecurityHeaders,
    "Content-Security-Policy": csp,
    ...(hsts ? { "Strict-Transport-Security": HSTS_VALUE } : {}),
  };
}
