// React Router's single-fetch data files. With `ssr: false` the prerender writes `<path>.data` beside
// every prerendered route that has a loader: pages and resource routes alike (robots.txt.data,
// sitemap.xml.data, llms.txt.data, the hub's *.json.data). In the browser, the client router fetches
// a page's twin when a <Link> navigates to that page without loading a document: `/ratgeber/x` →
// `/ratgeber/x.data`, and `/` → `/_.data` (v8_trailingSlashAwareDataRequests names the twin of a path
// ending in "/" `…/_.data`). A resource route is never navigated to by the router (links to
// robots.txt, the sitemap or llms.txt are plain document links), so its twin is never asked for:
// the postbuild deletes those files and the server does not serve them if a build still has them.

/**
 * The address of the route a data file belongs to, or null when the path is no data file.
 * @param {string} urlPath
 */
export function dataFileOwner(urlPath) {
  if (!urlPath.endsWith(".data")) return null;
  if (urlPath.endsWith("/_.data")) return urlPath.slice(0, -"_.data".length);
  return urlPath.slice(0, -".data".length) || null;
}

/**
 * Whether a data file is one the client router can ask for: the twin of a prerendered page.
 * @param {string} urlPath
 * @param {(urlPath: string) => boolean} isPage whether an address is a prerendered HTML page
 */
export function isRouterDataFile(urlPath, isPage) {
  const owner = dataFileOwner(urlPath);
  return owner !== null && isPage(owner);
}
