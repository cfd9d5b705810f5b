import { planDialogCopy } from "~/features/hub/copy/hub";
import { formatNumber } from "~/utils/format";

import { isCalendarDate } from "../storage/storage";
import { isOneOf, type ScheduleCategory, scheduleCategories, type ScheduledArticle } from "../drafts/types";

export const PLAN_TITLE_MAX = 200;
export const PLAN_KEYWORDS_MAX = 10;
export const PLAN_KEYWORD_LENGTH_MAX = 60;
export const TARGET_LENGTH_MIN = 300;
export const TARGET_LENGTH_MAX = 5000;
export const TARGET_LENGTH_DEFAULT = 1000;

const messages = planDialogCopy.errors;

/** The planning form's raw field values, exactly as typed. */
export type PlanFormValues = { title: string; category: string; date: string; targetLength: string; keywords: string };
export type PlanField = keyof PlanFormValues;
export type PlanFormErrors = Partial<Record<PlanField, string>>;

export type PlanValidation = { ok: true; value: Omit<ScheduledArticle, "id" | "status"> } | { ok: false; errors: PlanFormErrors };

/** Validates the planning form; `today` ("YYYY-MM-DD", Vienna time) is the earliest allowed date. */
export function validatePlan(values: PlanFormValues, today: string): PlanValidation {
  const errors: PlanFormErrors = {};
  const title = values.title.replace(/\s+/g, " ").trim();
  if (!title) errors.title = messages.titleMissing;
  else if (title.length > PLAN_TITLE_MAX) errors.title = messages.titleTooLong(formatNumber(PLAN_TITLE_MAX));

  if (!isOneOf(scheduleCategories, values.category)) errors.category = messages.categoryMissing;

  if (!values.date) errors.date = messages.dateMissing;
  else if (!isCalendarDate(values.date)) errors.date = messages.dateInvalid;
  else if (values.date < today) errors.date = messages.datePast;

  const lengthText = values.targetLength.trim();
  const targetLength = Number(lengthText);
  if (!lengthText) errors.targetLength = messages.targetLengthMissing;
  else if (!/^\d+$/.test(lengthText) || targetLength < TARGET_LENGTH_MIN || targetLength > TARGET_LENGTH_MAX) {
    errors.targetLength = messages.targetLengthRange(formatNumber(TARGET_LENGTH_MIN), formatNumber(TARGET_LENGTH_MAX));
  }

  const keywords = parseKeywords(values.keywords);
  if (keywords.length > PLAN_KEYWORDS_MAX) errors.keywords = messages.tooManyKeywords(formatNumber(PLAN_KEYWORDS_MAX));
  else if (keywords.some((keyword) => keyword.length > PLAN_KEYWORD_LENGTH_MAX)) {
    errors.keywords = messages.keywordTooLong(formatNumber(PLAN_KEYWORD_LENGTH_MAX));
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { title, category: values.category as ScheduleCategory, scheduledDate: values.date, targetLength, keywords },
  };
}

/** "labubu wien, Labubu Wien; geschenk" → ["labubu wien", "geschenk"] (comma, semicolon or line break). */
export function parseKeywords(text: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of text.split(/[,;\n]/)) {
    const keyword = part.replace(/\s+/g, " ").trim();
    const key = keyword.toLocaleLowerCase("de-AT");
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

/** Today's calendar day in Vienna as "YYYY-MM-DD". */
export function viennaDay(now: Date, offsetDays = 0): string {
  const shifted = new Date(now.getTime() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Vienna",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(shifted);
}

/** Adds an article the editor planned (status "scheduled", origin "manual") and keeps the list in date order. */
export function addToSchedule(
  schedule: readonly ScheduledArticle[],
  planned: Omit<ScheduledArticle, "id" | "status">,
  id: string,
): ScheduledArticle[] {
  return sortSchedule([...schedule, { ...planned, id, status: "scheduled", origin: "manual" }]);
}

export function sortSchedule(schedule: readonly ScheduledArticle[]): ScheduledArticle[] {
  return [...schedule].sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate) || a.title.localeCompare(b.title, "de-AT"));
}
