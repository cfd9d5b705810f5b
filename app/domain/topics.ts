// The ids of the hub's fixed topic lists: the copy (app/features/hub/copy/hub-topics.ts, the briefs) and the hub's
// topic code (app/features/hub/generator/topics.ts) both name them, so they sit below both.

import type { HubCategory } from "./categories.ts";
import type { ScheduleCategory } from "./hub.ts";

/** The four fixed topic lists (10 / 10 / 10 / 8 topics). */
export const topicListIds = ["authentizitaet", "wien-lokal", "investment", "saisonal"] as const;
export type TopicListId = (typeof topicListIds)[number];

/** The category a list's topics are drafted in, and the plan's category they are scheduled under. */
export const topicListCategory = {
  authentizitaet: { article: "guides", schedule: "guides" },
  investment: { article: "guides", schedule: "guides" },
  "wien-lokal": { article: "lokal", schedule: "lokal" },
  saisonal: { article: "reviews", schedule: "seasonal" },
} as const satisfies Record<TopicListId, { article: HubCategory; schedule: ScheduleCategory }>;
