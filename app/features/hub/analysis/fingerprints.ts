/**
 * Sentence fingerprints for the "Eigenständigkeit" check: each sentence of running text, normalised
 * (folded like every comparison of the analysis, punctuation dropped, white space collapsed), hashed
 * to 32 bits. Two texts share a sentence when they share its fingerprint, whatever the Markdown,
 * quotes or letter case around it. Short sentences ("Das spricht dafür:") recur in any honest text and
 * are not counted.
 *
 * Relative imports with extensions: the build's fingerprint plugin (app/features/articles/fingerprints-plugin.ts)
 * computes the published articles' fingerprints with this same module.
 */
import { splitSentences } from "./sentences.ts";
import { readStructure } from "./structure.ts";
import { fold, splitWords } from "./words.ts";

/** Sentences with fewer words are formulaic and not fingerprinted. */
export const MIN_FINGERPRINT_WORDS = 6;

/** "Eine Labubu unter € 15 …" and "eine labubu unter 15 …" are the same sentence. */
export function normaliseSentence(sentence: string): string {
  return fold(sentence)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** FNV-1a, 32 bits: enough to tell sentences apart (collisions stay below one in a million per pair). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The fingerprint of one sentence, or undefined when it is too short to count. */
export function sentenceFingerprint(sentence: string): number | undefined {
  if (splitWords(sentence).length < MIN_FINGERPRINT_WORDS) return undefined;
  return hashText(normaliseSentence(sentence));
}

/** The prose sentences of a Markdown body (paragraphs and list items; headings are not prose). */
export function proseSentences(markdown: string): string[] {
  return readStructure(markdown).blocks.flatMap((block) => (block.kind === "heading" ? [] : splitSentences(block.text)));
}

/** The distinct fingerprints of a Markdown body's prose, ascending. */
export function fingerprintsOf(markdown: string): number[] {
  const prints = new Set<number>();
  for (const sentence of proseSentences(markdown)) {
    const print = sentenceFingerprint(sentence);
    if (print !== undefined) prints.add(print);
  }
  return [...prints].sort((a, b) => a - b);
}

/** One published article as the hub's "Eigenständigkeit" check compares drafts with it (built at build time). */
export type PublishedFingerprints = { slug: string; title: string; fingerprints: number[] };

/** A text the draft is compared with: a published article or another draft. */
export type FingerprintSource = {
  /** What the message names: the title. */
  label: string;
  fingerprints: readonly number[];
};

/**
 * Every compared text's fingerprints in one sorted array (with the text each belongs to), so a
 * draft's sentences are looked up by binary search: no set to build per analysis, and cheap to send
 * to the analysis worker.
 */
export type FingerprintCorpus = { labels: string[]; prints: Uint32Array; owners: Uint32Array };

export function buildCorpus(sources: readonly FingerprintSource[]): FingerprintCorpus {
  const pairs: [number, number][] = [];
  sources.forEach((source, owner) => {
    for (const print of new Set(source.fingerprints)) pairs.push([print >>> 0, owner]);
  });
  pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return {
    labels: sources.map((source) => source.label),
    prints: Uint32Array.from(pairs, (pair) => pair[0]),
    owners: Uint32Array.from(pairs, (pair) => pair[1]),
  };
}

/** First index whose print is ≥ `print`. */
function lowerBound(prints: Uint32Array, print: number): number {
  let low = 0;
  let high = prints.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (prints[middle]! < print) low = middle + 1;
    else high = middle;
  }
  return low;
}

export type SharedSentences = {
  /** Sentences long enough to count. */
  counted: number;
  /** Of those, how many another text has too. */
  shared: number;
  /** The text that shares the most, with how many. */
  top?: { label: string; shared: number };
  /** How many texts share at least one sentence. */
  texts: number;
};

/** How many of a draft's counted sentences stand in the corpus too, and where most of them stand. */
export function sharedSentences(fingerprints: readonly number[], corpus: FingerprintCorpus): SharedSentences {
  const perOwner = new Map<number, number>();
  let shared = 0;
  for (const print of new Set(fingerprints)) {
    let index = lowerBound(corpus.prints, print >>> 0);
    if (corpus.prints[index] !== print >>> 0) continue;
    shared++;
    for (; index < corpus.prints.length && corpus.prints[index] === print >>> 0; index++) {
      const owner = corpus.owners[index]!;
      perOwner.set(owner, (perOwner.get(owner) ?? 0) + 1);
    }
  }
  let top: SharedSentences["top"];
  for (const [owner, count] of perOwner)
    if (!top || count > top.shared) top = { label: corpus.labels[owner] ?? "", shared: count };
  return { counted: new Set(fingerprints).size, shared, texts: perOwner.size, ...(top ? { top } : {}) };
}
