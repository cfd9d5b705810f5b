import { describe, expect, it } from "vitest";

import { collectorQuery, toolHit } from "./collector-words";
import { siteWords, toolHits, toolWords } from "./copy/collector-words";
import { foldWord } from "./hits";

describe("collectors' words", () => {
  it.each([
    ["fake", "Fälschung"],
    ["Fake-Check", "Fälschung"],
    ["fake erkennen", "Fälschung erkennen"],
    ["Kopie", "Fälschung"],
    ["Echtheit QR", "echt QR"],
    ["tauschen", "Tausch"],
    ["Chaser Chance", "Secret Chance"],
    ["Kosten", "Preis"],
    ["Laboobu Zoll", "Labubu Zoll"],
    ["Wacky Mart", "Wacky Mart"],
    ["fake Fälschung", "Fälschung"],
  ])("asks the index for %s as %s", (typed, asked) => {
    expect(collectorQuery(typed).text).toBe(asked);
  });

  it.each([
    ["fake", ["check"]],
    ["fake erkennen", ["check"]],
    ["echtheit qr", ["check"]],
    ["tauschen", ["collection"]],
    ["secret chance", ["calculator"]],
    ["Serienkatalog", ["catalogue"]],
    ["Zoll", []],
    ["Big into Energy", []],
  ])("names the tools that answer %s first", (typed, tools) => {
    expect(collectorQuery(typed).tools).toEqual(tools);
  });

  it("lists every collector's word once, never one of the site's own words or a tool's word", () => {
    const said = siteWords.flatMap(({ say }) => say.map(foldWord));
    expect(new Set(said).size).toBe(said.length);
    const site = new Set(siteWords.map(({ site }) => foldWord(site)));
    expect(said.filter((word) => site.has(word))).toEqual([]);
    for (const words of Object.values(toolWords)) expect(words.map(foldWord).filter((word) => said.includes(word))).toEqual([]);
  });

  it("shows a tool as a hit of its own, its text unmarked", () => {
    expect(toolHit("collection")).toEqual({
      url: "/sammlung",
      title: toolHits.collection.title,
      section: "Werkzeug",
      excerpt: [{ text: toolHits.collection.text, mark: false }],
    });
  });
});
