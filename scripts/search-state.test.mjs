import { describe, expect, it } from "vitest";

import { mainSearchState, mergedFragments, searchChanges, searchFiles, withRecent } from "./search-state.mjs";

const main = mainSearchState(
  {
    hash: "de-at_main",
    records: 4,
    fragments: {
      "/#faq": "fragment/de-at_faq.pf_fragment",
      "/#guides": "fragment/de-at_guides.pf_fragment",
      "/ratgeber/a": "fragment/de-at_a.pf_fragment",
      "/ratgeber/b": "fragment/de-at_b.pf_fragment",
    },
    files: ["index/de-at_1.pf_index", "pagefind-entry.json"],
  },
  [
    { slug: "a", hash: "1" },
    { slug: "b", hash: "2" },
  ],
);

describe("the search between two full indexes", () => {
  it("has nothing to add while the articles are the ones the main index was made from", () => {
    expect(
      searchChanges(main.main, [
        { slug: "b", hash: "2" },
        { slug: "a", hash: "1" },
      ]),
    ).toEqual({ pages: [], replaced: [] });
  });

  it("indexes the home page and each added or revised article again, and replaces the withdrawn ones", () => {
    const changes = searchChanges(main.main, [
      { slug: "neu", hash: "9" },
      { slug: "a", hash: "1b" },
    ]);
    expect(changes).toEqual({
      pages: ["/", "/ratgeber/a", "/ratgeber/neu"],
      replaced: ["/", "/ratgeber/a", "/ratgeber/neu", "/ratgeber/b"],
    });
  });

  it("leaves out the main index's records the recent one replaces, but not a record it holds unchanged", () => {
    const state = withRecent(main, {
      base: "/pagefind/recent/de-at_r/",
      replaced: ["/", "/ratgeber/a", "/ratgeber/neu", "/ratgeber/b"],
      index: {
        hash: "de-at_r",
        records: 3,
        fragments: {
          "/#faq": "fragment/de-at_faq.pf_fragment",
          "/#guides": "fragment/de-at_guides2.pf_fragment",
          "/ratgeber/a": "fragment/de-at_a2.pf_fragment",
          "/ratgeber/neu": "fragment/de-at_neu.pf_fragment",
        },
        files: ["pagefind-entry.json"],
      },
    });
    expect(state.recent).toMatchObject({
      path: "/pagefind/recent/de-at_r/",
      drop: ["de-at_a", "de-at_b", "de-at_guides"],
      pages: ["/", "/ratgeber/a", "/ratgeber/neu"],
    });
    expect(mergedFragments(state)).toEqual({
      "/#faq": "/pagefind/recent/de-at_r/fragment/de-at_faq.pf_fragment",
      "/#guides": "/pagefind/recent/de-at_r/fragment/de-at_guides2.pf_fragment",
      "/ratgeber/a": "/pagefind/recent/de-at_r/fragment/de-at_a2.pf_fragment",
      "/ratgeber/neu": "/pagefind/recent/de-at_r/fragment/de-at_neu.pf_fragment",
    });

    const files = searchFiles(state, ["/"]);
    expect(JSON.parse(files["current.json"] ?? "")).toEqual({
      version: "de-at_main de-at_r",
      recent: { path: "/pagefind/recent/de-at_r/", drop: ["de-at_a", "de-at_b", "de-at_guides"], pages: state.recent?.pages },
    });
    // Offline: both indexes whole, and the texts of the pages that are always offline.
    expect(JSON.parse(files["offline.json"] ?? "").files).toEqual([
      "/pagefind/index/de-at_1.pf_index",
      "/pagefind/pagefind-entry.json",
      "/pagefind/recent/de-at_r/pagefind-entry.json",
      "/pagefind/recent/de-at_r/fragment/de-at_faq.pf_fragment",
      "/pagefind/recent/de-at_r/fragment/de-at_guides2.pf_fragment",
    ]);
  });

  it("leaves the home page to a later run when asked, and a withdrawal alone needs no index", () => {
    const withdrawn = searchChanges(main.main, [{ slug: "a", hash: "1" }], { home: false });
    expect(withdrawn).toEqual({ pages: [], replaced: ["/ratgeber/b"] });
    const state = withRecent(main, { index: null, base: null, ...withdrawn });
    expect(state.recent).toMatchObject({ path: null, pages: [], drop: ["de-at_b"] });
    const current = JSON.parse(searchFiles(state, [])["current.json"] ?? "");
    expect(current).toMatchObject({ recent: { path: null, drop: ["de-at_b"] } });
    expect(current.version).toMatch(/^de-at_main drop-[0-9a-f]+$/);
    expect(mergedFragments(state)).not.toHaveProperty("/ratgeber/b");
  });

  it("names only the main index without recent changes", () => {
    expect(JSON.parse(searchFiles(withRecent(main, null), [])["current.json"] ?? "")).toEqual({
      version: "de-at_main",
      recent: null,
    });
  });
});
