import { describe, expect, it } from "vitest";

import { analyzeDraft } from "./analyze";
import {
  buildCorpus,
  decodeSketches,
  encodeSketches,
  fingerprintsOf,
  normaliseSentence,
  proseSentences,
  repeatedSentences,
  sentenceFingerprint,
  sentenceSketch,
  sharedSentences,
  withoutText,
} from "./fingerprints";
import { parseKeyphrase } from "./keyphrase";
import {
  checkOriginality,
  checkTopicCoverage,
  COPY_SCORE,
  OFF_TOPIC_SCORE,
  seoScoreFromPoints,
  STUFFED_SCORE,
} from "./seo-checks";
import { buildTextModel } from "./text-model";
import { measureTopicCoverage, requiredWords, topicWordsOf } from "./topic-coverage";
import { humanCleaningText, reskinnedText, stuffedPassiveText } from "./topic-texts.fixtures";
import { seoCheckIds } from "./types";
import { isFormOf, stemOf } from "./word-forms";
import { splitWords } from "./words";

/** Twenty sentences that share no words beyond function words: none is another in other words. */
const own = [
  "Morgens glänzt frischer Tau auf dem grünen Rasen vor dem Haus.",
  "Der Zug nach Salzburg fährt pünktlich vom dritten Gleis ab.",
  "Eine warme Suppe wärmt an kalten Wintertagen Körper und Seele.",
  "Kinder bauen im Sandkasten eine Burg mit hohen Türmen.",
  "Das Orchester probt heute Abend eine neue Symphonie von Mahler.",
  "Im Herbst färben sich die Blätter der Buchen rot und golden.",
  "Der Bäcker formt früh am Morgen knusprige Semmeln aus Teig.",
  "Auf dem Dachboden liegen alte Briefe in einer staubigen Kiste.",
  "Ein Segelboot gleitet langsam über den ruhigen Attersee dahin.",
  "Die Bibliothek verleiht Hörbücher auch an Leser ohne Ausweis.",
  "Starker Regen überflutete gestern mehrere Keller im Bezirk.",
  "Der Maler mischt Ocker und Umbra für einen warmen Farbton.",
  "Eine Katze schläft zusammengerollt auf dem sonnigen Fensterbrett.",
  "Im Gemüsegarten wachsen Tomaten, Zucchini und duftender Basilikum.",
  "Der Schachverein trifft sich donnerstags zu einem schnellen Turnier.",
  "Wanderer erreichen die Hütte nach drei steilen Kehren im Wald.",
  "Ein Uhrmacher repariert behutsam das feine Räderwerk der Taschenuhr.",
  "Bunte Drachen steigen über der Wiese in den windigen Himmel.",
  "Die Straßenbahn quietscht laut in der engen Kurve am Markt.",
  "Frisch gemahlener Kaffee duftet durch die ganze kleine Küche.",
];

const check = (analysis: ReturnType<typeof analyzeDraft>, id: string) => analysis.seo.checks.find((item) => item.id === id)!;
const word = (text: string) => splitWords(text)[0]!;

describe("word forms", () => {
  it("stem German words so a topic word finds its forms, compounds included", () => {
    expect(stemOf("reinigen")).toBe(stemOf("reinigung"));
    expect(stemOf("zaehnen")).toBe(stemOf("zaehne"));
    expect(stemOf("echte")).toBe(stemOf("echtheit"));
    expect(isFormOf("reinigen", word("Reinigungstipps"))).toBe(true);
    expect(isFormOf("reinigen", word("gereinigt"))).toBe(true);
    expect(isFormOf("zaehne", word("Labubu-Zähnen"))).toBe(true);
    // Short words stay whole: "Wien" is no form of "wie", "Test" none of "teste…"-less "Tee".
    expect(isFormOf("wie", word("Wien"))).toBe(false);
    expect(isFormOf("reinigen", word("Reihe"))).toBe(false);
  });
});

describe("Thema abgedeckt", () => {
  const coverage = (sections: number, of: number, paragraphs: number, ofParagraphs: number) => ({
    topicWords: ["reinigen"],
    sections: of,
    coveredSections: sections,
    paragraphs: ofParagraphs,
    coveredParagraphs: paragraphs,
  });
  const keyphrase = parseKeyphrase("Labubu reinigen");

  it.each([
    ["half the sections, a quarter of the paragraphs", coverage(4, 8, 5, 20), "good", 9],
    ["just under half the sections", coverage(3, 7, 10, 20), "ok", 6],
    ["30 % of the sections, 10 % of the paragraphs", coverage(3, 10, 2, 20), "ok", 6],
    ["under 30 % of the sections", coverage(2, 7, 10, 20), "bad", COPY_SCORE],
    ["under 10 % of the paragraphs", coverage(5, 8, 1, 20), "bad", COPY_SCORE],
    ["no running text", coverage(0, 0, 0, 0), "bad", COPY_SCORE],
  ] as const)("%s → %s", (_name, measured, rating, score) => {
    expect(checkTopicCoverage(keyphrase, measured)).toMatchObject({ rating, score });
  });

  it("looks past the site's generic words and needs every word of a two-word topic in a section", () => {
    expect(topicWordsOf(parseKeyphrase("Labubu reinigen"))).toEqual(["reinigen"]);
    expect(topicWordsOf(parseKeyphrase("Labubu"))).toEqual(["labubu"]);
    expect(topicWordsOf(parseKeyphrase("Labubu Tattoo Ideen"))).toEqual(["tattoo", "ideen"]);
    expect(requiredWords(1)).toEqual({ section: 1, paragraph: 1 });
    expect(requiredWords(2)).toEqual({ section: 2, paragraph: 1 });
    expect(requiredWords(4)).toEqual({ section: 2, paragraph: 2 });
  });

  it("counts sections and paragraphs by their running text, not their headings", () => {
    const measured = measureTopicCoverage(keyphrase, buildTextModel(reskinnedText.content));
    expect(measured).toMatchObject({ sections: 7, paragraphs: 7 });
    // Only the opening sentence names the topic; the headings that do are not running text.
    expect(measured.coveredSections).toBe(1);
    expect(measured.coveredParagraphs).toBe(1);
  });

  it("names the topic words as written in the keyphrase", () => {
    const result = checkTopicCoverage(parseKeyphrase("Labubu Fälschungen"), {
      ...coverage(0, 5, 0, 10),
      topicWords: ["Fälschungen"],
    });
    expect(result.message).toContain("„Fälschungen“");
  });
});

describe("Eigenständigkeit", () => {
  const source = (label: string, sentences: string[]) => ({ label, fingerprints: fingerprintsOf(sentences.join(" ")) });

  it("fingerprints normalised sentences of six words or more, Markdown and case aside", () => {
    expect(normaliseSentence("Eine **Labubu** unter € 15 ist laut vienna.at gefälscht!")).toBe(
      "eine labubu unter 15 ist laut vienna at gefaelscht",
    );
    expect(sentenceFingerprint("Eine Labubu unter € 15 ist gefälscht.")).toBe(
      sentenceFingerprint("eine labubu unter 15 ist GEFÄLSCHT"),
    );
    expect(sentenceFingerprint("Das spricht dafür:")).toBeUndefined();
    expect(proseSentences("## Titel\n\nEins zwei drei. Vier fünf.\n\n- Punkt sechs.")).toEqual([
      "Eins zwei drei.",
      "Vier fünf.",
      "Punkt sechs.",
    ]);
  });

  it.each([
    [0, "good", 9],
    [2, "good", 9],
    [3, "ok", 6],
    [5, "ok", 6],
    [6, "bad", OFF_TOPIC_SCORE],
    [9, "bad", OFF_TOPIC_SCORE],
    [10, "bad", COPY_SCORE],
    [19, "bad", COPY_SCORE],
  ] as const)("%i of 20 sentences shared → %s", (shared, rating, score) => {
    const corpus = buildCorpus([
      source("Anderer Artikel", own.slice(0, shared)),
      source("Dritter", ["Ganz andere Worte stehen hier im Satz."]),
    ]);
    const result = sharedSentences(fingerprintsOf(own.join(" ")), corpus);
    expect(result).toMatchObject({ counted: 20, shared });
    expect(checkOriginality(result)).toMatchObject({ rating, score });
    if (shared > 2) expect(checkOriginality(result).message).toContain("„Anderer Artikel“");
  });

  it("counts near copies: other punctuation, case, articles, endings, numbers or a filler word", () => {
    const original = "Die Watchlist Internet warnte 2025 vor Shops, die mit Rabatten locken und Fälschungen liefern.";
    const near = [
      "die Watchlist Internet warnte 2024 vor den Shops – die mit Rabatten locken und Fälschung liefern",
      "Die Watchlist Internet warnte 2025 auch vor Shops, die mit Rabatten locken und Fälschungen liefern.",
    ];
    const corpus = buildCorpus([source("Original", [original])]);
    for (const sentence of near)
      expect(sharedSentences([sentenceSketch(sentence)!], corpus), sentence).toMatchObject({ shared: 1 });
    const other = "Die Watchlist Internet sammelt Meldungen über verdächtige Seiten aus ganz Österreich.";
    expect(sharedSentences([sentenceSketch(other)!], corpus)).toMatchObject({ shared: 0 });
  });

  it("sorts every print with its text and every concept with its sentence, the largest prints included", () => {
    const sketch = (prints: number[], concepts: number[]) => ({ prints, concepts });
    const corpus = buildCorpus([
      { label: "A", fingerprints: [sketch([0xffff_ffff, 7], [65_535, 3]), sketch([7], [])] },
      { label: "B", fingerprints: [sketch([7, 0x8000_0000], [3, 9])] },
    ]);
    expect([...corpus.prints]).toEqual([7, 7, 0x8000_0000, 0xffff_ffff]);
    expect([...corpus.owners]).toEqual([0, 1, 1, 0]);
    expect([...corpus.postings]).toEqual([3, 3, 9, 65_535]);
    expect([...corpus.postingSentences]).toEqual([0, 1, 1, 0]);
    expect([...corpus.sentenceOwners]).toEqual([0, 1]);
  });

  it("leaves a text out of a comparison as a corpus without it would, down to which concepts are common", () => {
    const sketch = (print: number, concepts: number[]) => ({ prints: [print], concepts });
    // Concepts 1–4 stand together in 1,998 sentences of "Andere" and 5 of "Eigene": common (over 2,000) only with "Eigene".
    const others = Array.from({ length: 1998 }, (_, index) => sketch(10_000 + index, [1, 2, 3, 4]));
    const own = Array.from({ length: 5 }, (_, index) => sketch(20_000 + index, [1, 2, 3, 4]));
    // A copy of "Eigene", the same in other words as "Andere" (found only through concepts 1–4), a copy of "Andere".
    const draft = [sketch(20_000, [70, 71, 72, 73]), sketch(40_000, [1, 2, 3, 4]), sketch(10_005, [80, 81, 82, 83])];
    const without = buildCorpus([{ label: "Andere", fingerprints: others }]);
    const all = buildCorpus([
      { label: "Eigene", fingerprints: own },
      { label: "Andere", fingerprints: others },
    ]);
    const expected = sharedSentences(draft, without);
    expect(expected).toEqual({ counted: 3, shared: 2, texts: 1, top: { label: "Andere", shared: 2 } });
    expect(sharedSentences(draft, withoutText(all, 0))).toEqual(expected);
    // With "Eigene" compared too, its copy counts and concepts 1–4 are too common to find the sentence in other words.
    expect(sharedSentences(draft, all)).toMatchObject({ shared: 2, texts: 2 });
  });

  it("says when nothing was compared", () => {
    expect(checkOriginality(undefined)).toMatchObject({ rating: "good" });
    expect(checkOriginality(undefined).message).toContain("mit keinem anderen Text verglichen");
  });

  it("finds every text a sentence stands in and names the one that shares most", () => {
    const corpus = buildCorpus([source("A", own.slice(0, 2)), source("B", own.slice(0, 8)), source("C", own.slice(5, 6))]);
    expect(sharedSentences(fingerprintsOf(own.join(" ")), corpus)).toEqual({
      counted: 20,
      shared: 8,
      texts: 3,
      top: { label: "B", shared: 8 },
    });
  });
});

describe("the SEO band with the new checks", () => {
  it("a partly copied text stays under „gut“; a copy, an off-topic text and stuffing land in „schlecht“", () => {
    const best = (seoCheckIds.length - 1) * 9;
    expect(seoScoreFromPoints(best + OFF_TOPIC_SCORE, seoCheckIds.length)).toBeLessThanOrEqual(70);
    expect(seoScoreFromPoints(best + OFF_TOPIC_SCORE, seoCheckIds.length)).toBeGreaterThan(40);
    expect(seoScoreFromPoints(best + COPY_SCORE, seoCheckIds.length)).toBeLessThanOrEqual(40);
    expect(seoScoreFromPoints(best + STUFFED_SCORE, seoCheckIds.length)).toBeLessThanOrEqual(40);
  });

  it("a good human text on cleaning a figure is „gut“", () => {
    const analysis = analyzeDraft(humanCleaningText, { corpus: buildCorpus([]) });
    const problems = analysis.seo.checks.filter((item) => item.rating === "bad").map((item) => item.message);
    expect(check(analysis, "topicCoverage").rating, problems.join("\n")).toBe("good");
    expect(analysis.seo.band, problems.join("\n")).toBe("good");
  });

  it("a keyword-stuffed text in the passive voice is „schlecht“", () => {
    const analysis = analyzeDraft(stuffedPassiveText);
    expect(check(analysis, "keyphraseDensity").rating).toBe("bad");
    expect(analysis.readability.checks.find((item) => item.id === "passiveVoice")?.rating).toBe("bad");
    expect(analysis.seo.band).toBe("bad");
  });

  it("a text on another topic under the topic's headings is „schlecht“", () => {
    const analysis = analyzeDraft(reskinnedText);
    expect(check(analysis, "topicCoverage").rating).toBe("bad");
    expect(analysis.seo.band).toBe("bad");
  });

  it("a copy of another text is „schlecht“, even when it is on its topic, and so is a near copy", () => {
    const corpus = buildCorpus([{ label: "Das Original", fingerprints: fingerprintsOf(humanCleaningText.content) }]);
    const analysis = analyzeDraft(humanCleaningText, { corpus });
    expect(check(analysis, "originality").rating).toBe("bad");
    expect(check(analysis, "originality").message).toContain("„Das Original“");
    expect(analysis.seo.band).toBe("bad");
    // Every sentence touched the way a quick edit does: other punctuation and a filler word.
    const edited = humanCleaningText.content.replace(/\. /g, "! ").replace(/ die /g, " auch die ");
    const near = analyzeDraft({ ...humanCleaningText, content: edited }, { corpus });
    expect(check(near, "originality").message).toMatch(/Kopie/);
    expect(near.seo.band).toBe("bad");
  });
});

describe("Eigenständigkeit in other words, and repeated sentences (docs/decisions/0040)", () => {
  const published = [
    "Lesen Sie die Warnung der Watchlist Internet, bevor Sie in einem fremden Shop bestellen.",
    "Heben Sie Bestellung, Zahlungsbeleg und Nachrichten des Händlers sorgfältig auf.",
  ];
  const corpus = buildCorpus([{ label: "Der Artikel", fingerprints: fingerprintsOf(published.join(" ")) }]);

  it("finds a sentence reworded with synonyms and another word order", () => {
    const reworded = "Bevor Sie in einem unbekannten Shop bestellen, lesen Sie die Warnung der Watchlist Internet.";
    expect(sharedSentences([sentenceSketch(reworded)!], corpus)).toMatchObject({ shared: 1, top: { label: "Der Artikel" } });
    const other = "Die Watchlist Internet nimmt Meldungen verdächtiger Seiten über ein Formular entgegen.";
    expect(sharedSentences([sentenceSketch(other)!], corpus)).toMatchObject({ shared: 0 });
  });

  it("leaves out a fact's own wording: every text that states the fact shares it", () => {
    const wording = "Für einen Rücktritt reicht es, innerhalb der Frist eine formlose Erklärung abzusenden, etwa per E-Mail.";
    expect(sentenceSketch(wording)?.concepts).toEqual([]);
  });

  it("keeps the sketches in a compact string and reads them back", () => {
    const sketches = fingerprintsOf(published.join(" "));
    expect(decodeSketches(encodeSketches(sketches))).toEqual(sketches);
    expect(decodeSketches("kein base64!")).toBeNull();
  });

  it("makes a text that repeats one sentence three times „schlecht“, whatever it was compared with", () => {
    const sentence = "Labubu Preisvergleich lohnt sich für jeden Sammler in Österreich.";
    const stuffed = [...own.slice(0, 10), sentence, sentence, sentence];
    const repetition = repeatedSentences(stuffed);
    expect(repetition).toMatchObject({ repeats: 2, top: { sentence, times: 3 } });
    expect(checkOriginality(undefined, repetition)).toMatchObject({ rating: "bad", score: STUFFED_SCORE });
    expect(checkOriginality(undefined, repetition).message).toContain("3-mal");
    // Once twice is no stuffing.
    expect(checkOriginality(undefined, repeatedSentences([...own, own[0]!])).rating).toBe("good");
  });

  it("lets a lead-in that ends in a colon open every section, as an outline's questions do", () => {
    const lead = "Fragen, die dieser Abschnitt beantworten muss:";
    const outline = [...own.slice(0, 10), lead, lead, lead];
    expect(repeatedSentences(outline)).toMatchObject({ repeats: 0 });
    expect(checkOriginality(undefined, repeatedSentences(outline)).rating).toBe("good");
  });
});
