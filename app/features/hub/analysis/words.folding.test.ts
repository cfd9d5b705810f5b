import { describe, expect, it } from "vitest";

import { countTextWords, fold, isStopWord, sameWord, splitWords, wordMatches } from "./words";

describe("fold", () => {
  it("treats ß/ss and umlaut/ae variants as the same word", () => {
    expect(fold("Straße")).toBe(fold("Strasse"));
    expect(fold("Zähne")).toBe(fold("Zaehne"));
    expect(fold("Österreich")).toBe(fold("Oesterreich"));
    expect(fold("Größe")).toBe("groesse");
    expect(fold("ÜBER")).toBe("ueber");
    expect(fold("Café")).toBe("cafe");
  });
});

describe("splitWords", () => {
  it("counts whitespace tokens with a letter or digit, trimmed of punctuation", () => {
    const words = splitWords("„Labubu-Fakes“ erkennen: 9 Zähne – 🎉 (echt)!");
    expect(words.map((word) => word.text)).toEqual(["Labubu-Fakes", "erkennen", "9", "Zähne", "echt"]);
    expect(words[0]!.parts).toEqual(["labubu", "fakes"]);
    expect(countTextWords("„Labubu-Fakes“ erkennen: 9 Zähne – 🎉 (echt)!")).toBe(5);
  });

  it("marks where a clause ends", () => {
    const words = splitWords("Er kauft, sie wartet – dann geht es los; fertig");
    expect(words.filter((word) => word.clauseEnd).map((word) => word.text)).toEqual(["kauft", "wartet", "los"]);
  });
});

describe("matching", () => {
  it("accepts common German endings but not other words", () => {
    expect(sameWord("figur", "figuren")).toBe(true);
    expect(sameWord("sammler", "sammlern")).toBe(true);
    expect(sameWord("figur", "figurine")).toBe(false);
    expect(sameWord("wie", "wien")).toBe(false);
  });

  it("finds a keyphrase word inside a hyphenated compound", () => {
    const [compound] = splitWords("Labubu-Figuren");
    expect(wordMatches("figur", compound!)).toBe(true);
    expect(wordMatches("labubu", compound!)).toBe(true);
    expect(wordMatches("wien", compound!)).toBe(false);
  });

  it("knows German function words", () => {
    expect(isStopWord("die")).toBe(true);
    expect(isStopWord(fold("für"))).toBe(true);
    expect(isStopWord("labubu")).toBe(false);
  });
});
