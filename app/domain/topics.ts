// The ids of the hub's fixed topic lists: the copy (app/features/hub/copy/hub-topics.ts, the briefs) and the hub's
// topic code (app/features/hub/generator/topics.ts) both name them, so they sit below both.

/** The four fixed topic lists (10 / 10 / 10 / 8 topics). */
export const topicListIds = ["authentizitaet", "wien-lokal", "investment", "saisonal"] as const;
export type TopicListId = (typeof topicListIds)[number];
