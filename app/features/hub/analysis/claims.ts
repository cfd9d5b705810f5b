/**
 * "Belegte Aussagen" (docs/decisions/0035): every sentence of a draft that states a number, a date, a price, a
 * legal rule or a shop's status must be the words of the fact or research note it rests on — one sentence
 * of a fact's statement or one of its wordings, or a note's statement — whoever wrote the draft (the offline
 * generator, a language model or the editor). A claim sentence is matched by containment: after folding
 * (lower case, ß = ss, ä = ae) and dropping punctuation, the sentence contains the wording whole, and what
 * is left of it states no further claim. A "(Stand …)" in brackets is read apart: a current fact that a
 * re-check could not confirm, or one past its twelve months, needs its Stand inside the sentence.
 *
 * What comes out for each claim sentence: backed (by which facts or notes), a misquote (it shares numbers or
 * words with a fact but is not its wording), a contradiction (it matches a claim the fact rules out, such as
 * the customs threshold before July 2026), without Stand, or unsupported.
 */
import { numbersIn } from "../generator/fact-numbers";
import { splitSentences } from "./sentences";
import { fold } from "./words";
import { claimLexicon, stopWords, topicGenericWords } from "~/features/hub/copy/analysis-lexicon";
import { type Fact, facts as factBase } from "~/content/facts";
import { isExpired, needsStandInText } from "~/content/facts/lookup";
import { standText } from "~/content/facts/copy";
import { formatPartialDate } from "~/utils/format";

/** A fact or a research note as the check reads it. */
export type ClaimBasis = {
  /** The fact's id, or "note-<id>" for a research note. */
  id: string;
  kind: "fact" | "note";
  /** What the messages quote: the fact's statement, the note's text. */
  statement: string;
  /** Each sentence it may be stated in, folded. */
  keys: readonly string[];
  numbers: ReadonlySet<number>;
  /** Its content words (folded, without stop words and the site's generic words), to find the fact a misquote rests on. */
  words: ReadonlySet<string>;
  /** When a draft must state it with its Stand: the folded "stand juli 2025" to find, and the Stand as shown. */
  stand?: { key: string; text: string };
  contradictedBy: readonly RegExp[];
};

/** A research note as the check needs it (app/features/hub/drafts/types.ts: ResearchNote). */
export type ClaimNote = { id: string; statement: string; asOf: string };

export type ClaimFinding =
  | { kind: "backed"; sentence: string; bases: readonly ClaimBasis[]; withStand: boolean }
  | { kind: "unsupported"; sentence: string }
  | { kind: "misquote"; sentence: string; basis: ClaimBasis }
  | { kind: "contradiction"; sentence: string; basis: ClaimBasis }
  | { kind: "no-stand"; sentence: string; basis: ClaimBasis };

/** Folded, punctuation as spaces, white space collapsed: the form wordings and sentences are compared in. */
export function claimKey(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** "(Stand Juli 2025 – nicht neu bestätigt)", "([kurier.at](…), Stand: 12. Juli 2025)": read apart from the claim. */
const STAND_GROUP = /\([^()]*\bStand\b[^()]*\)/gu;

type Entry = { prefix: boolean; tokens: string[] };

function entries(list: readonly string[]): Entry[] {
  return list.map((word) => ({ prefix: word.endsWith("*"), tokens: claimKey(word.replace(/\*$/, "")).split(" ") }));
}

const LEX = {
  numberWords: new Set(claimLexicon.numberWords.map(claimKey)),
  units: new Set(claimLexicon.units.map(claimKey)),
  weekdays: entries(claimLexicon.weekdays),
  weekdayNames: new Set(claimLexicon.weekdayNames.map(claimKey)),
  every: new Set(claimLexicon.every.map(claimKey)),
  legal: entries(claimLexicon.legal),
  ruleWords: entries(claimLexicon.ruleWords),
  shops: entries(claimLexicon.shops),
  shopStatus: entries(claimLexicon.shopStatus),
};
const IGNORED = new Set([...stopWords, ...topicGenericWords].map(claimKey));

/** Whether the entry occurs at `index` of the tokens. */
function entryAt(tokens: readonly string[], index: number, entry: Entry): boolean {
  for (let offset = 0; offset < entry.tokens.length; offset++) {
    const token = tokens[index + offset];
    const wanted = entry.tokens[offset]!;
    if (token === undefined) return false;
    const last = offset === entry.tokens.length - 1;
    if (!(token === wanted || (last && entry.prefix && token.startsWith(wanted)))) return false;
  }
  return true;
}

function hasEntry(tokens: readonly string[], list: readonly Entry[]): boolean {
  for (let index = 0; index < tokens.length; index++) for (const entry of list) if (entryAt(tokens, index, entry)) return true;
  return false;
}

/** Whether folded text states a number, date, price, schedule, legal rule or a shop's status. */
export function hasClaimMarker(key: string): boolean {
  if (/\d/.test(key)) return true;
  const tokens = key.split(" ").filter(Boolean);
  for (let index = 0; index < tokens.length; index++)
    if (LEX.numberWords.has(tokens[index]!) && (LEX.units.has(tokens[index + 1] ?? "") || LEX.units.has(tokens[index + 2] ?? "")))
      return true;
  for (let index = 0; index + 1 < tokens.length; index++)
    if (LEX.every.has(tokens[index]!) && LEX.weekdayNames.has(tokens[index + 1]!)) return true;
  if (hasEntry(tokens, LEX.weekdays)) return true;
  if (hasEntry(tokens, LEX.legal) && hasEntry(tokens, LEX.ruleWords)) return true;
  // "Fragen Sie, ob ein Geschäft die Serie führt": a question, not a status.
  return hasEntry(tokens, LEX.shops) && hasEntry(tokens, LEX.shopStatus) && !tokens.includes("ob");
}

function contentWords(key: string): Set<string> {
  return new Set(key.split(" ").filter((word) => word.length >= 4 && !/^\d+$/.test(word) && !IGNORED.has(word)));
}

/** The sentences a fact may be stated in: each sentence of its statement and of each wording. */
export function factSentences(fact: Pick<Fact, "statement" | "wordings">): string[] {
  return [fact.statement, ...(fact.wordings ?? [])].flatMap((text) => splitSentences(text));
}

function basisOf(
  id: string,
  kind: ClaimBasis["kind"],
  statement: string,
  sentences: readonly string[],
  stand: string | undefined,
  contradictedBy: readonly RegExp[] = [],
  extraNumbers: readonly number[] = [],
): ClaimBasis {
  const keys = [...new Set(sentences.map((sentence) => claimKey(sentence.replace(STAND_GROUP, " "))).filter(Boolean))];
  return {
    id,
    kind,
    statement,
    keys,
    numbers: new Set([...sentences.flatMap(numbersIn), ...extraNumbers]),
    words: contentWords(keys.join(" ")),
    ...(stand ? { stand: { key: claimKey(stand), text: stand } } : {}),
    contradictedBy,
  };
}

/** A fact as the check reads it on `today`: with the Stand it must carry in a sentence, if it must. */
export function factBasis(fact: Fact, today: string | undefined): ClaimBasis {
  const mustShowStand = today ? needsStandInText(fact, today) : Boolean(fact.notReconfirmed && fact.asOf);
  const stand = mustShowStand ? standText({ asOf: fact.asOf!, notReconfirmed: Boolean(fact.notReconfirmed) }) : undefined;
  const values = Object.values(fact.values ?? {}).filter((value): value is number => typeof value === "number");
  return basisOf(fact.id, "fact", fact.statement, factSentences(fact), stand, fact.contradictedBy, values);
}

/** A note as the check reads it: its own sentences; past twelve months it needs its Stand in the sentence. */
export function noteBasis(note: ClaimNote, today: string | undefined): ClaimBasis {
  const old = today !== undefined && isExpired({ lifespan: "current", asOf: note.asOf }, today);
  return basisOf(
    `note-${note.id}`,
    "note",
    note.statement,
    splitSentences(note.statement),
    old ? `Stand ${formatPartialDate(note.asOf)}` : undefined,
  );
}

const factBasesByDay = new Map<string, ClaimBasis[]>();

/** The fact base's bases for a day (computed once per day and kept). */
export function factBases(today: string | undefined, facts: readonly Fact[] = factBase): ClaimBasis[] {
  const key = today ?? "";
  if (facts !== factBase) return facts.map((fact) => factBasis(fact, today));
  let bases = factBasesByDay.get(key);
  if (!bases) {
    bases = facts.map((fact) => factBasis(fact, today));
    factBasesByDay.set(key, bases);
  }
  return bases;
}

type Wording = { key: string; basis: ClaimBasis };

/** The bases' sentences by their first word, so a sentence is compared only with wordings that can occur in it. */
export type ClaimIndex = { bases: readonly ClaimBasis[]; byFirstWord: ReadonlyMap<string, readonly Wording[]> };

export function claimIndex(bases: readonly ClaimBasis[]): ClaimIndex {
  const byFirstWord = new Map<string, Wording[]>();
  for (const basis of bases)
    for (const key of basis.keys) {
      const first = key.split(" ", 1)[0]!;
      const list = byFirstWord.get(first) ?? [];
      list.push({ key, basis });
      byFirstWord.set(first, list);
    }
  return { bases, byFirstWord };
}

/** "zwei" … "zwanzig" as numbers, so "zehn Zähne" is compared with a fact's 9. */
const NUMBER_WORDS = new Map(
  ["zwei", "drei", "vier", "fuenf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwoelf"].map((word, at) => [word, at + 2]),
);

function nearest(key: string, digits: readonly number[], index: ClaimIndex): ClaimBasis | undefined {
  const words = contentWords(key);
  const numbers = [...digits, ...key.split(" ").flatMap((token) => NUMBER_WORDS.get(token) ?? [])];
  let best: { basis: ClaimBasis; score: number } | undefined;
  for (const basis of index.bases) {
    let sharedNumbers = 0;
    for (const number of new Set(numbers)) if (basis.numbers.has(number)) sharedNumbers++;
    let sharedWords = 0;
    for (const word of words) if (basis.words.has(word)) sharedWords++;
    if (!((sharedNumbers >= 1 && sharedWords >= 2) || sharedWords >= 3)) continue;
    const score = sharedNumbers * 3 + sharedWords;
    if (!best || score > best.score) best = { basis, score };
  }
  return best?.basis;
}

/** One sentence: undefined when it states no claim and quotes no wording; else what backs it or what is wrong. */
export function examineSentence(sentence: string, index: ClaimIndex): ClaimFinding | undefined {
  for (const basis of index.bases)
    for (const pattern of basis.contradictedBy) if (pattern.test(sentence)) return { kind: "contradiction", sentence, basis };
  const bare = sentence.replace(STAND_GROUP, " ");
  const key = claimKey(bare);
  if (key === "") return undefined;
  let rest = ` ${key} `;
  const matched: Wording[] = [];
  const candidates = [...new Set(key.split(" "))].flatMap((token) => index.byFirstWord.get(token) ?? []);
  // Longest first: a wording that contains another is taken whole.
  candidates.sort((a, b) => b.key.length - a.key.length);
  for (const wording of candidates)
    if (rest.includes(` ${wording.key} `)) {
      matched.push(wording);
      rest = rest.replaceAll(` ${wording.key} `, "  ");
    }
  const restKey = rest.trim().replace(/\s+/g, " ");
  if (hasClaimMarker(restKey)) {
    const basis = nearest(restKey, numbersIn(bare), index);
    return basis ? { kind: "misquote", sentence, basis } : { kind: "unsupported", sentence };
  }
  if (matched.length === 0) return undefined;
  const full = ` ${claimKey(sentence)} `;
  const missing = matched.find((wording) => wording.basis.stand && !full.includes(` ${wording.basis.stand.key} `));
  if (missing) return { kind: "no-stand", sentence, basis: missing.basis };
  const bases = [...new Set(matched.map((wording) => wording.basis))];
  return { kind: "backed", sentence, bases, withStand: bases.some((basis) => basis.stand !== undefined) };
}

/** Every claim sentence of some sentences, in order (sentences that state no claim are left out). */
export function checkClaims(sentences: readonly string[], index: ClaimIndex): ClaimFinding[] {
  const findings: ClaimFinding[] = [];
  for (const sentence of sentences) {
    const finding = examineSentence(sentence, index);
    if (finding) findings.push(finding);
  }
  return findings;
}

/** The index a draft is checked against: the fact base on `today` and the draft's research notes. */
export function draftClaimIndex(notes: readonly ClaimNote[], today: string | undefined): ClaimIndex {
  return claimIndex([...factBases(today), ...notes.map((note) => noteBasis(note, today))]);
}
