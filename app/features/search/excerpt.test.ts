import { describe, expect, it } from "vitest";

import { ELLIPSIS, EXCERPT_WORDS, buildExcerpt } from "./excerpt";

const text = (parts: { text: string }[]) => parts.map((part) => part.text).join("");
const marked = (parts: { text: string; mark: boolean }[]) => parts.filter((part) => part.mark).map((part) => part.text);

describe("buildExcerpt", () => {
  it("marks the words at the reported positions, punctuation outside the mark", () => {
    const parts = buildExcerpt("Labubu kaufen in Wien: Shop, Zoll und Ihre Rechte.", [5]);
    expect(parts).toEqual([
      { text: "Labubu kaufen in Wien: Shop, ", mark: false },
      { text: "Zoll", mark: true },
      { text: " und Ihre Rechte.", mark: false },
    ]);
  });

  it("joins neighbouring matches into one mark", () => {
    const parts = buildExcerpt("Die Serie Big into Energy erschien 2025.", [2, 3, 4]);
    expect(marked(parts)).toEqual(["Big into Energy"]);
    expect(text(parts)).toBe("Die Serie Big into Energy erschien 2025.");
  });

  it("keeps quotation marks around a matched word outside the mark", () => {
    const parts = buildExcerpt("Die Welt „The Monsters“, erfunden von Kasing Lung.", [2, 3]);
    expect(parts).toEqual([
      { text: "Die Welt „", mark: false },
      { text: "The Monsters", mark: true },
      { text: "“, erfunden von Kasing Lung.", mark: false },
    ]);
  });

  it("shows the part of a long text with the most matches, with an ellipsis on each cut side", () => {
    const words = Array.from({ length: 200 }, (_, index) => `w${index}`);
    const parts = buildExcerpt(words.join(" "), [5, 120, 124, 128]);
    const shown = text(parts);
    expect(shown.startsWith(`${ELLIPSIS} `)).toBe(true);
    expect(shown.endsWith(` ${ELLIPSIS}`)).toBe(true);
    expect(marked(parts)).toEqual(["w120", "w124", "w128"]);
    expect(shown.replace(/…/g, "").trim().split(" ")).toHaveLength(EXCERPT_WORDS);
    // A few words of context before the first match.
    expect(shown).toContain("w115 w116");
  });

  it("starts at the beginning when the text is short or nothing matched", () => {
    expect(text(buildExcerpt("Kurzer Text.", []))).toBe("Kurzer Text.");
    const long = Array.from({ length: 100 }, (_, index) => `w${index}`).join(" ");
    const parts = buildExcerpt(long, []);
    expect(text(parts).startsWith("w0 w1")).toBe(true);
    expect(marked(parts)).toEqual([]);
  });

  it("ignores positions it cannot place and white space at the edges", () => {
    // Split like the index: the leading spaces make an empty word 0, so "Zoll" is word 1.
    expect(buildExcerpt("  Zoll und Steuer ", [-1, 2.5, 99, 1])).toEqual([
      { text: "Zoll", mark: true },
      { text: " und Steuer", mark: false },
    ]);
  });

  it("returns nothing for an empty text", () => {
    expect(buildExcerpt("", [0])).toEqual([]);
    expect(buildExcerpt("   ", [])).toEqual([]);
  });

  it("keeps markup in the text as characters, never as elements", () => {
    const parts = buildExcerpt("Ein <script>alert(1)</script> Test", [1]);
    expect(marked(parts)).toEqual(["script>alert(1)</script"]);
    expect(text(parts)).toBe("Ein <script>alert(1)</script> Test");
  });
});
