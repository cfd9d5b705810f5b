import { describe, expect, it } from "vitest";

import { containsKeyphrase, keyphraseKey, parseKeyphrase } from "./keyphrase";
import { splitWords } from "./words";

describe("parseKeyphrase", () => {
  it("separates content words from function words", () => {
    const keyphrase = parseKeyphrase("  die Labubu in Wien ");
    expect(keyphrase).toMatchObject({ raw: "die Labubu in Wien", problem: null, exact: false, onlyStopWords: false });
    expect(keyphrase.words).toEqual(["die", "labubu", "in", "wien"]);
    expect(keyphrase.contentWords).toEqual(["labubu", "wien"]);
  });

  it("ignores punctuation inside the keyphrase", () => {
    expect(parseKeyphrase("labubu, wien!").contentWords).toEqual(["labubu", "wien"]);
    expect(parseKeyphrase("Labubu-Fakes?").contentWords).toEqual(["labubu-fakes"]);
  });

  it("reads a keyphrase in quotes as an exact phrase", () => {
    for (const quoted of ['"labubu wien"', "„labubu wien“", "»labubu wien«", "'labubu wien'"]) {
      const keyphrase = parseKeyphrase(quoted);
      expect(keyphrase.exact, quoted).toBe(true);
      expect(keyphrase.words).toEqual(["labubu", "wien"]);
    }
  });

  it("says when there is nothing to use", () => {
    expect(parseKeyphrase("   ").problem).toBe("missing");
    expect(parseKeyphrase("„“").problem).toBe("no-words");
    expect(parseKeyphrase("!!! ???").problem).toBe("no-words");
    const stopWords = parseKeyphrase("der die das");
    expect(stopWords.problem).toBe(null);
    expect(stopWords.onlyStopWords).toBe(true);
    // With only function words, those words are what is matched.
    expect(stopWords.contentWords).toEqual(["der", "die", "das"]);
  });
});

describe("containsKeyphrase", () => {
  it("needs every content word, in any order, with ß/ss and umlaut/ae variants as equals", () => {
    const keyphrase = parseKeyphrase("Zähne zählen Straße");
    expect(containsKeyphrase(keyphrase, splitWords("Auf der Strasse zaehlen wir Zaehne."))).toBe(true);
    expect(containsKeyphrase(keyphrase, splitWords("Auf der Straße zählen wir."))).toBe(false);
  });

  it("needs the exact order for a quoted keyphrase", () => {
    const keyphrase = parseKeyphrase("„Labubu Wien“");
    expect(containsKeyphrase(keyphrase, splitWords("Die Labubu Wien Tour."))).toBe(true);
    expect(containsKeyphrase(keyphrase, splitWords("Wien liebt Labubu."))).toBe(false);
  });
});

describe("keyphraseKey", () => {
  it("compares keyphrases of different drafts regardless of case, punctuation and spelling variant", () => {
    expect(keyphraseKey("Labubu, Wien!")).toBe(keyphraseKey("labubu wien"));
    expect(keyphraseKey("Größe Straße")).toBe(keyphraseKey("groesse strasse"));
    expect(keyphraseKey("")).toBe("");
    expect(keyphraseKey("„“")).toBe("");
  });
});
