import { fold, type Word } from "./words";
import { transitionLexicon } from "~/features/hub/copy/analysis-lexicon";

/**
 * German transition words and phrases (own list, app/features/hub/copy/analysis-lexicon.ts): words that link a sentence to the one before
 * (contrast, cause, order, example, summary). Multi-word phrases must appear in order; paired
 * connectors ("entweder … oder") need both parts in the sentence.
 */
const SINGLE = new Set(transitionLexicon.words.map(fold));
const PHRASES: string[][] = transitionLexicon.phrases.map((phrase) => phrase.split(" ").map(fold));
const PAIRS: [string, string][] = transitionLexicon.pairs.map(([first, second]) => [fold(first), fold(second)]);

function indexOfPhrase(keys: readonly string[], phrase: readonly string[], from = 0): number {
  outer: for (let start = from; start + phrase.length <= keys.length; start++) {
    for (let offset = 0; offset < phrase.length; offset++) if (keys[start + offset] !== phrase[offset]) continue outer;
    return start;
  }
  return -1;
}

export function hasTransitionWord(words: readonly Word[]): boolean {
  const keys = words.map((word) => word.key.replace(/\.$/, ""));
  if (keys.some((key) => SINGLE.has(key))) return true;
  if (PHRASES.some((phrase) => indexOfPhrase(keys, phrase) >= 0)) return true;
  return PAIRS.some(([first, second]) => {
    const firstWords = first.split(" ");
    const at = indexOfPhrase(keys, firstWords);
    return at >= 0 && indexOfPhrase(keys, [second], at + firstWords.length) >= 0;
  });
}
