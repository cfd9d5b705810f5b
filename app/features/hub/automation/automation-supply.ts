/**
 * The automation after the topic lists run dry (docs/decisions/0020). At three articles a week the
 * list topics and series last about thirteen weeks; after that `planSchedule` finds no topic and
 * leaves planned days empty. Those days are then filled, in this order, with work that is honest
 * about what it is:
 *  1. "Überarbeiten" of the published article changed longest ago (at least six months): drafted
 *     as a revision of that article, like the "Überarbeiten" button.
 *  2. "Überarbeiten" of the oldest draft (at least two months old, not published): nothing is
 *     generated; the slot points the editor at the draft.
 *  3. A research outline ("Recherche-Gliederung") for a related keyword of a brief that no brief
 *     covers: drafted as an outline with candidate facts and "Recherche nötig", never as a finished text.
 * The editor sees how many weeks of list topics and series remain (`topicSupply`).
 */
import { rememberReads } from "~/content/data/reads";
import {
  addDays,
  automationSlot,
  type Candidate,
  markFailed,
  markReady,
  planDays,
  type PlanContext,
  type PlanInput,
  planSchedule,
  sortSlots,
  triggerCandidates,
  weekOf,
} from "./automation";
import { planForOwnTopic } from "../generator/topic-briefs";
import { templateFor } from "../generator/templates";
import { exportSlug } from "../publishing/export";
import { topicLists, type TopicListId } from "../generator/topics";
import type { GeneratedArticle, ScheduleCategory, ScheduledArticle, SlotTopic, TriggerId } from "../drafts/types";
import { categoryTable, type HubCategory } from "~/domain/categories";
import { topicListCategory } from "~/domain/topics";
import { briefsByList } from "~/features/hub/copy/briefs";
import type { TopicBrief } from "~/features/hub/copy/briefs/types";
import { supplyCopy } from "~/features/hub/copy/hub-automation";
import { keyphraseKey } from "~/features/hub/analysis/keyphrase";
import { fold } from "~/features/hub/analysis/words";
import { topicGenericWords } from "~/features/hub/copy/analysis-lexicon";

/** A published article is revised once its last change is this many days old. */
export const REVISE_ARTICLE_AFTER_DAYS = 183;
/** A draft nobody published is put back in front of the editor after this many days. */
export const REVISE_DRAFT_AFTER_DAYS = 60;

/** What the fill-in plan must know beyond the plan's context: the published articles and the drafts. */
export type SupplyContext = {
  published: readonly { slug: string; title: string; dateModified: string; category: GeneratedArticle["category"] }[];
  drafts: readonly Pick<GeneratedArticle, "id" | "title" | "slug" | "createdAt" | "category" | "focusKeyphrase" | "revisionOf">[];
};

const scheduleCategoryOf = (category: GeneratedArticle["category"]): ScheduleCategory => categoryTable[category].schedule;

const GENERIC = new Set(topicGenericWords.map(fold));

/**
 * Own topics for research outlines: the briefs' related keywords that no brief covers, each once,
 * named with the figure ("Labubu Kleinanzeigen") where the keyword does not name it, in list order.
 */
export const outlineTopics = rememberReads(
  (): readonly { topic: string; category: HubCategory; schedule: ScheduleCategory }[] => {
    const seen = new Set(
      Object.values(briefsByList).flatMap((briefs) =>
        (briefs as readonly TopicBrief[]).map((brief) => keyphraseKey(brief.focusKeyphrase)),
      ),
    );
    const topics: { topic: string; category: HubCategory; schedule: ScheduleCategory }[] = [];
    for (const list of Object.keys(topicLists) as TopicListId[]) {
      const { article, schedule } = topicListCategory[list];
      for (const brief of briefsByList[list] as readonly TopicBrief[])
        for (const keyword of brief.keywords) {
          const named = keyword.split(/\s+/).some((word) => GENERIC.has(fold(word))) ? keyword : supplyCopy.outlineTopic(keyword);
          const key = keyphraseKey(named);
          if (seen.has(key) || planForOwnTopic(named, article).kind !== "outline") continue;
          seen.add(key);
          topics.push({ topic: named, category: article, schedule });
        }
    }
    return topics;
  },
);

/** The fill-in candidates for a day, in order: revisions of published articles, of drafts, then research outlines. */
export function fallbackCandidates(day: string, supply: SupplyContext): Candidate[] {
  const articles = [...supply.published]
    .filter(
      (article) =>
        article.dateModified <= addDays(day, -REVISE_ARTICLE_AFTER_DAYS) &&
        !supply.drafts.some((draft) => draft.revisionOf?.slug === article.slug),
    )
    .sort((a, b) => a.dateModified.localeCompare(b.dateModified) || a.slug.localeCompare(b.slug))
    .map((article): Candidate => ({
      topic: {
        key: `revise:${article.slug}`,
        kind: "revise-article",
        slug: article.slug,
        category: article.category,
        customTopic: article.title,
      },
      title: supplyCopy.reviseTitle(article.title),
      category: scheduleCategoryOf(article.category),
      keywords: [],
      targetLength: templateFor(article.category).minWords,
    }));
  const publishedSlugs = new Set(supply.published.map((article) => article.slug));
  const drafts = [...supply.drafts]
    .filter(
      (draft) => draft.createdAt.slice(0, 10) <= addDays(day, -REVISE_DRAFT_AFTER_DAYS) && !publishedSlugs.has(exportSlug(draft)),
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((draft): Candidate => ({
      topic: {
        key: `revise-draft:${draft.id}`,
        kind: "revise-draft",
        reviseDraftId: draft.id,
        category: draft.category,
        customTopic: draft.title,
      },
      title: supplyCopy.reviseTitle(draft.title),
      category: scheduleCategoryOf(draft.category),
      keywords: draft.focusKeyphrase ? [draft.focusKeyphrase] : [],
      targetLength: templateFor(draft.category).minWords,
    }));
  const outlines = outlineTopics().map(({ topic, category, schedule }): Candidate => ({
    topic: { key: `outline:${keyphraseKey(topic)}`, kind: "outline", customTopic: topic, category, focusKeyphrase: topic },
    title: supplyCopy.outlineTitle(topic),
    category: schedule,
    keywords: [topic],
    targetLength: templateFor(category).minWords,
  }));
  return [...articles, ...drafts, ...outlines];
}

/**
 * The plan (`planSchedule`) with its empty days filled: every planned weekday whose week has fewer
 * slots than the target and that holds no slot yet gets the first unused fill-in candidate. Fill-in
 * slots are automatic and unstarted like any other, so they are planned anew on every change.
 */
export function planWithFallbacks(input: PlanInput, context: PlanContext, supply: SupplyContext): ScheduledArticle[] {
  const planned = planSchedule(input, context);
  const { enabled, weeklyTarget } = input.automation;
  if (!enabled || !Object.values(input.triggers).some(Boolean)) return planned;
  const taken = new Set([...input.dismissedTopics, ...planned.flatMap((slot) => (slot.topic ? [slot.topic.key] : []))]);
  const usedKeyphrases = new Set([...context.publishedKeyphrases, ...context.draftKeyphrases].map(keyphraseKey).filter(Boolean));
  const perWeek = new Map<string, number>();
  const busyDays = new Set<string>();
  for (const slot of planned) {
    busyDays.add(slot.scheduledDate);
    if (slot.origin === "sample") continue;
    const week = weekOf(slot.scheduledDate);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  const ids = new Set(planned.map((slot) => slot.id));
  const added: ScheduledArticle[] = [];
  for (const day of planDays(context.today, weeklyTarget)) {
    const week = weekOf(day);
    if ((perWeek.get(week) ?? 0) >= weeklyTarget || busyDays.has(day)) continue;
    const candidate = fallbackCandidates(day, supply).find(
      (option) =>
        !taken.has(option.topic.key) &&
        !(option.topic.kind === "outline" && usedKeyphrases.has(keyphraseKey(option.topic.focusKeyphrase ?? ""))),
    );
    if (!candidate) continue;
    taken.add(candidate.topic.key);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
    busyDays.add(day);
    added.push(automationSlot(candidate, day, ids));
  }
  return added.length === 0 ? planned : sortSlots([...planned, ...added]);
}

/** The triggers that offer list topics and series, and the keys of all they offer over a year. */
function supplyKeys(triggers: PlanInput["triggers"]): Map<string, SlotTopic> {
  const offered = new Map<string, SlotTopic>();
  const year = ["01-10", "02-05", "06-10", "08-10", "11-20"].map((monthDay) => `2000-${monthDay}`);
  for (const trigger of Object.keys(triggers) as TriggerId[]) {
    if (!triggers[trigger]) continue;
    for (const day of trigger === "seasonal-content" ? year : [year[0]!])
      for (const candidate of triggerCandidates(trigger, day)) offered.set(candidate.topic.key, candidate.topic);
  }
  return offered;
}

export type TopicSupply = {
  /** List topics and series the enabled triggers can still plan (unused, not dismissed, not in the plan). */
  topics: number;
  /** At the weekly target, full weeks they fill. */
  weeks: number;
  /** Fill-ins available today: published articles and drafts due for revision, research outlines. */
  revisions: number;
  outlines: number;
};

/** How long the topics last: what the automation tab tells the editor. */
export function topicSupply(input: PlanInput, context: PlanContext, supply: SupplyContext): TopicSupply {
  const used = new Set([...context.publishedKeyphrases, ...context.draftKeyphrases].map(keyphraseKey).filter(Boolean));
  const taken = new Set([
    ...input.dismissedTopics,
    ...input.schedule.filter((slot) => slot.status !== "scheduled").flatMap((slot) => (slot.topic ? [slot.topic.key] : [])),
  ]);
  let topics = 0;
  for (const [key, topic] of supplyKeys(input.triggers)) {
    if (taken.has(key) || (topic.focusKeyphrase && used.has(keyphraseKey(topic.focusKeyphrase)))) continue;
    topics++;
  }
  const fallbacks = fallbackCandidates(context.today, supply).filter((candidate) => !taken.has(candidate.topic.key));
  return {
    topics,
    weeks: Math.floor(topics / input.automation.weeklyTarget),
    revisions: fallbacks.filter((candidate) => candidate.topic.kind !== "outline").length,
    outlines: fallbacks.filter(
      (candidate) => candidate.topic.kind === "outline" && !used.has(keyphraseKey(candidate.topic.focusKeyphrase ?? "")),
    ).length,
  };
}

/**
 * A due "revise-draft" slot needs no writing: it is ready with the draft it points at, or failed
 * when the editor deleted that draft in the meantime.
 */
export function settleReviseDraft(
  schedule: readonly ScheduledArticle[],
  slot: ScheduledArticle,
  drafts: readonly Pick<GeneratedArticle, "id" | "title" | "slug">[],
): ScheduledArticle[] {
  const draft = drafts.find((item) => item.id === slot.topic?.reviseDraftId);
  return draft ? markReady(schedule, slot.id, draft) : markFailed(schedule, slot.id, supplyCopy.draftMissing);
}
