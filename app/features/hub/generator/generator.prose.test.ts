import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  connectorRate,
  meanAndSd,
  paragraphSizeShares,
  paragraphsOf,
  proseSentences,
  recurrence,
  repeatedWithin,
  wordCount,
} from "../../../../tests/support/prose-measures";
import { createArticle } from "./generator";
import { seededRandom } from "./random.fixtures";
import { joinSentences, setRhythm } from "./rhythm";
import { topicLists, topicListsByCategory } from "./topics";
import { hubCategories } from "~/domain/categories";
import { splitFrontMatter } from "~/features/articles/front-matter";
import { splitWords } from "~/features/hub/analysis/words";

/**
 * How the offline drafts read as prose (docs/decisions/0029), measured over all 56 topic × category
 * drafts and held to what the four published articles, written by a person, meet. Every measure
 * reads the drafts and the articles the same way: sentences of running text and list items (headings
 * left out), paragraphs of running text.
 */
const now = new Date("2026-11-21T10:00:00.000Z");
const drafts = hubCategories.flatMap((category) =>
  topicListsByCategory(category).flatMap((list) =>
    topicLists[list].topics.map((topic) => ({
      name: `${topic.id} (${category})`,
      body: createArticle({ listTopic: topic.title, category }, { random: seededRandom(1), now }).content,
    })),
  ),
);
const articleFolder = path.resolve(import.meta.dirname, "../../../content/articles");
const published = readdirSync(articleFolder).map((file) => {
  const split = splitFrontMatter(readFileSync(path.join(articleFolder, file), "utf8"));
  if (!split.ok) throw new Error(file);
  return { name: file, body: split.body };
});

/** Connectors a machine text repeats as filler. */
const connectors = [
  "deshalb",
  "daher",
  "darum",
  "außerdem",
  "zudem",
  "zusätzlich",
  "dabei",
  "also",
  "dann",
  "allerdings",
  "jedoch",
  "trotzdem",
];
/** Each connector over a whole body of texts (published: at most 2.9 per 100 sentences). */
const MAX_CONNECTOR_PER_100 = 3;
/** All twelve together over a whole body of texts (published: about 17 per 100 sentences). */
const MAX_CONNECTORS_PER_100 = 20;
/** Each connector within one text (published: at most 6.0, "deshalb" in the fake-check article). */
const MAX_CONNECTOR_PER_100_IN_ONE_TEXT = 6.5;
/** No number of sentences per paragraph makes up more of the paragraphs (published: 35 %, per article at most 42 %). */
const MAX_PARAGRAPH_SIZE_SHARE = 0.45;
/** Mean sentence length within this many words of the published articles' (published, per article: 10.9 to 13.2). */
const MEAN_TOLERANCE_WORDS = 1.5;
/** Spread (standard deviation) of sentence lengths relative to the published articles' (per article: 0.85 to 1.10). */
const SD_RATIO = { min: 0.8, max: 1.25 } as const;
/** "No sentence in more than three of any twelve drafts", read strictly: in at most three of all 56. */
const MAX_DRAFTS_PER_SENTENCE = 3;

type Text = { name: string; body: string };

function measures(texts: readonly Text[]) {
  const sentences = texts.flatMap((text) => proseSentences(text.body));
  const rates = connectors.map((word) => connectorRate(sentences, word));
  return {
    sentences,
    lengths: meanAndSd(sentences.map(wordCount)),
    paragraphs: paragraphSizeShares(texts.flatMap((text) => paragraphsOf(text.body))),
    connectors: Object.fromEntries(connectors.map((word, index) => [word, rates[index]!])),
    allConnectors: rates.reduce((sum, rate) => sum + rate, 0),
  };
}

const person = measures(published);

/** The findings of a text or body of texts against the person's measures; empty when it reads like a person's. */
function rhythmFindings(texts: readonly Text[]): string[] {
  const measured = measures(texts);
  const findings: string[] = [];
  const { mean, sd } = measured.lengths;
  if (Math.abs(mean - person.lengths.mean) > MEAN_TOLERANCE_WORDS)
    findings.push(`mean sentence ${mean.toFixed(2)} words, published ${person.lengths.mean.toFixed(2)}`);
  const ratio = sd / person.lengths.sd;
  if (ratio < SD_RATIO.min || ratio > SD_RATIO.max)
    findings.push(`sentence spread ${sd.toFixed(2)} (${ratio.toFixed(2)} × published)`);
  const [top] = measured.paragraphs;
  if (top && top.share > MAX_PARAGRAPH_SIZE_SHARE)
    findings.push(`${(top.share * 100).toFixed(0)} % of paragraphs have ${top.size} sentences`);
  for (const text of texts) {
    const sentences = proseSentences(text.body);
    for (const word of connectors) {
      const rate = connectorRate(sentences, word);
      if (rate > MAX_CONNECTOR_PER_100_IN_ONE_TEXT) findings.push(`${text.name}: „${word}“ ${rate.toFixed(1)} per 100 sentences`);
    }
  }
  return findings;
}

describe("the thresholds hold for the published articles (a person's text)", () => {
  it("each article: sentence lengths, paragraph sizes and connectors within the thresholds", () => {
    expect(published).toHaveLength(4);
    for (const article of published) expect(rhythmFindings([article]), article.name).toEqual([]);
  });

  it("all four: each connector and the twelve together", () => {
    for (const [word, rate] of Object.entries(person.connectors)) expect(rate, word).toBeLessThanOrEqual(MAX_CONNECTOR_PER_100);
    expect(person.allConnectors).toBeLessThanOrEqual(MAX_CONNECTORS_PER_100);
  });
});

describe("the 56 offline drafts read like prose", () => {
  const measured = measures(drafts);

  it("are all 56 topic × category drafts", () => {
    expect(drafts).toHaveLength(56);
  });

  it("share no sentence among more than three drafts (headings aside, no exception)", () => {
    // Headings are not prose and are left out by proseSentences; every other line counts, the lines
    // before a review's strengths and limits included (each brief words them itself).
    const counts = recurrence(drafts.map((draft) => proseSentences(draft.body)));
    const over = [...counts]
      .filter(([, count]) => count > MAX_DRAFTS_PER_SENTENCE)
      .map(([sentence, count]) => `${count}× ${sentence}`);
    expect(over).toEqual([]);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(MAX_DRAFTS_PER_SENTENCE);
  });

  it("repeat no sentence within a draft", () => {
    const repeated = drafts.flatMap((draft) =>
      repeatedWithin(proseSentences(draft.body)).map((sentence) => `${draft.name}: ${sentence}`),
    );
    expect(repeated).toEqual([]);
  });

  it("vary sentence and paragraph lengths like a person and use no connector as filler in any draft", () => {
    expect(rhythmFindings(drafts)).toEqual([]);
    console.info(
      `Sentence length, drafts: ${measured.lengths.mean.toFixed(1)} ± ${measured.lengths.sd.toFixed(1)} words; published articles: ${person.lengths.mean.toFixed(1)} ± ${person.lengths.sd.toFixed(1)}`,
    );
  });

  it.each(connectors.map((word) => [word] as const))("use „%s“ in at most 3 of 100 sentences", (word) => {
    expect(measured.connectors[word]).toBeLessThanOrEqual(MAX_CONNECTOR_PER_100);
  });

  it("use the twelve connectors together in at most 20 of 100 sentences", () => {
    expect(measured.allConnectors).toBeLessThanOrEqual(MAX_CONNECTORS_PER_100);
  });
});

describe("the measures find what they are for", () => {
  const machine: Text = {
    name: "machine",
    body: Array.from({ length: 12 }, (_, index) =>
      [
        `Prüfen Sie die Figur Nummer ${index} genau.`,
        "Deshalb zählen Sie die Zähne.",
        "Außerdem sehen Sie auf den Fuß.",
        "Eine Labubu unter € 15 ist laut vienna.at vermutlich gefälscht.",
      ].join(" "),
    ).join("\n\n"),
  };

  it("flag short, even sentences, four-sentence paragraphs and connector filler", () => {
    const findings = rhythmFindings([machine]);
    expect(findings.some((finding) => finding.startsWith("mean sentence"))).toBe(true);
    expect(findings.some((finding) => finding.startsWith("sentence spread"))).toBe(true);
    expect(findings).toContain("100 % of paragraphs have 4 sentences");
    expect(findings.some((finding) => finding.includes("„deshalb“"))).toBe(true);
  });

  it("count a sentence once per text, in any case and spacing", () => {
    const counts = recurrence([
      [
        "Eine Labubu unter € 15 ist laut vienna.at vermutlich gefälscht.",
        "eine labubu  unter € 15 ist laut vienna.at vermutlich gefälscht",
      ],
      ["„Eine Labubu unter € 15 ist laut vienna.at vermutlich gefälscht.“"],
    ]);
    expect([...counts.values()]).toEqual([2]);
    expect(repeatedWithin(["Notieren Sie Preise.", "Vergleichen Sie.", "notieren Sie Preise"])).toEqual(["notieren sie preise"]);
  });
});

const wordsOf = (text: string) => splitWords(text).map((word) => word.key);

describe("a section's rhythm", () => {
  it("joins a sentence that only continues the one before: comma, semicolon, dash, two requests", () => {
    expect(joinSentences(["Die Figur ist klein.", "Deshalb passt sie in jede Tasche.", "Dann prüfen Sie den Code."])).toEqual([
      "Die Figur ist klein, deshalb passt sie in jede Tasche.",
      "Dann prüfen Sie den Code.",
    ]);
    expect(joinSentences(["Achten Sie auf den Aufkleber.", "Er schimmert im Licht."])).toEqual([
      "Achten Sie auf den Aufkleber; er schimmert im Licht.",
    ]);
    expect(joinSentences(["Prüfen Sie die Figur vor dem Verpacken.", "Das erspart Ihnen später Ärger."])).toEqual([
      "Prüfen Sie die Figur vor dem Verpacken – das erspart Ihnen später Ärger.",
    ]);
    expect(joinSentences(["Prüfen Sie die Figur nach der Lieferung.", "Heben Sie Beleg und Schachtel auf."])).toEqual([
      "Prüfen Sie die Figur nach der Lieferung und heben Sie Beleg und Schachtel auf.",
    ]);
  });

  it("leaves a sentence alone that starts a thought, is too long together, follows a question or addresses the reader", () => {
    const long = "Ein sehr langer Satz mit vielen Wörtern über Preise, Händler, Schachteln, Belege, Fotos und Versand.";
    expect(joinSentences([long, "Deshalb prüfen Sie jedes Angebot genau und vergleichen Sie es mit dem Webshop."])).toHaveLength(
      2,
    );
    expect(joinSentences(["Was kostet sie?", "Dann prüfen Sie den Preis."])).toHaveLength(2);
    expect(joinSentences(["Die Figur ist klein.", "Das Etikett zeigt den Hersteller."])).toHaveLength(2);
    expect(joinSentences(["Die Ombudsstelle hilft.", "Sie ist staatlich anerkannt."])).toHaveLength(2);
    expect(joinSentences(["Die Figur ist klein.", "Eine Schachtel schützt sie."])).toHaveLength(2);
  });

  it("keeps every word in order and cuts no paragraph in front of a sentence that points back", () => {
    const paragraphs = Array.from({ length: 12 }, (_, index) =>
      [
        `Satz eins von Absatz ${index}.`,
        "Dort gilt etwas.",
        `Neuer Gedanke ${index}.`,
        "Er endet hier.",
        `Letzter Satz ${index}.`,
      ].join(" "),
    );
    const result = setRhythm("Überschrift", paragraphs);
    expect(wordsOf(result.join(" "))).toEqual(wordsOf(paragraphs.join(" ")));
    for (const paragraph of result) expect(paragraph).not.toMatch(/^(Dort|dort|Er|er) /);
    expect(new Set(result.map((paragraph) => paragraph.split(". ").length)).size).toBeGreaterThan(1);
    expect(setRhythm("Überschrift", paragraphs)).toEqual(result);
  });
});

describe("what the offline drafts promise", () => {
  // A box, a sticker or a receipt is a sign, never proof: no draft may tell a reader that something proves a figure
  // genuine (issue: "Damit belegen Sie, dass es sich um Originale handelt").
  const promise =
    /\b(?:belegen|belegt|beweisen|beweist|garantieren|garantiert|sichern)\b(?![^.!?]*\b(?:nicht|kein(?:e|en|er)?|nie)\b)[^.!?]*\b(?:Originale?|echt(?:e|er|es|heit)?)\b/iu;

  it("no sentence of the 56 drafts says that something proves a figure genuine", () => {
    const promising = drafts.flatMap(({ name, body }) =>
      proseSentences(body)
        .filter((sentence) => promise.test(sentence))
        .map((sentence) => `${name}: ${sentence}`),
    );
    expect(promising).toEqual([]);
  });

  it("the check reads a promise as one and a caution as none", () => {
    expect(promise.test("Damit belegen Sie, dass es sich um Originale handelt.")).toBe(true);
    expect(promise.test("Ob eine Figur echt ist, belegt eine Schachtel allein allerdings nicht.")).toBe(false);
    expect(promise.test("Ein normaler Preis beweist also noch keine Echtheit.")).toBe(false);
    expect(promise.test("Der Aufkleber garantiert, dass die Figur echt ist.")).toBe(true);
  });
});
