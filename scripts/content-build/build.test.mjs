// The content build's own decisions (build.mjs), without a build to render with: which files a live run deletes,
// what the search phases index (a recent index or the whole site anew), which files of the live index a rebuild
// keeps or leaves behind, and the bounded concurrency the renders run with. Which pages a change renders is
// app/features/articles/content-state.ts's (tested there).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { mainSearchState } from "../search-state.mjs";
import {
  SEARCH_COMPACT_AFTER,
  SEARCH_REBUILD_AT,
  compactPlan,
  filesBelow,
  goneFiles,
  leftBehind,
  mapLimited,
  namedByContent,
  searchPlan,
} from "./build.mjs";

/** @param {number} count @param {string} [hash] */
const articles = (count, hash = "h1") =>
  Array.from({ length: count }, (_, index) => ({ slug: `artikel-${String(index).padStart(4, "0")}`, hash }));

/** The search's state after a full index of `live`. @param {{ slug: string, hash: string }[]} live */
const indexed = (live) =>
  mainSearchState(
    {
      hash: "main",
      records: live.length,
      fragments: Object.fromEntries(
        live.map((article, index) => [`/ratgeber/${article.slug}`, `fragment/de_${index}.pf_fragment`]),
      ),
      files: ["pagefind-entry.json"],
    },
    live,
  );

describe("the files a live run deletes", () => {
  it("takes a removed page's HTML and data, a withdrawn article's twin and the child sitemaps no longer made, each with its copies", () => {
    const gone = goneFiles({ removedPages: ["/ratgeber/alt"], removedTwins: ["/ratgeber/alt.md"] }, 3, 1);
    expect(gone).toEqual([
      "/ratgeber/alt/index.html",
      "/ratgeber/alt/index.html.br",
      "/ratgeber/alt/index.html.gz",
      "/ratgeber/alt.data",
      "/ratgeber/alt.data.br",
      "/ratgeber/alt.data.gz",
      "/ratgeber/alt.md",
      "/ratgeber/alt.md.br",
      "/ratgeber/alt.md.gz",
      "/sitemaps/2.xml",
      "/sitemaps/2.xml.br",
      "/sitemaps/2.xml.gz",
      "/sitemaps/3.xml",
      "/sitemaps/3.xml.br",
      "/sitemaps/3.xml.gz",
    ]);
  });

  it("deletes no sitemap when the split makes as many or more, and nothing when nothing was removed", () => {
    expect(goneFiles({ removedPages: [], removedTwins: [] }, 2, 2)).toEqual([]);
    expect(goneFiles({ removedPages: [], removedTwins: [] }, 1, 3)).toEqual([]);
    // A site that was split no longer is: every child sitemap goes.
    expect(goneFiles({ removedPages: [], removedTwins: [] }, 2, 0).filter((rel) => rel.endsWith(".xml"))).toEqual([
      "/sitemaps/1.xml",
      "/sitemaps/2.xml",
    ]);
  });
});

describe("what a publication's search phase indexes", () => {
  const live = articles(5);

  it("indexes the whole site anew when the full build left no state", () => {
    expect(searchPlan(null, live)).toEqual({ rebuild: true });
  });

  it("indexes the added, revised and withdrawn articles' pages into a recent index, without the home page", () => {
    const state = indexed(live);
    const now = [...live.slice(1, 4), { slug: "artikel-0004", hash: "h2" }, { slug: "neu", hash: "h1" }];
    const plan = searchPlan(state, now);
    expect(plan).toEqual({
      rebuild: false,
      state,
      changes: {
        pages: ["/ratgeber/artikel-0004", "/ratgeber/neu"],
        replaced: ["/ratgeber/artikel-0004", "/ratgeber/neu", "/ratgeber/artikel-0000"],
      },
    });
  });

  it("has nothing to index when nothing changed since the main index", () => {
    expect(searchPlan(indexed(live), live)).toEqual({
      rebuild: false,
      state: indexed(live),
      changes: { pages: [], replaced: [] },
    });
  });

  it("indexes the whole site anew past SEARCH_REBUILD_AT changed pages", () => {
    const many = articles(SEARCH_REBUILD_AT + 1);
    const state = indexed(many);
    expect(searchPlan(state, articles(SEARCH_REBUILD_AT, "h2"))).toMatchObject({ rebuild: false });
    expect(searchPlan(state, articles(SEARCH_REBUILD_AT + 1, "h2"))).toEqual({ rebuild: true });
  });
});

describe("what the search phase after a publication indexes", () => {
  const live = articles(SEARCH_COMPACT_AFTER + 5);

  it("indexes the whole site anew without a state", () => {
    expect(compactPlan(null, live)).toEqual({ rebuild: true });
  });

  it("adds the home page to the recent index of the changes", () => {
    const state = indexed(live);
    const now = live.map((article, index) => (index === 2 ? { ...article, hash: "h2" } : article));
    expect(compactPlan(state, now)).toEqual({
      rebuild: false,
      state,
      changes: { pages: ["/", "/ratgeber/artikel-0002"], replaced: ["/", "/ratgeber/artikel-0002"] },
    });
  });

  it("does nothing when nothing changed, or when the recent index already holds the home page", () => {
    const state = indexed(live);
    expect(compactPlan(state, live)).toBeNull();
    const now = live.map((article, index) => (index === 2 ? { ...article, hash: "h2" } : article));
    const withHome = {
      ...state,
      recent: { hash: "r", fragments: {}, files: [], path: "/pagefind/recent/r/", pages: ["/"], drop: [] },
    };
    expect(compactPlan(withHome, now)).toBeNull();
    const withoutHome = { ...withHome, recent: { ...withHome.recent, pages: ["/ratgeber/artikel-0002"] } };
    expect(compactPlan(withoutHome, now)).toMatchObject({ rebuild: false });
  });

  it("makes the main index anew once the recent index would hold more than SEARCH_COMPACT_AFTER pages", () => {
    const state = indexed(live);
    // The home page counts: SEARCH_COMPACT_AFTER - 1 articles and "/" fit, one more does not.
    const revise = (/** @type {number} */ count) =>
      live.map((article, index) => (index < count ? { ...article, hash: "h2" } : article));
    expect(compactPlan(state, revise(SEARCH_COMPACT_AFTER - 1))).toMatchObject({ rebuild: false });
    expect(compactPlan(state, revise(SEARCH_COMPACT_AFTER))).toEqual({ rebuild: true });
  });
});

describe("the live index's files in a rebuild", () => {
  it("compares Pagefind's content-named files by size only", () => {
    for (const rel of [
      "index/de_1a2b.pf_index",
      "fragment/de_3c4d.pf_fragment",
      "filter/de_5e6f.pf_filter",
      "pagefind.de_7a8b.pf_meta",
    ]) {
      expect(namedByContent(rel), rel).toBe(true);
    }
    for (const rel of [
      "pagefind-entry.json",
      "pagefind.js",
      "vocabulary.json",
      "recent/abc/index/de_1.pf_index",
      "fragments.json",
    ]) {
      expect(namedByContent(rel), rel).toBe(false);
    }
  });

  it("leaves behind what it did not write again, but neither a written file's compressed copies nor a recent index's files", () => {
    const written = new Set(["pagefind-entry.json", "index/de_new.pf_index"]);
    expect(leftBehind("index/de_old.pf_index", written)).toBe(true);
    expect(leftBehind("index/de_old.pf_index.br", written)).toBe(true);
    expect(leftBehind("index/de_new.pf_index", written)).toBe(false);
    expect(leftBehind("pagefind-entry.json.gz", written)).toBe(false);
    expect(leftBehind("pagefind-entry.json.br", written)).toBe(false);
    expect(leftBehind("recent/abc/pagefind-entry.json", written)).toBe(false);
  });
});

/** @type {string[]} */
const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the files below a folder", () => {
  it("lists every file at any depth with forward slashes, and none for a missing folder", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "content-build-"));
    made.push(dir);
    for (const rel of ["a.json", "index/b.pf_index", "recent/x/index/c.pf_index"]) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), "");
    }
    mkdirSync(path.join(dir, "empty"));
    expect((await filesBelow(dir)).sort()).toEqual(["a.json", "index/b.pf_index", "recent/x/index/c.pf_index"]);
    expect(await filesBelow(path.join(dir, "missing"))).toEqual([]);
  });
});

describe("renders with bounded concurrency", () => {
  /** A task that waits for the test to let it finish. */
  function gated() {
    /** @type {Map<number, () => void>} */
    const open = new Map();
    /** @type {number[]} */
    const started = [];
    let running = 0;
    let most = 0;
    const task = (/** @type {number} */ item) =>
      new Promise((resolve) => {
        started.push(item);
        running++;
        most = Math.max(most, running);
        open.set(item, () => {
          running--;
          resolve(item * 10);
        });
      });
    return { task, started, open, most: () => most };
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("runs at most `limit` tasks at a time and answers in the order of the items, whatever order they end in", async () => {
    const { task, started, open, most } = gated();
    const all = mapLimited([1, 2, 3, 4, 5], 2, task);
    await tick();
    expect(started).toEqual([1, 2]);
    open.get(2)?.();
    await tick();
    expect(started).toEqual([1, 2, 3]);
    for (const item of [3, 1]) open.get(item)?.();
    await tick();
    for (const item of [5, 4]) open.get(item)?.();
    expect(await all).toEqual([10, 20, 30, 40, 50]);
    expect(most()).toBe(2);
  });

  it("answers an empty list at once and takes fewer workers than the limit for a short list", async () => {
    expect(await mapLimited([], 4, async () => 1)).toEqual([]);
    expect(await mapLimited(["a"], 4, async (item) => item.toUpperCase())).toEqual(["A"]);
  });

  it("starts no new task after a failure and throws the first failure once the tasks under way ended", async () => {
    const { task, started, open } = gated();
    let settled = false;
    const all = mapLimited([1, 2, 3, 4], 2, async (/** @type {number} */ item) => {
      if (item === 1) throw new Error("render /ratgeber/x failed");
      return task(item);
    });
    void all.catch(() => {}).finally(() => (settled = true));
    await tick();
    // Item 1 failed at once; item 2 is under way and nothing else starts.
    expect(started).toEqual([2]);
    expect(settled).toBe(false);
    open.get(2)?.();
    await expect(all).rejects.toThrow("render /ratgeber/x failed");
    expect(started).toEqual([2]);
  });
});
