// The hub's vocabulary that its copy (app/features/hub/copy/hub*.ts, app/features/hub/copy/llm.ts) words and its code
// (app/features/hub) keeps: where a draft came from, the plan's categories, statuses and origins, the
// automation's triggers and settings, and why a backup is refused. Plain data that survives JSON.

import type { HubCategory } from "./categories.ts";

/** Where a draft's text came from: the offline template generator or a language model. */
export type DraftSource = { kind: "offline" } | { kind: "llm"; model: string };

/**
 * The plan's categories, each with the article category a slot planned by hand is drafted in: the plan has a
 * seasonal category of its own, drafted as a review (the article categories: app/domain/categories.ts).
 */
export const scheduleCategoryTable = {
  seasonal: { article: "reviews" },
  guides: { article: "guides" },
  reviews: { article: "reviews" },
  lokal: { article: "lokal" },
} as const satisfies Record<string, { article: HubCategory }>;
export type ScheduleCategory = keyof typeof scheduleCategoryTable;
export const scheduleCategories = Object.keys(scheduleCategoryTable) as readonly ScheduleCategory[];

/** "ready" is "Entwurf bereit": the slot was drafted and waits for the editor. */
export const scheduleStatuses = ["scheduled", "generating", "ready", "published", "failed"] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];

/**
 * Who put a slot into the plan: the automation (from a trigger), the editor ("Neuen Artikel planen",
 * or an automatic slot the editor changed), or the sample schedule older versions started with.
 */
export const slotOrigins = ["automation", "manual", "sample"] as const;
export type SlotOrigin = (typeof slotOrigins)[number];

export const triggerIds = ["product-announcement", "seasonal-content", "weekly-tips", "trend-monitoring"] as const;
export type TriggerId = (typeof triggerIds)[number];

export const weeklyTargets = [1, 2, 3, 5] as const;
export type WeeklyTarget = (typeof weeklyTargets)[number];

export const contentFocuses = ["balanced", "seo", "seasonal", "trending"] as const;
export type ContentFocus = (typeof contentFocuses)[number];

export type AutomationSettings = {
  enabled: boolean;
  weeklyTarget: WeeklyTarget;
  focus: ContentFocus;
};

export type BackupProblem =
  | { kind: "too-large"; limitMb: number }
  | { kind: "empty" | "binary" | "not-json" | "foreign" | "invalid" | "unreadable" }
  /** version: the one the file names, or null when it names none a message could show. */
  | { kind: "version"; version: string | null };
