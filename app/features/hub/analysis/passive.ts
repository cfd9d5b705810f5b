import { fold, type Word } from "./words";
import { passiveLexicon } from "~/features/hub/copy/analysis-lexicon";

/**
 * German passive: a form of "werden" and a past participle in one clause ("Die Box wird geöffnet",
 * "… ist verkauft worden"). Clauses are split at commas, semicolons, colons and dashes. A participle
 * is a lower-case word (nouns are capitalised) shaped like ge…t / ge…en (also after a separable
 * prefix: "ausgepackt", "angeboten"), be-/ent-/er-/ver-/zer-…t, …iert, or one of a few common strong
 * participles with an inseparable prefix ("beschrieben", "verboten"). Future tense ("wird kaufen")
 * and copulas ("wird teuer") are not passive. The word lists are German language data
 * (app/features/hub/copy/analysis-lexicon.ts).
 */

const { werdenForms, separablePrefixes, inseparablePrefixes, strongParticiples, notParticiples } = passiveLexicon;

const WERDEN = new Set(werdenForms.map(fold));
const GE_PARTICIPLE = new RegExp(`^(?:${separablePrefixes.map(fold).join("|")})?ge[a-z]{2,}(?:t|en)$`);
const WEAK_INSEPARABLE = new RegExp(`^(?:${inseparablePrefixes.map(fold).join("|")})[a-z]{2,}t$`);
const STRONG_INSEPARABLE = new Set(strongParticiples.map(fold));
/** Words shaped like participles that are infinitives, adjectives or adverbs. */
const NOT_PARTICIPLES = new Set(notParticiples.map(fold));

function isParticiple(word: string, capitalised: boolean): boolean {
  if (capitalised || NOT_PARTICIPLES.has(word)) return false;
  if (STRONG_INSEPARABLE.has(word)) return true;
  if (word.length > 5 && word.endsWith("iert")) return true;
  return GE_PARTICIPLE.test(word) || WEAK_INSEPARABLE.test(word);
}

/** Whether one of a sentence's clauses has a form of "werden" and a participle. */
export function isPassiveSentence(words: readonly Word[]): boolean {
  let hasWerden = false;
  let hasParticiple = false;
  for (const [index, word] of words.entries()) {
    if (WERDEN.has(word.key)) hasWerden = true;
    // The sentence's first word is capitalised anyway, so its case says nothing.
    else if (isParticiple(word.key, index > 0 && /^\p{Lu}/u.test(word.text))) hasParticiple = true;
    if (hasWerden && hasParticiple) return true;
    if (word.clauseEnd) {
      hasWerden = false;
      hasParticiple = false;
    }
  }
  return false;
}
