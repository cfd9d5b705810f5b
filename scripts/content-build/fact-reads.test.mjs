// Which pages a change of the fact base touches (docs/decisions/0078): the change compared property by property,
// and the pages chosen by what they read.
import { describe, expect, it } from "vitest";

import { changedReads, nextFactReads, pagesReading } from "./fact-reads.mjs";

/** @returns {any} a resource's shape, loosely typed for editing */
const base = () => ({
  sources: {
    kurier: { url: "https://kurier.at/a", title: "Preise", name: "Kurier", published: "2025-07-01" },
    wien: { url: "https://www.wien.gv.at/b/", title: "Amt", name: "Stadt Wien", accessed: "2026-11-27" },
  },
  factFiles: {
    market: [
      { id: "price", values: { fromEur: 19 }, statement: "ab etwa {fromEur|euro}", sources: [{ $quelle: "kurier" }] },
      { id: "shop", values: { shop: "Laden" }, statement: "{shop}", sources: [{ $quelle: "wien" }] },
    ],
  },
  series: [{ key: "macaron", name: "Exciting Macaron", regularCount: { value: 6 } }],
});
const text = (/** @type {unknown} */ value) => JSON.stringify(value);

describe("what changed in the fact base", () => {
  it("names each changed property of a fact, a source and a series, and nothing else", () => {
    const after = base();
    after.factFiles.market[0].values.fromEur = 21;
    after.sources.kurier.title = "Neue Preise";
    after.series[0].regularCount.value = 7;
    expect([...(changedReads(text(base()), text(after)) ?? [])].sort()).toEqual([
      "fact:price#*",
      "fact:price#values",
      "series:macaron#*",
      "series:macaron#regularCount",
      "source:kurier#*",
      "source:kurier#title",
    ]);
    expect(changedReads(text(base()), text(base()))?.size).toBe(0);
  });

  it("is a change of shape when a fact or series comes, goes or moves; a new source is not", () => {
    const added = base();
    added.factFiles.market.push({ id: "more", values: { shop: "x" }, statement: "x", sources: [] });
    expect(changedReads(text(base()), text(added))).toBeNull();
    const moved = base();
    moved.factFiles.market.reverse();
    expect(changedReads(text(base()), text(moved))).toBeNull();
    const cited = base();
    Object.assign(cited.sources, { neu: { url: "https://kurier.at/c", title: "Neu", name: "Kurier", published: "2026-11-28" } });
    cited.factFiles.market[0].sources.push({ $quelle: "neu" });
    const changed = changedReads(text(base()), text(cited));
    expect(changed).not.toBeNull();
    expect(changed).toContain("sources#*");
    expect(changed).toContain("fact:price#sources");
    expect(changed).toContain("source-page:kurier.at/c");
    expect(changed).not.toContain("source-page:wien.gv.at/b");
  });

  it("names the cited page whose day read changed, by the address's common form", () => {
    const after = base();
    after.sources.wien.accessed = "2026-12-01";
    expect(changedReads(text(base()), text(after))).toContain("source-page:wien.gv.at/b");
  });
});

describe("the pages a change renders", () => {
  const record = nextFactReads(
    null,
    new Map([
      ["/", ["fact:price#values", "source:kurier#title"]],
      ["/impressum", []],
      ["/serien", ["series:macaron#regularCount"]],
    ]),
  );
  const addresses = ["/", "/impressum", "/serien", "/ratgeber/neu"];

  it("are those that read a changed property, and those without a record", () => {
    const chosen = pagesReading({ addresses, record, changed: new Set(["fact:price#values"]), global: [] });
    expect(chosen).toEqual({ every: false, addresses: ["/", "/ratgeber/neu"] });
  });

  it("are all of them for a change of shape, without a record, or when every page reads what changed", () => {
    expect(pagesReading({ addresses, record, changed: null, global: [] }).every).toBe(true);
    expect(pagesReading({ addresses, record: null, changed: new Set(), global: [] }).every).toBe(true);
    const global = pagesReading({ addresses, record, changed: new Set(["fact:price#values"]), global: ["fact:price#values"] });
    expect(global.every).toBe(true);
  });

  it("keep a page's last reads until it renders again, and replace them then", () => {
    const next = nextFactReads(record, new Map([["/serien", ["series:macaron#name"]]]), ["/impressum"]);
    expect(next.pages).toEqual({ "/": ["fact:price#values", "source:kurier#title"], "/serien": ["series:macaron#name"] });
  });
});
