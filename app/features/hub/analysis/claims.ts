/**
 * "Belegte Aussagen" (docs/decisions/0035, 0040): every sentence of a draft that states a claim — a number, a
 * date, a price, a legal rule, a shop's status, a named shop, store, market or address, or a promise of
 * authenticity or quality — must rest on a fact or on one of the draft's research notes, whoever wrote it.
 *
 * A claim rests on its fact in one of two ways. It contains one of the fact's sentences whole (folded: case,
 * ß, umlauts and punctuation ignored) and states nothing further; or it says the same in other words: every
 * number it states is one of the fact's values (or that value rounded, with "knapp", "rund", "mehr als"
 * where the rounding needs it), every shop, place or promise it names is named by the fact, most of its words
 * (stems, synonyms as one) are the fact's, it restricts or negates where the fact does, and a dated
 * historical fact keeps its time. Everyday numbers ("10 Minuten", "3 Schritte") and calendar facts the site
 * computes ("Heuer fällt der Black Friday auf den 27. November") need no fact.
 *
 * A "(Stand …)" in brackets is read apart: a current fact that a re-check could not confirm, or one past its
 * twelve months, needs its Stand where the article first states it; later mentions need none.
 *
 * What comes out for each claim sentence: backed (by which facts or notes), a misquote (it is about a fact
 * but says something else), a contradiction (it says the opposite, or matches a claim the fact rules out),
 * without Stand, a wrong calendar date, or unsupported (no fact or note says it).
 */
import { type CalendarDay, type NamedDay, readCalendar } from "./calendar";
import { assertionReading, type ReadAssertion, readAssertions, reverses } from "./assertions";
import { claimKey } from "./claim-key";
import {
  conceptsOf,
  contrastsOf,
  swapsContrast,
  hasShopWord,
  inEditorsWords,
  keepsValue,
  namesAShop,
  namesIn,
  namesSubject,
  type NumberMention,
  numberMentions,
  ownNumbers,
  polarityOf,
  promiseIn,
  reportsFinding,
  speaksOfThePast,
  statingClauses,
} from "./claim-language";
import { splitSentences } from "./sentences";
import { claimLexicon } from "~/features/hub/copy/analysis-lexicon";
import { type Fact, facts as factBase } from "~/content/facts";
import { isExpired, needsStandInText } from "~/content/facts/lookup";
import { standText } from "~/content/facts/copy";
import { numbersIn } from "~/features/hub/generator/fact-numbers";
import { formatPartialDate } from "~/utils/format";
import { cachedWithReads, rememberReads } from "~/content/data/reads";

export { claimKey };

/** One sentence of a fact or note, as a claim is compared with it. */
type BasisSentence = { concepts: ReadonlySet<string>; restricted: boolean; universal: boolean };

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
  /** The concepts of all its sentences (app/features/hub/analysis/claim-language.ts). */
  concepts: ReadonlySet<string>;
  sentences: readonly BasisSentence[];
  /** Its sentences and values folded into one text, " "-delimited, to find the names it states. */
  text: string;
  /** The folded name a claim must use to be about it (a series' name), when the fact declares one. */
  subject?: string;
  /** Whether it speaks of a shop as such. */
  shop: boolean;
  /** Whether it reports a study, survey, majority or trend. */
  reports: boolean;
  /** Which alternative of each contrast set it uses (claim-language.ts: "Erhalt", not "Bestellung"). */
  contrasts: readonly number[][];
  /** A historical fact with a date: in other words it is stated in the past tense or with its year. */
  dated?: { years: readonly number[] };
  /** When a draft must state it with its Stand: the folded "stand juli 2025" to find, and the Stand as shown. */
  stand?: { key: string; text: string };
  contradictedBy: readonly RegExp[];
  /** What the fact asserts (docs/decisions/0066): a sentence that reverses one contradicts it. */
  asserts: readonly ReadAssertion[];
};

/** A research note as the check needs it (app/features/hub/drafts/types.ts: ResearchNote). */
export type ClaimNote = { id: string; statement: string; asOf: string };

/** Why a claim has nothing to rest on: an invented shop or place, a promise, or a figure or rule no fact states. */
export type Unsupported = "shop" | "promise" | "claim";

export type ClaimFinding =
  | {
      kind: "backed";
      sentence: string;
      bases: readonly ClaimBasis[];
      withStand: boolean;
      /** It repeats a Stand the article already gave for the same fact. */
      repeatedStand?: boolean;
    }
  | { kind: "unsupported"; sentence: string; reason: Unsupported; detail?: string }
  | { kind: "misquote"; sentence: string; basis: ClaimBasis }
  | { kind: "contradiction"; sentence: string; basis: ClaimBasis }
  | { kind: "no-stand"; sentence: string; basis: ClaimBasis }
  | { kind: "calendar"; sentence: string; day?: NamedDay; right: CalendarDay };

/** Where a fact's sentence falls into parts that each state something: a semicolon, a colon, a dash. */
const PART_BREAK = /\s*[;:]\s+|\s[–—]\s/u;
/** Where a claim falls into clauses. */
const CLAUSE_BREAK = /\s*[,;:]\s+|\s[–—]\s/u;

/** "(Stand Juli 2025 – nicht neu bestätigt)", "([kurier.at](…), Stand: 12. Juli 2025)": read apart from the claim. */
const STAND_GROUP = /\([^()]*\bStand\b[^()]*\)/gu;

type Entry = { prefix: boolean; tokens: string[] };

function entries(list: readonly string[]): Entry[] {
  return list.map((word) => ({ prefix: word.endsWith("*"), tokens: claimKey(word.replace(/\*$/, "")).split(" ") }));
}

const LEX = {
  weekdays: entries(claimLexicon.weekdays),
  weekdayNames: new Set(claimLexicon.weekdayNames.map(claimKey)),
  every: new Set(claimLexicon.every.map(claimKey)),
  legal: entries(claimLexicon.legal),
  ruleWords: entries(claimLexicon.ruleWords),
  shops: entries(claimLexicon.shops),
  shopStatus: entries(claimLexicon.shopStatus),
};

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

/** Whether folded text states in words a schedule, a legal rule or a shop's status (numbers in words are numbers: claim-language.ts). */
function hasWordMarker(key: string): boolean {
  const tokens = key.split(" ").filter(Boolean);
  for (let index = 0; index + 1 < tokens.length; index++)
    if (LEX.every.has(tokens[index]!) && LEX.weekdayNames.has(tokens[index + 1]!)) return true;
  if (hasEntry(tokens, LEX.weekdays)) return true;
  if (hasEntry(tokens, LEX.legal) && hasEntry(tokens, LEX.ruleWords)) return true;
  // "Fragen Sie, ob ein Geschäft die Serie führt": a question, not a status.
  return hasEntry(tokens, LEX.shops) && hasEntry(tokens, LEX.shopStatus) && !tokens.includes("ob");
}

/** Whether folded text states a number, date, price, schedule, legal rule or a shop's status (any digit counts). */
export function hasClaimMarker(key: string): boolean {
  return /\d/.test(key) || hasWordMarker(key) || numberMentions(key).length > 0;
}

/** The sentences a fact may be stated in: each sentence of its statement and of each wording. */
export function factSentences(fact: Pick<Fact, "statement" | "wordings">): string[] {
  return [fact.statement, ...(fact.wordings ?? [])].flatMap((text) => splitSentences(text));
}

function basisOf(spec: {
  id: string;
  kind: ClaimBasis["kind"];
  statement: string;
  sentences: readonly string[];
  stand: string | undefined;
  contradictedBy?: readonly RegExp[];
  asserts?: readonly ReadAssertion[];
  values?: readonly (number | string)[];
  dated?: ClaimBasis["dated"];
  subject?: string;
}): ClaimBasis {
  const bare = spec.sentences.map((sentence) => sentence.replace(STAND_GROUP, " "));
  const keys = [...new Set(bare.map(claimKey).filter(Boolean))];
  // Polarity is read per part: "…reparieren oder austauschen; geht beides nicht, …" restricts only its second part.
  const sentences = bare
    .flatMap((sentence) => sentence.split(PART_BREAK))
    .map((part) => ({ concepts: conceptsOf(part), ...polarityOf(part) }));
  const values = spec.values ?? [];
  return {
    id: spec.id,
    kind: spec.kind,
    statement: spec.statement,
    keys,
    numbers: new Set([
      ...bare.flatMap((sentence) => numberMentions(sentence).flatMap((mention) => mention.values)),
      ...values.flatMap((value) => (typeof value === "number" ? [value] : numbersIn(value))),
    ]),
    concepts: new Set(sentences.flatMap((sentence) => [...sentence.concepts])),
    sentences,
    text: ` ${[...keys, ...values.map((value) => claimKey(String(value)))].join(" ")} `,
    shop: bare.some(hasShopWord),
    reports: bare.some(reportsFinding),
    contrasts: contrastsOf(bare.join(" ")),
    ...(spec.dated ? { dated: spec.dated } : {}),
    ...(spec.stand ? { stand: { key: claimKey(spec.stand), text: spec.stand } } : {}),
    contradictedBy: spec.contradictedBy ?? [],
    asserts: spec.asserts ?? [],
    ...(spec.subject ? { subject: claimKey(spec.subject) } : {}),
  };
}

/** A fact as the check reads it on `today`: with the Stand it must carry in a sentence, if it must. */
export function factBasis(fact: Fact, today: string | undefined): ClaimBasis {
  const mustShowStand = today ? needsStandInText(fact, today) : Boolean(fact.notReconfirmed && fact.asOf);
  const stand = mustShowStand ? standText({ asOf: fact.asOf!, notReconfirmed: Boolean(fact.notReconfirmed) }) : undefined;
  const values = Object.values(fact.values ?? {});
  const dated =
    fact.lifespan === "historical" && fact.asOf
      ? {
          years: [...new Set([fact.asOf, ...values.map(String)].flatMap((text) => text.match(/\b(19|20)\d\d\b/g) ?? []))].map(
            Number,
          ),
        }
      : undefined;
  return basisOf({
    id: fact.id,
    kind: "fact",
    statement: fact.statement,
    sentences: factSentences(fact),
    stand,
    ...(fact.contradictedBy ? { contradictedBy: fact.contradictedBy } : {}),
    asserts: readAssertions(fact.asserts),
    values,
    ...(dated ? { dated } : {}),
    ...(fact.subject ? { subject: fact.subject } : {}),
  });
}

/** A note as the check reads it: its own sentences; past twelve months it needs its Stand in the sentence. */
export function noteBasis(note: ClaimNote, today: string | undefined): ClaimBasis {
  const old = today !== undefined && isExpired({ lifespan: "current", asOf: note.asOf }, today);
  return basisOf({
    id: `note-${note.id}`,
    kind: "note",
    statement: note.statement,
    sentences: splitSentences(note.statement),
    stand: old ? `Stand ${formatPartialDate(note.asOf)}` : undefined,
  });
}

const factBasesByDay = new Map<string, { value: ClaimBasis[]; reads: Set<string> }>();

/**
 * The fact base's bases for a day (computed once per day and kept; every caller is recorded as reading what
 * computing them read of the fact base, docs/decisions/0078).
 */
export function factBases(today: string | undefined, facts: readonly Fact[] = factBase): ClaimBasis[] {
  if (facts !== factBase) return facts.map((fact) => factBasis(fact, today));
  return cachedWithReads(factBasesByDay, today ?? "", () => facts.map((fact) => factBasis(fact, today)));
}

type Wording = { key: string; basis: ClaimBasis };

/**
 * The bases' sentences by their first word, so a sentence is compared only with wordings that can occur in it;
 * and the day the claims are read on (calendar facts, the Stand of current facts).
 */
export type ClaimIndex = { bases: readonly ClaimBasis[]; byFirstWord: ReadonlyMap<string, readonly Wording[]>; today?: string };

export function claimIndex(bases: readonly ClaimBasis[], today?: string): ClaimIndex {
  const byFirstWord = new Map<string, Wording[]>();
  for (const basis of bases)
    for (const key of basis.keys) {
      const first = key.split(" ", 1)[0]!;
      const list = byFirstWord.get(first) ?? [];
      list.push({ key, basis });
      byFirstWord.set(first, list);
    }
  return { bases, byFirstWord, ...(today ? { today } : {}) };
}

/** A clause of a claim: its concepts and whether it restricts or generalises. */
type Clause = { concepts: ReadonlySet<string>; restricted: boolean; universal: boolean };

/** What a sentence claims: the numbers a fact must hold, the names it must name, a promise, a shop. */
type Claim = {
  clauses: readonly Clause[];
  numbers: NumberMention[];
  names: string[];
  promise?: string;
  shop: boolean;
  /** It states something in words (a rule, a schedule, a shop's status). */
  words: boolean;
  /** It reports a study, survey, majority or trend (docs/decisions/0066): only a basis that reports one backs it. */
  finding: boolean;
  contrasts: readonly number[][];
  concepts: ReadonlySet<string>;
  /** The sentence folded (claim-key.ts), " "-delimited at both ends. */
  key: string;
};

/**
 * The numbers of a sentence that need a fact: not everyday numbers ("10 Minuten") and not the numbers of a
 * calendar date the site computed ("Heuer fällt der Black Friday auf den 27. November").
 */
export function claimNumbers(
  sentence: string,
  today: string | undefined,
  calendar = readCalendar(sentence, today),
): NumberMention[] {
  const verified = [...calendar.verified];
  const mentions = numberMentions(sentence);
  if (mentions.length === 0) return mentions;
  const own = ownNumbers(sentence);
  return mentions.filter((mention) => {
    if (mention.everyday || own(mention.at)) return false;
    if (mention.values.every((value) => verified.includes(value))) {
      for (const value of mention.values) verified.splice(verified.indexOf(value), 1);
      return false;
    }
    return true;
  });
}

function readClaim(bare: string, today: string | undefined): Claim & { calendar: ReturnType<typeof readCalendar> } {
  const calendar = readCalendar(bare, today);
  const numbers = claimNumbers(bare, today, calendar);
  const names = namesIn(bare);
  const promise = promiseIn(bare);
  const stating = statingClauses(bare);
  const finding = stating.some(reportsFinding);
  return {
    calendar,
    clauses: bare.split(CLAUSE_BREAK).map((clause) => ({ concepts: conceptsOf(clause), ...polarityOf(clause) })),
    numbers,
    names,
    ...(promise ? { promise } : {}),
    shop: namesAShop(bare, names),
    words: stating.some((clause) => hasWordMarker(claimKey(clause))) || finding,
    finding,
    contrasts: contrastsOf(bare),
    concepts: conceptsOf(bare),
    key: ` ${claimKey(bare)} `,
  };
}

const isClaim = (claim: Claim) => claim.numbers.length > 0 || claim.words || claim.shop || claim.promise !== undefined;

/** How well a basis covers a claim: the share of the claim's concepts it has, and how many. */
function coverage(claim: Claim, concepts: ReadonlySet<string>): { share: number; shared: number } {
  let shared = 0;
  for (const concept of claim.concepts) if (concepts.has(concept)) shared++;
  return { share: claim.concepts.size === 0 ? 0 : shared / claim.concepts.size, shared };
}

/** Enough of the claim's words are the basis's: three in five, and at least two (or all, if fewer). */
const covers = ({ share, shared }: { share: number; shared: number }, claim: Claim) =>
  share >= 0.6 && shared >= Math.min(2, claim.concepts.size) && claim.concepts.size > 0;

const numbersKept = (claim: Claim, basis: ClaimBasis) =>
  claim.numbers.every((mention) =>
    mention.values.every((value) => [...basis.numbers].some((known) => keepsValue(value, mention.approx, known))),
  );
const namesNamed = (claim: Claim, basis: ClaimBasis) => claim.names.every((name) => basis.text.includes(` ${name} `));

/**
 * Whether the claim says what the basis says rather than its opposite: a part of the basis that carries the
 * claim's words restricts or negates ("kein Recht", "nur aus Kulanz") where the clause of the claim nearest to
 * it does, and a claim that generalises ("immer", "in jedem Geschäft") is matched by a part that does not
 * restrict.
 */
function samePolarity(claim: Claim, basis: ClaimBasis): boolean {
  const shared = basis.sentences.map((part) => coverage(claim, part.concepts).shared);
  const most = Math.max(0, ...shared);
  const near = basis.sentences.filter((_, index) => most > 0 && shared[index] === most);
  if (near.length === 0) return true;
  return near.some((part) => {
    let closest = claim.clauses[0]!;
    let most = -1;
    for (const clause of claim.clauses) {
      let shared = 0;
      for (const concept of clause.concepts) if (part.concepts.has(concept)) shared++;
      if (shared > most) [closest, most] = [clause, shared];
    }
    return closest.restricted === part.restricted && !(closest.universal && part.restricted);
  });
}

type Judgement = { basis: ClaimBasis; share: number; score: number; backs: boolean; opposite: boolean };

/**
 * Whether a claim is about what the basis is about: they share a name, or a word beyond those that only say
 * where, what or how much. "Im Fachgeschäft kostet eine Figur 17 Euro" shares "Geschäft" and "kostet" with the
 * fact about fake pop-up stores in Vienna, and is not about them.
 */
function sameSubject(claim: Claim, basis: ClaimBasis): boolean {
  if (basis.subject) return claim.key.includes(` ${basis.subject} `);
  for (const concept of claim.concepts) if (basis.concepts.has(concept) && namesSubject(concept)) return true;
  // "Wiener Innenstadt" says where, like "Wien": a name counts when one of its words names a subject.
  return claim.names.some(
    (name) => basis.text.includes(` ${name} `) && name.split(" ").some((word) => [...conceptsOf(word)].some(namesSubject)),
  );
}

function judge(claim: Claim, bare: string, basis: ClaimBasis): Judgement {
  const cover = coverage(claim, basis.concepts);
  const sharedNumbers = claim.numbers.filter((mention) =>
    mention.values.some((value) => [...basis.numbers].some((known) => keepsValue(value, mention.approx, known))),
  ).length;
  const sharedNames = claim.names.filter((name) => basis.text.includes(` ${name} `)).length;
  // A year the fact states otherwise still says which fact a sentence is about ("seit 2020" for the 2025 warning).
  const isYear = (value: number) => Number.isInteger(value) && value >= 1900 && value <= 2100;
  const years = [...basis.numbers].some(isYear);
  const otherYears = claim.numbers.filter((mention) => mention.values.some(isYear) && years).length;
  const score = cover.shared + 2 * sharedNames + 1.5 * sharedNumbers + 0.5 * otherYears;
  const judgement = { basis, share: cover.share, score, backs: false, opposite: false };
  // Half of the claim's words are enough to say the opposite of a fact; backing it takes three in five.
  if (cover.share < 0.5 || cover.shared < Math.min(2, claim.concepts.size)) return judgement;
  const same = samePolarity(claim, basis);
  const keepsTime =
    !basis.dated ||
    speaksOfThePast(bare) ||
    claim.numbers.some((mention) => mention.values.some((value) => basis.dated!.years.includes(value)));
  const backs =
    covers(cover, claim) &&
    same &&
    keepsTime &&
    numbersKept(claim, basis) &&
    namesNamed(claim, basis) &&
    !swapsContrast(claim.contrasts, basis.contrasts) &&
    (!claim.promise || basis.text.includes(` ${claim.promise} `)) &&
    (!claim.finding || basis.reports) &&
    (!claim.shop || basis.shop);
  return { ...judgement, backs, opposite: !same };
}

/** The shop, place or name a claim states that no basis names, for the message. */
function unnamed(claim: Claim, bases: readonly ClaimBasis[]): string | undefined {
  return claim.names.find((name) => !bases.some((basis) => basis.text.includes(` ${name} `)));
}

/** The message quotes the promise or name in the editor's words ("100 % original", not "100 original"). */
function unsupported(sentence: string, claim: Claim, bases: readonly ClaimBasis[]): ClaimFinding {
  if (claim.promise) return { kind: "unsupported", sentence, reason: "promise", detail: inEditorsWords(sentence, claim.promise) };
  const name = unnamed(claim, bases);
  if (claim.shop || name)
    return { kind: "unsupported", sentence, reason: "shop", ...(name ? { detail: inEditorsWords(sentence, name) } : {}) };
  return { kind: "unsupported", sentence, reason: "claim" };
}

/** Whether an opposite basis has at least as much of the claim as the backing one, and some of it that one lacks. */
function opposes(claim: Claim, opposite: ClaimBasis, backing: ClaimBasis): boolean {
  const theirs = coverage(claim, opposite.concepts);
  if (theirs.share < coverage(claim, backing.concepts).share) return false;
  for (const concept of claim.concepts) if (opposite.concepts.has(concept) && !backing.concepts.has(concept)) return true;
  return false;
}

const conceptIndexes = new WeakMap<ClaimIndex, Map<string, ClaimBasis[]>>();

/** The bases that share a concept with the claim, or hold one of its numbers or names: the others cannot back it. */
function candidateBases(claim: Claim, index: ClaimIndex): ClaimBasis[] {
  let byConcept = conceptIndexes.get(index);
  if (!byConcept) {
    byConcept = new Map();
    for (const basis of index.bases)
      for (const concept of basis.concepts) {
        const list = byConcept.get(concept) ?? [];
        list.push(basis);
        byConcept.set(concept, list);
      }
    conceptIndexes.set(index, byConcept);
  }
  const found = new Set<ClaimBasis>();
  for (const concept of claim.concepts) for (const basis of byConcept.get(concept) ?? []) found.add(basis);
  return [...found];
}

/**
 * The claim in other words, judged against every basis: what backs it; else the basis that shares most of its
 * words, if that one says the opposite; else what it names that nothing names; else the fact it misquotes.
 */
function support(sentence: string, bare: string, claim: Claim, index: ClaimIndex): ClaimFinding {
  // A basis the claim is not about is not compared with it: its words and numbers are another subject's.
  const judgements = candidateBases(claim, index)
    .filter((basis) => sameSubject(claim, basis))
    .map((basis) => judge(claim, bare, basis));
  const best = (list: readonly Judgement[]) =>
    list.reduce<Judgement | undefined>((top, item) => (!top || item.score > top.score ? item : top), undefined);
  const backing = best(judgements.filter((item) => item.backs));
  const closest = judgements.reduce<Judgement | undefined>(
    (top, item) => (!top || item.share > top.share || (item.share === top.share && item.score > top.score) ? item : top),
    undefined,
  );
  // A survey, majority or trend no fact or note reports is unsupported, not a misquote or contradiction of a fact it
  // shares words with.
  if (claim.finding && !backing) return unsupported(sentence, claim, index.bases);
  // "Beim Kauf auf dem Flohmarkt können Sie binnen 14 Tagen zurücktreten": the withdrawal fact has the 14 days,
  // but the fact about private sales has as much of the sentence, words the other lacks among them, and says
  // the opposite.
  const opposing = backing
    ? judgements.filter((item) => item.opposite && opposes(claim, item.basis, backing.basis))
    : closest?.opposite
      ? [closest]
      : [];
  if (opposing.length > 0) {
    const basis = opposing.reduce((top, item) => (item.share > top.share ? item : top)).basis;
    return { kind: "contradiction", sentence, basis };
  }
  // The fact the sentence is clearly most about does not back it: a weaker match elsewhere does not either
  // ("Die Frist beginnt mit dem Tag der Bestellung" is the withdrawal fact with its start changed).
  if (backing && closest && !closest.backs && closest.share - backing.share >= 0.2)
    return { kind: "misquote", sentence, basis: closest.basis };
  if (backing) return { kind: "backed", sentence, bases: [backing.basis], withStand: false };
  // Near a fact: the sentence, or one of its clauses ("…, denn echte Labubus haben genau zehn Zähne, und …"),
  // has enough of its words.
  const clauseShare = (basis: ClaimBasis) =>
    Math.max(
      0,
      ...claim.clauses.map((clause) => {
        let shared = 0;
        for (const concept of clause.concepts) if (basis.concepts.has(concept)) shared++;
        return shared >= 2 ? shared / clause.concepts.size : 0;
      }),
    );
  const near = best(
    judgements.filter(
      (item) =>
        ((Math.max(item.share, clauseShare(item.basis)) >= 0.5 && item.score >= 2) ||
          (item.share >= 0.34 && item.score >= 2.5)) &&
        // A shop, place or promise is misquoted only from a fact or note that names it.
        ((!claim.shop && !claim.promise) || (namesNamed(claim, item.basis) && claim.names.length > 0)),
    ),
  );
  if (near && namesNamed(claim, near.basis)) return { kind: "misquote", sentence, basis: near.basis };
  // An invented shop or a promise is unsupported, whatever else of a fact the sentence repeats.
  if (claim.promise || claim.shop || unnamed(claim, index.bases)) return unsupported(sentence, claim, index.bases);
  return near ? { kind: "misquote", sentence, basis: near.basis } : unsupported(sentence, claim, index.bases);
}

/** Whether the part of a sentence outside the wordings it quotes states a claim of its own. */
function restClaims(rest: string, claim: Claim, matched: readonly Wording[]): boolean {
  const quoted = new Set(matched.flatMap((wording) => [...wording.basis.numbers]));
  const text = ` ${matched.map((wording) => wording.key).join(" ")} `;
  if (claim.numbers.some((mention) => mention.values.some((value) => !quoted.has(value)))) return true;
  if (claim.names.some((name) => !text.includes(` ${name} `))) return true;
  if (claim.promise && !text.includes(` ${claim.promise} `)) return true;
  return hasWordMarker(rest);
}

/** What a sentence is, before the Stand: worked out once per sentence and index (typing changes one sentence at a time). */
const examined = new WeakMap<ClaimIndex, Map<string, ClaimFinding | null>>();
const MEMO_SIZE = 20_000;

/**
 * One sentence: undefined when it states no claim and quotes no wording; else what backs it or what is wrong.
 * `stated` holds the facts the article has already stated with their Stand: a later mention needs none.
 */
export function examineSentence(sentence: string, index: ClaimIndex, stated: Set<string> = new Set()): ClaimFinding | undefined {
  let memo = examined.get(index);
  if (!memo) examined.set(index, (memo = new Map()));
  let finding = memo.get(sentence);
  if (finding === undefined) {
    finding = examine(sentence, index) ?? null;
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(sentence, finding);
  }
  if (finding === null) return undefined;
  return finding.kind === "backed" ? withStands(finding, sentence, stated) : finding;
}

function examine(sentence: string, index: ClaimIndex): ClaimFinding | undefined {
  for (const basis of index.bases)
    for (const pattern of basis.contradictedBy) if (pattern.test(sentence)) return { kind: "contradiction", sentence, basis };
  const bare = sentence.replace(STAND_GROUP, " ");
  const key = claimKey(bare);
  if (key === "") return undefined;
  const claim = readClaim(bare, index.today);
  if (claim.calendar.wrong)
    return {
      kind: "calendar",
      sentence,
      right: claim.calendar.wrong.right,
      ...(claim.calendar.wrong.name ? { day: claim.calendar.wrong.name } : {}),
    };
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
  if (matched.length > 0 && !restClaims(rest.trim().replace(/\s+/g, " "), claim, matched))
    return { kind: "backed", sentence, bases: [...new Set(matched.map((wording) => wording.basis))], withStand: false };
  const reading = assertionReading(bare);
  const reversed = index.bases.find((basis) => basis.asserts.some((assertion) => reverses(reading, assertion, basis.numbers)));
  if (reversed) return { kind: "contradiction", sentence, basis: reversed };
  return isClaim(claim) ? support(sentence, bare, claim, index) : conflict(sentence, claim, index);
}

/**
 * A sentence with no claim marker that is plainly about a fact (most of its words, three or more) and swaps one
 * of the fact's words for one it excludes ("am rechten Fuß" for "am linken Fuß"): a misstatement of the fact,
 * though no number shows it. Anything else such a sentence says needs no backing (restrictions are too common
 * in advice to read as the opposite of a fact without a claim marker).
 */
function conflict(sentence: string, claim: Claim, index: ClaimIndex): ClaimFinding | undefined {
  let closest: { basis: ClaimBasis; share: number } | undefined;
  for (const basis of candidateBases(claim, index)) {
    const { share, shared } = coverage(claim, basis.concepts);
    if (share >= 0.6 && shared >= 3 && (!closest || share > closest.share)) closest = { basis, share };
  }
  if (!closest) return undefined;
  return swapsContrast(claim.contrasts, closest.basis.contrasts, true)
    ? { kind: "misquote", sentence, basis: closest.basis }
    : undefined;
}

/** A backed claim and the Stand of its facts: given here, given before in the article, or missing. */
function withStands(finding: Extract<ClaimFinding, { kind: "backed" }>, sentence: string, stated: Set<string>): ClaimFinding {
  const full = ` ${claimKey(sentence)} `;
  let repeated = false;
  let withStand = false;
  for (const basis of finding.bases) {
    if (!basis.stand) continue;
    const given = full.includes(` ${basis.stand.key} `);
    if (given) {
      withStand = true;
      if (stated.has(basis.id)) repeated = true;
      stated.add(basis.id);
    } else if (!stated.has(basis.id)) return { kind: "no-stand", sentence, basis };
  }
  return { ...finding, withStand, ...(repeated ? { repeatedStand: true } : {}) };
}

/**
 * Every claim sentence of some sentences, in order (sentences that state no claim are left out). The
 * sentences are one text: a fact that needs its Stand needs it where the text first states it.
 */
export function checkClaims(sentences: readonly string[], index: ClaimIndex): ClaimFinding[] {
  const findings: ClaimFinding[] = [];
  const stated = new Set<string>();
  for (const sentence of sentences) {
    const finding = examineSentence(sentence, index, stated);
    if (finding) findings.push(finding);
  }
  return findings;
}

const wordingIndex = rememberReads(() => claimIndex(factBases(undefined)));

/**
 * Whether a sentence quotes a sentence of a fact whole (folded): such a sentence is the fact's, shared by every
 * text that states it, and no sign of a copied text ("Eigenständigkeit" compares the others in other words).
 */
export function quotesFactWording(sentence: string): boolean {
  const key = ` ${claimKey(sentence.replace(STAND_GROUP, " "))} `;
  for (const token of new Set(key.trim().split(" ")))
    for (const wording of wordingIndex().byFirstWord.get(token) ?? []) if (key.includes(` ${wording.key} `)) return true;
  return false;
}

/** The index a draft is checked against: the fact base on `today` and the draft's research notes. */
export function draftClaimIndex(notes: readonly ClaimNote[], today: string | undefined): ClaimIndex {
  const key = JSON.stringify([today ?? "", notes.map((note) => [note.id, note.statement, note.asOf])]);
  const index = cachedWithReads(draftIndexes, key, () =>
    claimIndex([...factBases(today), ...notes.map((note) => noteBasis(note, today))], today),
  );
  // A few indexes are kept: the day's, and the notes of the drafts being edited.
  if (draftIndexes.size > 8) draftIndexes.delete(draftIndexes.keys().next().value!);
  return index;
}

const draftIndexes = new Map<string, { value: ClaimIndex; reads: Set<string> }>();
