/**
 * How the claim check reads a German sentence (docs/decisions/0040): the numbers it states and which of them
 * are everyday writing, the words it says them with (as concepts: stems, synonyms folded together), the shops,
 * places and promises it names, whether it restricts or generalises, and which of its clauses tell the reader
 * what to do rather than state something. Plain functions over text; the word lists are language data
 * (app/features/hub/copy/analysis-lexicon.ts).
 */
import { claimKey } from "./claim-key";
import { stemOf } from "./word-forms";
import { fold, isStopWord, splitWords } from "./words";
import {
  claimLexicon,
  claimSupportLexicon as lexicon,
  notAdviceVerbs,
  topicGenericWords,
} from "~/features/hub/copy/analysis-lexicon";
import { numbersIn } from "~/features/hub/generator/fact-numbers";
import { cardinalWord, fractionCount, fractionWord, ordinalWord } from "./number-words";

/** A list of folded words, "*" entries as prefixes. */
type WordList = { exact: ReadonlySet<string>; prefixes: readonly string[] };

function wordList(list: readonly string[]): WordList {
  const folded = list.map((word) => fold(word));
  return {
    exact: new Set(folded.filter((word) => !word.endsWith("*"))),
    prefixes: folded.filter((word) => word.endsWith("*")).map((word) => word.slice(0, -1)),
  };
}

function inList(list: WordList, word: string): boolean {
  return list.exact.has(word) || list.prefixes.some((prefix) => word.startsWith(prefix));
}

const LISTS = {
  everyday: wordList(lexicon.everydayUnits),
  below: wordList(lexicon.approxBelow),
  around: wordList(lexicon.approxAround),
  atLeast: wordList(lexicon.approxAtLeast),
  warnings: wordList(lexicon.promiseWarnings),
  restricting: wordList(lexicon.restricting),
  universal: wordList(lexicon.universal),
  shopNouns: wordList(lexicon.shopNouns),
  shopPlurals: wordList(lexicon.shopPlurals),
  selling: wordList(lexicon.selling),
  placeEndings: lexicon.placeEndings.map((ending) => fold(ending)),
  placeNames: wordList(lexicon.placeNames),
  placeHeads: wordList(lexicon.placeHeads),
  past: wordList(lexicon.pastTense),
  asking: wordList(lexicon.asking),
  weak: wordList(lexicon.weak),
  units: wordList(claimLexicon.units),
  firstPerson: wordList(lexicon.firstPerson),
  readerAmounts: wordList(lexicon.readerAmounts),
  findings: wordList(lexicon.findings),
  majorityGroups: wordList(lexicon.majorityGroups),
};
const MAJORITIES = lexicon.majorities.map((phrase) => ` ${fold(phrase)} `);
const TRENDS = lexicon.trends.map((phrase) => ` ${fold(phrase)} `);
const GENERIC = new Set(topicGenericWords.map((word) => fold(word)));
/** The site's generic words a claim's concepts leave out: the brand ("Pop Mart") and the country stay, they can be the point of a claim. */
const GENERIC_CONCEPTS = new Set([...GENERIC].filter((word) => !["pop", "mart", "oesterreich"].includes(word)));
const PROMISES = lexicon.promises.map((phrase) => ` ${phrase} `);
/** The restricting words that negate: "kein Echtheitszertifikat beweist …" is no promise; "nur echte" is one. */
const NEGATIONS = new Set(["kein", "keine", "keinen", "keinem", "keiner", "keines", "nicht", "nie", "niemals", "weder", "ohne"]);

// ---------------------------------------------------------------------------------------------------------
// Numbers

/** How a number is qualified: "knapp 15" (the value may lie below), "rund 15", "mehr als 100.000". */
export type Approximation = "below" | "around" | "atLeast";

/** A number as a sentence states it. */
export type NumberMention = {
  raw: string;
  /** Where it starts in the text. */
  at: number;
  values: number[];
  /** Everyday writing ("10 Minuten", "3 Schritte"): no fact needed. */
  everyday: boolean;
  approx?: Approximation;
};

const NUMBER = /(?<![\p{L}\p{N}])(\d{1,2}\.\d{1,2}\.(?:\d{4})?|\d+(?:[.,\u202f\u00a0]\d+)*)/gu;
/** Before an ordinal that states a number: "am dritten Tag", "im siebten Bezirk", "ab dem ersten Euro". */
const ORDINAL_BEFORE = new Set(["der", "die", "das", "dem", "den", "des", "am", "im", "zum", "zur", "beim", "ab"]);

/** A quick test before the words are read: every number word holds one of these. */
const MAY_HAVE_NUMBER_WORD =
  /zwei|drei|vier|f(?:ü|ue)nf|sechs|sieb|acht|neun|zehn|elf|zw(?:ö|oe)lf|zig|(?:ß|ss)ig|hundert|tausend|eins|erst|dritt|tel\b|h(?:ä|ae)lfte/iu;

/** Whether a folded word is a number in words (it is no concept of its own). */
const isNumberWord = (key: string) => cardinalWord(key) !== undefined;

/** The folded words of a piece of text, letters and digits only. */
const keysOf = (text: string) => claimKey(text).split(" ").filter(Boolean);

function approximationBefore(before: readonly string[]): Approximation | undefined {
  const last = before.at(-1);
  const second = before.at(-2);
  if (last === undefined) return undefined;
  if (last === "als" && (second === "mehr" || second === "ueber")) return "atLeast";
  if (last === "die" && second === "um") return "around";
  if (inList(LISTS.below, last)) return "below";
  if (inList(LISTS.around, last)) return "around";
  if (inList(LISTS.atLeast, last)) return "atLeast";
  return undefined;
}

/** Whether the words after a number make it everyday writing: "10 Minuten", "5 bis 10 Minuten", "2-mal". */
function everydayAfter(after: readonly string[]): boolean {
  let index = 0;
  // A range: "5 bis 10 Minuten", "2 oder 3 Tipps".
  if (["bis", "oder", "und"].includes(after[0] ?? "") && /^\d/.test(after[1] ?? "")) index = 2;
  const next = after[index];
  return next !== undefined && inList(LISTS.everyday, next);
}

/** Every number a sentence states, digits and number words before a unit ("neun Zähne"). */
export function numberMentions(text: string): NumberMention[] {
  const mentions: NumberMention[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const raw = match[0];
    const start = match.index;
    const end = start + raw.length;
    // "2-mal", "3mal".
    const suffix = /^-?mal\b/iu.test(text.slice(end, end + 5));
    const before = keysOf(text.slice(Math.max(0, start - 40), start));
    const after = keysOf(text.slice(end, end + 60));
    const numericDate = /^\d{1,2}\.\d{1,2}\.(\d{4})?$/.exec(raw);
    const values = numericDate ? raw.split(".").filter(Boolean).map(Number) : numbersIn(raw);
    const everyday = suffix || everydayAfter(after) || inList(LISTS.everyday, before.at(-1) ?? "");
    const approx = approximationBefore(before);
    mentions.push({ raw, at: start, values, everyday, ...(approx ? { approx } : {}) });
  }
  mentions.push(...wordMentions(text));
  return mentions;
}

/**
 * The numbers a text states in words (docs/decisions/0066): a cardinal from thirteen up ("dreizehn",
 * "hundertvierundvierzig"), a smaller one before a unit ("drei Euro"), odds ("eins zu zweiundsiebzig"), an ordinal
 * after an article before a unit ("am dritten Tag", "im siebten Bezirk") and a fraction with its count ("ein
 * Drittel", "drei Viertel", "die Hälfte"). Before an everyday unit none is a claim ("zwei Stunden", "eine Viertelstunde").
 */
function wordMentions(text: string): NumberMention[] {
  if (!MAY_HAVE_NUMBER_WORD.test(text)) return [];
  const tokens = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({ key: fold(match[0]), at: match.index, raw: match[0] }));
  const keys = tokens.map((token) => token.key);
  const mentions: NumberMention[] = [];
  const unitNear = (index: number) => keys.slice(index + 1, index + 3).some((key) => inList(LISTS.units, key));
  const everydayNear = (index: number) => keys.slice(index + 1, index + 3).some((key) => inList(LISTS.everyday, key));
  for (let index = 0; index < tokens.length; index++) {
    const { key, at, raw } = tokens[index]!;
    const approx = approximationBefore(keys.slice(Math.max(0, index - 2), index));
    const mention = (values: number[]) => mentions.push({ raw, at, values, everyday: false, ...(approx ? { approx } : {}) });
    const cardinal = cardinalWord(key);
    const odds = keys[index + 1] === "zu" ? cardinalWord(keys[index + 2] ?? "") : undefined;
    if ((cardinal !== undefined || key === "eins") && odds !== undefined) {
      mention([cardinal ?? 1, odds]);
      index += 2;
      continue;
    }
    const fraction = fractionWord(key);
    const count = fractionCount(keys[index - 1]);
    if (fraction !== undefined && count !== undefined && !everydayNear(index)) {
      const before = approximationBefore(keys.slice(Math.max(0, index - 3), index - 1));
      mentions.push({ raw, at, values: [count * fraction], everyday: false, ...(before ? { approx: before } : {}) });
      continue;
    }
    if (cardinal !== undefined) {
      if (everydayNear(index)) continue;
      // "auf volle Zehntausend gerundet": a round power of ten without a unit says how, not how much.
      const round = [100, 1000, 10_000, 100_000].includes(cardinal);
      if ((cardinal >= 13 && !round) || unitNear(index)) mention([cardinal]);
      continue;
    }
    const ordinal = ordinalWord(key);
    if (ordinal !== undefined && ORDINAL_BEFORE.has(keys[index - 1] ?? "") && unitNear(index) && !everydayNear(index))
      mention([ordinal]);
  }
  return mentions;
}

/**
 * Whether a stated number keeps a fact's value: the same number; the value rounded to a whole number ("15"
 * for 14,7); or, with a word that says so, within a tenth below ("knapp 15"), around ("rund 15"), or a lower
 * bound ("mehr als 100.000" for 130.000, at least half of it).
 */
export function keepsValue(stated: number, approx: Approximation | undefined, value: number): boolean {
  if (Math.abs(stated - value) < 1e-9) return true;
  if (!Number.isInteger(value) && Math.round(value) === stated) return true;
  if (approx === "below") return value < stated && (stated - value) / stated <= 0.1;
  if (approx === "around") return Math.abs(stated - value) / Math.max(stated, value) <= 0.1;
  if (approx === "atLeast") return value > stated && stated >= value / 2;
  return false;
}

// ---------------------------------------------------------------------------------------------------------
// Concepts

const SYNONYM_OF = new Map<string, string>();
for (const group of lexicon.synonyms) {
  const name = stemOf(fold(group[0]!));
  for (const word of group) {
    SYNONYM_OF.set(fold(word), name);
    SYNONYM_OF.set(stemOf(fold(word)), name);
  }
}
/** Synonym stems long enough to be found inside a compound ("Umtauschrecht" holds "umtausch"). */
const COMPOUND_STEMS = [...SYNONYM_OF.keys()].filter((stem) => stem.length >= 6).sort((a, b) => b.length - a.length);

const conceptMemo = new Map<string, string | undefined>();

/** A word's concept, worked out once per word (a text reuses its words; the memo stays below 50,000 words). */
function conceptOf(key: string): string | undefined {
  if (conceptMemo.has(key)) return conceptMemo.get(key);
  const concept = findConcept(key);
  if (conceptMemo.size > 50_000) conceptMemo.clear();
  conceptMemo.set(key, concept);
  return concept;
}

function findConcept(key: string): string | undefined {
  if (key.length < 3 || /^\d/.test(key) || isStopWord(key) || GENERIC_CONCEPTS.has(key) || isNumberWord(key)) return undefined;
  if (inList(LISTS.weak, key) || inList(LISTS.universal, key)) return undefined;
  const direct = SYNONYM_OF.get(key) ?? SYNONYM_OF.get(stemOf(key));
  if (direct) return direct;
  const inside = COMPOUND_STEMS.find((stem) => key.length > stem.length + 2 && (key.startsWith(stem) || key.endsWith(stem)));
  return inside ? SYNONYM_OF.get(inside) : stemOf(key);
}

let subjectless: ReadonlySet<string> | undefined;

/**
 * Whether a concept says what a claim is about: not one of the words that only say where, what or how much
 * ("Geschäft", "Wien", "kostet", "Euro": claimSupportLexicon.subjectless).
 */
export function namesSubject(concept: string): boolean {
  subjectless ??= new Set(lexicon.subjectless.flatMap((word) => conceptOf(fold(word)) ?? []));
  return !subjectless.has(concept);
}

/**
 * The concepts of a text: its content words (stop words, the site's generic words and words that carry no
 * claim left out), each as its stem, synonyms as one; a compound's parts count each.
 */
export function conceptsOf(text: string): Set<string> {
  const concepts = new Set<string>();
  for (const word of splitWords(text))
    for (const part of word.parts.length > 1 ? word.parts : [word.key]) {
      const concept = conceptOf(part.replace(/[^\p{L}\p{N}]+/gu, ""));
      if (concept) concepts.add(concept);
    }
  return concepts;
}

// ---------------------------------------------------------------------------------------------------------
// Names, shops, promises

const quoted = /[„"»“]([^„"»“”«]{2,60})[“”"«]/gu;
/** Words after a name that say where a shop is: "Monsterwelt in der Neubaugasse", "Monsterwelt am Graben". */
const NAME_FOLLOWERS = new Set(["in", "im", "am", "an", "auf", "bei", "beim", "nahe", "neben", "gegenueber"]);

/**
 * The places and names a sentence states, folded: streets and squares ("Neubaugasse", "Mariahilfer Straße"),
 * known places ("Graben", "Westfield Donau Zentrum"), quoted names („La Bubben“) and the name after a shop
 * word ("der Laden Monsterwelt", "Monsterwelt-Store").
 */
export function namesIn(text: string): string[] {
  const names = new Set<string>();
  const words = splitWords(text);
  const capital = (index: number) => /^\p{Lu}/u.test(words[index]?.text ?? "");
  words.forEach((word, index) => {
    const key = word.key.replace(/[^\p{L}\p{N}-]+/gu, "");
    if (!capital(index)) return;
    const ending = LISTS.placeEndings.find((end) => key.endsWith(end));
    if (ending && key.length > ending.length + 2) {
      const previous = words[index - 1];
      // "Landstraßer Hauptstraße": an adjective of a place before the street.
      const adjective = previous && capital(index - 1) && /er$/.test(previous.key) ? `${previous.key} ` : "";
      names.add(`${adjective}${key}`);
    } else if (ending && key === ending && index > 0 && capital(index - 1)) {
      names.add(`${words[index - 1]!.key} ${key}`);
    } else if (inList(LISTS.placeNames, key) && index > 0) {
      names.add(key);
    } else if (inList(LISTS.placeHeads, key) && index > 0 && capital(index - 1)) {
      names.add(`${words[index - 1]!.key} ${key}`);
    }
    // A name after a shop word, before where it is or what it does: "der Laden Monsterwelt in der Neubaugasse".
    const previous = words[index - 1];
    const next = words[index + 1];
    if (
      previous &&
      inList(LISTS.shopNouns, previous.key) &&
      !isStopWord(key) &&
      !GENERIC.has(key) &&
      !ending &&
      (next === undefined || word.clauseEnd || NAME_FOLLOWERS.has(next.key) || inList(LISTS.selling, next.key))
    )
      names.add(key);
  });
  for (const match of text.matchAll(quoted)) {
    const inner = match[1]!.trim();
    if (/^\p{Lu}/u.test(inner) && inner.split(/\s+/).length <= 5) names.add(claimKey(inner));
  }
  return [...names].map((name) => claimKey(name)).filter((name) => name !== "" && !GENERIC.has(name));
}

/**
 * A folded phrase the check found ("100 original", "offizieller haendler") as the sentence writes it ("100 %
 * original", "offizieller Händler"), for messages that quote the editor's own words; the phrase itself when the
 * sentence does not hold it word for word.
 */
export function inEditorsWords(sentence: string, folded: string): string {
  const wanted = folded.split(" ").filter(Boolean);
  const tokens = [...sentence.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    key: fold(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
  for (let index = 0; index + wanted.length <= tokens.length; index++)
    if (wanted.every((word, offset) => tokens[index + offset]!.key === word))
      return sentence.slice(tokens[index]!.start, tokens[index + wanted.length - 1]!.end);
  return folded;
}

/**
 * Whether a sentence names a particular shop, store or market: one shop (not "viele Läden") with a name or a
 * place ("ein Pop-Mart-Store im Donau Zentrum"), or a place or name with what is sold there ("Monsterwelt in
 * der Neubaugasse verkauft …").
 */
export function namesAShop(text: string, names: readonly string[]): boolean {
  if (names.length === 0) return false;
  const keys = splitWords(text).flatMap((word) => (word.parts.length > 1 ? [word.key, ...word.parts] : [word.key]));
  const shop = keys.some((key) => inList(LISTS.shopNouns, key) && !inList(LISTS.shopPlurals, key));
  const selling = keys.some((key) => inList(LISTS.selling, key));
  return shop || selling;
}

/** Whether a text says something of a shop as such (a shop word). */
export function hasShopWord(text: string): boolean {
  return splitWords(text).some((word) => [word.key, ...word.parts].some((key) => inList(LISTS.shopNouns, key)));
}

/**
 * The promise of authenticity or quality a sentence makes ("garantiert echt", "mit Echtheitszertifikat"), or
 * undefined: a promise quoted or named beside a warning or a negation is a warning about it, not a promise.
 */
export function promiseIn(text: string): string | undefined {
  const withoutQuotes = text.replace(quoted, " ");
  const key = ` ${claimKey(withoutQuotes)} `;
  const found = PROMISES.find((phrase) => key.includes(phrase));
  if (!found) return undefined;
  const words = key.trim().split(" ");
  if (words.some((word) => inList(LISTS.warnings, word) || NEGATIONS.has(word))) return undefined;
  return found.trim();
}

// ---------------------------------------------------------------------------------------------------------
// Polarity, tense, clauses

/** Whether a text restricts or negates what it says ("kein", "nur", "aus Kulanz"), and whether it generalises ("immer"). */
export function polarityOf(text: string): { restricted: boolean; universal: boolean } {
  const words = keysOf(text);
  return {
    restricted: words.some((word) => inList(LISTS.restricting, word)),
    universal: words.some((word) => inList(LISTS.universal, word)),
  };
}

/** Whether a text speaks in the past tense (a verb of the list), so a dated fact is not stated as today's. */
export function speaksOfThePast(text: string): boolean {
  return keysOf(text).some((word) => inList(LISTS.past, word));
}

const CLAUSE_BREAK = /\s*(?:[,;:]|\s[–—-]\s)\s*/u;
const SUBORDINATE = new Set(["damit", "um", "falls", "wenn", "sofern", "bevor", "bis", "sobald", "solange", "dass", "so"]);

/**
 * The clauses of a sentence that state something: not the ones that tell the reader what to do ("Prüfen Sie
 * …", "Heben Sie … auf, damit …") or ask ("…, ob ein Geschäft umtauscht"). "…, denn ein Umtausch ist immer
 * möglich" states something again.
 */
export function statingClauses(sentence: string): string[] {
  if (/\?\s*$/u.test(sentence)) return [];
  const clauses = sentence.split(CLAUSE_BREAK).filter((clause) => /[\p{L}\p{N}]/u.test(clause));
  const stating: string[] = [];
  let advice = false;
  for (const clause of clauses) {
    const words = keysOf(clause);
    const first = words[0] ?? "";
    const imperative = first !== "sie" && words[1] === "sie" && /^\p{Lu}/u.test(clause.trim());
    if (imperative) advice = true;
    else if (inList(LISTS.asking, first)) continue;
    else if (advice && SUBORDINATE.has(first)) continue;
    else if (isFirstPerson(words)) advice = false;
    else {
      advice = false;
      stating.push(clause);
    }
  }
  return stating;
}

/** Clauses with where each starts, split as `statingClauses` splits them. */
function clauseSpans(sentence: string): { text: string; start: number; end: number }[] {
  const spans: { text: string; start: number; end: number }[] = [];
  const breaks = new RegExp(CLAUSE_BREAK.source, "gu");
  let start = 0;
  for (const match of sentence.matchAll(breaks)) {
    spans.push({ text: sentence.slice(start, match.index), start, end: match.index });
    start = match.index + match[0].length;
  }
  spans.push({ text: sentence.slice(start), start, end: sentence.length });
  return spans;
}

const NOT_ADVICE = new Set(notAdviceVerbs);

/** Whether a sentence tells the reader what to do in one of its clauses ("…, fragen Sie nach Fotos"). */
function advises(sentence: string): boolean {
  return sentence.split(/\s*[,;:]\s+|\s[–—-]\s/u).some((clause) => {
    const words = keysOf(clause);
    return words[1] === "sie" && words[0] !== undefined && !NOT_ADVICE.has(words[0]);
  });
}

/** Whether a clause is the writer's own experience: first person, and not reporting someone ("laut"). */
const isFirstPerson = (words: readonly string[]) =>
  words.some((word) => inList(LISTS.firstPerson, word)) && !words.includes("laut");

/**
 * Which numbers of a sentence are the writer's or the reader's rather than claims (docs/decisions/0066): a number
 * inside a quoted promise or offer the sentence warns against or answers with advice („100 % original“ ist nur
 * eine Behauptung); a number in a clause of the writer's own experience ("Wir haben bisher etwa 30 Boxen
 * geöffnet"); an amount the reader brings or plans ("etwa 20 Euro in kleinen Scheinen", "ein Budget von 50 Euro",
 * "eine Lupe um zehn Euro").
 */
export function ownNumbers(sentence: string): (at: number) => boolean {
  const words = keysOf(sentence);
  const quotes = [...sentence.matchAll(quoted)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  const advice = advises(sentence);
  const warned = quotes.length > 0 && (advice || words.some((word) => inList(LISTS.warnings, word) || NEGATIONS.has(word)));
  const spans = clauseSpans(sentence);
  // An amount in advice about the reader's money ("Legen Sie ein Budget fest, zum Beispiel 50 Euro") is theirs.
  const readerSentence = advice && words.some((word) => inList(LISTS.readerAmounts, word));
  const own = readerSentence
    ? [{ text: sentence, start: 0, end: sentence.length }]
    : spans.filter((span) => {
        const clause = keysOf(span.text);
        return isFirstPerson(clause) || clause.some((word) => inList(LISTS.readerAmounts, word));
      });
  return (at) =>
    (warned && quotes.some((quote) => at >= quote.start && at < quote.end)) ||
    own.some((span) => at >= span.start && at < span.end);
}

/** A quick test before the words are read: every finding, majority and trend holds one of these. */
const MAY_REPORT =
  /umfrage|studie|befragung|erhebung|statistik|marktforsch|experte|analyse|meisten|mehrheit|alle|kaum|wenigsten|zweite|immer|zunehmend|wert|seit/iu;

/**
 * Whether a clause reports a finding in words (docs/decisions/0066): a study, survey or unnamed experts ("laut einer
 * Umfrage"), a majority of a group ("die meisten Sammler", "kaum ein Händler"), or a trend ("immer mehr").
 */
export function reportsFinding(clause: string): boolean {
  if (!MAY_REPORT.test(clause)) return false;
  const words = keysOf(clause);
  if (isFirstPerson(words)) return false;
  if (words.some((word) => inList(LISTS.findings, word))) return true;
  const key = ` ${words.join(" ")} `;
  if (TRENDS.some((phrase) => key.includes(phrase))) return true;
  return MAJORITIES.some((phrase) => {
    const at = key.indexOf(phrase);
    if (at < 0) return false;
    const after = key
      .slice(at + phrase.length)
      .trim()
      .split(" ")
      .slice(0, 3);
    return after.some((word) => inList(LISTS.majorityGroups, word)) || phrase.trim() === "mehrheit";
  });
}

// ---------------------------------------------------------------------------------------------------------
// Words that exclude each other

const CONTRASTS = [...lexicon.contrastsAnywhere, ...lexicon.contrasts].map((line) =>
  line.split("|").map(
    (alternative) =>
      new Set(
        alternative
          .trim()
          .split(/\s+/)
          .map((word) => fold(word)),
      ),
  ),
);
/** The first sets apply to any sentence about a fact; the rest to claims only. */
const ANYWHERE = lexicon.contrastsAnywhere.length;

/** Which alternative of each contrast set a text uses (indexes; empty where it uses none). */
export function contrastsOf(text: string): number[][] {
  const words = keysOf(text).flatMap((word) => [word, ...word.split("-")]);
  return CONTRASTS.map((set) =>
    set.flatMap((alternative, index) => (words.some((word) => alternative.has(word)) ? [index] : [])),
  );
}

/**
 * Whether a claim swaps a word of a contrast set for another that its fact uses: the claim says "Bestellung" where
 * the fact says "Erhalt" (and never "Bestellung").
 */
export function swapsContrast(claim: readonly number[][], basis: readonly number[][], anywhereOnly = false): boolean {
  return claim.some((used, set) => {
    if (anywhereOnly && set >= ANYWHERE) return false;
    const theirs = basis[set] ?? [];
    return used.length > 0 && theirs.length > 0 && !used.some((alternative) => theirs.includes(alternative));
  });
}
