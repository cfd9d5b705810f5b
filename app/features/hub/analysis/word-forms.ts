/**
 * Word forms for the topic checks (the analysis's "Thema abgedeckt" and the hub's topic → brief
 * match, docs/decisions/0019): a light German stem, so "reinigen", "Reinigung" and "gereinigt" are
 * one topic word, and "Zähne", "Zähnen" one word. Relative imports with extensions: the build's
 * fingerprint plugin imports this module's neighbours outside the app's alias.
 */
import { sameWord, type Word } from "./words.ts";

/** Endings removed from the end of a folded word, longest first; the stem keeps at least four letters. */
const SUFFIXES = [
  "ungen",
  "heiten",
  "keiten",
  "ungs",
  "heit",
  "keit",
  "ung",
  "ern",
  "em",
  "en",
  "er",
  "es",
  "et",
  "st",
  "e",
  "n",
  "s",
  "t",
];
const MIN_STEM = 4;

/** The stem of a folded word ("reinigungen" → "reinig", "zaehnen" → "zaehn"); short words stay whole. */
export function stemOf(key: string): string {
  let stem = key;
  // A participle's "ge-" ("gereinigt") is dropped when a real stem remains.
  if (stem.startsWith("ge") && stem.length >= MIN_STEM + 4 && /[td]$/.test(stem)) stem = stem.slice(2);
  for (const suffix of SUFFIXES) {
    if (stem.length - suffix.length >= MIN_STEM && stem.endsWith(suffix)) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  return stem;
}

/**
 * Whether a text word is a form of a topic word: the same word with a common ending, the same stem
 * (stems of five letters or more), or a compound that contains it ("Reinigungstipps" contains
 * "reinig", "Labubu-Zähne" has the part "zaehne").
 */
export function isFormOf(topicWord: string, word: Word): boolean {
  if (sameWord(topicWord, word.key) || sameWord(word.key, topicWord)) return true;
  const stem = stemOf(topicWord);
  for (const part of word.parts) {
    if (sameWord(topicWord, part) || stemOf(part) === stem) return true;
    if (stem.length >= 5 && part.length > stem.length + 2 && (part.startsWith(stem) || part.endsWith(stem))) return true;
  }
  return false;
}
