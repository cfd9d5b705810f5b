import { briefForTopic } from "../generator/topic-briefs";
import { exportSlug } from "../publishing/export";
import { templateFor } from "../generator/templates";
import type { GenerationRequest } from "../generator/generator";
import { findTopic, type Topic, topicLists, type TopicListId } from "../generator/topics";
import type {
  AutomationSettings,
  ContentFocus,
  GeneratedArticle,
  ScheduleCategory,
  ScheduledArticle,
  SlotTopic,
  TriggerId,
  TriggerStates,
  WeeklyTarget,
} from "../drafts/types";
import type { ArticleCategory } from "~/domain/categories";
import { scheduleCategoryTable } from "~/domain/hub";
import { topicListCategory } from "~/domain/topics";
import { seriesNewestFirst } from "~/content/facts";
import { slotCopy } from "~/features/hub/copy/hub-automation";
import { keyphraseKey } from "~/features/hub/analysis/keyphrase";

/**
 * The automation (docs/decisions/0011): the master switch, the weekly target and the content focus
 * plan the slots of the next four weeks; each enabled trigger contributes topics; a due slot is
 * drafted while the hub is open. Plain data in, plain data out: the clock is a parameter ("today"),
 * so tests run weeks in seconds.
 */

/** The plan covers the days after today up to this many days ahead: four weeks. */
export const PLAN_DAYS = 28;

/** The weekdays (ISO: 1 = Monday) a weekly target plans on; a fixed grid keeps slots on their days as time passes. */
export const planWeekdays: Record<WeeklyTarget, readonly number[]> = {
  1: [2],
  2: [2, 5],
  3: [1, 3, 5],
  5: [1, 2, 3, 4, 5],
};

/** Which triggers a slot asks first, by content focus; "balanced" rotates through all four. */
export const focusOrder: Record<ContentFocus, readonly TriggerId[]> = {
  balanced: ["product-announcement", "seasonal-content", "weekly-tips", "trend-monitoring"],
  seo: ["trend-monitoring", "weekly-tips", "seasonal-content", "product-announcement"],
  seasonal: ["seasonal-content", "product-announcement", "weekly-tips", "trend-monitoring"],
  trending: ["product-announcement", "trend-monitoring", "seasonal-content", "weekly-tips"],
};

/**
 * Dated topics and the days (month-day, inclusive) a slot may take them: Advent and Christmas from
 * mid-November, Valentine's Day in the first half of February, summer in June and July, the start of
 * school in August and September.
 */
export const seasonalWindows: readonly { topicId: string; from: string; to: string }[] = [
  { topicId: "saisonal-2", from: "11-15", to: "12-24" },
  { topicId: "saisonal-1", from: "11-15", to: "12-24" },
  { topicId: "saisonal-3", from: "02-01", to: "02-14" },
  { topicId: "saisonal-5", from: "06-01", to: "07-31" },
  { topicId: "saisonal-6", from: "08-01", to: "09-30" },
];

/** Guide topics for the weekly tips. */
const tipLists: readonly TopicListId[] = ["authentizitaet", "investment"];
/** Lists the trend monitoring draws on, taken in turn (the seasonal list has its own trigger). */
const trendLists: readonly TopicListId[] = ["wien-lokal", "authentizitaet", "investment"];

/** The article category a slot planned by hand is drafted in. */
export const articleCategoryOf = (category: ScheduleCategory): ArticleCategory => scheduleCategoryTable[category].article;

/** A topic a trigger offers for a slot, with what the slot shows before it is drafted. */
export type Candidate = {
  topic: SlotTopic;
  title: string;
  category: ScheduleCategory;
  keywords: string[];
  targetLength: number;
};

/** What the plan must know besides the slots: today (Vienna) and the keyphrases already in use. */
export type PlanContext = {
  /** "YYYY-MM-DD" in Vienna. */
  today: string;
  /** Focus keyphrases of the published articles. */
  publishedKeyphrases: readonly string[];
  /** Focus keyphrases of the drafts. */
  draftKeyphrases: readonly string[];
};

export type PlanInput = {
  schedule: readonly ScheduledArticle[];
  automation: AutomationSettings;
  triggers: TriggerStates;
  dismissedTopics: readonly string[];
};

// Calendar arithmetic on "YYYY-MM-DD" in UTC, where every day has 24 hours.
const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return toDay(toTime(day) + days * DAY_MS);
}

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  return new Date(toTime(day)).getUTCDay() || 7;
}

/** The Monday of the day's week: the key the weekly target counts by. */
export function weekOf(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

/** The planned days: the grid weekdays after today, up to four weeks ahead. */
export function planDays(today: string, target: WeeklyTarget): string[] {
  const days: string[] = [];
  for (let offset = 1; offset <= PLAN_DAYS; offset++) {
    const day = addDays(today, offset);
    if (planWeekdays[target].includes(isoWeekday(day))) days.push(day);
  }
  return days;
}

/** A list topic's slot key starts with this, then the topic's id. */
const LIST_TOPIC_KEY = "topic:";

function listCandidate(topic: Topic): Candidate | undefined {
  const brief = briefForTopic(topic.id);
  if (!brief) return undefined;
  const { article, schedule } = topicListCategory[topic.list];
  return {
    topic: {
      key: `${LIST_TOPIC_KEY}${topic.id}`,
      listTopic: topic.title,
      category: article,
      focusKeyphrase: brief.focusKeyphrase,
    },
    title: brief.seoTitle,
    category: schedule,
    keywords: [brief.focusKeyphrase, ...brief.keywords],
    targetLength: templateFor(article).minWords,
  };
}

/** Every trigger's topics for a slot on `day`, in the order the trigger offers them. */
export function triggerCandidates(trigger: TriggerId, day: string): Candidate[] {
  switch (trigger) {
    case "product-announcement":
      // The newest series first: a new series is what collectors search for.
      return seriesNewestFirst().map((series) => {
        const title = slotCopy.seriesTopic(series.name);
        return {
          topic: { key: `series:${series.key}`, customTopic: title, category: "reviews", factId: `series-${series.key}` },
          title,
          category: "reviews",
          keywords: [series.name],
          targetLength: templateFor("reviews").minWords,
        };
      });
    case "seasonal-content": {
      const monthDay = day.slice(5);
      return seasonalWindows
        .filter((window) => window.from <= monthDay && monthDay <= window.to)
        .flatMap((window) => {
          const topic = findTopic(window.topicId);
          const candidate = topic && listCandidate(topic);
          return candidate ? [candidate] : [];
        });
    }
    case "weekly-tips":
      return tipLists.flatMap((list) => topicLists[list].topics.flatMap((topic) => listCandidate(topic) ?? []));
    case "trend-monitoring": {
      // Taken in turn from each list, so the topics vary.
      const lists = trendLists.map((list) => topicLists[list].topics);
      const longest = Math.max(...lists.map((topics) => topics.length));
      const candidates: Candidate[] = [];
      for (let index = 0; index < longest; index++)
        for (const topics of lists) {
          const topic = topics[index];
          const candidate = topic && listCandidate(topic);
          if (candidate) candidates.push(candidate);
        }
      return candidates;
    }
  }
}

/** The triggers to ask for a slot, in focus order; "balanced" starts at a different one for each slot. */
export function triggerOrder(focus: ContentFocus, triggers: TriggerStates, ordinal: number): TriggerId[] {
  const order = focusOrder[focus];
  const start = focus === "balanced" ? ordinal % order.length : 0;
  return [...order.slice(start), ...order.slice(0, start)].filter((trigger) => triggers[trigger]);
}

/** A number for each planned day that does not change as time passes: the balanced rotation follows it. */
function slotOrdinal(day: string, target: WeeklyTarget): number {
  const weekdays = planWeekdays[target];
  const weeks = Math.round((toTime(weekOf(day)) - toTime("2000-01-03")) / (7 * DAY_MS));
  return weeks * weekdays.length + Math.max(0, weekdays.indexOf(isoWeekday(day)));
}

export function isAutomaticUnstarted(slot: ScheduledArticle): boolean {
  return slot.origin === "automation" && slot.status === "scheduled";
}

/**
 * The plan: the editor's slots, the sample rows and every automatic slot that has started stay as
 * they are; the automatic slots not yet drafted are planned anew from the settings, so a change of
 * target, focus or triggers shows at once. For each planned day whose week has fewer slots than the
 * target and no slot yet, the first trigger in focus order that still has an unused topic fills it. A topic is
 * unused when no slot has it, the editor did not dismiss it and no published article or draft has its
 * keyphrase. Master off: nothing automatic is planned.
 */
export function planSchedule(input: PlanInput, context: PlanContext): ScheduledArticle[] {
  const { enabled, weeklyTarget, focus } = input.automation;
  // A slot that is due stays until it is drafted (unless the automation is off).
  const kept = input.schedule.filter((slot) => !isAutomaticUnstarted(slot) || (enabled && slot.scheduledDate <= context.today));
  if (!enabled) return sortSlots(kept);

  const takenKeys = new Set([...input.dismissedTopics, ...kept.flatMap((slot) => (slot.topic ? [slot.topic.key] : []))]);
  const usedKeyphrases = new Set(
    [
      ...context.publishedKeyphrases,
      ...context.draftKeyphrases,
      ...kept.flatMap((slot) => (slot.topic?.focusKeyphrase ? [slot.topic.focusKeyphrase] : [])),
    ]
      .map(keyphraseKey)
      .filter(Boolean),
  );
  const ids = new Set(kept.map((slot) => slot.id));
  // A grid day holds one slot: a day the editor or an earlier plan already filled is not planned again.
  const occupiedDays = new Set(kept.filter((slot) => slot.origin !== "sample").map((slot) => slot.scheduledDate));
  const perWeek = new Map<string, number>();
  for (const slot of kept) {
    if (slot.origin === "sample") continue;
    const week = weekOf(slot.scheduledDate);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }

  const planned: ScheduledArticle[] = [];
  for (const day of planDays(context.today, weeklyTarget)) {
    const week = weekOf(day);
    if ((perWeek.get(week) ?? 0) >= weeklyTarget || occupiedDays.has(day)) continue;
    const choice = pickCandidate(
      triggerOrder(focus, input.triggers, slotOrdinal(day, weeklyTarget)),
      day,
      takenKeys,
      usedKeyphrases,
    );
    if (!choice) continue;
    const { trigger, candidate } = choice;
    takenKeys.add(candidate.topic.key);
    if (candidate.topic.focusKeyphrase) usedKeyphrases.add(keyphraseKey(candidate.topic.focusKeyphrase));
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
    planned.push(automationSlot(candidate, day, ids, trigger));
  }
  return sortSlots([...kept, ...planned]);
}

/**
 * A scheduled slot the automation plans for a candidate on a day, with an id none of `ids` has
 * (`auto-<day>`, then `auto-<day>-2`, …); the id is added to `ids`.
 */
export function automationSlot(candidate: Candidate, day: string, ids: Set<string>, trigger?: TriggerId): ScheduledArticle {
  let id = `auto-${day}`;
  for (let n = 2; ids.has(id); n++) id = `auto-${day}-${n}`;
  ids.add(id);
  return {
    id,
    title: candidate.title,
    category: candidate.category,
    scheduledDate: day,
    status: "scheduled",
    keywords: candidate.keywords,
    targetLength: candidate.targetLength,
    origin: "automation",
    ...(trigger ? { trigger } : {}),
    topic: candidate.topic,
  };
}

function pickCandidate(
  order: readonly TriggerId[],
  day: string,
  takenKeys: ReadonlySet<string>,
  usedKeyphrases: ReadonlySet<string>,
): { trigger: TriggerId; candidate: Candidate } | undefined {
  for (const trigger of order) {
    const candidate = triggerCandidates(trigger, day).find(
      (option) =>
        !takenKeys.has(option.topic.key) &&
        !(option.topic.focusKeyphrase && usedKeyphrases.has(keyphraseKey(option.topic.focusKeyphrase))),
    );
    if (candidate) return { trigger, candidate };
  }
  return undefined;
}

export function sortSlots(schedule: readonly ScheduledArticle[]): ScheduledArticle[] {
  return [...schedule].sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate) || a.title.localeCompare(b.title, "de-AT"));
}

/** Slots to draft now, oldest first: planned (not sample), due today or earlier, automation on. */
export function dueSlots(schedule: readonly ScheduledArticle[], today: string, enabled: boolean): ScheduledArticle[] {
  if (!enabled) return [];
  return schedule.filter((slot) => slot.status === "scheduled" && slot.origin !== "sample" && slot.scheduledDate <= today);
}

function updateSlot(
  schedule: readonly ScheduledArticle[],
  id: string,
  change: (slot: ScheduledArticle) => ScheduledArticle,
): ScheduledArticle[] {
  return schedule.map((slot) => (slot.id === id ? change(slot) : slot));
}

/** "generating": the draft is being written. */
export function markGenerating(schedule: readonly ScheduledArticle[], id: string): ScheduledArticle[] {
  return updateSlot(schedule, id, ({ error: _error, ...slot }) => ({ ...slot, status: "generating" }));
}

/** "Entwurf bereit": the draft is in the list; the slot remembers it and its slug. */
export function markReady(
  schedule: readonly ScheduledArticle[],
  id: string,
  draft: Pick<GeneratedArticle, "id" | "title" | "slug">,
): ScheduledArticle[] {
  return updateSlot(schedule, id, ({ error: _error, ...slot }) => ({
    ...slot,
    status: "ready",
    draftId: draft.id,
    slug: exportSlug(draft),
  }));
}

/** "failed", with the reason the editor reads beside the retry button. */
export function markFailed(schedule: readonly ScheduledArticle[], id: string, reason: string): ScheduledArticle[] {
  return updateSlot(schedule, id, (slot) => ({ ...slot, status: "failed", error: reason }));
}

/**
 * "published" once an article with the slot's slug is published. The slug is the draft's current
 * one (the editor may have changed it), else the one it was drafted with.
 */
export function markPublished(
  schedule: readonly ScheduledArticle[],
  drafts: readonly GeneratedArticle[],
  publishedSlugs: ReadonlySet<string>,
): ScheduledArticle[] {
  let changed = false;
  const next = schedule.map((slot) => {
    if (slot.status !== "ready" || slot.origin === "sample") return slot;
    const draft = slot.draftId ? drafts.find((item) => item.id === slot.draftId) : undefined;
    const slug = draft ? exportSlug(draft) : slot.slug;
    if (!slug || !publishedSlugs.has(slug)) return slot;
    changed = true;
    return { ...slot, status: "published" as const, slug };
  });
  return changed ? next : (schedule as ScheduledArticle[]);
}

/** What the editor may change in a slot (the planning form). */
export type SlotEdit = Pick<ScheduledArticle, "title" | "category" | "scheduledDate" | "keywords" | "targetLength">;

/**
 * An edited slot belongs to the editor: it is no longer re-planned. It keeps its topic unless the
 * title or category changed (then the new title is the topic).
 */
export function editSlot(schedule: readonly ScheduledArticle[], id: string, edit: SlotEdit): ScheduledArticle[] {
  return sortSlots(
    updateSlot(schedule, id, ({ topic, trigger: _trigger, ...slot }) => {
      const { title, category, scheduledDate, keywords, targetLength } = edit;
      const sameTopic = topic && title === slot.title && category === slot.category;
      return {
        ...slot,
        title,
        category,
        scheduledDate,
        keywords: [...keywords],
        targetLength,
        origin: "manual",
        ...(sameTopic ? { topic } : {}),
      };
    }),
  );
}

/** Removes a slot; an automatic slot's topic is remembered, so the automation does not plan it again. */
export function deleteSlot(
  state: { schedule: readonly ScheduledArticle[]; dismissedTopics: readonly string[] },
  id: string,
): { schedule: ScheduledArticle[]; dismissedTopics: string[] } {
  const slot = state.schedule.find((item) => item.id === id);
  const dismiss = slot?.origin === "automation" && slot.topic && !state.dismissedTopics.includes(slot.topic.key);
  return {
    schedule: state.schedule.filter((item) => item.id !== id),
    dismissedTopics: dismiss ? [...state.dismissedTopics, slot.topic!.key] : [...state.dismissedTopics],
  };
}

/**
 * What a slot is drafted from: its topic, or its title as the topic in the category's template, and
 * the slot's keywords as the draft's related keywords. A list topic is looked up by its key, so a slot
 * planned before the topic was retitled still drafts that topic.
 */
export function requestForSlot(slot: ScheduledArticle): GenerationRequest {
  const keywords = slot.keywords.length > 0 ? { keywords: [...slot.keywords] } : {};
  if (slot.topic) {
    const { key, customTopic, category } = slot.topic;
    const listTopic =
      (key.startsWith(LIST_TOPIC_KEY) ? findTopic(key.slice(LIST_TOPIC_KEY.length))?.title : undefined) ?? slot.topic.listTopic;
    return { ...(listTopic ? { listTopic } : {}), ...(customTopic ? { customTopic } : {}), category, ...keywords };
  }
  return { listTopic: slot.title, category: articleCategoryOf(slot.category), ...keywords };
}
