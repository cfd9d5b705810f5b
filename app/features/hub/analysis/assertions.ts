/**
 * What a fact asserts, read against a sentence (docs/decisions/0066). A legal or current fact declares its
 * subject, whether it holds or is negated, the words of its converse relation, the party it holds for and the
 * one it does not, and a threshold with its side (app/content/data/fact-schema.ts: `asserts`). A sentence that has
 * the subject's words but negates what holds, states the converse, puts it on the other party or moves the
 * threshold to the other side reverses the fact — whatever its wording, so no phrasing is listed by hand.
 */
import { cardinalWord, ordinalWord } from "./number-words";
import { fold } from "./words";
import type { Assertion } from "~/content/data/fact-schema";
import { numbersIn } from "~/features/hub/generator/fact-numbers";

/** One word of an assertion's list: its alternatives, each exact or a prefix ("*"). */
type Alternatives = readonly { word: string; prefix: boolean }[];

/** An assertion as the check reads it. */
export type ReadAssertion = {
  about: readonly Alternatives[];
  holds?: boolean;
  flips: Alternatives;
  party?: { is: Alternatives; not: Alternatives };
  threshold?: { value: number; side: "below" | "above" };
  opposite: boolean;
};

const alternatives = (entry: string): Alternatives =>
  entry.split("|").map((word) => {
    const folded = fold(word.trim());
    return folded.endsWith("*") ? { word: folded.slice(0, -1), prefix: true } : { word: folded, prefix: false };
  });

const matches = (token: string, list: Alternatives) =>
  list.some((item) => (item.prefix ? token.startsWith(item.word) : token === item.word));

/** The fact's assertions, read once. */
export function readAssertions(asserts: readonly Assertion[] | undefined): ReadAssertion[] {
  return (asserts ?? []).map((assertion) => ({
    about: assertion.about.map(alternatives),
    ...(assertion.holds === undefined ? {} : { holds: assertion.holds }),
    // Both turn the sentence's polarity: the converse relation ("verlängern") and a word that carries the fact's
    // negation in itself ("haftet" for "gilt nicht", "abgeschafft").
    flips: [...(assertion.opposite ?? []), ...(assertion.agrees ?? [])].flatMap(alternatives),
    opposite: (assertion.opposite ?? []).length > 0,
    ...(assertion.party ? { party: { is: alternatives(assertion.party.is), not: alternatives(assertion.party.not) } } : {}),
    ...(assertion.threshold ? { threshold: assertion.threshold } : {}),
  }));
}

const NEGATIONS = new Set([
  "kein",
  "keine",
  "keinen",
  "keinem",
  "keiner",
  "keines",
  "nicht",
  "nichts",
  "nie",
  "niemals",
  "weder",
  "ohne",
]);
const BELOW = new Set(["unter", "unterhalb", "weniger", "bis", "hoechstens", "maximal"]);
const ABOVE = new Set(["ueber", "oberhalb", "mehr", "ab", "mindestens"]);
const CLAUSE_BREAK = /\s*(?:[,;:()]|\s[–—-]\s)\s*/u;

const tokensOf = (text: string) =>
  fold(text.replaceAll("€", " euro "))
    .split(/[^\p{L}\p{N},]+/u)
    .map((token) => token.replace(/^,+|,+$/g, ""))
    .filter(Boolean);

/** A token's number: digits ("150", "14,7"), a cardinal or an ordinal in words. */
function valueOf(token: string): number | undefined {
  if (/^\d/.test(token)) return numbersIn(token)[0];
  return cardinalWord(token) ?? ordinalWord(token);
}

/** The amounts in euros after a word of a side ("unter € 150", "ab dem ersten Euro", "über 150 Euro"): value and side. */
function thresholds(tokens: readonly string[]): { value: number; side: "below" | "above" }[] {
  const found: { value: number; side: "below" | "above" }[] = [];
  tokens.forEach((token, index) => {
    const side = BELOW.has(token) ? "below" : ABOVE.has(token) ? "above" : undefined;
    // "mehr als € 150", not "keine Befreiung mehr: je Warenart € 3".
    if (!side || ((token === "mehr" || token === "weniger") && tokens[index + 1] !== "als")) return;
    for (let next = index + 1; next <= index + 6 && next < tokens.length; next++) {
      const value = valueOf(tokens[next]!);
      if (value === undefined) continue;
      if (tokens[next - 1] === "euro" || tokens[next + 1] === "euro") found.push({ value, side });
      return;
    }
  });
  return found;
}

/** Whether a negation stands among the two words before `index`. */
const deniedAt = (tokens: readonly string[], index: number) =>
  tokens.slice(Math.max(0, index - 2), index).some((token) => NEGATIONS.has(token));

/** A sentence as the assertions read it: its clauses' folded words (none for a question), read once. */
export type AssertionReading = { clauses: readonly (readonly string[])[]; words: ReadonlySet<string> };

export function assertionReading(sentence: string): AssertionReading {
  const clauses = /\?\s*$/u.test(sentence) ? [] : sentence.split(CLAUSE_BREAK).map(tokensOf);
  return { clauses, words: new Set(clauses.flat()) };
}

/**
 * Whether a sentence states the opposite of an assertion. `numbers`: the fact's own values, so a threshold moved to
 * another of them ("erst ab € 22", the former exemption) reads as moved.
 */
export function reverses(reading: AssertionReading, assertion: ReadAssertion, numbers: ReadonlySet<number>): boolean {
  const { clauses, words } = reading;
  for (const list of assertion.about) {
    let found = false;
    for (const word of words)
      if (matches(word, list)) {
        found = true;
        break;
      }
    if (!found) return false;
  }
  const holding = assertion.about.map((list) =>
    clauses.flatMap((tokens, index) => (tokens.some((token) => matches(token, list)) ? [index] : [])),
  );
  if (holding.some((indexes) => indexes.length === 0)) return false;
  // The neighbouring clauses that hold every word of the subject, no fewer would; where several runs do, the
  // sentence reverses the fact only if each of them does ("Freigrenze annehmen: Die frühere Freigrenze gibt es
  // nicht mehr").
  const spans: [number, number][] = [];
  for (let from = 0; from < clauses.length; from++)
    for (let to = from; to < clauses.length; to++)
      if (holding.every((indexes) => indexes.some((index) => index >= from && index <= to))) spans.push([from, to]);
  const covers = (from: number, to: number) =>
    from <= to && holding.every((indexes) => indexes.some((index) => index >= from && index <= to));
  // Minimal: no shorter span inside it holds the subject too.
  const minimal = spans.filter(([from, to]) => !covers(from + 1, to) && !covers(from, to - 1));
  const reversedIn = ([from, to]: [number, number]) => {
    const inSpan = clauses.slice(from, to + 1).flat();
    const first = holding[0]!.filter((index) => index >= from && index <= to);
    const flipped = first.some((index) => clauses[index]!.some((token) => matches(token, assertion.flips)));
    // "ohne" negates what follows it ("ohne Angabe von Gründen"), not the rest ("Seiten ohne Bewertungen sind …").
    const negations = inSpan.filter(
      (token, index) =>
        NEGATIONS.has(token) &&
        (token !== "ohne" ||
          inSpan.slice(index + 1, index + 4).some((next) => assertion.about.some((list) => matches(next, list)))),
    ).length;
    const negated = negations % 2 === 1;
    const statesIt = !negated !== flipped;
    if (assertion.holds !== undefined) return statesIt !== assertion.holds;
    return assertion.opposite && flipped && !negated;
  };
  if (minimal.every(reversedIn)) return true;
  const all = clauses.flat();

  if (assertion.party) {
    const { is, not } = assertion.party;
    const isAt = all.flatMap((token, index) => (matches(token, is) ? [index] : []));
    const notAt = all.flatMap((token, index) => (matches(token, not) ? [index] : []));
    if (isAt.length > 0 && isAt.every((index) => deniedAt(all, index))) return true;
    if (isAt.length === 0 && notAt.some((index) => !deniedAt(all, index))) return true;
  }

  if (assertion.threshold) {
    const { value, side } = assertion.threshold;
    for (const stated of thresholds(all)) {
      if (Math.abs(stated.value - value) < 1e-9 && stated.side !== side) return true;
      if (Math.abs(stated.value - value) >= 1e-9 && numbers.has(stated.value)) return true;
    }
  }
  return false;
}
