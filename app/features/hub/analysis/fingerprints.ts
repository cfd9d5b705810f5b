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
import { fold, isStopWord, splitWords } from "./words.ts";

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

/** A near copy keeps at least this many content words of its sentence. */
const MIN_LOOSE_WORDS = 4;
/** Letters of a content word that stand for it in a near copy's print ("Figuren" and "Figur" are one). */
const STEM_LETTERS = 5;

/**
 * The print of a sentence as a near copy keeps it (docs/decisions/0035): its content words in order, each cut
 * to its first five letters, without function words and numbers. A sentence copied with other punctuation,
 * case, articles or endings, another number or a word like "auch" added or dropped has the same print.
 */
export function looseFingerprint(sentence: string): number | undefined {
  if (splitWords(sentence).length < MIN_FINGERPRINT_WORDS) return undefined;
  const stems = splitWords(sentence)
    .filter((word) => !isStopWord(word.key) && !/^\d/.test(word.key))
    .map((word) => word.key.replace(/[^\p{L}]+/gu, "").slice(0, STEM_LETTERS))
    .filter(Boolean);
  return stems.length < MIN_LOOSE_WORDS ? undefined : hashText(`~${stems.join(" ")}`);
}

/** A sentence's prints: exact, and as a near copy (where it has enough content words). */
export function sentencePrints(sentence: string): number[] {
  const exact = sentenceFingerprint(sentence);
  if (exact === undefined) return [];
  const loose = looseFingerprint(sentence);
  return loose === undefined ? [exact] : [exact, loose];
}

/** The prose sentences of a Markdown body (paragraphs and list items; headings are not prose). */
export function proseSentences(markdown: string): string[] {
  return readStructure(markdown).blocks.flatMap((block) => (block.kind === "heading" ? [] : splitSentences(block.text)));
}

/** The distinct fingerprints of a Markdown body's prose, exact and near-copy prints together, ascending. */
export function fingerprintsOf(markdown: string): number[] {
  const prints = new Set<number>();
  for (const sentence of proseSentences(markdown)) for (const print of sentencePrints(sentence)) prints.add(print);
  return [...prints].sort((a, b) => a - b);
}

/** Each counted sentence of a Markdown body as its prints (one entry per distinct sentence). */
export function sentencePrintsOf(markdown: string): number[][] {
  return distinctSentences(proseSentences(markdown).map(sentencePrints));
}

/** One entry per distinct sentence (by its exact print), sentences too short to count left out. */
export function distinctSentences(prints: readonly number[][]): number[][] {
  const seen = new Set<number>();
  const out: number[][] = [];
  for (const list of prints) {
    const [exact] = list;
    if (exact === undefined || seen.has(exact)) continue;
    seen.add(exact);
    out.push(list);
  }
  return out;
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

/** Whether the corpus holds this print, and from which index its owners start. */
function find(corpus: FingerprintCorpus, print: number): number {
  const index = lowerBound(corpus.prints, print >>> 0);
  return corpus.prints[index] === print >>> 0 ? index : -1;
}

/**
 * How many of a draft's counted sentences (each given as its prints, exact first) stand in the corpus too,
 * exactly or as near copies, and where most of them stand.
 */
export function sharedSentences(sentences: readonly (readonly number[])[], corpus: FingerprintCorpus): SharedSentences {
  const perOwner = new Map<number, number>();
  let shared = 0;
  let counted = 0;
  const seen = new Set<number>();
  for (const prints of sentences) {
    const [exact] = prints;
    if (exact === undefined || seen.has(exact)) continue;
    seen.add(exact);
    counted++;
    const owners = new Set<number>();
    for (const print of prints) {
      let index = find(corpus, print);
      if (index < 0) continue;
      for (; index < corpus.prints.length && corpus.prints[index] === print >>> 0; index++) owners.add(corpus.owners[index]!);
    }
    if (owners.size === 0) continue;
    shared++;
    for (const owner of owners) perOwner.set(owner, (perOwner.get(owner) ?? 0) + 1);
  }
  let top: SharedSentences["top"];
  for (const [owner, count] of perOwner)
    if (!top || count > top.shared) top = { label: corpus.labels[owner] ?? "", shared: count };
  return { counted, shared, texts: perOwner.size, ...(top ? { top } : {}) };
}
