/**
 * Measures of how a text reads as prose, for the draft tests: how often a sentence recurs across
 * texts, how much sentence lengths vary, how paragraph sizes are spread and how often a connector
 * opens or links sentences. Plain functions over Markdown bodies.
 */
import { readStructure } from "~/features/hub/analysis/structure";
import { splitSentences } from "~/features/hub/analysis/sentences";
import { splitWords } from "~/features/hub/analysis/words";

/** The running-text paragraphs of a Markdown body (no headings, list items or tables), each as its sentences. */
export function paragraphsOf(markdown: string): string[][] {
  return readStructure(markdown)
    .blocks.filter((block) => block.kind === "paragraph")
    .map((block) => splitSentences(block.text))
    .filter((sentences) => sentences.length > 0);
}

/** Sentences of running text and list items (headings excluded). */
export function proseSentences(markdown: string): string[] {
  return readStructure(markdown)
    .blocks.filter((block) => block.kind !== "heading")
    .flatMap((block) => splitSentences(block.text));
}

export function wordCount(sentence: string): number {
  return splitWords(sentence).length;
}

export function meanAndSd(values: readonly number[]): { mean: number; sd: number } {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return { mean, sd: Math.sqrt(variance) };
}

/**
 * A sentence as the recurrence count compares it: Unicode-composed, lower case, white space collapsed
 * and without the punctuation or quotes around it, so "Prüfen Sie den Code." and "prüfen Sie den
 * Code" are one sentence.
 */
export function normaliseSentence(sentence: string): string {
  return sentence
    .normalize("NFC")
    .toLowerCase()
    .replace(/\s+/gu, " ")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
}

/** For each normalised sentence, in how many of the texts it stands (each text counted once). */
export function recurrence(texts: readonly (readonly string[])[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sentences of texts)
    for (const sentence of new Set(sentences.map(normaliseSentence))) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  return counts;
}

/** The normalised sentences that stand more than once in one text. */
export function repeatedWithin(sentences: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const sentence of sentences.map(normaliseSentence)) {
    if (seen.has(sentence)) repeated.add(sentence);
    seen.add(sentence);
  }
  return [...repeated];
}

/** The share of paragraphs for each number of sentences per paragraph, largest share first. */
export function paragraphSizeShares(paragraphs: readonly (readonly string[])[]): { size: number; share: number }[] {
  const counts = new Map<number, number>();
  for (const paragraph of paragraphs) counts.set(paragraph.length, (counts.get(paragraph.length) ?? 0) + 1);
  return [...counts]
    .map(([size, count]) => ({ size, share: count / paragraphs.length }))
    .sort((a, b) => b.share - a.share || a.size - b.size);
}

/** The most common number of sentences per paragraph and the share of paragraphs that have it. */
export function modalParagraphShare(paragraphs: readonly (readonly string[])[]): { size: number; share: number } {
  return paragraphSizeShares(paragraphs)[0] ?? { size: 0, share: 0 };
}

/** How many of the sentences use the connector (a word, case-insensitive), per 100 sentences. */
export function connectorRate(sentences: readonly string[], connector: string): number {
  const pattern = new RegExp(`(^|[^\\p{L}])${connector}($|[^\\p{L}])`, "iu");
  return sentences.length ? (sentences.filter((sentence) => pattern.test(sentence)).length / sentences.length) * 100 : 0;
}
