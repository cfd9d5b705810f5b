import { fold, isStopWord, splitWords, type Word, wordMatches } from "./words";

/**
 * The focus keyphrase as the checks use it. Punctuation is ignored ("labubu, wien!" = "labubu wien");
 * a keyphrase in quotes ("„labubu wien“") must appear exactly as written, in that order.
 */
export type Keyphrase = {
  /** What the editor typed, trimmed. */
  raw: string;
  /** Why the keyphrase cannot be used, if it cannot. */
  problem: "missing" | "no-words" | null;
  exact: boolean;
  /** All folded words, in order. */
  words: string[];
  /** The words that carry meaning (function words removed); all words if only function words were typed. */
  contentWords: string[];
  onlyStopWords: boolean;
};

const QUOTE_PAIRS: [string, string][] = [
  ['"', '"'],
  ["„", "“"],
  ["„", "”"],
  ["“", "”"],
  ["»", "«"],
  ["«", "»"],
  ["'", "'"],
  ["‚", "‘"],
  ["‘", "’"],
];

export function parseKeyphrase(input: string): Keyphrase {
  const raw = input.trim();
  let inner = raw;
  let exact = false;
  for (const [open, close] of QUOTE_PAIRS) {
    if (raw.length > open.length + close.length && raw.startsWith(open) && raw.endsWith(close)) {
      inner = raw.slice(open.length, raw.length - close.length);
      exact = true;
      break;
    }
  }
  const words = splitWords(inner).map((word) => word.key);
  const meaningful = words.filter((word) => !isStopWord(word));
  const problem = raw === "" ? "missing" : words.length === 0 ? "no-words" : null;
  return {
    raw,
    problem,
    exact,
    words,
    contentWords: meaningful.length > 0 ? meaningful : words,
    onlyStopWords: words.length > 0 && meaningful.length === 0,
  };
}

/** A normalised form for comparing keyphrases of different drafts ("Labubu Wien" = "labubu, wien"). */
export function keyphraseKey(input: string): string {
  const keyphrase = parseKeyphrase(input);
  return keyphrase.problem ? "" : keyphrase.words.join(" ");
}

/** How many of the keyphrase's content words occur among `words`. */
export function countPresent(keyphrase: Keyphrase, words: readonly Word[]): number {
  let present = 0;
  for (const keyWord of keyphrase.contentWords) if (words.some((word) => wordMatches(keyWord, word))) present++;
  return present;
}

/**
 * Whether a stretch of text (a sentence, a title) contains the keyphrase: all its content words,
 * in any order; for a quoted keyphrase, all its words exactly and in order.
 */
export function containsKeyphrase(keyphrase: Keyphrase, words: readonly Word[]): boolean {
  if (keyphrase.problem) return false;
  if (keyphrase.exact) return findExact(keyphrase, words) >= 0;
  return countPresent(keyphrase, words) === keyphrase.contentWords.length;
}

/** Index of the first word where the keyphrase's words appear exactly and in order, or -1. */
export function findExact(keyphrase: Keyphrase, words: readonly Word[]): number {
  const needle = keyphrase.words;
  if (needle.length === 0) return -1;
  for (let start = 0; start + needle.length <= words.length; start++) {
    let all = true;
    for (let offset = 0; offset < needle.length; offset++) {
      if (words[start + offset]!.key !== needle[offset]) {
        all = false;
        break;
      }
    }
    if (all) return start;
  }
  return -1;
}

/** Slug parts as words ("labubu-fakes-erkennen" → labubu, fakes, erkennen). */
export function slugWords(slug: string): Word[] {
  return fold(slug)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((part) => ({ text: part, key: part, parts: [part] }));
}
