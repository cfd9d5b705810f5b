import { rememberReads } from "~/content/data/reads";
import { buildOutline, type Outline } from "./outline";
import { outlineFor, templateFor } from "./templates";
import { collapseWhitespace } from "~/utils/text";
import { matchTopic } from "./topic-match";
import { findTopic, type Topic, type TopicList, topicLists, topicListsByCategory } from "./topics";
import { type ResearchNote, type SourceReference } from "../drafts/types";
import { type ArticleCategory, GENERAL_CATEGORY, type HubCategory, hubCategories } from "~/domain/categories";
import { briefsByList } from "~/features/hub/copy/briefs";
import type { TopicBrief } from "~/features/hub/copy/briefs/types";
import { factById } from "~/content/facts";
import { statedFact, wordingsOf } from "./fact-kit";
import { keyphraseKey } from "~/features/hub/analysis/keyphrase";

export { deriveKeyphrase, KEYPHRASE_MAX_WORDS, metaDescriptionFor } from "./outline";

const briefsById = new Map<string, TopicBrief>(
  Object.values(briefsByList).flatMap((list) => list.map((brief) => [brief.topicId, brief] as const)),
);

const topicsByTitle = rememberReads(
  () => new Map(Object.values(topicLists).flatMap((list) => list.topics.map((topic) => [topic.title, topic] as const))),
);

/** The list topic with this title, if there is one (the generator form passes titles). */
export function findTopicByTitle(title: string | undefined): Topic | undefined {
  return title === undefined ? undefined : topicsByTitle().get(title.trim());
}

/** The brief of a list topic; every topic has one (a unit test checks). */
export function briefForTopic(topicId: string): TopicBrief | undefined {
  return briefsById.get(topicId);
}

/**
 * A draft's plan. A list topic, and an own topic a brief covers (docs/decisions/0019), are written
 * from that brief; any other own topic gets a research outline.
 */
export type Plan =
  | {
      kind: "brief";
      brief: TopicBrief;
      title: string;
      /** The list topic whose brief the draft is written from. */
      basedOn: Topic | undefined;
      /** An own topic: the title is the editor's, the slug comes from it. */
      custom: boolean;
      /** The template to write with, when the draft's category has none of its own ("allgemein"). */
      writeAs?: HubCategory;
    }
  | { kind: "outline"; outline: Outline; title: string; custom: true };

/** An own topic: the brief that covers it, else a research outline. */
export function planForOwnTopic(topic: string, category: ArticleCategory): Plan {
  const title = topic.trim();
  const match = matchTopic(title, category);
  if (match) {
    // Without a category the brief is written in the template of its list's first category.
    const writeAs =
      category === GENERAL_CATEGORY
        ? hubCategories.find((hub) => topicListsByCategory(hub).includes(match.topic.list))
        : undefined;
    return { kind: "brief", brief: match.brief, title, basedOn: match.topic, custom: true, ...(writeAs ? { writeAs } : {}) };
  }
  return { kind: "outline", outline: buildOutline(title, category), title, custom: true };
}

/**
 * The plan for a request: a custom topic (it wins over the list topic: the editor typed it) gets a derived brief; a list topic its
 * own brief. Undefined without a topic.
 */
export function planFor(request: TopicRequest): Plan | undefined {
  const plan = topicPlanFor(request);
  return plan && request.keywords ? withRelatedKeywords(plan, request.keywords) : plan;
}

/** What a plan is made for: a list topic (its title or id), a custom topic, and related keywords asked for. */
export type TopicRequest = {
  /** The list topic's title (or id), if one is chosen. */
  listTopic?: string;
  /** The editor's own topic; when non-blank it wins over the list topic. */
  customTopic?: string;
  category: ArticleCategory;
  /**
   * Related keywords asked for (a planned slot's): they replace the brief's related keywords; the
   * brief's focus keyphrase stays.
   */
  keywords?: readonly string[];
  /** The editor's research notes: the draft is written from them (and keeps them); a language model gets them as its facts. */
  notes?: readonly ResearchNote[];
};

function topicPlanFor(request: TopicRequest): Plan | undefined {
  const custom = request.customTopic?.trim();
  if (custom) return planForOwnTopic(custom, request.category);
  const topic = findTopicByTitle(request.listTopic) ?? findTopic(request.listTopic);
  const brief = topic && briefsById.get(topic.id);
  if (topic && brief) return { kind: "brief", brief, title: brief.seoTitle, basedOn: topic, custom: false };
  // A title that is no list topic (e.g. kept from an older version) is treated like a custom topic.
  const listed = request.listTopic?.trim();
  return listed ? planForOwnTopic(listed, request.category) : undefined;
}

/**
 * The plan with the keywords asked for as its related keywords: trimmed, each once (folded like the
 * analysis compares), without the brief's focus keyphrase. None left: the brief's own stay.
 */
export function withRelatedKeywords(plan: Plan, keywords: readonly string[]): Plan {
  const focus = plan.kind === "brief" ? plan.brief.focusKeyphrase : plan.outline.keyphrase;
  const seen = new Set([keyphraseKey(focus)]);
  const related: string[] = [];
  for (const keyword of keywords) {
    const text = collapseWhitespace(keyword);
    const key = keyphraseKey(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    related.push(text);
  }
  if (related.length === 0) return plan;
  return plan.kind === "brief"
    ? { ...plan, brief: { ...plan.brief, keywords: related } }
    : { ...plan, outline: { ...plan.outline, keywords: related } };
}

/**
 * A fact as a writer (or a language model) is given it: the sentence, its sources and its "Stand", and the
 * fact's wordings as a draft must state them on the day (with the Stand inside where the fact needs it).
 */
export type BriefFact = { id: string; statement: string; sources: SourceReference[]; asOf?: string; wordings?: string[] };

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
  /** No brief covers the topic: the model must write only from the notes and say what is still open. */
  research: boolean;
};

/**
 * The plan of a request as plain data (undefined without a topic). An outline's facts are the editor's notes
 * only; a brief's facts come with their wordings as stated on `today` ("YYYY-MM-DD").
 */
export function briefSummaryFor(
  request: TopicRequest,
  today: string = new Date().toISOString().slice(0, 10),
): BriefSummary | undefined {
  const plan = planFor(request);
  if (!plan) return undefined;
  const template = templateFor(request.category);
  const notes = (request.notes ?? []).map(noteAsFact);
  if (plan.kind === "outline") {
    const { outline } = plan;
    return {
      title: plan.title,
      angle: "",
      audience: template.targetAudience,
      outline: outline.sections.map((section) => section.heading),
      focusKeyphrase: outline.keyphrase,
      relatedKeywords: [...outline.keywords],
      minWords: template.minWords,
      facts: notes,
      research: true,
    };
  }
  return {
    title: plan.title,
    angle: plan.brief.angle,
    audience: template.targetAudience,
    outline: outlineFor(plan.brief, plan.writeAs ?? request.category),
    focusKeyphrase: plan.brief.focusKeyphrase,
    relatedKeywords: [...plan.brief.keywords],
    minWords: template.minWords,
    facts: [
      ...plan.brief.facts.map((id) => {
        const fact = factById(id);
        return {
          id,
          statement: fact.statement,
          sources: fact.sources.map((source) => ({ name: source.name, url: source.url })),
          ...(fact.asOf ? { asOf: fact.asOf } : {}),
          wordings: wordingsOf(fact).map((_, index) => statedFact(fact, index, today)),
        };
      }),
      ...notes,
    ],
    research: false,
  };
}

/** A research note as a fact for a writer: its statement, its page, its "Stand". */
export function noteAsFact(note: ResearchNote): BriefFact {
  let name = note.url;
  try {
    name = new URL(note.url).hostname.replace(/^www\./, "");
  } catch {
    // kept as written
  }
  return {
    id: `note-${note.id}`,
    statement: collapseWhitespace(note.statement),
    sources: [{ name, url: note.url }],
    asOf: note.asOf,
  };
}

/** A list topic whose keyphrase a published article uses, with that article (offered for revision instead). */
export type PublishedTopic<P> = { topic: Topic; article: P };

/**
 * The list topics of some groups split by whether a published article already uses the keyphrase of
 * their brief (docs/decisions/0035): those are not offered again; the article is offered for "Überarbeiten".
 */
export function splitPublishedTopics<P extends { focusKeyphrase: string }>(
  groups: readonly TopicList[],
  published: readonly P[],
): { groups: TopicList[]; published: PublishedTopic<P>[] } {
  const byKey = new Map(published.map((article) => [keyphraseKey(article.focusKeyphrase), article] as const));
  const taken: PublishedTopic<P>[] = [];
  const open = groups.map((group) => ({
    ...group,
    topics: group.topics.filter((topic) => {
      const brief = briefsById.get(topic.id);
      const article = brief ? byKey.get(keyphraseKey(brief.focusKeyphrase)) : undefined;
      if (article && !taken.some((item) => item.article === article)) taken.push({ topic, article });
      return !article;
    }),
  }));
  return { groups: open, published: taken };
}
