/**
 * The readability checks of the hub's German text analysis. Each gives green 9, orange 6 or red 3 and a German
 * sentence; the verdict comes from penalty points (red 3, orange 2): more than 6 is red, more than 4 orange.
 */
import { isPassiveSentence } from "./passive";
import { countSyllables } from "./syllables";
import type { Sentence, TextModel } from "./text-model";
import { hasTransitionWord } from "./transition-words";
import type { CheckResult, Rating, ReadabilityCheckId } from "./types";
import { fold, type Word } from "./words";
import { fleschLevels, type NoProseReason, readabilityMessages as copy } from "~/features/hub/copy/analysis";
import { skippedSentenceStarts } from "~/features/hub/copy/analysis-lexicon";

type Check = CheckResult<ReadabilityCheckId>;

const SCORES: Record<Rating, number> = { good: 9, ok: 6, bad: 3 };
const PENALTIES: Record<Rating, number> = { good: 0, ok: 2, bad: 3 };

function result(id: ReadabilityCheckId, rating: Rating, message: string): Check {
  return { id, rating, score: SCORES[rating], message };
}

export const LONG_SENTENCE_WORDS = 20;

/** Why there is nothing to read yet, or null when there are sentences. */
export function noProseReason(model: TextModel): NoProseReason | null {
  if (model.prose.length > 0) return null;
  return model.blocks.some((block) => block.kind === "heading") ? "headingsOnly" : "empty";
}

export function checkSentenceLength(sentences: readonly Sentence[]): Check {
  const id = "sentenceLength";
  const share = sentences.filter((sentence) => sentence.words.length > LONG_SENTENCE_WORDS).length / sentences.length;
  if (share <= 0.25) return result(id, "good", copy.sentenceLength.good(share));
  if (share <= 0.3) return result(id, "ok", copy.sentenceLength.ok(share));
  return result(id, "bad", copy.sentenceLength.bad(share));
}

export function checkParagraphLength(model: TextModel): Check {
  const id = "paragraphLength";
  const paragraphs = model.blocks.filter((block) => block.kind === "paragraph" && block.wordCount > 0);
  if (paragraphs.length === 0) return result(id, "good", copy.paragraphLength.noParagraphs);
  const longest = Math.max(...paragraphs.map((block) => block.wordCount));
  if (longest <= 150) return result(id, "good", copy.paragraphLength.good(longest));
  if (longest <= 200) return result(id, "ok", copy.paragraphLength.ok(longest));
  const tooLong = paragraphs.filter((block) => block.wordCount > 150).length;
  return result(id, "bad", copy.paragraphLength.bad(tooLong, longest));
}

/** Words of running text between headings (the text before the first heading is a section too). */
export function sectionWordCounts(model: TextModel): { sections: number[]; headings: number } {
  const sections: number[] = [];
  let current = 0;
  let headings = 0;
  for (const block of model.blocks) {
    if (block.kind === "heading") {
      if (headings > 0 || current > 0) sections.push(current);
      current = 0;
      headings++;
    } else current += block.wordCount;
  }
  sections.push(current);
  return { sections, headings };
}

export function checkSubheadingDistribution(model: TextModel): Check {
  const id = "subheadingDistribution";
  const { sections, headings } = sectionWordCounts(model);
  if (headings === 0) {
    const words = sections[0] ?? 0;
    return words > 300
      ? result(id, "bad", copy.subheadingDistribution.noSubheadings(words))
      : result(id, "good", copy.subheadingDistribution.shortText(words));
  }
  const longest = Math.max(...sections);
  if (longest < 300) return result(id, "good", copy.subheadingDistribution.good(longest));
  if (longest <= 350) return result(id, "ok", copy.subheadingDistribution.ok(longest));
  return result(id, "bad", copy.subheadingDistribution.bad(sections.filter((words) => words > 350).length, longest));
}

export function checkPassiveVoice(passive: number, sentences: number): Check {
  const id = "passiveVoice";
  const share = passive / sentences;
  if (share <= 0.1) return result(id, "good", copy.passiveVoice.good(share));
  if (share <= 0.15) return result(id, "ok", copy.passiveVoice.ok(share));
  return result(id, "bad", copy.passiveVoice.bad(share));
}

/** Only texts over 200 words are judged. */
export function checkTransitionWords(transitions: number, sentences: number, words: number): Check {
  const id = "transitionWords";
  if (words <= 200) return result(id, "good", copy.transitionWords.shortText(words));
  const share = transitions / sentences;
  if (share >= 0.3) return result(id, "good", copy.transitionWords.good(share));
  if (share >= 0.2) return result(id, "ok", copy.transitionWords.ok(share));
  return result(id, "bad", copy.transitionWords.bad(share));
}

/** Articles, demonstratives and numbers are skipped: "Die Box …", "Die Figur …" start differently. */
const SKIPPED_BEGINNINGS = new Set(skippedSentenceStarts.map(fold));

/** The word a sentence starts with, after an article, demonstrative or number. */
export function sentenceBeginning(sentence: Sentence): Word | undefined {
  const [first, second] = sentence.words;
  if (!first) return undefined;
  const skip = SKIPPED_BEGINNINGS.has(first.key) || /^\d/.test(first.key);
  return skip && second ? second : first;
}

/** The longest run of consecutive sentences with the same beginning. */
export function longestSameBeginning(sentences: readonly Sentence[]): { word: string; run: number } {
  let best = { word: "", run: 0 };
  let run = 0;
  let previous: string | null = null;
  for (const sentence of sentences) {
    const beginning = sentenceBeginning(sentence);
    const key = beginning?.key ?? "";
    run = key === previous ? run + 1 : 1;
    previous = key;
    if (run > best.run) best = { word: beginning?.text ?? "", run };
  }
  return best;
}

export function checkSentenceBeginnings(sentences: readonly Sentence[]): Check {
  const id = "sentenceBeginnings";
  const { word, run } = longestSameBeginning(sentences);
  return run >= 3 ? result(id, "bad", copy.sentenceBeginnings.bad(word, run)) : result(id, "good", copy.sentenceBeginnings.good);
}

/** Amstad (1978): 180 − words/sentences − 58.5 × syllables/words, clamped to 0–100. */
export function fleschAmstad(words: number, sentences: number, syllables: number): number {
  const value = 180 - words / sentences - 58.5 * (syllables / words);
  return Math.min(100, Math.max(0, value));
}

export function fleschLevel(value: number): string {
  return (fleschLevels.find((level) => value >= level.min) ?? fleschLevels[fleschLevels.length - 1]!).label;
}

export function checkFleschReadingEase(value: number): Check {
  const id = "fleschReadingEase";
  const level = fleschLevel(value);
  if (value >= 60) return result(id, "good", copy.fleschReadingEase.good(value, level));
  if (value >= 50) return result(id, "ok", copy.fleschReadingEase.ok(value, level));
  return result(id, "bad", copy.fleschReadingEase.bad(value, level));
}

export type ProseCounts = { sentences: number; words: number; syllables: number; passive: number; transitions: number };

export function countProse(sentences: readonly Sentence[]): ProseCounts {
  const counts: ProseCounts = { sentences: sentences.length, words: 0, syllables: 0, passive: 0, transitions: 0 };
  for (const sentence of sentences) {
    counts.words += sentence.words.length;
    for (const word of sentence.words) counts.syllables += countSyllables(word.text);
    if (isPassiveSentence(sentence.words)) counts.passive++;
    if (hasTransitionWord(sentence.words)) counts.transitions++;
  }
  return counts;
}

export function penaltyOf(checks: readonly Check[]): number {
  return checks.reduce((total, check) => total + PENALTIES[check.rating], 0);
}

export function readabilityBand(penalty: number): Rating {
  return penalty > 6 ? "bad" : penalty > 4 ? "ok" : "good";
}
