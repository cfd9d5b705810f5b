import { lazyCopy, rememberReads } from "~/content/data/reads";
import { categoryTable, type HubCategory } from "~/domain/categories";
import { topicListCopy } from "~/features/hub/copy/hub-topics";
import { type TopicListId, topicListIds } from "~/domain/topics";

export { type TopicListId, topicListIds };

export type Topic = { id: string; title: string; list: TopicListId };
export type TopicList = { id: TopicListId; label: string; topics: readonly Topic[] };

function list(id: TopicListId): TopicList {
  const { label, titles } = topicListCopy[id];
  return { id, label, topics: titles.map((title, index) => ({ id: `${id}-${index + 1}`, title, list: id })) };
}

/** The lists with their topics; titles and labels are copy (app/features/hub/copy/hub-topics.ts), ids are "<list>-<place>". */
export const topicLists = lazyCopy(
  () => Object.fromEntries(topicListIds.map((id) => [id, list(id)])) as Record<TopicListId, TopicList>,
);

/** Which topic lists a category offers, in select order (the category table); together they reach all four lists. */
export const topicListsByCategory = (category: HubCategory): readonly TopicListId[] => categoryTable[category].topicLists;

export function topicGroupsFor(category: HubCategory): TopicList[] {
  return topicListsByCategory(category).map((id) => topicLists[id]);
}

const topicsById = rememberReads(
  () => new Map(Object.values(topicLists).flatMap((group) => group.topics.map((topic) => [topic.id, topic] as const))),
);

export function findTopic(id: string | undefined): Topic | undefined {
  return id === undefined ? undefined : topicsById().get(id);
}

/** Whether the category's groups contain the topic (a topic kept across a category change may not be). */
export function categoryOffersTopic(category: HubCategory, topic: Topic): boolean {
  return topicListsByCategory(category).includes(topic.list);
}
