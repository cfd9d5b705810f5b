import { briefFiles } from "./brief-files";
import type { TopicBrief } from "./brief-schema";
import { readBriefText } from "./read-on-load";
import { dataOf } from "~/content/data/data-module";
import type { TopicListId } from "~/domain/topics";

const briefs = briefFiles.map(([key, file]) =>
  dataOf(file, (text) => readBriefText(text, `app/features/hub/copy/briefs/${key}.yaml`)),
);

/** The briefs of one topic list, in the list's order. */
const briefsOf = (list: TopicListId): readonly TopicBrief[] => briefs.filter((brief) => brief.topicId.startsWith(`${list}-`));

/** Every list topic's brief, by list (one data file each: <list>/<topic>.yaml). */
export const briefsByList: Readonly<Record<TopicListId, readonly TopicBrief[]>> = {
  authentizitaet: briefsOf("authentizitaet"),
  investment: briefsOf("investment"),
  "wien-lokal": briefsOf("wien-lokal"),
  saisonal: briefsOf("saisonal"),
};
