// Renders chosen addresses of the site with the server bundle the last full build kept
// (build/renderer, vite.config.ts), exactly as React Router's prerender does for every address: a
// page's loader data (its `.data` file) first, then its HTML with that data; a resource route's
// file (its `.data` file, which the postbuild removes, is not written). No article is code, so the bundle of the last full build renders every
// article a later content build adds (docs/decisions/0034).
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { createRequestHandler, matchRoutes } from "react-router";

/**
 * @typedef {{ recordReads<T>(work: () => Promise<T>): Promise<{ value: T, reads: string[] }>, globalReads(): string[], recordsReads: boolean }} FactReads
 * @typedef {import("../../app/content/data/kept-work.server.ts").KeptWorkFile} KeptWorkFile
 * @typedef {{ load(file: KeptWorkFile | null, changed: ReadonlySet<string> | null): { kept: number, dropped: number }, saved(): { file: KeptWorkFile, changed: boolean } | null }} KeptWork
 * @typedef {{ rel: string, body: Buffer }} RenderedFile  rel: the file's path inside build/client, e.g. "/ratgeber/x/index.html"
 * @typedef {{ id: string, path?: string, index?: boolean, children?: PrerenderRoute[] }} PrerenderRoute
 * @typedef {{ id: string, parentId?: string, path?: string, index?: boolean, module: Record<string, unknown> }} ManifestRoute
 * @typedef {{
 *   routes: Record<string, ManifestRoute>,
 *   assets: { routes: Record<string, { hasLoader?: boolean }> },
 *   entry: { module: Record<string, unknown> },
 * }} ServerBuild
 */

/**
 * React Router's route tree for matching prerender addresses, from the bundle's manifest.
 * @param {Record<string, ManifestRoute>} manifest
 * @param {string} [parentId]
 * @returns {PrerenderRoute[]}
 */
export function prerenderRoutes(manifest, parentId = "") {
  return Object.values(manifest)
    .filter((route) => (route.parentId ?? "") === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, children: prerenderRoutes(manifest, route.id) },
    );
}

/**
 * Loads the bundle and returns a renderer for its addresses.
 * @param {string} rendererDir build/renderer
 */
export async function createRenderer(rendererDir) {
  // Loaded after the caller set it (scripts/content-build.mjs, the editor mode's process): React's
  // development build renders the same markup several times slower.
  if (process.env.NODE_ENV !== "production") {
    console.warn("content-build: NODE_ENV is not production; React renders with its development build (slower)");
  }
  // React Router passes the prerendered data to the HTML request only while building.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  // Each page's reads of the fact base are recorded (app/content/data/fact-reads.server.ts, docs/decisions/0078).
  process.env.RECORD_FACT_READS = "1";
  /** @type {ServerBuild & { prerender: string[], entry: { module: { factReads?: FactReads, keptWork?: KeptWork } } }} */
  const bundle = await import(pathToFileURL(path.join(rendererDir, "index.js")).href);
  // Every module the pages load lazily is loaded now, outside any page: what it reads of the fact base when it
  // loads is every page's, not the first page's that loads it.
  const assets = path.join(rendererDir, "assets");
  for (const name of (await readdir(assets).catch(() => [])).filter((file) => file.endsWith(".js")).sort())
    await import(pathToFileURL(path.join(assets, name)).href);
  const factReads = bundle.entry.module.factReads;
  /** What each address read of the fact base when it was last rendered in this process. @type {Map<string, string[]>} */
  const reads = new Map();
  // With `ssr: false` the runtime renders only the addresses of the prerender list the bundle was
  // built with; an article added since is not on it. Each address is added before it is rendered.
  const build = { ...bundle, prerender: [...bundle.prerender] };
  const allowed = new Set(build.prerender);
  const handler = createRequestHandler(/** @type {never} */ (build), "production");
  const routes = prerenderRoutes(build.routes);

  /** @param {string} url @param {RequestInit} [init] */
  const request = (url, init) => handler(new Request(`http://localhost${url}`, init));

  /**
   * @param {string} address e.g. "/ratgeber/x" or "/sitemap.xml"
   * @returns {Promise<RenderedFile[]>}
   */
  async function render(address) {
    if (!factReads?.recordsReads) return renderFiles(address);
    const recorded = await factReads.recordReads(() => renderFiles(address));
    reads.set(address, recorded.reads);
    return recorded.value;
  }

  /**
   * @param {string} address
   * @returns {Promise<RenderedFile[]>}
   */
  async function renderFiles(address) {
    if (!allowed.has(address)) {
      allowed.add(address);
      build.prerender.push(address);
    }
    const matches = matchRoutes(/** @type {never} */ (routes), `/${address}/`.replace(/^\/\/+/, "/"));
    if (!matches) throw new Error(`content-build: ${address} matches no route of the bundle`);
    const leaf = /** @type {{ route: PrerenderRoute }} */ (matches[matches.length - 1]).route;
    const module = build.routes[leaf.id]?.module ?? {};
    /** @type {RenderedFile[]} */
    const files = [];
    const fail = (/** @type {string} */ what, /** @type {Response} */ response) =>
      new Error(`content-build: ${what} of ${address} answered ${response.status}`);
    if (!module.default && !module.ErrorBoundary) {
      if (!module.loader) throw new Error(`content-build: ${address} is a resource route without a loader`);
      // Its `.data` file is not written: no client navigation asks for it, and the postbuild removes
      // it from the full build (server/router-data.mjs).
      const raw = await request(address);
      if (raw.status !== 200) throw fail("the file", raw);
      files.push({ rel: address, body: Buffer.from(await raw.arrayBuffer()) });
      return files;
    }
    const hasLoaders = matches.some((match) => build.assets.routes[/** @type {string} */ (match.route.id)]?.hasLoader);
    /** @type {RequestInit | undefined} */
    let init;
    if (hasLoaders) {
      const dataPath = address.endsWith("/") ? `${address}_.data` : `${address}.data`;
      const data = await request(dataPath);
      if (data.status !== 200 && data.status !== 202) throw fail("the data", data);
      const text = await data.text();
      files.push({ rel: dataPath, body: Buffer.from(text) });
      init = { headers: { "X-React-Router-Prerender-Data": encodeURI(text) } };
    }
    const pagePath = `${address}/`.replace(/\/\/+/g, "/");
    const page = await request(pagePath, init);
    if (page.status !== 200) throw fail("the page", page);
    files.push({ rel: `${pagePath}index.html`, body: Buffer.from(await page.arrayBuffer()) });
    return files;
  }

  return {
    render,
    /**
     * What an address rendered in this process read of the fact base, and what every page reads (docs/decisions/0078);
     * null when the bundle records nothing (a build older than the record).
     * @param {string} address
     * @returns {{ page: string[] | undefined, global: string[] } | null}
     */
    readsOf: (address) => (factReads?.recordsReads ? { page: reads.get(address), global: factReads.globalReads() } : null),
    /** What is worked out per article file, kept from one process to the next (docs/decisions/0079); null in an older bundle. */
    keptWork: bundle.entry.module.keptWork ?? null,
    /** The addresses the last full build prerendered, in its order. */
    prerendered: /** @type {readonly string[]} */ (Object.freeze([...bundle.prerender])),
    /** The content build's functions inside the bundle (app/features/articles/content-build.server.ts). */
    api: /** @type {ContentBuildApi} */ (build.entry.module.contentBuild),
    /** True when the bundle has the article routes (a build made with at least one article). */
    hasArticleRoutes: Object.values(build.routes).some((route) => route.path === "ratgeber/:slug"),
  };
}

/**
 * The shapes of app/features/articles/content-state.ts and content-build.server.ts, as this side of
 * the bundle uses them.
 * @typedef {{ title: string, description: string, datePublished: string, timePublished?: string, readingMinutes: number }} LiveCard
 * @typedef {{
 *   slug: string, category: string, dateModified: string, focusKeyphrase: string, keywords: string[], hash: string, card: LiveCard,
 *   related?: string[],
 * }} LiveArticle
 * @typedef {{
 *   version: 1, now: number, articles: LiveArticle[], sitemapChildren: number,
 *   sitemapLimits: { urls: number, bytes: number }, pendingRelated?: string[], nextDue?: number | null,
 * }} ContentState
 * @typedef {{
 *   added: string[], changed: string[], removed: string[], pages: string[], removedPages: string[],
 *   twins: string[], removedTwins: string[], changes: boolean,
 * }} ContentPlan
 * @typedef {{ slug: string, title: string, category: string, dueAt: number }} ScheduledArticle
 * @typedef {{
 *   state: ContentState, plan: ContentPlan, twins: Record<string, string>, scheduled: ScheduledArticle[], related: string[],
 * }} ContentRun
 * @typedef {{
 *   slug: string, path: string, twinPath: string, twin: string, bodyHtml: string, title: string, dataStrings: string[],
 * }} ExpectedPage
 * @typedef {{
 *   prepare(before: ContentState, now: number, dir?: string): ContentRun,
 *   photos(now: number, dir?: string): { due: readonly import("../../app/features/articles/types.ts").Article[], scheduled: readonly import("../../app/features/articles/types.ts").Article[] },
 *   expectPage(fileName: string, text: string): ExpectedPage | null,
 *   splitSitemap(xml: string, limits: { urls: number, bytes: number }): { index: string, children: string[] } | null,
 * }} ContentBuildApi
 */
