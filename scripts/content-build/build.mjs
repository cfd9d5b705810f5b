// The content build (docs/decisions/0034): after an article is published, revised, withdrawn or
// becomes due, it renders only the pages that change, with the bundles of the last full build, and
// stages them for one atomic swap; the search index follows in a second swap. What it does grows
// with the article count only in the list pages it rewrites and in the search index.
//
// Phase "live": read the article folder again (only changed files are read), compare what is due
// now with what the live site holds (content-state.json beside build/client), render the changed
// article pages, the list pages whose cards, counts or pages changed, the home page when its newest
// articles changed, the sitemap (split as the full build splits it), both llms.txt files and the
// hub's JSON files; finish them as the postbuild does; precompress; stage.
// Phase "search": index the live site with Pagefind into the staging folder and stage the new files;
// the entry file that names the index swaps last, in the same swap.
import { createHash } from "node:crypto";
import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";

import { CSP_HASHES_FILE, cspFromHashes, headersFile } from "../../server/csp.mjs";
import { readBuildLlmOrigins } from "../../server/llm-origins.mjs";
import {
  BUILD_COMPLETE_FILE,
  buildCompleteText,
  inputsFingerprint,
  markerOfThisCode,
  readBuildComplete,
} from "../build-inputs.mjs";
import { NOT_FOUND_COPY, NOT_FOUND_PAGE, POSTBUILD_RECORD } from "../postbuild.mjs";
import { KNOWLEDGE_PATH } from "../../app/content/data/knowledge.ts";
import { articlesDirectory } from "../../app/features/articles/load.server.ts";
import { SEARCH_DIR } from "../../app/domain/search-files.ts";
import { PRECACHED_PAGES } from "../offline-pages.mjs";
import {
  KEPT_COPIES_DIR,
  RECENT_DIR,
  SEARCH_SOURCES,
  SEARCH_STATE_FILE,
  indexSite,
  sectionRecords,
  separateWords,
} from "../search-index.mjs";
import { mainSearchState, searchChanges, searchFiles, withRecent } from "../search-state.mjs";
import { SERVICE_WORKER_FILE, precacheEntries, writeServiceWorker } from "../service-worker.mjs";
import { compressedCopies, createFinisher } from "./finish.mjs";
import { FACT_READS_FILE, changedReads, nextFactReads, pagesReading } from "./fact-reads.mjs";
import { createPhotoStep } from "./photos.mjs";
import { createRenderer } from "./render.mjs";
import { createStage, writeFileAtomicSync } from "./stage.mjs";

/**
 * Beside build/client, never deployed: what was worked out per article file (docs/decisions/0079), with the code and
 * the fact base it was worked out with: `{ code, knowledge, work }`.
 */
export const KEPT_WORK_FILE = "kept-work.json";

/** Beside build/client: what the live site holds of the article folder (app/features/articles/content-state.ts). */
export const CONTENT_STATE_FILE = "content-state.json";

/**
 * The files every change of the published articles changes that go live with its pages: the crawlers' texts,
 * the hub's list of published articles (the hub reloads it once "Veröffentlichen" answered), and what changed,
 * /neu and its feed (docs/decisions/0071: the change being built counts as made now, its commit follows).
 */
export const LIVE_RESOURCE_PATHS = [
  "/sitemap.xml",
  "/llms.txt",
  "/ratgeber/llms.txt",
  "/ai-content/veroeffentlicht.json",
  "/neu",
  "/feed.xml",
];

/**
 * The files every change of the published articles changes that only the hub reads: its figures and its
 * sentence fingerprints, 3.7 and 17 MB at 10,000 articles. They follow the pages and the search (phase "hub",
 * docs/decisions/0059), before the next publication may start.
 */
export const HUB_RESOURCE_PATHS = ["/ai-content/kennzahlen.json", "/ai-content/fingerabdruecke.json"];

export const RESOURCE_PATHS = [...LIVE_RESOURCE_PATHS, ...HUB_RESOURCE_PATHS];

/** Renders at a time: rendering is one thread; a few in flight keep it busy while data files are written. */
const RENDER_CONCURRENCY = 4;

/** Old files of the search index stay this long after a new index replaced them: open search pages still load them. */
export const SEARCH_FILES_KEPT_MS = 10 * 60 * 1000;

/** Pages in the index of recent changes past which the main index is made anew in the background (docs/decisions/0044). */
export const SEARCH_COMPACT_AFTER = 25;
/** Changed pages past which a publication's search phase indexes the whole site at once (a pull of many articles). */
export const SEARCH_REBUILD_AT = 200;

/**
 * @typedef {import("./render.mjs").ContentState} ContentState
 * @typedef {import("./render.mjs").ContentRun} ContentRun
 * @typedef {import("./stage.mjs").StagedChanges} StagedChanges
 * @typedef {{
 *   added: string[], changed: string[], removed: string[],
 *   pages: number, files: number, related: number, scheduled: import("./render.mjs").ScheduledArticle[],
 *   encodedPhotos: number,
 *   milliseconds: { prepare: number, render: number, finish: number, total: number },
 * }} LiveSummary
 */

/**
 * Stages the brotli and gzip copies of `rel` (a copy no longer made is removed).
 * @param {Awaited<ReturnType<typeof createStage>>} stage
 * @param {string} rel
 * @param {{ br?: Buffer | null, gz?: Buffer | null }} copies
 */
async function stageCopies(stage, rel, { br, gz }) {
  for (const [suffix, copy] of /** @type {const} */ ([
    [".br", br],
    [".gz", gz],
  ])) {
    if (copy) await stage.write(rel + suffix, copy);
    else stage.remove(rel + suffix);
  }
}

/**
 * Loads the kept server bundle once; each call of `live` or `search` is one run.
 * @param {{ buildDir: string, articlesDir?: string, catalogue?: boolean, log?: (line: string) => void }} options
 *   catalogue: every run reads the catalogue's photos from their folder (scripts/content-build/data-build.mjs)
 */
export async function createContentBuilder({ buildDir, articlesDir, catalogue = false, log = () => {} }) {
  const client = path.join(buildDir, "client");
  const renderer = await createRenderer(path.join(buildDir, "renderer"));
  const photos = await createPhotoStep({ buildDir, articlesDir: articlesDir ?? articlesDirectory(), catalogue, log });
  /** @type {{ id: string, html: string }[] | null} */
  let sections = null;
  /** Article pages whose recommended articles changed in the last live run. */
  /** @type {string[]} */
  let related = [];

  /** @param {string} file */
  const readJson = async (file) => JSON.parse(await readFile(file, "utf8"));

  /**
   * Phase "live" at `now`: null when nothing public changes (a scheduled article saved, say).
   * @param {number} now
   * @returns {Promise<{ staged: StagedChanges | null, csp: string | null, summary: LiveSummary }>}
   */
  async function live(now, extra = /** @type {readonly string[]} */ ([])) {
    const started = performance.now();
    /** @type {ContentState} */
    const state = await readJson(path.join(buildDir, CONTENT_STATE_FILE)).catch(() => {
      throw new Error(
        `content-build: ${CONTENT_STATE_FILE} is missing beside ${client} (the full build writes it): run \`npm run build\``,
      );
    });
    // New photos are processed before anything that shows them is rendered (scripts/content-build/photos.mjs).
    const photoRun = await photos.prepare(renderer.api.photos(now, articlesDir));
    const run = renderer.api.prepare(state, now, articlesDir);
    const prepared = performance.now();
    const { plan } = run;
    related = run.related;
    /** @type {LiveSummary} */
    const summary = {
      added: plan.added,
      changed: plan.changed,
      removed: plan.removed,
      pages: 0,
      files: 0,
      related: run.related.length,
      scheduled: run.scheduled,
      // Photos this run had to encode itself: none when the editor mode prepared them (docs/decisions/0057).
      encodedPhotos: photoRun.encoded,
      milliseconds: { prepare: Math.round(prepared - started), render: 0, finish: 0, total: 0 },
    };
    if (!plan.changes && extra.length === 0) {
      summary.milliseconds.total = Math.round(performance.now() - started);
      return { staged: null, csp: null, summary };
    }
    if (run.state.articles.length > 0 && !renderer.hasArticleRoutes) {
      throw new Error(
        "content-build: the last full build had no articles, so its bundle has no article pages: run `npm run build`",
      );
    }

    const addresses = [...new Set([...plan.pages, ...extra, ...LIVE_RESOURCE_PATHS])];
    const { staged, csp, renderedAt } = await renderSite(run, addresses, state, photoRun);
    summary.pages = new Set([...plan.pages, ...extra]).size;
    summary.files = staged.moves.length;
    summary.milliseconds.render = Math.round(renderedAt - prepared);
    summary.milliseconds.total = Math.round(performance.now() - started);
    summary.milliseconds.finish = summary.milliseconds.total - summary.milliseconds.render - summary.milliseconds.prepare;
    return { staged, csp, summary };
  }

  /**
   * Renders `addresses` (the sitemap among them) for a run, finishes, compresses and stages each file as it
   * comes, with the run's Markdown twins, photos and state.
   * @param {import("./render.mjs").ContentRun} run
   * @param {readonly string[]} addresses
   * @param {ContentState} state what the site held before the run
   * @param {Awaited<ReturnType<typeof photos.prepare>>} photoRun
   */
  async function renderSite(run, addresses, state, photoRun) {
    const { plan } = run;
    // Each rendered file is finished, compressed and staged as it comes, while the next pages render.
    const stage = await createStage(client);
    try {
      const finisher = await createSiteFinisher(stage);
      /** @type {import("./render.mjs").RenderedFile | undefined} */
      let sitemap;
      const unique = [...new Set(addresses)];
      await mapLimited(unique, RENDER_CONCURRENCY, async (address) => {
        for (const file of await renderer.render(address)) {
          if (file.rel === "/sitemap.xml") sitemap = file;
          else finisher.add(file);
          // The page a host sends for an unknown address is the 404 page's copy (scripts/postbuild.mjs).
          if (file.rel === `/${NOT_FOUND_PAGE}`) finisher.add({ rel: `/${NOT_FOUND_COPY}`, body: file.body });
        }
      });
      const renderedAt = performance.now();
      // What each page read of the fact base, for the next change of it (docs/decisions/0078).
      /** @type {Map<string, string[]>} */
      const reads = new Map();
      for (const address of unique) {
        const page = renderer.readsOf(address)?.page;
        if (page) reads.set(address, page);
      }
      const before = await readJson(path.join(buildDir, FACT_READS_FILE)).catch(() => null);
      await stage.writeOutside(path.join(buildDir, FACT_READS_FILE), JSON.stringify(nextFactReads(before, reads)));

      // The sitemap is split past its limits, as the full build splits it.
      if (!sitemap) throw new Error("content-build: /sitemap.xml was not rendered");
      const split = renderer.api.splitSitemap(sitemap.body.toString("utf8"), state.sitemapLimits);
      finisher.add(split ? { rel: sitemap.rel, body: Buffer.from(split.index) } : sitemap);
      split?.children.forEach((xml, index) => finisher.add({ rel: childSitemap(index + 1), body: Buffer.from(xml) }));
      const children = split?.children.length ?? 0;
      for (const [address, text] of Object.entries(run.twins)) finisher.add({ rel: address, body: Buffer.from(text) });

      const finished = await finisher.end();
      await photos.stage(stage, photoRun);
      for (const rel of goneFiles(plan, state.sitemapChildren, children)) stage.remove(rel);
      const csp = await stagePolicy(stage, finished);
      /** @type {ContentState} */
      const next = { ...run.state, sitemapChildren: children };
      await stage.writeOutside(path.join(buildDir, CONTENT_STATE_FILE), JSON.stringify(next));
      return { staged: stage.result(), csp, renderedAt };
    } catch (error) {
      await stage.discard();
      photos.forget();
      throw error;
    }
  }

  /**
   * Every page and file of the site rendered anew (docs/decisions/0076): what a change of the fact base needs,
   * whose facts the pages read when they render. The articles as the folder holds them at `now`; the routes
   * without parameters as the last full build listed them. Staged like a live run.
   * @param {number} now
   * @returns {Promise<{ staged: StagedChanges, csp: string | null, pages: number, milliseconds: number }>}
   */
  async function everyPage(now) {
    const started = performance.now();
    /** @type {ContentState} */
    const state = await readJson(path.join(buildDir, CONTENT_STATE_FILE));
    const photoRun = await photos.prepare(renderer.api.photos(now, articlesDir));
    // What left the site since: its pages and twins go.
    const { plan: since } = renderer.api.prepare(state, now, articlesDir);
    const { all, addresses } = everyAddress(state, now);
    const run = { ...all, plan: { ...all.plan, removedPages: since.removedPages, removedTwins: since.removedTwins } };
    const { staged, csp } = await renderSite(run, addresses, state, photoRun);
    return { staged, csp, pages: new Set(addresses).size, milliseconds: Math.round(performance.now() - started) };
  }

  /**
   * Every address of the site at `now`: the routes without parameters as the last full build listed them, and
   * every live article's pages (a run against an empty site names all of them, `all`).
   * @param {ContentState} state
   * @param {number} now
   */
  function everyAddress(state, now) {
    const all = renderer.api.prepare({ ...state, articles: [], pendingRelated: [] }, now, articlesDir);
    const fixed = renderer.prerendered.filter(
      (address) => address === "/ratgeber/llms.txt" || (!address.startsWith("/ratgeber/") && address !== `/${SEARCH_SOURCES}`),
    );
    return { all, addresses: [...new Set([...fixed, ...all.plan.pages, ...LIVE_RESOURCE_PATHS, ...HUB_RESOURCE_PATHS])] };
  }

  /**
   * A change of the fact base, rendered where it shows (docs/decisions/0078): the pages whose record says they read a
   * property that changed, with the pages the articles' changes touch, as a publication renders them. Null when
   * the change is of the fact base's shape, when every page reads what changed, or without a record: then every
   * page renders (`everyPage`).
   * @param {number} now
   * @param {Knowledge} knowledge
   * @returns {Promise<{ live: Awaited<ReturnType<typeof live>>, pages: number } | null>}
   */
  async function factPages(now, { served, now: text, reads }) {
    const record = await readJson(path.join(buildDir, FACT_READS_FILE)).catch(() => null);
    if (!record || !served || text === null || !reads) return null;
    /** @type {ContentState} */
    const state = await readJson(path.join(buildDir, CONTENT_STATE_FILE));
    const { addresses } = everyAddress(state, now);
    const chosen = pagesReading({
      addresses,
      record,
      changed: changedReads(served, text),
      // Read when the folder was read or a module loaded: every page's.
      global: reads.global,
    });
    if (chosen.every) return null;
    // The hub's files are worked out with caches that outlive a page (its figures, the analysis): always anew.
    const extra = [...new Set([...chosen.addresses, KNOWLEDGE_PATH, ...HUB_RESOURCE_PATHS])];
    const run = await live(now, extra);
    return { live: run, pages: run.summary.pages };
  }

  /**
   * A finisher (finish.mjs) for the site as it is (its reduced stylesheet, its policy's hashes) that
   * stages each finished file with its compressed copies (a copy no longer made is removed).
   * @param {Awaited<ReturnType<typeof createStage>>} stage
   */
  async function createSiteFinisher(stage) {
    const [record, hashes, llmOrigins] = await Promise.all([
      readJson(path.join(buildDir, POSTBUILD_RECORD)),
      readJson(path.join(client, CSP_HASHES_FILE)),
      readBuildLlmOrigins(client),
    ]);
    /** @param {import("./finish.mjs").FinishedFile} file */
    const emit = async (file) => {
      await stage.write(file.rel, file.body);
      await stageCopies(stage, file.rel, file);
    };
    const finisher = createFinisher({ record, hashes, emit, reread: stage.read, log });
    return { add: finisher.add, end: async () => ({ ...(await finisher.end()), llmOrigins }) };
  }

  /**
   * Renders `addresses`, finishes each file as it comes and stages it; the site's hashes afterwards.
   * @param {Awaited<ReturnType<typeof createStage>>} stage
   * @param {readonly string[]} addresses
   */
  async function renderInto(stage, addresses) {
    const finisher = await createSiteFinisher(stage);
    await mapLimited(addresses, RENDER_CONCURRENCY, async (address) => {
      for (const file of await renderer.render(address)) finisher.add(file);
    });
    return finisher.end();
  }

  /**
   * When a page brought an inline script or style the policy did not allow, the policy grows by its
   * hash: the recorded hashes and `_headers` are staged. Returns the new policy, or null.
   * @param {Awaited<ReturnType<typeof createStage>>} stage
   * @param {{ added: number, hashes: import("./finish.mjs").SiteHashes, llmOrigins: string[] }} finished
   */
  async function stagePolicy(stage, finished) {
    if (finished.added === 0) return null;
    const csp = cspFromHashes(finished.hashes, { connect: finished.llmOrigins });
    await stage.write(`/${CSP_HASHES_FILE}`, JSON.stringify(finished.hashes));
    await stage.write("/_headers", headersFile(csp));
    log(`content-build: ${finished.added} new inline hash(es); the Content-Security-Policy is written anew`);
    return csp;
  }

  /**
   * Phase "related": the other article pages whose recommended articles the last live run changed
   * (relatedChanges in app/features/articles/content-state.ts). Null when there are none.
   * @returns {Promise<{ staged: StagedChanges, csp: string | null, pages: number, milliseconds: number } | null>}
   */
  async function relatedPages() {
    if (related.length === 0) return null;
    const started = performance.now();
    const pages = related;
    const stage = await createStage(client);
    try {
      const csp = await stagePolicy(stage, await renderInto(stage, pages));
      /** @type {ContentState} */
      const state = await readJson(path.join(buildDir, CONTENT_STATE_FILE));
      await stage.writeOutside(
        path.join(buildDir, CONTENT_STATE_FILE),
        JSON.stringify({ ...state, pendingRelated: (state.pendingRelated ?? []).filter((page) => !pages.includes(page)) }),
      );
      related = [];
      return { staged: stage.result(), csp, pages: pages.length, milliseconds: Math.round(performance.now() - started) };
    } catch (error) {
      await stage.discard();
      throw error;
    }
  }

  /**
   * Phase "hub": the hub's files about the published articles (HUB_RESOURCE_PATHS) after a live run
   * changed what is published, staged.
   * @returns {Promise<{ staged: StagedChanges, milliseconds: number }>}
   */
  async function hubFiles() {
    const started = performance.now();
    const stage = await createStage(client);
    try {
      await renderInto(stage, HUB_RESOURCE_PATHS);
      return { staged: stage.result(), milliseconds: Math.round(performance.now() - started) };
    } catch (error) {
      await stage.discard();
      throw error;
    }
  }

  /** The landing page's lazily loaded sections, rendered once (the search indexes them with the page). */
  async function searchSections() {
    if (!sections) {
      const [file] = (await renderer.render(`/${SEARCH_SOURCES}`)).filter((rendered) => rendered.rel === `/${SEARCH_SOURCES}`);
      sections = /** @type {{ sections: { id: string, html: string }[] }} */ (JSON.parse(String(file?.body))).sections;
    }
    return sections;
  }

  /** The search's state (scripts/search-state.mjs) and the published articles; the state is null before a full build wrote it. */
  async function searchInputs() {
    /** @type {import("../search-state.mjs").SearchState | null} */
    const state = await readJson(path.join(buildDir, SEARCH_STATE_FILE)).catch(() => null);
    /** @type {ContentState} */
    const content = await readJson(path.join(buildDir, CONTENT_STATE_FILE));
    return { state: state?.version === 1 ? state : null, articles: content.articles };
  }

  /**
   * Stages the search's files for a state: `current.json`, `offline.json`, `fragments.json`
   * (compressed like every file) and the state beside build/client.
   * @param {Awaited<ReturnType<typeof createStage>>} stage
   * @param {import("../search-state.mjs").SearchState} state
   */
  async function stageSearchState(stage, state) {
    for (const [name, text] of Object.entries(searchFiles(state, PRECACHED_PAGES))) {
      const address = `/${SEARCH_DIR}/${name}`;
      const body = Buffer.from(text);
      await stage.write(address, body);
      await stageCopies(stage, address, await compressedCopies(address, body));
    }
    await stage.writeOutside(path.join(buildDir, SEARCH_STATE_FILE), JSON.stringify(state));
  }

  /**
   * Phase "search" (docs/decisions/0044): the articles added or revised since the main index are
   * indexed on their own, into `pagefind/recent/<hash>/`, and `current.json` names that index and
   * the main index's records it replaces (the withdrawn articles' too); the browser merges both. The
   * main index stays as it is, so the time grows with the changes, not with the site. The home page
   * follows after the publication's other phases (compactSearch). With more changes than
   * SEARCH_REBUILD_AT, or without a state, the whole site is indexed anew instead.
   * @returns {Promise<{ staged: StagedChanges, milliseconds: number }>}
   */
  async function search() {
    const started = performance.now();
    const { state, articles } = await searchInputs();
    const plan = searchPlan(state, articles);
    return plan.rebuild ? rebuildSearch(started, articles) : recentSearch(started, plan.state, plan.changes);
  }

  /**
   * The recent index of `changes.pages`, staged with the state that names it and the records it replaces.
   * @param {number} started
   * @param {import("../search-state.mjs").SearchState} state
   * @param {{ pages: string[], replaced: string[] }} changes
   * @returns {Promise<{ staged: StagedChanges, milliseconds: number }>}
   */
  async function recentSearch(started, state, changes) {
    const stage = await createStage(client);
    try {
      /** @type {import("../search-state.mjs").IndexResult | null} */
      let index = null;
      /** @type {string | null} */
      let base = null;
      if (changes.pages.length > 0) {
        const output = path.join(stage.staging, "_recent");
        index = await indexSite(client, { output, sections: await searchSections(), pages: changes.pages, log });
        base = `/${SEARCH_DIR}/${RECENT_DIR}/${index.hash}/`;
        for (const rel of [...index.files, ...Object.values(index.fragments)]) {
          const address = base + rel;
          stage.adopt(address, path.join(output, rel));
          await stageCopies(stage, address, await compressedCopies(address, await readFile(path.join(output, rel))));
        }
      }
      const next = withRecent(state, { index, base, replaced: changes.replaced });
      await stageSearchState(stage, next);
      await removeOldRecent(stage, next.recent?.path ?? null);
      return { staged: stage.result(), milliseconds: Math.round(performance.now() - started) };
    } catch (error) {
      await stage.discard();
      throw error;
    }
  }

  /**
   * Removes the files of earlier recent indexes older than SEARCH_FILES_KEPT_MS (open search pages
   * may still load them), but not those of `keep`.
   * @param {Awaited<ReturnType<typeof createStage>>} stage
   * @param {string | null} keep the current recent index's address
   */
  async function removeOldRecent(stage, keep, keptMs = SEARCH_FILES_KEPT_MS) {
    const dir = path.join(client, SEARCH_DIR, RECENT_DIR);
    const now = Date.now();
    for (const rel of await filesBelow(dir)) {
      const address = `/${SEARCH_DIR}/${RECENT_DIR}/${rel}`;
      if (keep && address.startsWith(keep)) continue;
      const liveStat = await stat(path.join(dir, rel)).catch(() => null);
      if (liveStat && now - liveStat.mtimeMs >= keptMs) stage.remove(address);
    }
  }

  /**
   * The whole site indexed anew into the main index, staged: new files of the index (named by
   * their content) are added; the entry file is replaced; files of earlier indexes older than
   * SEARCH_FILES_KEPT_MS go. The recent index is no longer named.
   * @param {number} started
   * @param {import("../search-state.mjs").LiveArticle[]} articles the published articles
   * @returns {Promise<{ staged: StagedChanges, milliseconds: number }>}
   */
  async function rebuildSearch(started, articles, keptMs = SEARCH_FILES_KEPT_MS) {
    const stage = await createStage(client);
    try {
      const output = path.join(stage.staging, "_index");
      const keep = path.join(buildDir, KEPT_COPIES_DIR);
      const index = await indexSite(client, { output, sections: await searchSections(), keep, log });
      const liveDir = path.join(client, SEARCH_DIR);
      const written = new Set();
      for (const rel of await filesBelow(output)) {
        written.add(rel);
        const target = path.join(liveDir, rel);
        const body = await readFile(path.join(output, rel));
        const liveStat = await stat(target).catch(() => null);
        if (liveStat && (namedByContent(rel) ? liveStat.size === body.length : (await readFile(target)).equals(body))) continue;
        const address = `/${SEARCH_DIR}/${rel}`;
        stage.adopt(address, path.join(output, rel));
        await stageCopies(stage, address, await compressedCopies(address, body));
      }
      const next = mainSearchState(index, articles);
      await stageSearchState(stage, next);
      for (const name of Object.keys(searchFiles(next, []))) written.add(name);
      const now = Date.now();
      for (const rel of await filesBelow(liveDir)) {
        if (!leftBehind(rel, written)) continue;
        const liveStat = await stat(path.join(liveDir, rel)).catch(() => null);
        if (liveStat && now - liveStat.mtimeMs >= keptMs) stage.remove(`/${SEARCH_DIR}/${rel}`);
      }
      await removeOldRecent(stage, null, keptMs);
      return { staged: stage.result(), milliseconds: Math.round(performance.now() - started) };
    } catch (error) {
      await stage.discard();
      throw error;
    }
  }

  /**
   * Phase "search" again, in the background once a publication's pages are settled: the home page
   * joins the recent index (the publication's search phase leaves it out: reading it into a DOM takes
   * seconds on a busy machine, and its sections only list what the articles say), and once the
   * recent index would hold more than SEARCH_COMPACT_AFTER pages the main index is made anew from
   * the whole site instead, so the recent one stays small. Null when there is nothing to do.
   * @returns {Promise<{ staged: StagedChanges, milliseconds: number } | null>}
   */
  async function compactSearch() {
    const started = performance.now();
    const { state, articles } = await searchInputs();
    const plan = compactPlan(state, articles);
    if (!plan) return null;
    return plan.rebuild ? rebuildSearch(started, articles) : recentSearch(started, plan.state, plan.changes);
  }

  /**
   * Phase "offline": the service worker precaches the app's code and shell only, never content
   * (docs/decisions/0044), so a publication changes nothing it precaches and a visitor is never
   * offered a new version for an article. This phase checks that: when what the worker would
   * precache differs from what the live worker precaches (a full build's files replaced by hand,
   * say), it is written again; otherwise (always, after a publication) it answers null.
   * @returns {Promise<{ staged: StagedChanges, milliseconds: number } | null>}
   */
  async function serviceWorker() {
    const address = `/${SERVICE_WORKER_FILE}`;
    const live = await readFile(path.join(client, SERVICE_WORKER_FILE), "utf8").catch(() => null);
    if (live === null) return null;
    const started = performance.now();
    const entries = await precacheEntries(client);
    if (entries.every((entry) => live.includes(JSON.stringify(entry.url)) && (!entry.revision || live.includes(entry.revision))))
      return null;
    const stage = await createStage(client);
    try {
      const dest = path.join(stage.staging, SERVICE_WORKER_FILE);
      await writeServiceWorker(client, { log, dest });
      stage.adopt(address, dest);
      await stageCopies(stage, address, await compressedCopies(address, await readFile(dest)));
      return { staged: stage.result(), milliseconds: Math.round(performance.now() - started) };
    } catch (error) {
      await stage.discard();
      throw error;
    }
  }

  /**
   * After a run: when the build was made from this project's code as it is now, its completion
   * marker is written anew for the articles as they are now, so `npm start` and `npm run hub` serve
   * it instead of building again (scripts/ensure-build.mjs). Otherwise the marker stays stale.
   * @param {string} projectRoot
   */
  function refreshMarker(projectRoot) {
    if (path.resolve(projectRoot, "build") !== path.resolve(buildDir)) return false;
    const marker = markerOfThisCode(projectRoot, client);
    if (!marker) return false;
    writeFileAtomicSync(
      path.join(client, BUILD_COMPLETE_FILE),
      buildCompleteText(inputsFingerprint(projectRoot), marker.code, marker.settings),
    );
    return true;
  }

  /**
   * Reads the folder and renders the files every run renders (the hub's lists measure each article
   * with the hub's analysis), writing nothing: what is worked out per article is then kept, and the
   * first publication after a start costs what every later one does.
   */
  async function warm() {
    /** @type {ContentState} */
    const state = await readJson(path.join(buildDir, CONTENT_STATE_FILE));
    const run = renderer.api.prepare(state, Date.now(), articlesDir);
    if (run.state.articles.length > 0 && !renderer.hasArticleRoutes) return;
    // The home page loads its lazily rendered sections' modules on its first render.
    for (const address of [...RESOURCE_PATHS, "/"]) await renderer.render(address);
    // The search phase reads the live home page into its sections (a DOM): once now, so the first
    // publication's search does not pay for loading and compiling that code.
    const home = await readFile(path.join(client, "index.html"), "utf8").catch(() => null);
    if (home)
      sectionRecords(separateWords(home), "/", new Map((await searchSections()).map((section) => [section.id, section.html])));
  }

  /**
   * @typedef {{ served: string | null, now: string | null, reads: ReturnType<typeof renderer.readsOf> }} Knowledge
   *   the fact base's resource as the site serves it and as it renders now, with what rendering it read
   */

  /**
   * The fact base's resource (it holds everything the pages read of it, docs/decisions/0076) as the site serves it and
   * as it renders now: read and rendered once per run, and handed to what compares them.
   * @returns {Promise<Knowledge>}
   */
  async function knowledge() {
    const served = await readFile(path.join(client, KNOWLEDGE_PATH.slice(1)), "utf8").catch(() => null);
    const [file] = await renderer.render(KNOWLEDGE_PATH);
    return { served, now: file ? file.body.toString("utf8") : null, reads: renderer.readsOf(KNOWLEDGE_PATH) };
  }

  /** Whether the fact base differs from the one the site was built with. @param {Knowledge} knowledge */
  const knowledgeChanged = ({ served, now }) => served === null || now === null || served !== now;

  /** The digest of a text of the fact base's resource, as the kept work names the one it was worked out with. @param {string} text */
  const knowledgeDigest = (text) => createHash("sha256").update(text).digest("base64url");

  /**
   * Takes up what an earlier process of this build's code kept beside it (docs/decisions/0079): the entries worked
   * out with the fact base the site serves, but those that read what changed of it since. Before anything is rendered
   * but the fact base's resource. Null when the bundle keeps nothing.
   * @returns {Promise<{ kept: number, dropped: number } | null>}
   */
  /** The code and fact base of the kept work's file as this builder last read or wrote it. */
  /** @type {{ code?: string, knowledge?: string } | null} */
  let keptWorkOnDisk = null;

  async function loadKeptWork(/** @type {Knowledge} */ { served, now }) {
    const api = renderer.keptWork;
    if (!api) return null;
    /** @type {{ code?: string, knowledge?: string, work?: import("./render.mjs").KeptWorkFile } | null} */
    const file = await readJson(path.join(buildDir, KEPT_WORK_FILE)).catch(() => null);
    keptWorkOnDisk = file?.work ? { code: file.code, knowledge: file.knowledge } : null;
    const usable =
      file?.work &&
      served !== null &&
      file.code === readBuildComplete(client)?.code &&
      file.knowledge === knowledgeDigest(served);
    if (!usable || served === null) return api.load(null, new Set());
    const text = now ?? "";
    return api.load(file.work ?? null, text === served ? new Set() : changedReads(served, text));
  }

  /**
   * Keeps what this process worked out beside the build, for the fact base it now serves (after its files are in
   * place). Written only when it differs from the file loaded: other entries, another code or another fact base.
   */
  async function saveKeptWork() {
    const saved = renderer.keptWork?.saved();
    const code = readBuildComplete(client)?.code;
    const served = await readFile(path.join(client, KNOWLEDGE_PATH.slice(1)), "utf8").catch(() => null);
    if (!saved || !code || served === null) return;
    const knowledge = knowledgeDigest(served);
    if (!saved.changed && keptWorkOnDisk?.code === code && keptWorkOnDisk.knowledge === knowledge) return;
    writeFileAtomicSync(path.join(buildDir, KEPT_WORK_FILE), JSON.stringify({ code, knowledge, work: saved.file }));
    keptWorkOnDisk = { code, knowledge };
  }

  return {
    knowledge,
    loadKeptWork,
    saveKeptWork,
    live,
    everyPage,
    factPages,
    knowledgeChanged,
    /**
     * The whole site indexed anew into the main index, staged; `keptMs`: how long earlier indexes' files stay for open
     * search pages (none for a build that no reader sees yet).
     * @param {{ keptMs?: number }} [options]
     */
    searchAnew: async ({ keptMs = SEARCH_FILES_KEPT_MS } = {}) =>
      rebuildSearch(performance.now(), (await searchInputs()).articles, keptMs),
    search,
    hubFiles,
    compactSearch,
    related: relatedPages,
    serviceWorker,
    refreshMarker,
    warm,
    /** What the site must serve for an article file once it is live (the editor mode compares before it says "Live"). */
    expectPage: renderer.api.expectPage,
    hasArticleRoutes: renderer.hasArticleRoutes,
  };
}

/** @param {number} number */
function childSitemap(number) {
  return `/sitemaps/${number}.xml`;
}

/**
 * @typedef {import("../search-state.mjs").SearchState} SearchState
 * @typedef {{ pages: string[], replaced: string[] }} SearchChanges
 * @typedef {{ rebuild: true } | { rebuild: false, state: SearchState, changes: SearchChanges }} SearchPlan
 *   rebuild: the whole site indexed anew into the main index; otherwise `changes.pages` into an index of recent changes
 */

/**
 * The files a live run deletes, each with its compressed copies: the removed pages' HTML and loader data, the
 * withdrawn articles' Markdown twins, and the child sitemaps the split no longer makes.
 * @param {{ removedPages: readonly string[], removedTwins: readonly string[] }} plan
 * @param {number} childrenBefore the child sitemaps the live site has
 * @param {number} children the child sitemaps this run made
 * @returns {string[]}
 */
export function goneFiles(plan, childrenBefore, children) {
  const gone = [
    ...plan.removedPages.flatMap((page) => [`${page}/index.html`, `${page}.data`]),
    ...plan.removedTwins,
    ...Array.from({ length: Math.max(0, childrenBefore - children) }, (_, index) => childSitemap(children + index + 1)),
  ];
  return gone.flatMap((rel) => ["", ".br", ".gz"].map((suffix) => rel + suffix));
}

/**
 * Whether a file of Pagefind's index (relative to SEARCH_DIR) is named by its content: the same name is the same
 * file, so a rebuild compares only its size before it keeps the live one (other files it compares byte by byte).
 * @param {string} rel
 */
export function namedByContent(rel) {
  return /^(?:index|fragment|filter)\//.test(rel) || rel.endsWith(".pf_meta");
}

/**
 * Whether a live file of the search (relative to SEARCH_DIR) is left behind by a rebuild that wrote `written`:
 * neither it nor the file it is a compressed copy of was written again, and it belongs to no index of recent
 * changes (their files go by removeOldRecent). Such a file is removed once older than SEARCH_FILES_KEPT_MS.
 * @param {string} rel
 * @param {ReadonlySet<string>} written
 */
export function leftBehind(rel, written) {
  return !written.has(rel.replace(/\.(?:br|gz)$/, "")) && !rel.startsWith(`${RECENT_DIR}/`);
}

/**
 * What a publication's search phase indexes: the articles added or revised since the main index, on their own
 * (the home page follows in compactPlan); the whole site anew without a state or past SEARCH_REBUILD_AT pages.
 * @param {SearchState | null} state
 * @param {readonly import("../search-state.mjs").LiveArticle[]} articles published now
 * @returns {SearchPlan}
 */
export function searchPlan(state, articles) {
  if (!state) return { rebuild: true };
  const changes = searchChanges(state.main, articles, { home: false });
  return changes.pages.length > SEARCH_REBUILD_AT ? { rebuild: true } : { rebuild: false, state, changes };
}

/**
 * What the background search phase after a publication indexes: the changes with the home page, or the whole site
 * anew without a state or past SEARCH_COMPACT_AFTER pages; null when nothing changed since the main index or the
 * recent index already holds the home page.
 * @param {SearchState | null} state
 * @param {readonly import("../search-state.mjs").LiveArticle[]} articles published now
 * @returns {SearchPlan | null}
 */
export function compactPlan(state, articles) {
  if (!state) return { rebuild: true };
  const changes = searchChanges(state.main, articles);
  if (changes.pages.length > SEARCH_COMPACT_AFTER) return { rebuild: true };
  if (changes.pages.length === 0 || state.recent?.pages.includes("/")) return null;
  return { rebuild: false, state, changes };
}

/**
 * Files below a folder, relative, with forward slashes.
 * @param {string} dir
 * @param {string} [prefix]
 * @returns {Promise<string[]>}
 */
export async function filesBelow(dir, prefix = "") {
  /** @type {string[]} */
  const files = [];
  let entries;
  try {
    entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesBelow(dir, rel)));
    else if (entry.isFile()) files.push(rel);
  }
  return files;
}

/**
 * @template T, R
 * @param {readonly T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<R>} task
 * @returns {Promise<R[]>} in the order of `items`; the first failure is thrown once the tasks under way ended
 */
export async function mapLimited(items, limit, task) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(/** @type {T} */ (items[index]));
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = settled.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
  return results;
}
