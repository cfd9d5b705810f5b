import { describe, expect, it, vi } from "vitest";

import { REVALIDATE_MS, SearchLoadError, createSiteSearch } from "./site-search";
import { articleFragment, fakePagefind, sectionFragment } from "./search.fixtures";

const entry =
  (hash: string, recent: { path: string | null; drop: string[] } | null = null) =>
  async () => ({
    ok: true,
    json: async () => ({ version: hash, recent }),
  });
const reachable = entry("de-at_1");

describe("createSiteSearch", () => {
  it("loads Pagefind once, on first use, from the index folder", async () => {
    const { module, calls } = fakePagefind([articleFragment, sectionFragment]);
    const importModule = vi.fn(async () => module);
    const search = createSiteSearch({ importModule, fetchFile: reachable });
    expect(importModule).not.toHaveBeenCalled();

    search.preload();
    const results = await search.search("Zoll");
    await search.search("Wien");
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(importModule).toHaveBeenCalledWith("/pagefind/pagefind.js");
    expect(calls).toMatchObject({ created: 1, init: 1, searches: ["Zoll", "Wien"] });
    expect(results).toHaveLength(2);

    // Texts load only for the results asked for.
    expect(await search.fragments(results.slice(0, 1))).toEqual([articleFragment]);
    expect(calls.data).toBe(1);
  });

  it("reports a script that fails to load, and loads it again under a new address after reset()", async () => {
    const { module } = fakePagefind([articleFragment]);
    const importModule = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(module);
    const search = createSiteSearch({ importModule, fetchFile: reachable });

    await expect(search.search("Zoll")).rejects.toBeInstanceOf(SearchLoadError);
    // The failure is remembered until the visitor retries.
    await expect(search.search("Zoll")).rejects.toBeInstanceOf(SearchLoadError);
    expect(importModule).toHaveBeenCalledTimes(1);

    search.reset();
    await expect(search.search("Zoll")).resolves.toHaveLength(1);
    expect(importModule).toHaveBeenLastCalledWith("/pagefind/pagefind.js?attempt=1");
  });

  it("reports an index that fails to start (WebAssembly, metadata)", async () => {
    const { module } = fakePagefind([]);
    const broken = {
      createInstance: () => ({
        ...module.createInstance({ basePath: "/pagefind/" }),
        init: () => Promise.reject(new Error("wasm")),
      }),
    };
    const search = createSiteSearch({ importModule: async () => broken, fetchFile: reachable });
    await expect(search.search("Zoll")).rejects.toThrow(SearchLoadError);
    search.reset();
  });

  it("tells no hits from an unreachable or replaced index", async () => {
    const { module } = fakePagefind([articleFragment]);
    const online = createSiteSearch({ importModule: async () => module, fetchFile: reachable });
    await expect(online.search("nichts")).resolves.toEqual([]);

    let answers = 0;
    const goesOffline = createSiteSearch({
      importModule: async () => module,
      fetchFile: async (url) => (answers++ === 0 ? reachable() : { ok: false, json: async () => ({ url }) }),
    });
    await expect(goesOffline.search("nichts")).rejects.toBeInstanceOf(SearchLoadError);

    const unreachable = createSiteSearch({
      importModule: async () => module,
      fetchFile: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await expect(unreachable.search("Zoll")).rejects.toBeInstanceOf(SearchLoadError);

    // A new deploy while the page was open: the chunks asked for are gone, the entry names a new index.
    let deploys = 0;
    const redeployed = createSiteSearch({ importModule: async () => module, fetchFile: () => entry(`de-at_${++deploys}`)() });
    await expect(redeployed.search("nichts")).rejects.toBeInstanceOf(SearchLoadError);
    redeployed.reset();
    await expect(redeployed.search("Zoll")).resolves.toHaveLength(1);
  });

  it("merges the index of recent changes and leaves out the main index's records it replaces", async () => {
    const { module, calls } = fakePagefind([articleFragment, sectionFragment]);
    const search = createSiteSearch({
      importModule: async () => module,
      fetchFile: entry("de-at_1 de-at_2", { path: "/pagefind/recent/de-at_2/", drop: ["0"] }),
    });
    const results = await search.search("Zoll");
    expect(calls.merged).toEqual(["/pagefind/recent/de-at_2/"]);
    expect(results.map((result) => result.id)).toEqual(["1"]);

    // A withdrawal alone: nothing to merge, a record to leave out.
    const withdrawn = fakePagefind([articleFragment, sectionFragment]);
    const after = createSiteSearch({
      importModule: async () => withdrawn.module,
      fetchFile: entry("de-at_1 drop-1", { path: null, drop: ["1"] }),
    });
    expect((await after.search("Zoll")).map((result) => result.id)).toEqual(["0"]);
    expect(withdrawn.calls.merged).toEqual([]);
  });

  it("follows a publication while the page is open: the search after the next check uses the new index", async () => {
    const { module, calls } = fakePagefind([articleFragment]);
    let clock = 0;
    let deployed = entry("de-at_1");
    const search = createSiteSearch({ importModule: async () => module, fetchFile: () => deployed(), now: () => clock });
    await search.search("Zoll");
    deployed = entry("de-at_1 de-at_9", { path: "/pagefind/recent/de-at_9/", drop: [] });
    // Within the interval nothing is asked.
    await search.search("Zoll");
    expect(calls.created).toBe(1);
    clock += REVALIDATE_MS;
    // This search still answers from the loaded index; the check runs beside it.
    await search.search("Zoll");
    await vi.waitFor(() => expect(calls.merged).toEqual(["/pagefind/recent/de-at_9/"]));
    await search.search("Wien");
    expect(calls.created).toBe(2);
    expect(calls.destroyed).toBe(1);
  });

  it("reports a result whose text fails to load", async () => {
    const { module } = fakePagefind([articleFragment]);
    const search = createSiteSearch({ importModule: async () => module, fetchFile: reachable });
    const [result] = await search.search("Zoll");
    const failing = { ...result!, data: () => Promise.reject(new Error("chunk")) };
    await expect(search.fragments([failing])).rejects.toBeInstanceOf(SearchLoadError);
  });

  it("refuses a file that is not Pagefind's loader", async () => {
    const search = createSiteSearch({ importModule: async () => ({ default: 1 }), fetchFile: reachable });
    await expect(search.search("Zoll")).rejects.toBeInstanceOf(SearchLoadError);
  });
});
