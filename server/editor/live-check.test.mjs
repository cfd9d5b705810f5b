// "Live" only when a reader gets the committed file: the served page, data and twin against what the
// article file must give, in every encoding the server would send.
import { describe, expect, it } from "vitest";

import { islandMarkup, servedDifferences, servedLeftovers, visibleText } from "./live-check.mjs";

const expected = {
  slug: "neu",
  path: "/ratgeber/neu",
  twinPath: "/ratgeber/neu.md",
  twin: "---\ntitle: Neu\n---\n\n# Neu\n\nDie neue Fassung.\n",
  bodyHtml: '<div class="space-y-5"><p>Die neue Fassung mit „Zitat“ &amp; € 20.</p></div>',
  title: "Neu & gut",
  dataStrings: ["Neu & gut", "2026-11-27"],
};

/** A page as the prerender writes it: React's markers inside the island, the heading, a footer after it. */
const page = (/** @type {string} */ body) =>
  `<html><body><h1 class="x">Neu &amp; gut</h1><div data-static-island="article-neu"><div class="space-y-5"><!--$--><p>${body}<!-- --></p><!--/$--></div></div><footer><div>Fuß</div></footer></body></html>`;

/** @param {Record<string, string | { identity: string, br?: string }>} files */
const servedFrom = (files) => async (/** @type {string} */ address) => {
  const file = files[address];
  if (file === undefined) return null;
  const { identity, br } = typeof file === "string" ? { identity: file, br: undefined } : file;
  return { identity: Buffer.from(identity), ...(br === undefined ? {} : { br: Buffer.from(br) }) };
};

const current = {
  "/ratgeber/neu": page("Die neue Fassung mit „Zitat“ &amp; €&nbsp;20."),
  "/ratgeber/neu.data": '[{"_1":2},"Neu & gut","2026-11-27"]',
  "/ratgeber/neu.md": expected.twin,
};

describe("the live check", () => {
  it("reads a page's text as a reader sees it, and its static island's markup", () => {
    expect(visibleText("<p>a<!-- -->b &amp;&#x27;&#39;&nbsp;c</p>\n <p>d</p>")).toBe("ab &'' c d");
    expect(islandMarkup(page("x"), "article-neu")).toBe('<div class="space-y-5"><!--$--><p>x<!-- --></p><!--/$--></div>');
    expect(islandMarkup(page("x"), "article-alt")).toBeNull();
  });

  it("passes a page, data file and twin that follow the committed file", async () => {
    expect(await servedDifferences(servedFrom(current), expected)).toEqual([]);
    const compressed = { ...current, "/ratgeber/neu.md": { identity: expected.twin, br: expected.twin } };
    expect(await servedDifferences(servedFrom(compressed), expected)).toEqual([]);
  });

  it("names every part that still shows the old text, is missing, or differs in one encoding", async () => {
    const stale = { ...current, "/ratgeber/neu": page("Die alte Fassung.") };
    expect(await servedDifferences(servedFrom(stale), expected)).toEqual(["page"]);
    const oldData = { ...current, "/ratgeber/neu.data": '["Alt","2026-11-20"]' };
    expect(await servedDifferences(servedFrom(oldData), expected)).toEqual(["data"]);
    const oldTwin = { ...current, "/ratgeber/neu.md": "# Alt\n" };
    expect(await servedDifferences(servedFrom(oldTwin), expected)).toEqual(["twin"]);
    expect(await servedDifferences(servedFrom({}), expected)).toEqual(["page", "data", "twin"]);
    const oldCopy = { ...current, "/ratgeber/neu.md": { identity: expected.twin, br: "# Alt\n" } };
    expect(await servedDifferences(servedFrom(oldCopy), expected)).toEqual(["twin"]);
  });

  it("after a withdrawal, names what is still served", async () => {
    expect(await servedLeftovers(servedFrom({}), expected)).toEqual([]);
    expect(await servedLeftovers(servedFrom({ "/ratgeber/neu.md": "x" }), expected)).toEqual(["twin"]);
  });
});
