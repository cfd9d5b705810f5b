/**
 * "Thema abgedeckt": how much of a text is about its focus keyphrase. A section (the intro, then each
 * text under a subheading) covers the topic when its running text uses the keyphrase's topic words —
 * the keyphrase itself, its word forms ("Reinigung" for "reinigen") or its content words — and a
 * paragraph does when it uses one. Words every text of the site uses ("Labubu", "Figur") are looked
 * past, so a text on choosing a series under the heading "Labubu reinigen" covers nothing.
 */
import type { Keyphrase } from "./keyphrase";
import type { TextModel } from "./text-model";
import { isFormOf } from "./word-forms";
import { fold, splitWords, type Word } from "./words";
import { topicGenericWords } from "~/features/hub/copy/analysis-lexicon";

const GENERIC = new Set(topicGenericWords.map(fold));

/**
 * The keyphrase's words that say what the text is about: its content words without the site's
 * generic ones (all content words when only generic ones are left), as folded keys.
 */
export function topicWordsOf(keyphrase: Keyphrase): string[] {
  const specific = keyphrase.contentWords.filter((word) => !GENERIC.has(word));
  return [...new Set(specific.length > 0 ? specific : keyphrase.contentWords)];
}

/** The topic words as the editor wrote them in the keyphrase ("Fälschungen", not "faelschungen"). */
function writtenForms(keyphrase: Keyphrase, keys: readonly string[]): string[] {
  const written = splitWords(keyphrase.raw);
  return keys.map((key) => written.find((word) => word.key === key)?.text ?? key);
}

export type TopicCoverage = {
  /** The topic words as written in the keyphrase. */
  topicWords: string[];
  /** Sections with running text, and those whose text uses enough topic words. */
  sections: number;
  coveredSections: number;
  /** Paragraphs (list items excluded), and those that use a topic word. */
  paragraphs: number;
  coveredParagraphs: number;
};

/** A section needs every topic word of a one- or two-word topic, else half of them; a paragraph at least one (two of four). */
export function requiredWords(topicWords: number): { section: number; paragraph: number } {
  return {
    section: topicWords <= 2 ? topicWords : Math.ceil(topicWords / 2),
    paragraph: Math.max(1, Math.floor(topicWords / 2)),
  };
}

/** Which topic words each distinct word is a form of (bit mask), computed once per word in a text. */
function topicMatcher(topicWords: readonly string[]): (words: readonly Word[]) => number {
  const masks = new Map<string, number>();
  const maskOf = (word: Word) => {
    let mask = masks.get(word.key);
    if (mask === undefined) {
      mask = 0;
      topicWords.forEach((topicWord, index) => {
        if (index < 31 && isFormOf(topicWord, word)) mask! |= 1 << index;
      });
      masks.set(word.key, mask);
    }
    return mask;
  };
  return (words) => {
    let used = 0;
    for (const word of words) used |= maskOf(word);
    let count = 0;
    for (; used; used &= used - 1) count++;
    return count;
  };
}

export function measureTopicCoverage(keyphrase: Keyphrase, model: TextModel): TopicCoverage {
  const topicWords = topicWordsOf(keyphrase);
  const required = requiredWords(topicWords.length);
  const usedTopicWords = topicMatcher(topicWords);
  const coverage: TopicCoverage = {
    topicWords: writtenForms(keyphrase, topicWords),
    sections: 0,
    coveredSections: 0,
    paragraphs: 0,
    coveredParagraphs: 0,
  };
  let section: Word[] = [];
  const closeSection = () => {
    if (section.length === 0) return;
    coverage.sections++;
    if (usedTopicWords(section) >= required.section) coverage.coveredSections++;
    section = [];
  };
  for (const block of model.blocks) {
    if (block.kind === "heading") {
      closeSection();
      continue;
    }
    const words = block.sentences.flatMap((sentence) => sentence.words);
    if (words.length === 0) continue;
    section.push(...words);
    if (block.kind !== "paragraph") continue;
    coverage.paragraphs++;
    if (usedTopicWords(words) >= required.paragraph) coverage.coveredParagraphs++;
  }
  closeSection();
  return coverage;
}
