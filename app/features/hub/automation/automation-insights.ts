import { addDays } from "./automation";
import { truncateText } from "~/utils/text";
import type { GeneratedArticle, ScheduledArticle } from "../drafts/types";
import { nextActionCopy } from "~/features/hub/copy/hub-automation";
import { formatDateLong } from "~/utils/format";

/** The automation tab's figures, computed from the plan and the drafts (no sample data). */
export type AutomationFigures = {
  /** Slots not yet drafted in the next four weeks. */
  planned: number;
  ready: number;
  /** Drafted (ready or published) among all finished attempts; null before the first one. */
  successRate: number | null;
  averageWords: number | null;
  averageSeo: number | null;
};

export function automationFigures(
  schedule: readonly ScheduledArticle[],
  drafts: readonly GeneratedArticle[],
  today: string,
): AutomationFigures {
  const real = schedule.filter((slot) => slot.origin !== "sample");
  const horizon = addDays(today, 28);
  const drafted = real.filter((slot) => slot.status === "ready" || slot.status === "published").length;
  const failed = real.filter((slot) => slot.status === "failed").length;
  const average = (values: readonly number[]) =>
    values.length === 0 ? null : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  return {
    planned: real.filter((slot) => slot.status === "scheduled" && slot.scheduledDate <= horizon).length,
    ready: real.filter((slot) => slot.status === "ready").length,
    successRate: drafted + failed === 0 ? null : drafted / (drafted + failed),
    averageWords: average(drafts.map((draft) => draft.wordCount)),
    averageSeo: average(drafts.map((draft) => draft.seoScore)),
  };
}

/** Focus keyphrases (else keywords) of the slots not yet drafted, most planned first. */
export function plannedKeyphrases(schedule: readonly ScheduledArticle[], limit = 6): { keyphrase: string; planned: number }[] {
  const counts = new Map<string, { keyphrase: string; planned: number }>();
  for (const slot of schedule) {
    if (slot.status !== "scheduled" || slot.origin === "sample") continue;
    const keyphrase = slot.topic?.focusKeyphrase ?? slot.keywords[0];
    if (!keyphrase) continue;
    const key = keyphrase.toLocaleLowerCase("de-AT");
    const entry = counts.get(key) ?? { keyphrase, planned: 0 };
    entry.planned++;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.planned - a.planned).slice(0, limit);
}

export type NextAction = { id: string; when: string; text: string };

/** What to do next: switch the automation on, failed and ready slots, then the next planned ones. */
export function nextActions(schedule: readonly ScheduledArticle[], enabled: boolean, limit = 4): NextAction[] {
  const real = schedule.filter((slot) => slot.origin !== "sample");
  const title = (slot: ScheduledArticle) => truncateText(slot.title, 80);
  const date = (slot: ScheduledArticle) => formatDateLong(`${slot.scheduledDate}T12:00:00Z`);
  const actions: NextAction[] = [];
  if (!enabled) actions.push({ id: "turn-on", ...nextActionCopy.turnOn });
  for (const slot of real.filter((item) => item.status === "failed"))
    actions.push({ id: `failed-${slot.id}`, ...nextActionCopy.failed(title(slot)) });
  for (const slot of real.filter((item) => item.status === "ready"))
    actions.push({ id: `ready-${slot.id}`, ...nextActionCopy.ready(title(slot)) });
  for (const slot of real.filter((item) => item.status === "scheduled"))
    actions.push({
      id: `next-${slot.id}`,
      ...(enabled && slot.origin === "automation"
        ? nextActionCopy.scheduled(date(slot), title(slot))
        : nextActionCopy.manual(date(slot), title(slot))),
    });
  return actions.slice(0, limit);
}
