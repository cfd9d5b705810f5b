import { rhythmLexicon } from "~/features/hub/copy/analysis-lexicon";
import { splitSentences } from "~/features/hub/analysis/sentences";
import { splitWords } from "~/features/hub/analysis/words";

/**
 * The rhythm of a drafted section, as an editor would set it (docs/decisions/0019): a sentence that
 * only says "therefore" or "then" about the one before is joined to it with a comma ("…, deshalb
 * prüfen Sie …"), and paragraphs are not all cut to the same number of sentences. Both work on whole
 * sentences and never change a word, so facts, links and figures stay as the brief wrote them.
 */

/** Connectors that can open a main clause after a comma (the verb stays second). */
const JOINING = new Set(rhythmLexicon.joining);
/** Words that go on with the thought before after a semicolon. */
const SEMICOLON = new Set(rhythmLexicon.semicolon);
/** Pronouns that sum up the sentence before; joined with a dash when a verb (a lower-case word) follows. */
const DASH = new Set(rhythmLexicon.dash);
/**
 * A joined sentence stays at the analysis's long-sentence line (20 words), so the drafts keep their
 * readability; a person's text has few sentences above it (published articles: 4 %).
 */
const MAX_JOINED_WORDS = 24;
/** Words that point back to the sentence before: a paragraph is never split in front of them. */
const BACK_REFERENCE = new Set([...rhythmLexicon.joining, ...rhythmLexicon.backReference]);
/** A request in the Sie-form: "Prüfen Sie …", "Heben Sie …". */
const REQUEST = /^\p{Lu}\p{Ll}+(?:en|ern|eln) Sie\b/u;

const firstWord = (sentence: string) => (/\p{L}+/u.exec(sentence)?.[0] ?? "").toLowerCase();
const secondWord = (sentence: string) => /^\p{L}+\s+(\S+)/u.exec(sentence)?.[1] ?? "";
const lowerFirst = (sentence: string) => `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;

/** How "after" continues "before" in one sentence, or undefined if it stands alone. */
function joinOf(before: string, after: string): string | undefined {
  if (!/[^.]\.$/.test(before) || /[;:–]/.test(before) || !/^\p{Lu}/u.test(after)) return undefined;
  if (splitWords(before).length + splitWords(after).length > MAX_JOINED_WORDS) return undefined;
  const head = before.slice(0, -1);
  const word = firstWord(after);
  if (JOINING.has(word)) return `${head}, ${lowerFirst(after)}`;
  if (SEMICOLON.has(word) && !/[;:–]/.test(after)) return `${head}; ${lowerFirst(after)}`;
  // "So" sums up an action ("Vergleichen Sie … – so sehen Sie …"); after a statement it may point further back.
  const sumsUp = word !== "so" || REQUEST.test(before);
  if (DASH.has(word) && sumsUp && /^\p{Ll}/u.test(secondWord(after)) && !/[;:–]/.test(after))
    return `${head} – ${lowerFirst(after)}`;
  if (REQUEST.test(before) && REQUEST.test(after)) return `${head} ${rhythmLexicon.requestJoin} ${lowerFirst(after)}`;
  return undefined;
}

/**
 * The sentences of a paragraph with a sentence that only continues the one before joined to it, where
 * both are short: "X. Deshalb Y." → "X, deshalb Y."; "X. Er Y." → "X; er Y."; "X. Das Y." → "X – das Y.";
 * "Prüfen Sie X. Heben Sie Y." → "Prüfen Sie X und heben Sie Y.". A joined sentence is not joined again.
 */
export function joinSentences(sentences: readonly string[]): string[] {
  const out: string[] = [];
  let joinedLast = false;
  for (const sentence of sentences) {
    const previous = out[out.length - 1];
    const joined = previous !== undefined && !joinedLast ? joinOf(previous, sentence) : undefined;
    if (joined !== undefined) {
      out[out.length - 1] = joined;
      joinedLast = true;
    } else {
      out.push(sentence);
      joinedLast = false;
    }
  }
  return out;
}

/** FNV-1a: a stable number for a text, so the same section is always cut the same way. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * Where a paragraph of these sentences may be cut: after at least two sentences, leaving at least
 * two, and never in front of a sentence that points back.
 */
function cutPoints(sentences: readonly string[]): number[] {
  const points: number[] = [];
  for (let index = 2; index <= sentences.length - 2; index++)
    if (!BACK_REFERENCE.has(firstWord(sentences[index]!))) points.push(index);
  return points;
}

/**
 * A section's paragraphs (Markdown text each) in the section's rhythm: connector sentences joined,
 * and some paragraphs of four or more sentences cut in two where a new thought begins. Which ones is
 * fixed by the section's heading, so a draft reads the same every time it is written.
 */
export function setRhythm(heading: string, paragraphs: readonly string[]): string[] {
  const out: string[] = [];
  let mergeNext = false;
  paragraphs.forEach((paragraph, index) => {
    const sentences = joinSentences(splitSentences(paragraph));
    const choice = hash(`${heading}\u0000${index}`) % 4;
    if (mergeNext) {
      // The paragraph before asked to be continued: one longer paragraph on the same thought.
      out[out.length - 1] = `${out[out.length - 1]} ${sentences.join(" ")}`;
      mergeNext = false;
      return;
    }
    const points = cutPoints(sentences);
    if (choice === 1 && points.length > 0) {
      const cut = points[hash(`${heading}\u0001${index}`) % points.length]!;
      out.push(sentences.slice(0, cut).join(" "), sentences.slice(cut).join(" "));
      return;
    }
    out.push(sentences.join(" "));
    mergeNext = choice === 2 && index < paragraphs.length - 1 && sentences.length <= 4;
  });
  return out;
}
