/**
 * German syllables by vowel groups: every vowel (a e i o u ä ö ü y) starts a syllable, except that
 * the diphthongs and long vowels ie, ei, ai, au, eu, äu, ey, ay, aa, ee, oo count once and the u of
 * "qu" is not a vowel. Plural "-ien" after another vowel group is two syllables ("Se-ri-en", but "Wien"),
 * as are a few loan words on "-ie" ("Se-ri-e", "Fa-mi-li-e"). A word without a vowel (a number,
 * "Nr") counts as one syllable.
 */
import { syllableLexicon } from "~/features/hub/copy/analysis-lexicon";

const VOWELS = new Set(syllableLexicon.vowels);
const ONE_SOUND = new Set(syllableLexicon.oneSound);
const TWO_SYLLABLE_IE = syllableLexicon.twoSyllableIe;

const ONLY_LETTERS = /^\p{L}*$/u;

export function countSyllables(word: string): number {
  const lower = word.toLowerCase();
  const letters = ONLY_LETTERS.test(lower) ? lower : lower.replace(/[^\p{L}]/gu, "");
  let count = 0;
  let index = 0;
  while (index < letters.length) {
    const char = letters[index]!;
    if (!VOWELS.has(char) || (char === "u" && letters[index - 1] === "q")) {
      index++;
      continue;
    }
    count++;
    const pair = letters.slice(index, index + 2);
    index += ONE_SOUND.has(pair) ? 2 : 1;
  }
  if (count > 1 && letters.endsWith("ien")) count++;
  else if (TWO_SYLLABLE_IE.some((ending) => letters.endsWith(ending))) count++;
  return Math.max(1, count);
}
