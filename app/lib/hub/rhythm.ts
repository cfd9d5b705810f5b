import { rhythmLexicon } from "~/content/analysis-lexicon";
import { splitSentences } from "~/lib/analysis/sentences";
import { splitWords } from "~/lib/analysis/words";

/**
 * The rhythm of a drafted section, as an editor would set it (docs/decisions/0019): a sentence that
 * only says "therefore" or "then" about the one before is joined to it with a comma ("…, deshalb
 * prüfen Sie …"), and paragraphs are not all cut to the same number of sentences. Both work on whole
 * sentences and never change a word, so facts, links and figures stay as the brief wrote them.
 */

/** Connectors that can open a main clause after a comma (the verb stays second). */
const JOINING = new Set(rhythmLexicon.joining);
/** A joined sentence stays below the analysis's long-sentence line (20 words) with some room. */
const MAX_JOINED_WORDS = 20;
/** Words that point back to the sentence before: a paragraph is never split in front of them. */
const BACK_REFERENCE = new Set([...rhythmLexicon.joining, ...rhythmLexicon.backReference]);

const firstWord = (sentence: string) => (/\p{L}+/u.exec(sentence)?.[0] ?? "").toLowerCase();

function joinable(before: string, after: string): boolean {
  if (!/[^.]\.$/.test(before) || before.includes(";") || before.includes(":")) return false;
  if (!JOINING.has(firstWord(after)) || !/^\p{Lu}/u.test(after)) return false;
  return splitWords(before).length + splitWords(after).length <= MAX_JOINED_WORDS;
}

/** The sentences of a paragraph with "X. Deshalb Y." joined to "X, deshalb Y." where both are short. */
export function joinConnectorSentences(sentences: readonly string[]): string[] {
  const out: string[] = [];
  let joinedLast = false;
  for (const sentence of sentences) {
    const previous = out[out.length - 1];
    if (previous !== undefined && !joinedLast && joinable(previous, sentence)) {
      out[out.length - 1] = `${previous.slice(0, -1)}, ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
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
    const sentences = joinConnectorSentences(splitSentences(paragraph));
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
