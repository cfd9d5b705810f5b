import { outlineFor, templateFor } from "./templates";
import { collapseWhitespace, escapeMarkdownInline, isolateBidi, truncateText } from "./text";
import { findTopic, type Topic, topicLists, topicListsByCategory, type TopicListId } from "./topics";
import { type ArticleCategory, GENERAL_CATEGORY, type SourceReference } from "./types";
import { keyphraseExtraStopWords } from "~/content/analysis-lexicon";
import { briefsByList, generalBrief } from "~/content/briefs";
import type { Prose, TopicBrief } from "~/content/briefs/types";
import { factById } from "~/content/facts";
import { customTopicCopy } from "~/content/generator";
import { keyphraseKey } from "~/lib/analysis/keyphrase";
import { fold, isStopWord, sameWord, splitWords, type Word } from "~/lib/analysis/words";

/** How much of a custom topic is quoted inside the body text; the title always keeps it whole. */
export const TOPIC_IN_BODY_MAX = 90;
/** A custom topic's keyphrase: at most this many content words (the analysis's green range). */
export const KEYPHRASE_MAX_WORDS = 4;
/** Only this much of a custom topic is read for matching, so a 100,000-character topic costs no more than a short one. */
const TOPIC_SCAN_MAX = 400;
const META_MIN = 121;
const META_MAX = 156;

const briefsById = new Map<string, TopicBrief>(
  Object.values(briefsByList).flatMap((list) => list.map((brief) => [brief.topicId, brief] as const)),
);

const topicsByTitle = new Map(
  Object.values(topicLists).flatMap((list) => list.topics.map((topic) => [topic.title, topic] as const)),
);

/** The list topic with this title, if there is one (the generator form passes titles). */
export function findTopicByTitle(title: string | undefined): Topic | undefined {
  return title === undefined ? undefined : topicsByTitle.get(title.trim());
}

/** The brief of a list topic; every topic has one (a unit test checks). */
export function briefForTopic(topicId: string): TopicBrief | undefined {
  return briefsById.get(topicId);
}

/**
 * A draft's plan: the brief to write from plus what differs for a custom topic. A list topic uses
 * its brief as it is; a custom topic a derived brief (see `deriveBrief`).
 */
export type Plan = {
  brief: TopicBrief;
  title: string;
  /** The list topic whose facts and content the draft uses, if any. */
  basedOn: Topic | undefined;
  custom: boolean;
};

/** Lists whose briefs a category may draw on: its own, or all of them for a general article. */
function listsFor(category: ArticleCategory): readonly TopicListId[] {
  return category === GENERAL_CATEGORY ? (Object.keys(topicLists) as TopicListId[]) : topicListsByCategory[category];
}

/** The custom topic as it appears in the body: shortened, whitespace collapsed, Markdown escaped, RTL isolated. */
export function topicInBody(topic: string): string {
  return isolateBidi(escapeMarkdownInline(truncateText(collapseWhitespace(topic.slice(0, TOPIC_SCAN_MAX)), TOPIC_IN_BODY_MAX)));
}

/**
 * The keyphrase of a custom topic: its first content words (function words dropped, German by the
 * analysis's list, English by a short one here), each once by the analysis's folding (ß = ss, ä = ae),
 * at most four, read from the part of the topic the body quotes.
 */
export function deriveKeyphrase(topic: string): string {
  const collapsed = collapseWhitespace(topic.slice(0, TOPIC_SCAN_MAX));
  const head = truncateText(collapsed, TOPIC_IN_BODY_MAX);
  const kept = head === collapsed ? head : head.slice(0, -1);
  // A shortened head may end in half a word: only whole words become the keyphrase.
  const halfWord = kept !== collapsed && /\S/.test(collapsed.charAt(kept.length)) && kept.includes(" ");
  const whole = halfWord ? kept.slice(0, kept.lastIndexOf(" ")) : kept;
  const words = contentWords(whole);
  const chosen = (words.length > 0 ? words : splitWords(whole)).slice(0, KEYPHRASE_MAX_WORDS);
  return chosen.map((word) => word.text).join(" ");
}

/**
 * Function words the analysis's German list leaves out (question adverbs, modal forms) and English
 * ones, so a question or an English topic keeps only its meaningful words.
 */
const EXTRA_STOP_WORDS = new Set(keyphraseExtraStopWords.map(fold));

function contentWords(text: string): Word[] {
  const seen = new Set<string>();
  const words: Word[] = [];
  for (const word of splitWords(text)) {
    if (isStopWord(word.key) || EXTRA_STOP_WORDS.has(word.key) || !/\p{L}/u.test(word.key) || seen.has(word.key)) continue;
    seen.add(word.key);
    words.push(word);
  }
  return words;
}

/** Folded words (and compound parts) a list topic is known by: its title, keyphrase, keywords and headings. */
function vocabularyOf(topic: Topic, brief: TopicBrief): Set<string> {
  const texts = [topic.title, brief.focusKeyphrase, ...brief.keywords, ...brief.sections.map((section) => section.heading)];
  const vocabulary = new Set<string>();
  for (const word of texts.flatMap((text) => splitWords(text))) {
    if (isStopWord(word.key)) continue;
    vocabulary.add(word.key);
    for (const part of word.parts) vocabulary.add(part);
  }
  return vocabulary;
}

const vocabularies = new Map(
  Object.values(topicLists).flatMap((list) =>
    list.topics.flatMap((topic) => {
      const brief = briefsById.get(topic.id);
      return brief ? [[topic.id, vocabularyOf(topic, brief)] as const] : [];
    }),
  ),
);

/** Words that most topics share ("labubu", "sammler") say nothing about which topic is closest. */
const commonWords = (() => {
  const counts = new Map<string, number>();
  for (const vocabulary of vocabularies.values()) for (const word of vocabulary) counts.set(word, (counts.get(word) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count > vocabularies.size / 4).map(([word]) => word));
})();

function matches(word: Word, vocabulary: ReadonlySet<string>): boolean {
  for (const key of [word.key, ...word.parts]) {
    if (commonWords.has(key)) continue;
    for (const known of vocabulary) if (!commonWords.has(known) && (sameWord(key, known) || sameWord(known, key))) return true;
  }
  return false;
}

/**
 * A topic must share at least one word with no more than four list topics (or several more common
 * ones) to count as close: one generic word ("prüfen") does not make an unrelated topic close.
 */
const MIN_CLOSENESS = Math.log(vocabularies.size / 4);

/**
 * The list topic closest to a custom topic, among the lists the category offers: each shared content
 * word (light inflection and compound parts count) weighs by how rare it is among all list topics,
 * ties go to the earlier topic. Undefined when no topic is close enough.
 */
export function closestTopic(topic: string, category: ArticleCategory): Topic | undefined {
  const words = contentWords(topic.slice(0, TOPIC_SCAN_MAX));
  const scores = new Map<string, number>();
  for (const word of words) {
    const matching = [...vocabularies].filter(([, vocabulary]) => matches(word, vocabulary)).map(([id]) => id);
    if (matching.length === 0) continue;
    const weight = Math.log(vocabularies.size / matching.length);
    for (const id of matching) scores.set(id, (scores.get(id) ?? 0) + weight);
  }
  let best: Topic | undefined;
  let bestScore = MIN_CLOSENESS;
  for (const list of listsFor(category)) {
    for (const candidate of topicLists[list].topics) {
      const score = scores.get(candidate.id) ?? 0;
      if (score > bestScore + 1e-9 || (score >= MIN_CLOSENESS && best === undefined && score >= bestScore)) {
        best = candidate;
        bestScore = score;
      }
    }
  }
  return best;
}

/**
 * A brief for the editor's own topic: the content and facts of the closest list topic (or the
 * general brief), the topic's content words as keyphrase, and a frame — opening, headings, closing
 * and meta description — that names the topic, so the keyphrase is in at least three sections.
 * `pick` chooses among the opening variants.
 */
export function deriveBrief(topic: string, category: ArticleCategory, pick: (count: number) => number): Plan {
  const basedOn = closestTopic(topic, category);
  const source = (basedOn && briefsById.get(basedOn.id)) ?? generalBrief;
  const quoted = topicInBody(topic);
  const keyphrase = deriveKeyphrase(topic);
  const openers = customTopicCopy.openers;
  const opener = openers[Math.min(openers.length - 1, pick(openers.length))]!(quoted);
  const bridge = basedOn ? customTopicCopy.related(quoted, source.seoTitle) : customTopicCopy.general(quoted);
  const [firstIntro, ...restIntro] = source.intro;
  const heading = customTopicCopy.headings;
  const uses = new Set(templateFor(category).parts);
  const [opening, ...details] = source.sections;
  // The analysis wants the keyphrase in 30–75 % of the subheadings: name the topic in the opening,
  // the category part and the conclusion, and in further sections until that is over a third.
  const categoryParts = (["steps", "prosCons", "local"] as const).filter((part) => source[part] && uses.has(part)).length;
  const headings = 1 + details.length + categoryParts + (source.mistakes && uses.has("mistakes") ? 1 : 0) + (opening ? 1 : 0);
  let named = categoryParts + 1 + (opening ? 1 : 0);
  const renamed = details.map((section) => {
    if (named >= Math.ceil(headings * 0.35)) return section;
    named++;
    return { ...section, heading: heading.detail(quoted, section.heading) };
  });

  const brief: TopicBrief = {
    ...source,
    topicId: "",
    angle: customTopicCopy.angle(quoted, source.seoTitle),
    focusKeyphrase: keyphrase,
    seoTitle: topic,
    metaDescription: metaDescriptionFor(keyphrase),
    intro: [joinProse([opener, bridge]), ...(firstIntro ? [firstIntro] : []), ...restIntro],
    sections: [...(opening ? [{ ...opening, heading: heading.opening(quoted) }] : []), ...renamed],
    conclusion: {
      heading: heading.conclusion(quoted),
      paragraphs: [...source.conclusion.paragraphs, customTopicCopy.closing(quoted)],
    },
    ...(source.steps && uses.has("steps") ? { steps: { ...source.steps, heading: heading.steps(quoted) } } : {}),
    ...(source.prosCons && uses.has("prosCons") ? { prosCons: { ...source.prosCons, heading: heading.prosCons(quoted) } } : {}),
    ...(source.local && uses.has("local") ? { local: { ...source.local, heading: heading.local(quoted) } } : {}),
  };
  return { brief, title: topic, basedOn, custom: true };
}

function joinProse(parts: readonly string[]): Prose {
  return parts.join(" ");
}

/** "<keyphrase>: <tail>" with the longest tail that keeps it within 121–156 characters. */
export function metaDescriptionFor(keyphrase: string): string {
  const length = (text: string) => [...text].length;
  const candidates = customTopicCopy.metaTails.map((tail) => (keyphrase ? `${keyphrase}: ${tail}` : tail));
  const fitting = candidates.find((candidate) => length(candidate) >= META_MIN && length(candidate) <= META_MAX);
  if (fitting) return fitting;
  const shortest = candidates[candidates.length - 1]!;
  return length(shortest) > META_MAX ? truncateText(shortest, META_MAX - 1) : candidates[0]!;
}

/**
 * The plan for a request: a custom topic (it wins, spec §5) gets a derived brief; a list topic its
 * own brief. Undefined without a topic.
 */
export function planFor(request: TopicRequest, pick: (count: number) => number): Plan | undefined {
  const plan = topicPlanFor(request, pick);
  return plan && request.keywords ? withRelatedKeywords(plan, request.keywords) : plan;
}

/** What a plan is made for: a list topic (its title or id), a custom topic, and related keywords asked for. */
export type TopicRequest = { listTopic?: string; customTopic?: string; category: ArticleCategory; keywords?: readonly string[] };

function topicPlanFor(request: TopicRequest, pick: (count: number) => number): Plan | undefined {
  const custom = request.customTopic?.trim();
  if (custom) return deriveBrief(custom, request.category, pick);
  const topic = findTopicByTitle(request.listTopic) ?? findTopic(request.listTopic);
  const brief = topic && briefsById.get(topic.id);
  if (topic && brief) return { brief, title: brief.seoTitle, basedOn: topic, custom: false };
  // A title that is no list topic (e.g. kept from an older version) is treated like a custom topic.
  const listed = request.listTopic?.trim();
  return listed ? deriveBrief(listed, request.category, pick) : undefined;
}

/**
 * The plan with the keywords asked for as its related keywords: trimmed, each once (folded like the
 * analysis compares), without the brief's focus keyphrase. None left: the brief's own stay.
 */
export function withRelatedKeywords(plan: Plan, keywords: readonly string[]): Plan {
  const seen = new Set([keyphraseKey(plan.brief.focusKeyphrase)]);
  const related: string[] = [];
  for (const keyword of keywords) {
    const text = collapseWhitespace(keyword);
    const key = keyphraseKey(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    related.push(text);
  }
  return related.length > 0 ? { ...plan, brief: { ...plan.brief, keywords: related } } : plan;
}

/** A fact as a writer (or a language model) is given it: the sentence, its sources and its "Stand". */
export type BriefFact = { id: string; statement: string; sources: SourceReference[]; asOf?: string };

/** What a draft is to be written from, as plain data: for a language model's prompt or an editor's overview. */
export type BriefSummary = {
  title: string;
  angle: string;
  audience: string;
  /** The subheadings in the category template's order. */
  outline: string[];
  focusKeyphrase: string;
  relatedKeywords: string[];
  minWords: number;
  facts: BriefFact[];
};

/** The plan of a request as plain data (undefined without a topic). */
export function briefSummaryFor(request: TopicRequest): BriefSummary | undefined {
  const plan = planFor(request, () => 0);
  if (!plan) return undefined;
  const template = templateFor(request.category);
  return {
    title: plan.title,
    angle: plan.brief.angle,
    audience: template.targetAudience,
    outline: outlineFor(plan.brief, request.category),
    focusKeyphrase: plan.brief.focusKeyphrase,
    relatedKeywords: [...plan.brief.keywords],
    minWords: template.minWords,
    facts: plan.brief.facts.map((id) => {
      const fact = factById(id);
      return {
        id,
        statement: fact.statement,
        sources: fact.sources.map((source) => ({ name: source.name, url: source.url })),
        ...(fact.asOf ? { asOf: fact.asOf } : {}),
      };
    }),
  };
}
