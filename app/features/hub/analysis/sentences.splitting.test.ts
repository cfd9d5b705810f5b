import { describe, expect, it } from "vitest";

import { splitSentences } from "./sentences";

describe("splitSentences", () => {
  it("ends sentences at . ! ? and … before a capital, a digit or a quote", () => {
    expect(splitSentences("Labubu ist beliebt. Wer kauft? Alle! Dann warten… „Gut“, sagt sie. 2025 kam die Serie.")).toEqual([
      "Labubu ist beliebt.",
      "Wer kauft?",
      "Alle!",
      "Dann warten…",
      "„Gut“, sagt sie.",
      "2025 kam die Serie.",
    ]);
  });

  it("keeps closing quotes and brackets with the sentence they end", () => {
    expect(splitSentences("Er sagte: „Das ist echt.“ Dann ging er. (Das stimmt.) Danach kam sie.")).toEqual([
      "Er sagte: „Das ist echt.“",
      "Dann ging er.",
      "(Das stimmt.)",
      "Danach kam sie.",
    ]);
  });

  it("does not end a sentence after an abbreviation, even before a capital", () => {
    const text =
      "Viele sammeln ihn z. B. in Wien, Graz bzw. Linz. Die Figur Nr. 5 kostet ca. 20 Euro inkl. Versand und ggf. Zoll. " +
      "Evtl. Rückfragen beantwortet u. a. Frau Berger aus St. Pölten. Es gibt Boxen, Anhänger usw. Sammler lieben sie. " +
      "Dr. Huber sagt, d. h. Herr Huber, das sei echt.";
    expect(splitSentences(text)).toEqual([
      "Viele sammeln ihn z. B. in Wien, Graz bzw. Linz.",
      "Die Figur Nr. 5 kostet ca. 20 Euro inkl. Versand und ggf. Zoll.",
      "Evtl. Rückfragen beantwortet u. a. Frau Berger aus St. Pölten.",
      "Es gibt Boxen, Anhänger usw. Sammler lieben sie.",
      "Dr. Huber sagt, d. h. Herr Huber, das sei echt.",
    ]);
  });

  it("does not end a sentence at an ordinal date or an ordinal after an article", () => {
    expect(
      splitSentences(
        "Die Serie erschien am 12. Juni 2025 in Wien. Der 3. Platz ging an Graz. Ab dem 1. Jänner gilt das. Es waren 12. Dann kam mehr.",
      ),
    ).toEqual([
      "Die Serie erschien am 12. Juni 2025 in Wien.",
      "Der 3. Platz ging an Graz.",
      "Ab dem 1. Jänner gilt das.",
      "Es waren 12.",
      "Dann kam mehr.",
    ]);
  });

  it("does not split before a lower-case word, and ignores fragments without words", () => {
    expect(splitSentences("Das kostet 3.50 Euro. und weiter. 🎉 ... Ende")).toEqual([
      "Das kostet 3.50 Euro. und weiter.",
      "Ende",
    ]);
  });

  it("treats right-to-left text and emoji as text", () => {
    expect(splitSentences("Labubu 🎉 ist da. שלום עולם. مرحبا؟ Ende.")).toEqual([
      "Labubu 🎉 ist da.",
      "שלום עולם.",
      "مرحبا؟",
      "Ende.",
    ]);
  });

  it("stays linear on a long text full of abbreviations", () => {
    const text = "Das gilt z. B. hier, bzw. dort, ca. immer ".repeat(20_000);
    const started = performance.now();
    expect(splitSentences(text)).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
