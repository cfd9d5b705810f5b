/**
 * Words as the analysis sees them. A word is a whitespace-separated token with a letter or digit
 * (the rule the hub's word count uses), compared in a folded form: lower case, ß → ss, ä/ö/ü → ae/oe/ue,
 * other accents dropped. So "Straße" and "Strasse", "Zähne" and "Zaehne" are the same word.
 */
// Relative with its extension: the build-time fingerprint plugin imports this module outside the app alias.
import { stopWords } from "../copy/analysis-lexicon.ts";

const WORD_CHAR = /[\p{L}\p{N}]/u;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
/** Inside a token, these separate the parts of a compound or a path ("Labubu-Fakes", "Pop/Mart"). */
const PART_SEPARATOR = /[-‐‑–—/.'’_]+/u;
const FOLDS: Record<string, string> = { ß: "ss", ä: "ae", ö: "oe", ü: "ue", ẞ: "ss" };

export type Word = {
  /** The token as written, punctuation trimmed ("Labubu-Fakes"). */
  text: string;
  /** Folded form used for every comparison ("labubu-fakes"). */
  key: string;
  /** Folded parts of a compound ("labubu", "fakes"); one part for a simple word. */
  parts: string[];
  /** A comma, semicolon, colon or dash follows: the clause ends here. */
  clauseEnd?: boolean;
};

/** Lower case, ß → ss, umlauts → ae/oe/ue, other diacritics removed. */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  // Fast path: most German words are plain ASCII.
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .replace(/[ßäöüẞ]/g, (char) => FOLDS[char] ?? char)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "");
}

const NON_ASCII = /[^ -~]/;

/** The words of a text, in order (tokens without a letter or digit, e.g. "–" or "🎉", are not words). */
export function splitWords(text: string): Word[] {
  const words: Word[] = [];
  for (const token of text.split(/\s+/)) {
    if (!WORD_CHAR.test(token)) {
      // A dash between words ends a clause.
      if (/^[-–—]+$/.test(token) && words.length > 0) words[words.length - 1]!.clauseEnd = true;
      continue;
    }
    const trimmed = EDGE_CHECK.test(token) ? token.replace(EDGE_PUNCTUATION, "") : token;
    const key = fold(trimmed);
    const parts = PART_SEPARATOR.test(key) ? key.split(PART_SEPARATOR).filter(Boolean) : [key];
    words.push({ text: trimmed, key, parts: parts.length > 0 ? parts : [key], clauseEnd: CLAUSE_END.test(token) });
  }
  return words;
}

/** Whether a token starts or ends with something other than a letter or digit. */
const EDGE_CHECK = /^[^\p{L}\p{N}]|[^\p{L}\p{N}]$/u;
const CLAUSE_END = /[,;:][^\p{L}\p{N}]*$/u;

/** The number of words, by the same rule, without building the word objects. */
export function countTextWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (WORD_CHAR.test(token)) count++;
  return count;
}

/**
 * German function words (app/features/hub/copy/analysis-lexicon.ts), folded. A keyphrase made only of these
 * says nothing a search engine could match.
 */
const STOP_WORDS = new Set(stopWords.map(fold));

export function isStopWord(key: string): boolean {
  return STOP_WORDS.has(key);
}

/**
 * Light German inflection: a text word matches a keyphrase word when it is the same word or the same
 * word plus a common ending ("Figur" → "Figuren", "Sammler" → "Sammlern"). Keyphrase words of three
 * letters or fewer must match exactly ("wie" must not match "wien").
 */
const ENDINGS = ["e", "n", "en", "s", "es", "er", "ern", "em", "nen"];

export function sameWord(keyphraseWord: string, textWord: string): boolean {
  if (textWord === keyphraseWord) return true;
  if (keyphraseWord.length <= 3 || !textWord.startsWith(keyphraseWord)) return false;
  return ENDINGS.includes(textWord.slice(keyphraseWord.length));
}

/** Whether a text word is, or contains as a compound part, the keyphrase word. */
export function wordMatches(keyphraseWord: string, word: Word): boolean {
  if (sameWord(keyphraseWord, word.key)) return true;
  if (word.parts.length < 2) return false;
  return word.parts.some((part) => sameWord(keyphraseWord, part));
}
