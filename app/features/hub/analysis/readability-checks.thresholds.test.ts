import { describe, expect, it } from "vitest";

import {
  checkParagraphLength,
  checkPassiveVoice,
  checkSentenceBeginnings,
  checkSentenceLength,
  checkSubheadingDistribution,
  checkTransitionWords,
  countProse,
  noProseReason,
  penaltyOf,
  readabilityBand,
} from "./readability-checks";
import { buildTextModel } from "./text-model";
import {
  ACTIVE,
  NINE,
  ONE,
  PASSIVE,
  repeat,
  SHORT,
  TEN,
  TWENTY,
  TWENTY_ONE,
  WITH_TRANSITION,
  WITHOUT_TRANSITION,
} from "./texts.fixtures";
import type { CheckResult, ReadabilityCheckId } from "./types";

const prose = (text: string) => buildTextModel(text).prose;

describe("sentence length (share of sentences over 20 words)", () => {
  it("counts the hand-made sentences as intended", () => {
    expect(prose(TWENTY)[0]!.words).toHaveLength(20);
    expect(prose(TWENTY_ONE)[0]!.words).toHaveLength(21);
  });

  it.each([
    ["4 × 20 words = 0 %", repeat(TWENTY, 4), "good"],
    ["1 long of 4 = 25 %", `${TWENTY_ONE} ${repeat(SHORT, 3)}`, "good"],
    ["2 long of 7 = 28.6 %", `${repeat(TWENTY_ONE, 2)} ${repeat(SHORT, 5)}`, "ok"],
    ["3 long of 10 = 30 %", `${repeat(TWENTY_ONE, 3)} ${repeat(SHORT, 7)}`, "ok"],
    ["1 long of 3 = 33.3 %", `${TWENTY_ONE} ${repeat(SHORT, 2)}`, "bad"],
  ] as const)("%s", (_, text, rating) => {
    expect(checkSentenceLength(prose(text)).rating).toBe(rating);
  });
});

describe("paragraph length", () => {
  it.each([
    ["150 words", repeat(TEN, 15), "good"],
    ["151 words", `${repeat(TEN, 15)} ${ONE}`, "ok"],
    ["200 words", repeat(TEN, 20), "ok"],
    ["201 words", `${repeat(TEN, 20)} ${ONE}`, "bad"],
    ["two paragraphs of 150", `${repeat(TEN, 15)}\n\n${repeat(TEN, 15)}`, "good"],
    ["only a list", "- Die Figur ist echt.\n- Die Box ist neu.", "good"],
  ] as const)("%s", (_, text, rating) => {
    expect(checkParagraphLength(buildTextModel(text)).rating).toBe(rating);
  });
});

describe("subheading distribution (words between subheadings)", () => {
  it.each([
    ["300 words without a subheading", repeat(TEN, 30), "good"],
    ["301 words without a subheading", `${repeat(TEN, 30)} ${ONE}`, "bad"],
    ["a section of 299", `## A\n\n${repeat(TEN, 29)} ${NINE}\n\n## B\n\n${TEN}`, "good"],
    ["a section of 300", `## A\n\n${repeat(TEN, 30)}\n\n## B\n\n${TEN}`, "ok"],
    ["a section of 350", `## A\n\n${repeat(TEN, 35)}`, "ok"],
    ["a section of 351", `## A\n\n${repeat(TEN, 35)} ${ONE}`, "bad"],
    ["320 words before the first heading", `${repeat(TEN, 32)}\n\n## A\n\n${TEN}`, "ok"],
  ] as const)("%s", (_, text, rating) => {
    expect(checkSubheadingDistribution(buildTextModel(text)).rating).toBe(rating);
  });
});

describe("passive voice (share of sentences)", () => {
  it.each([
    ["1 of 10 = 10 %", `${PASSIVE} ${repeat(ACTIVE, 9)}`, 1, "good"],
    ["2 of 15 = 13.3 %", `${repeat(PASSIVE, 2)} ${repeat(ACTIVE, 13)}`, 2, "ok"],
    ["3 of 20 = 15 %", `${repeat(PASSIVE, 3)} ${repeat(ACTIVE, 17)}`, 3, "ok"],
    ["1 of 6 = 16.7 %", `${PASSIVE} ${repeat(ACTIVE, 5)}`, 1, "bad"],
  ] as const)("%s", (_, text, passive, rating) => {
    const counts = countProse(prose(text));
    expect(counts.passive).toBe(passive);
    expect(checkPassiveVoice(counts.passive, counts.sentences).rating).toBe(rating);
  });
});

describe("transition words (texts over 200 words)", () => {
  // 30 sentences of 7 words = 210 words.
  const text = (withTransition: number) =>
    `${repeat(WITH_TRANSITION, withTransition)} ${repeat(WITHOUT_TRANSITION, 30 - withTransition)}`;

  it.each([
    [9, "good"], // 30 %
    [8, "ok"], // 26.7 %
    [6, "ok"], // 20 %
    [5, "bad"], // 16.7 %
  ] as const)("%i of 30 sentences → %s", (withTransition, rating) => {
    const model = buildTextModel(text(withTransition));
    const counts = countProse(model.prose);
    expect(model.wordCount).toBe(210);
    expect(counts.transitions).toBe(withTransition);
    expect(checkTransitionWords(counts.transitions, counts.sentences, model.wordCount).rating).toBe(rating);
  });

  it("does not judge texts of 200 words or fewer", () => {
    expect(checkTransitionWords(0, 20, 200).rating).toBe("good");
    expect(checkTransitionWords(0, 20, 200).message).toContain("ab 200 Wörtern");
    expect(checkTransitionWords(0, 20, 201).rating).toBe("bad");
  });
});

describe("consecutive sentences with the same first word", () => {
  it.each([
    ["two in a row", "Labubu ist toll. Labubu ist klein. Die Box ist neu.", "good"],
    ["three in a row", "Labubu ist toll. Labubu ist klein. Labubu ist echt.", "bad"],
    ["articles skipped", "Die Figur ist toll. Die Box ist klein. Die Serie ist neu.", "good"],
    ["same word after the article", "Die Figur ist toll. Die Figur ist klein. Die Figur ist neu.", "bad"],
    ["numbers skipped", "3 Figuren sind da. 2 Boxen fehlen. 5 Serien gibt es.", "good"],
  ] as const)("%s", (_, text, rating) => {
    expect(checkSentenceBeginnings(prose(text)).rating).toBe(rating);
  });

  it("names the repeated beginning", () => {
    expect(
      checkSentenceBeginnings(prose("Prüfen Sie die Box. Prüfen Sie das Siegel. Prüfen Sie den Code. Prüfen Sie den Preis."))
        .message,
    ).toBe("4 Sätze hintereinander beginnen mit „Prüfen“. Variieren Sie die Satzanfänge.");
  });
});

describe("verdict from penalty points (red 3, orange 2)", () => {
  const checks = (...ratings: ("good" | "ok" | "bad")[]): CheckResult<ReadabilityCheckId>[] =>
    ratings.map((rating) => ({ id: "sentenceLength", rating, score: 0, message: "" }));

  it("is green up to 4, orange up to 6, red above", () => {
    expect(penaltyOf(checks("ok", "ok"))).toBe(4);
    expect(penaltyOf(checks("bad", "ok"))).toBe(5);
    expect(penaltyOf(checks("bad", "bad", "good"))).toBe(6);
    expect(penaltyOf(checks("bad", "ok", "ok"))).toBe(7);
    expect([4, 5, 6, 7].map(readabilityBand)).toEqual(["good", "ok", "ok", "bad"]);
  });
});

describe("no running text", () => {
  it("tells an empty text from one with only headings", () => {
    expect(noProseReason(buildTextModel(""))).toBe("empty");
    expect(noProseReason(buildTextModel("## Eins\n\n### Zwei"))).toBe("headingsOnly");
    expect(noProseReason(buildTextModel("- Ein Punkt."))).toBe(null);
  });
});
