import { describe, expect, it } from "vitest";

import { parseKeyphrase } from "./keyphrase";
import {
  checkInternalLinks,
  checkKeyphraseDensity,
  checkKeyphraseInIntroduction,
  checkKeyphraseInMetaDescription,
  checkKeyphraseInSlug,
  checkKeyphraseInSubheadings,
  checkKeyphraseInTitle,
  checkKeyphraseLength,
  checkMetaDescriptionLength,
  checkOutboundLinks,
  checkPreviouslyUsedKeyphrase,
  checkSingleH1,
  checkTextLength,
  checkTitleWidth,
  classifyLinks,
  countKeyphraseUses,
  ratingFor,
  seoBand,
  seoScoreFromPoints,
} from "./seo-checks";
import { buildTextModel } from "./text-model";
import { repeat, TEN, TEN_WITH_KEYPHRASE, words } from "./texts.fixtures";

const labubuWien = parseKeyphrase("Labubu Wien");
const score = (check: { score: number; rating: string }) => [check.score, check.rating];

describe("ratings", () => {
  it("maps scores to colours: ≤ 4 red, 5–7 orange, 8–9 green", () => {
    expect([-80, -40, -10, 0, 4, 5, 7, 8, 9].map(ratingFor)).toEqual([
      "bad",
      "bad",
      "bad",
      "bad",
      "bad",
      "ok",
      "ok",
      "good",
      "good",
    ]);
  });

  it("computes the score as round(sum ÷ (checks × 9) × 100), clamped, with bands 1–40, 41–70, 71–100", () => {
    expect(seoScoreFromPoints(126, 14)).toBe(100);
    expect(seoScoreFromPoints(63, 14)).toBe(50);
    expect(seoScoreFromPoints(-100, 14)).toBe(0);
    expect([0, 40, 41, 70, 71, 100].map(seoBand)).toEqual(["bad", "bad", "ok", "ok", "good", "good"]);
  });
});

describe("keyphrase length", () => {
  it.each([
    ["", 1, "bad"],
    ["„“", 1, "bad"],
    ["der die das", 3, "bad"],
    ["labubu", 9, "good"],
    ["die labubu in wien", 9, "good"], // 2 content words
    ["labubu fake erkennen wien", 9, "good"], // 4
    ["labubu fake erkennen wien graz", 6, "ok"], // 5
    ["labubu fake erkennen wien graz linz salzburg figur", 6, "ok"], // 8
    ["labubu fake erkennen wien graz linz salzburg figur box", 3, "bad"], // 9
  ] as const)("„%s“ → %i (%s)", (text, expected, rating) => {
    expect(score(checkKeyphraseLength(parseKeyphrase(text)))).toEqual([expected, rating]);
  });

  it("says what is wrong with quotes only or function words only", () => {
    expect(checkKeyphraseLength(parseKeyphrase("„“")).message).toContain("nur Satz- oder Anführungszeichen");
    expect(checkKeyphraseLength(parseKeyphrase("der die das")).message).toContain("nur aus Füllwörtern");
  });
});

describe("keyphrase density (one hit per sentence with all content words)", () => {
  // 20 sentences of 10 words = 200 words; `hits` of them contain "Labubu" and "Wien".
  const text200 = (hits: number) => `${repeat(TEN_WITH_KEYPHRASE, hits)} ${repeat(TEN, 20 - hits)}`;
  const text400 = (hits: number) => `${repeat(TEN_WITH_KEYPHRASE, hits)} ${repeat(TEN, 40 - hits)}`;

  it.each([
    ["0 of 200 words", text200(0), 4, "bad"],
    // No floor: a longer text with the same mentions stays green.
    ["1 of 400 words = 0.25 %", text400(1), 9, "good"],
    ["1 of 2,000 words = 0.05 %", `${TEN_WITH_KEYPHRASE} ${repeat(TEN, 199)}`, 9, "good"],
    ["2 of 400 words = 0.5 %", text400(2), 9, "good"],
    ["6 of 200 words = 3 %", text200(6), 9, "good"],
    ["7 of 200 words = 3.5 %", text200(7), -10, "bad"],
    ["8 of 200 words = 4 %", text200(8), -10, "bad"],
    ["9 of 200 words = 4.5 %", text200(9), -80, "bad"],
  ] as const)("%s → %i", (_, text, expected, rating) => {
    expect(score(checkKeyphraseDensity(labubuWien, buildTextModel(text)))).toEqual([expected, rating]);
  });

  it("counts ß/ss and umlaut/ae spellings as the same word", () => {
    const text = `Die Labubu steht in der Strasse. Die Zaehne zaehlen. ${repeat(TEN, 19)}`;
    expect(checkKeyphraseDensity(parseKeyphrase("Labubu Straße"), buildTextModel(text)).message).toContain("1-mal");
    expect(checkKeyphraseDensity(parseKeyphrase("Zähne zählen"), buildTextModel(text)).message).toContain("1-mal");
  });

  it("is red without text or keyphrase", () => {
    expect(checkKeyphraseDensity(labubuWien, buildTextModel("")).rating).toBe("bad");
    expect(checkKeyphraseDensity(parseKeyphrase(""), buildTextModel(text200(5))).rating).toBe("bad");
  });
});

describe("keyphrase in the introduction", () => {
  it.each([
    ["in one sentence", "Labubu ist in Wien beliebt. Mehr Text folgt.", 9],
    ["after a heading", "## Einleitung\n\nLabubu ist in Wien beliebt.", 9],
    ["spread over two sentences", "Labubu ist beliebt. Auch in Wien.", 6],
    ["missing", "Die Figur ist beliebt.\n\nLabubu in Wien.", 3],
    ["no paragraph, only headings", "## Labubu in Wien", 3],
  ] as const)("%s → %i", (_, text, expected) => {
    expect(checkKeyphraseInIntroduction(labubuWien, buildTextModel(text)).score).toBe(expected);
  });

  it("needs the exact phrase for a quoted keyphrase", () => {
    expect(checkKeyphraseInIntroduction(parseKeyphrase("„Labubu Wien“"), buildTextModel("Wien liebt Labubu.")).score).toBe(3);
  });
});

describe("keyphrase in subheadings (H2/H3 with at least half of the content words)", () => {
  const withHeadings = (headings: string[]) => headings.map((heading) => `## ${heading}\n\nText.`).join("\n\n");
  const matching = (count: number, total: number) =>
    withHeadings([
      ...Array.from({ length: count }, () => "Labubu in Wien"),
      ...Array.from({ length: total - count }, () => "Sonstiges"),
    ]);

  it.each([
    ["3 of 10 = 30 %", matching(3, 10), 9],
    ["1 of 10 = 10 %: one heading is enough", matching(1, 10), 9],
    ["0 of 10: a hint, not a fault", matching(0, 10), 6],
    ["3 of 4 = 75 %", matching(3, 4), 9],
    ["4 of 4 = 100 %", matching(4, 4), 3],
    ["none", "Nur Text.", 3],
    ["only H4", "#### Labubu in Wien\n\nText.", 3],
  ] as const)("%s → %i", (_, text, expected) => {
    expect(checkKeyphraseInSubheadings(labubuWien, buildTextModel(text)).score).toBe(expected);
  });

  it("counts a heading with half of a three-word keyphrase", () => {
    const keyphrase = parseKeyphrase("Labubu Fakes erkennen");
    const headings = (heading: string) =>
      withHeadings([heading, heading, heading, ...Array.from({ length: 7 }, () => "Sonstiges")]);
    expect(checkKeyphraseInSubheadings(keyphrase, buildTextModel(headings("Labubu erkennen"))).score).toBe(9);
    expect(checkKeyphraseInSubheadings(keyphrase, buildTextModel(headings("Labubu"))).score).toBe(6);
  });
});

describe("keyphrase in the SEO title", () => {
  it.each([
    ["Labubu Wien: die besten Tipps", 9],
    ["Die Labubu Wien Tour", 9],
    ["Tipps: Labubu Wien", 6],
    ["Sammeln in Wien mit Labubu", 6],
    ["Sammeln in Graz", 2],
    ["", 2],
  ] as const)("„%s“ → %i", (title, expected) => {
    expect(checkKeyphraseInTitle(labubuWien, title).score).toBe(expected);
  });

  it("treats ß/ss as the same letter", () => {
    expect(checkKeyphraseInTitle(parseKeyphrase("Labubu Straße"), "Labubu Strasse entdecken").score).toBe(9);
  });
});

describe("keyphrase in the slug", () => {
  it.each([
    ["Labubu Wien", "labubu-wien", 9],
    ["Labubu Wien", "labubu-wien-tipps", 9],
    ["Labubu Wien", "labubu-graz", 6],
    ["Labubu Wien", "tipps", 3],
    ["Labubu Wien", "", 3],
    ["Labubu Fakes erkennen", "labubu-fakes", 9], // 2 of 3: more than half
    ["Labubu Fakes erkennen", "labubu-tipps", 6], // 1 of 3
    ["Zähne zählen", "zaehne-zaehlen", 9],
    ["Labubu-Fakes", "labubu-fakes-erkennen", 9],
  ] as const)("„%s“ in %s → %i", (keyphrase, slug, expected) => {
    expect(checkKeyphraseInSlug(parseKeyphrase(keyphrase), slug).score).toBe(expected);
  });
});

describe("meta description", () => {
  it.each([
    ["Labubu in Wien kaufen: Tipps.", 9],
    ["Labubu in Wien. Labubu und Wien.", 9],
    ["Labubu in Wien. Labubu aus Wien. Wien liebt Labubu.", 3],
    ["Tipps für Sammler.", 3],
    ["", 3],
  ] as const)("keyphrase in „%s“ → %i", (description, expected) => {
    expect(checkKeyphraseInMetaDescription(labubuWien, description).score).toBe(expected);
  });

  it.each([
    [0, 1, "bad"],
    [120, 6, "ok"],
    [121, 9, "good"],
    [156, 9, "good"],
    [157, 6, "ok"],
  ] as const)("%i characters → %i", (length, expected, rating) => {
    // Umlauts count as one character each.
    expect(score(checkMetaDescriptionLength("ä".repeat(length)))).toEqual([expected, rating]);
  });
});

describe("SEO title width (Arial 20 px)", () => {
  it("passes up to 600 px", () => {
    expect(checkTitleWidth("m".repeat(36)).score).toBe(9); // 36 × 833 / 1000 × 20 = 599.8 px
    expect(checkTitleWidth("m".repeat(37)).score).toBe(3); // 616.4 px
    expect(checkTitleWidth("Labubu-Fälschungen erkennen: die neun Zähne im Detail").rating).toBe("good");
    expect(checkTitleWidth("  ").score).toBe(1);
  });
});

describe("text length", () => {
  it.each([
    [300, 9],
    [299, 6],
    [250, 6],
    [249, 3],
    [200, 3],
    [199, -10],
    [100, -10],
    [99, -20],
    [0, -20],
  ] as const)("%i words → %i", (count, expected) => {
    expect(checkTextLength(buildTextModel(words(count))).score).toBe(expected);
  });
});

describe("links", () => {
  const kinds = (markdown: string) =>
    classifyLinks(buildTextModel(markdown).links, "https://www.labubu-sammler.at", ["amazon.de"]);

  it("counts paths, anchors and links to the site as internal", () => {
    const links = kinds("[Ratgeber](/ratgeber), [FAQ](#faq) und [Start](https://www.labubu-sammler.at/).");
    expect(links).toEqual({ internal: 3, outbound: 0, sponsored: 0 });
    expect(score(checkInternalLinks(links))).toEqual([9, "good"]);
    expect(score(checkOutboundLinks(links))).toEqual([3, "bad"]);
  });

  it("rates marketplace links as sponsored (orange) and other sites as outbound (green)", () => {
    expect(score(checkOutboundLinks(kinds("[Box](https://www.amazon.de/s?k=labubu)")))).toEqual([7, "ok"]);
    expect(score(checkOutboundLinks(kinds("Quelle: https://www.cpsc.gov/ und [Box](https://www.amazon.de/)")))).toEqual([
      9,
      "good",
    ]);
  });

  it("ignores other schemes", () => {
    expect(kinds("[x](javascript:alert(1)) und [Mail](mailto:a@b.at)")).toEqual({ internal: 0, outbound: 0, sponsored: 0 });
    expect(score(checkInternalLinks(kinds("Kein Link.")))).toEqual([3, "bad"]);
  });
});

describe("keyphrase used before", () => {
  it.each([
    [[], 9],
    [["labubu graz"], 9],
    [["labubu, wien!"], 6],
    [["labubu wien", "LABUBU WIEN"], 1],
  ] as const)("others %j → %i", (others, expected) => {
    expect(checkPreviouslyUsedKeyphrase(labubuWien, countKeyphraseUses("Labubu Wien", others)).score).toBe(expected);
  });

  it("compares spelling variants", () => {
    expect(countKeyphraseUses("Zähne zählen", ["zaehne zaehlen"])).toBe(1);
  });
});

describe("single H1", () => {
  it("is red when the body has its own H1", () => {
    expect(checkSingleH1(buildTextModel("## Abschnitt\n\nText.")).score).toBe(9);
    expect(score(checkSingleH1(buildTextModel("# Titel\n\nText.")))).toEqual([1, "bad"]);
  });
});
