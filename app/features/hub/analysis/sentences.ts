/**
 * German sentence splitting. A sentence ends at ".", "!", "?", "…" (also the Arabic "؟" and "۔")
 * followed by white space and a character that is not a lower-case letter, except after an
 * abbreviation ("z. B.", "bzw.", "Nr.", "ca.", "usw.", "d. h.", "u. a.", "evtl.", "inkl.", "ggf.", "St.",
 * "Dr.", any single letter with a period) or an ordinal number ("am 12. Juni", "der 3. Platz"). The word
 * lists are German language data (app/features/hub/copy/analysis-lexicon.ts).
 */
// Relative with its extension: the build-time fingerprint plugin imports this module outside the app alias.
import { sentenceLexicon } from "../copy/analysis-lexicon.ts";

const ABBREVIATIONS = new Set(sentenceLexicon.abbreviations);
const MONTHS = new Set(sentenceLexicon.months);
/** Words after which "12." is an ordinal ("am 12.", "der 3.", "bis 5."). */
const ORDINAL_LEAD = new Set(sentenceLexicon.ordinalLeads);

/** Punctuation, then closing quotes or brackets, then the white space before the next sentence. */
const BOUNDARY = /[.!?…؟۔]+["“”‘’'»«)\]]*(\s+)/gu;
const LOWER_START = /^["“”„‘’‚'»«([]*\p{Ll}/u;

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    const end = match.index + match[0].length;
    const next = text.slice(end, end + 8);
    if (next === "" || LOWER_START.test(next)) continue;
    const punctuationEnd = match.index + match[0].length - match[1]!.length;
    if (!endsSentence(text, start, match.index, punctuationEnd, end)) continue;
    push(sentences, text.slice(start, punctuationEnd));
    start = end;
  }
  push(sentences, text.slice(start));
  return sentences;
}

function push(sentences: string[], sentence: string) {
  const trimmed = sentence.trim();
  if (/[\p{L}\p{N}]/u.test(trimmed)) sentences.push(trimmed);
}

/** Whether the period at `dot` really ends a sentence (only "." can be an abbreviation or an ordinal). */
function endsSentence(text: string, start: number, dot: number, punctuationEnd: number, nextStart: number): boolean {
  if (text.slice(dot, punctuationEnd).replace(/["“”‘’'»«)\]]+$/u, "") !== ".") return true;
  // Only the last two words before the period matter; a bounded window keeps long texts linear.
  const before = text.slice(Math.max(start, dot - 80), dot);
  const [, previousRaw = "", tokenRaw = ""] = /(?:(\S+)\s+)?(\S*)$/u.exec(before) ?? [];
  const token = tokenRaw.replace(/^["“”„‘’‚'»«([]+/u, "").toLowerCase();
  if (token === "") return true;
  if (ABBREVIATIONS.has(`${token}.`)) return false;
  // A single letter with a period: "z. B.", "d. h.", "u. a.", initials.
  if (/^\p{L}$/u.test(token)) return false;
  if (/^\d{1,4}$/.test(token)) {
    const nextWord = /^\p{L}+/u.exec(text.slice(nextStart, nextStart + 20))?.[0]?.toLowerCase();
    if (nextWord !== undefined && MONTHS.has(nextWord)) return false;
    if (token.length <= 3 && ORDINAL_LEAD.has(previousRaw.toLowerCase())) return false;
  }
  return true;
}
