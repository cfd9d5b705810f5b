import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  connectorRate,
  meanAndSd,
  modalParagraphShare,
  paragraphsOf,
  proseSentences,
  wordCount,
} from "../../../tests/support/prose-measures";
import { createArticle } from "./generator";
import { seededRandom } from "./random.fixtures";
import { joinSentences, setRhythm } from "./rhythm";
import { topicLists, topicListsByCategory } from "./topics";
import { hubCategories } from "./types";
import { splitFrontMatter } from "~/lib/articles/front-matter";

/**
 * How the offline drafts read as prose (docs/decisions/0019), measured over all 56 topic × category
 * drafts and held to what the four published articles, written by a person, meet.
 */
const now = new Date("2026-11-21T10:00:00.000Z");
const drafts = hubCategories.flatMap((category) =>
  topicListsByCategory[category].flatMap((list) =>
    topicLists[list].topics.map(
      (topic) => createArticle({ listTopic: topic.title, category }, { random: seededRandom(1), now }).content,
    ),
  ),
);
const articleFolder = path.resolve(import.meta.dirname, "../../content/articles");
const published = readdirSync(articleFolder).map((file) => {
  const split = splitFrontMatter(readFileSync(path.join(articleFolder, file), "utf8"));
  if (!split.ok) throw new Error(file);
  return split.body;
});

/** Connectors a machine text repeats as filler; a person's text uses each in at most 3 of 100 sentences. */
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
const MAX_CONNECTOR_PER_100 = 3;
/** No single number of sentences per paragraph makes up half the paragraphs (published: 35 %). */
const MAX_MODAL_PARAGRAPH_SHARE = 0.5;

function measures(bodies: readonly string[]) {
  const sentences = bodies.flatMap(proseSentences);
  return {
    sentences,
    lengths: meanAndSd(sentences.map(wordCount)),
    paragraphs: modalParagraphShare(bodies.flatMap(paragraphsOf)),
    connectors: Object.fromEntries(connectors.map((word) => [word, connectorRate(sentences, word)])),
  };
}

describe("the thresholds hold for the published articles (a person's text)", () => {
  const measured = measures(published);
  it("paragraph sizes and connectors", () => {
    expect(measured.paragraphs.share).toBeLessThan(MAX_MODAL_PARAGRAPH_SHARE);
    for (const [word, rate] of Object.entries(measured.connectors)) expect(rate, word).toBeLessThanOrEqual(MAX_CONNECTOR_PER_100);
  });
});

describe("the 56 offline drafts read like prose", () => {
  const measured = measures(drafts);

  it("are all 56 topic × category drafts", () => {
    expect(drafts).toHaveLength(56);
  });

  it("vary their paragraph sizes: no sentence count makes up half the paragraphs", () => {
    expect(measured.paragraphs.share, `${measured.paragraphs.size} sentences`).toBeLessThan(MAX_MODAL_PARAGRAPH_SHARE);
  });

  it.each(connectors.map((word) => [word] as const))("use „%s“ in at most 3 of 100 sentences", (word) => {
    expect(measured.connectors[word]).toBeLessThanOrEqual(MAX_CONNECTOR_PER_100);
  });

  it("report their sentence lengths (mean and standard deviation in words)", () => {
    const person = measures(published).lengths;
    console.info(
      `Sentence length, drafts: ${measured.lengths.mean.toFixed(1)} ± ${measured.lengths.sd.toFixed(1)} words; published articles: ${person.mean.toFixed(1)} ± ${person.sd.toFixed(1)}`,
    );
    expect(measured.lengths.sd).toBeGreaterThan(0);
  });
});

describe("a section's rhythm", () => {
  it("joins a short connector sentence to the one before, once, and leaves longer ones", () => {
    expect(
      joinSentences(["Die Figur ist klein.", "Deshalb passt sie in jede Tasche.", "Dann prüfen Sie den Code."]),
    ).toEqual(["Die Figur ist klein, deshalb passt sie in jede Tasche.", "Dann prüfen Sie den Code."]);
    const long = "Ein sehr langer Satz mit vielen Wörtern über Preise, Händler, Schachteln, Belege und Fotos.";
    expect(
      joinSentences([long, "Deshalb prüfen Sie jedes Angebot genau und vergleichen Sie es mit dem Webshop."]),
    ).toHaveLength(2);
    expect(joinSentences(["Was kostet sie?", "Dann prüfen Sie den Preis."])).toHaveLength(2);
  });

  it("keeps every sentence in order and cuts no paragraph in front of a sentence that points back", () => {
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
    expect(result.join(" ")).toBe(paragraphs.join(" "));
    for (const paragraph of result) expect(paragraph).not.toMatch(/^(Dort|Er) /);
    expect(new Set(result.map((paragraph) => paragraph.split(". ").length)).size).toBeGreaterThan(1);
    expect(setRhythm("Überschrift", paragraphs)).toEqual(result);
  });
});
