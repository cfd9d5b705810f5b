/**
 * Which list topic's brief an editor's own topic may be written from (docs/decisions/0019). A brief
 * is used only when it covers the topic: at least three quarters of the topic's specific words (its
 * content words without the site's generic ones, "Labubu", "Figur") are words of the brief — its
 * titles, keyphrase, keywords or headings — in some form ("Zähnen" = "Zähne", "echte" = "Echtheit"),
 * and one of them is a word of the brief's own title or keyphrase. Anything less gets a research
 * outline: a brief on choosing a series is not a text on cleaning a figure.
 */
import { rememberReads } from "~/content/data/reads";
import { keyphraseExtraStopWords, topicGenericWords } from "~/features/hub/copy/analysis-lexicon";
import { briefsByList } from "~/features/hub/copy/briefs";
import type { TopicBrief } from "~/features/hub/copy/briefs/types";
import { isFormOf } from "~/features/hub/analysis/word-forms";
import { fold, isStopWord, splitWords, type Word } from "~/features/hub/analysis/words";
import { missingParts } from "./templates";
import { type Topic, topicLists } from "./topics";
import type { ArticleCategory } from "~/domain/categories";

/** Only this much of a custom topic is read, so a 100,000-character topic costs no more than a short one. */
export const TOPIC_SCAN_MAX = 400;
/** Share of the topic's specific words a brief must cover. */
export const MIN_COVERAGE = 0.75;

const EXTRA_STOP_WORDS = new Set(keyphraseExtraStopWords.map(fold));
const GENERIC = new Set(topicGenericWords.map(fold));

/** The words of a text that carry meaning: no function words (German or English), no bare numbers, each once. */
export function contentWordsOf(text: string): Word[] {
  const seen = new Set<string>();
  const words: Word[] = [];
  for (const word of splitWords(text)) {
    if (isStopWord(word.key) || EXTRA_STOP_WORDS.has(word.key) || !/\p{L}/u.test(word.key) || seen.has(word.key)) continue;
    seen.add(word.key);
    words.push(word);
  }
  return words;
}

/**
 * A word as the match compares it: a hyphenated compound without its generic parts ("Labubu-Börse"
 * is "Börse"); undefined when nothing specific is left ("Labubu-Figuren").
 */
function specific(word: Word): Word | undefined {
  if (word.parts.length < 2) return GENERIC.has(word.key) ? undefined : word;
  const parts = word.parts.filter((part) => !GENERIC.has(part));
  if (parts.length === 0) return undefined;
  return parts.length === word.parts.length ? word : { ...word, key: parts.join("-"), parts };
}

type Candidate = { topic: Topic; brief: TopicBrief; core: Word[]; vocabulary: Word[] };

function wordsOf(texts: readonly string[]): Word[] {
  return contentWordsOf(texts.join(" \n ")).flatMap((word) => specific(word) ?? []);
}

/** Worked out on first use, so no page depends on it that does not use it (app/content/data/reads.ts). */
const candidates = rememberReads((): Candidate[] =>
  Object.values(topicLists).flatMap((list) =>
    list.topics.flatMap((topic) => {
      const brief = (briefsByList[list.id] as readonly TopicBrief[]).find((item) => item.topicId === topic.id);
      if (!brief) return [];
      const headings = [
        ...brief.sections.map((section) => section.heading),
        brief.conclusion.heading,
        ...(["steps", "mistakes", "prosCons", "local"] as const).flatMap((part) => (brief[part] ? [brief[part].heading] : [])),
      ];
      return [
        {
          topic,
          brief,
          core: wordsOf([topic.title, brief.seoTitle, brief.focusKeyphrase]),
          vocabulary: wordsOf([topic.title, brief.seoTitle, brief.focusKeyphrase, ...brief.keywords, ...headings]),
        },
      ];
    }),
  ),
);

/** Words most briefs share say nothing about which brief fits (besides the site's generic words). */
const COMMON = rememberReads(() => {
  const counts = new Map<string, number>();
  for (const candidate of candidates())
    for (const key of new Set(candidate.vocabulary.map((word) => word.key))) counts.set(key, (counts.get(key) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count > candidates().length / 4).map(([key]) => key));
});

/** The words of a topic that say what it is about: content words without the site's generic ones. */
export function specificWordsOf(topic: string): Word[] {
  return contentWordsOf(topic.slice(0, TOPIC_SCAN_MAX)).flatMap((word) => {
    const kept = specific(word);
    return kept && !COMMON().has(kept.key) ? [kept] : [];
  });
}

function covers(vocabulary: readonly Word[], word: Word): boolean {
  return vocabulary.some((known) => isFormOf(word.key, known) || isFormOf(known.key, word));
}

export type TopicMatch = {
  topic: Topic;
  brief: TopicBrief;
  /** Share of the topic's specific words the brief covers, 0–1. */
  coverage: number;
  covered: string[];
  uncovered: string[];
};

/** How well each brief covers a topic, best first (briefs that cover none of its words are left out). */
export function rankBriefs(topic: string, category?: ArticleCategory): TopicMatch[] {
  const words = specificWordsOf(topic);
  if (words.length === 0) return [];
  const ranked: (TopicMatch & { anchored: boolean; core: number; order: number })[] = [];
  candidates().forEach((candidate, order) => {
    if (category && missingParts(candidate.brief, category).length > 0) return;
    const covered = words.filter((word) => covers(candidate.vocabulary, word));
    if (covered.length === 0) return;
    ranked.push({
      topic: candidate.topic,
      brief: candidate.brief,
      coverage: covered.length / words.length,
      covered: covered.map((word) => word.text),
      uncovered: words.filter((word) => !covered.includes(word)).map((word) => word.text),
      anchored: covered.some((word) => covers(candidate.core, word)),
      // How much of the brief's own title and keyphrase the topic names: the closer brief wins a tie.
      core: candidate.core.filter((known) => words.some((word) => covers([known], word))).length / candidate.core.length,
      order,
    });
  });
  ranked.sort(
    (a, b) => b.coverage - a.coverage || Number(b.anchored) - Number(a.anchored) || b.core - a.core || a.order - b.order,
  );
  return ranked.map(({ anchored: _anchored, core: _core, order: _order, ...match }) => match);
}

/**
 * The brief that covers the topic (≥ 75 % of its specific words, one of them from the brief's own
 * title or keyphrase) among those that can be written in the category; undefined when none does.
 */
export function matchTopic(topic: string, category: ArticleCategory): TopicMatch | undefined {
  return rankBriefs(topic, category).find(
    (match) =>
      match.coverage >= MIN_COVERAGE &&
      specificWordsOf(topic).some((word) => match.covered.includes(word.text) && covers(candidateOf(match.topic).core, word)),
  );
}

function candidateOf(topic: Topic): Candidate {
  return candidates().find((candidate) => candidate.topic.id === topic.id)!;
}
