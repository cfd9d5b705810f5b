/** The hub's domain types (spec §3). Everything here is plain data that survives JSON.stringify. */

/** Categories an editor can pick in the generator; each has a template. */
export const hubCategories = ["guides", "reviews", "lokal"] as const;
export type HubCategory = (typeof hubCategories)[number];

/** A custom topic generated without a category is filed under "allgemein" (decisions.md). */
export const GENERAL_CATEGORY = "allgemein";
export type ArticleCategory = HubCategory | typeof GENERAL_CATEGORY;

/** Who wrote a draft; drafts without it come from the offline generator. */
export type ArticleSource = { kind: "offline" } | { kind: "llm"; model: string };

export type GeneratedArticle = {
  /** Creation timestamp in milliseconds, as a string (spec). */
  id: string;
  title: string;
  /** Markdown body without the title; the title travels in the export's front matter. */
  content: string;
  category: ArticleCategory;
  keywords: string[];
  /** Equals `countWords(content)`. */
  wordCount: number;
  seoScore: number;
  /** ISO 8601 timestamp. */
  createdAt: string;
  source?: ArticleSource;
  /** The model run was cancelled or broke off: the body is what arrived. */
  incomplete?: boolean;
};

export const scheduleCategories = ["seasonal", "guides", "reviews"] as const;
export type ScheduleCategory = (typeof scheduleCategories)[number];

export const scheduleStatuses = ["scheduled", "generating", "published", "failed"] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];

export type ScheduledArticle = {
  id: string;
  title: string;
  category: ScheduleCategory;
  /** Calendar day, "YYYY-MM-DD". */
  scheduledDate: string;
  status: ScheduleStatus;
  keywords: string[];
  /** Target length in words. */
  targetLength: number;
};

export const triggerIds = ["product-announcement", "seasonal-content", "weekly-tips", "trend-monitoring"] as const;
export type TriggerId = (typeof triggerIds)[number];
export type TriggerStates = Record<TriggerId, boolean>;

export const weeklyTargets = [1, 2, 3, 5] as const;
export type WeeklyTarget = (typeof weeklyTargets)[number];

export const contentFocuses = ["balanced", "seo", "seasonal", "trending"] as const;
export type ContentFocus = (typeof contentFocuses)[number];

export type AutomationSettings = {
  enabled: boolean;
  weeklyTarget: WeeklyTarget;
  focus: ContentFocus;
};

/** Everything the hub keeps in the browser. */
export type HubState = {
  articles: GeneratedArticle[];
  schedule: ScheduledArticle[];
  triggers: TriggerStates;
  automation: AutomationSettings;
};

export function isOneOf<T extends string | number>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}
