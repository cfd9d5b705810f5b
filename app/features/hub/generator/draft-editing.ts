/**
 * What an editor fixes in a draft before it can be published (docs/decisions/0052), as measurable findings: the
 * keyphrase forced into headings, a promised example that never comes, filler connectors that open sentences,
 * run-on sentences, and blocks that recur across most drafts. The generator's tests hold every list draft and
 * the published articles to them; the drafts bench counts them as the edits an editor would make.
 */
import { readStructure } from "~/features/hub/analysis/structure";
import { splitSentences } from "~/features/hub/analysis/sentences";
import { splitWords } from "~/features/hub/analysis/words";
import { containsKeyphrase, parseKeyphrase } from "~/features/hub/analysis/keyphrase";
import { fillerOpeners, promisePatterns, recurringBlocks } from "~/features/hub/copy/draft-editing";
import { facts } from "~/content/facts";
import { rememberReads } from "~/content/data/reads";
import { wordingsOf } from "./fact-kit";

/** At most this many subheadings carry the keyphrase; the others name what their section says. */
export const MAX_KEYPHRASE_HEADINGS = 1;
/** A sentence longer than this many words is a run-on an editor splits (published articles: at most 28). */
export const MAX_SENTENCE_WORDS = 30;
/** A block recurs too often when more than this share of the list drafts carries it. */
export const MAX_BLOCK_SHARE = 0.4;

export type RecurringBlock = keyof typeof recurringBlocks;

/** The subheadings (## and ###) that contain the keyphrase: all its content words, in any form. */
export function keyphraseHeadings(markdown: string, keyphrase: string): string[] {
  const parsed = parseKeyphrase(keyphrase);
  return readStructure(markdown)
    .blocks.filter((block) => block.kind === "heading" && (block.depth === 2 || block.depth === 3))
    .map((block) => block.text)
    .filter((heading) => containsKeyphrase(parsed, splitWords(heading)));
}

/** Sentences of running text and list items, each with the heading of its section. */
function sectionsOf(markdown: string): { heading: string; sentences: string[] }[] {
  const sections: { heading: string; sentences: string[] }[] = [{ heading: "", sentences: [] }];
  for (const block of readStructure(markdown).blocks) {
    if (block.kind === "heading") sections.push({ heading: block.text, sentences: [] });
    else sections.at(-1)!.sentences.push(...splitSentences(block.text));
  }
  return sections;
}

/** Sentences that promise an example or a calculation their section does not give (no figure follows them). */
export function unkeptPromises(markdown: string): string[] {
  return sectionsOf(markdown).flatMap(({ sentences }) =>
    sentences.filter(
      (sentence, index) =>
        promisePatterns.some((pattern) => pattern.test(sentence)) && !sentences.slice(index).some((later) => /\d/.test(later)),
    ),
  );
}

/** Sentences a connector opens only to fill them ("Außerdem …"). */
export function fillerOpened(markdown: string): string[] {
  return sectionsOf(markdown)
    .flatMap((section) => section.sentences)
    .filter((sentence) => {
      const start = sentence.replace(/^[^\p{L}]+/u, "").toLocaleLowerCase("de-AT");
      return fillerOpeners.some((opener) => start.startsWith(`${opener} `) || start.startsWith(`${opener},`));
    });
}

/** A sentence as compared with the fact base's: its Stand note dropped, its words only. */
const sentenceKey = (sentence: string) =>
  splitWords(sentence.replace(/\s*\(Stand [^)]*\)/gu, ""))
    .map((word) => word.key)
    .join(" ");

/** The fact base's own sentences, worked out once (every caller recorded as reading what that read). */
const factSentences = rememberReads(
  (): ReadonlySet<string> => new Set(facts.flatMap((fact) => wordingsOf(fact).flatMap(splitSentences).map(sentenceKey))),
);

/** Whether the sentence is one of a fact's own sentences: the fact base words those, and a draft states them whole. */
function isFactSentence(sentence: string): boolean {
  return factSentences().has(sentenceKey(sentence));
}

/** Sentences longer than `MAX_SENTENCE_WORDS` words, a fact's own sentences aside. */
export function runOnSentences(markdown: string): string[] {
  return sectionsOf(markdown)
    .flatMap((section) => section.sentences)
    .filter((sentence) => splitWords(sentence).length > MAX_SENTENCE_WORDS && !isFactSentence(sentence));
}

/** The recurring blocks a text carries: a paragraph (or list item) that matches enough of the block's patterns. */
export function blocksIn(markdown: string): RecurringBlock[] {
  const paragraphs = readStructure(markdown)
    .blocks.filter((block) => block.kind !== "heading")
    .map((block) => block.text);
  return (Object.keys(recurringBlocks) as RecurringBlock[]).filter((name) => {
    const { patterns, atLeast } = recurringBlocks[name];
    return paragraphs.some((paragraph) => patterns.filter((pattern) => pattern.test(paragraph)).length >= atLeast);
  });
}

/** Each recurring block's share of the texts that carry it. */
export function blockShares(markdowns: readonly string[]): Record<RecurringBlock, number> {
  const counts = Object.fromEntries(Object.keys(recurringBlocks).map((name) => [name, 0])) as Record<RecurringBlock, number>;
  for (const markdown of markdowns) for (const name of blocksIn(markdown)) counts[name]++;
  for (const name of Object.keys(counts) as RecurringBlock[]) counts[name] /= Math.max(1, markdowns.length);
  return counts;
}

/** Everything an editor would fix in one text, one finding per edit. */
export function editingFindings(markdown: string, keyphrase: string): string[] {
  const headings = keyphraseHeadings(markdown, keyphrase);
  return [
    ...headings.slice(MAX_KEYPHRASE_HEADINGS).map((heading) => `keyphrase in heading: ${heading}`),
    ...unkeptPromises(markdown).map((sentence) => `promise without example: ${sentence}`),
    ...fillerOpened(markdown).map((sentence) => `filler opener: ${sentence}`),
    ...runOnSentences(markdown).map((sentence) => `run-on: ${sentence}`),
  ];
}
