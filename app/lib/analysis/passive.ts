import { fold, splitWords, type Word } from "./words";

/**
 * German passive: a form of "werden" and a past participle in one clause ("Die Box wird geöffnet",
 * "… ist verkauft worden"). Clauses are split at commas, semicolons, colons and dashes. A participle
 * is a lower-case word (nouns are capitalised) shaped like ge…t / ge…en (also after a separable
 * prefix: "ausgepackt", "angeboten"), be-/ent-/er-/ver-/zer-…t, …iert, or one of a few common strong
 * participles with an inseparable prefix ("beschrieben", "verboten"). Future tense ("wird kaufen")
 * and copulas ("wird teuer") are not passive.
 */

const WERDEN = new Set(
  [
    "werde",
    "wirst",
    "wird",
    "werden",
    "werdet",
    "wurde",
    "wurdest",
    "wurden",
    "wurdet",
    "würde",
    "würdest",
    "würden",
    "würdet",
    "worden",
  ].map(fold),
);

const SEPARABLE =
  "ab|an|auf|aus|bei|dar|durch|ein|fest|fort|her|heraus|hin|hinaus|hoch|los|mit|nach|um|vor|voran|vorbei|weg|wieder|zu|zurueck|zusammen";
const GE_PARTICIPLE = new RegExp(`^(?:${SEPARABLE})?ge[a-z]{2,}(?:t|en)$`);
const WEAK_INSEPARABLE = /^(?:be|emp|ent|er|miss|ver|zer|hinter|wider|ueber|unter)[a-z]{2,}t$/;
const STRONG_INSEPARABLE = new Set(
  [
    "beschrieben verboten verglichen empfohlen bewiesen entschieden verloren entnommen beworben beschlossen vertrieben",
    "verliehen unterschrieben entworfen erworben ergriffen verwiesen zerrissen zerbrochen betroffen verschoben",
    "verschlossen begonnen übernommen unternommen besprochen versprochen verstanden überwiesen unterbrochen",
  ]
    .join(" ")
    .split(" ")
    .map(fold),
);

/** Words shaped like participles that are infinitives, adjectives or adverbs. */
const NOT_PARTICIPLES = new Set(
  [
    "gegen gehen geben gelten gewinnen gehören genießen geschehen gestehen gewähren gefallen geraten gelingen",
    "genügen gewöhnen gebrauchen gestalten gestatten genehmigen gefährden gehorchen gelangen geleiten geloben",
    "gedenken gedeihen gebieten gebären genesen gewährleisten gesamt gerecht gescheit geheim gestern",
    "bekannt beliebt berühmt bereit bestimmt bewusst verrückt verwandt erst ernst beinahe bereits entfernt",
    "unbekannt unterwegs überhaupt erneut zuletzt",
  ]
    .join(" ")
    .split(" ")
    .map(fold),
);

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

/** The same for a sentence given as text. */
export function isPassive(sentence: string): boolean {
  return isPassiveSentence(splitWords(sentence));
}
