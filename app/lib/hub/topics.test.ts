import { describe, expect, it } from "vitest";

import { categoryOffersTopic, findTopic, topicGroupsFor, topicLists } from "./topics";
import { templates } from "./templates";
import { hubCategories } from "./types";

describe("topics", () => {
  it("has 10 / 10 / 10 / 8 topics with unique ids", () => {
    expect(Object.values(topicLists).map((list) => list.topics.length)).toEqual([10, 10, 10, 8]);
    const ids = Object.values(topicLists).flatMap((list) => list.topics.map((topic) => topic.id));
    expect(new Set(ids).size).toBe(38);
    expect(ids.every((id) => id !== "")).toBe(true);
  });

  it("groups topics per category as decided, with every list reachable", () => {
    expect(topicGroupsFor("guides").map((group) => group.label)).toEqual(["Authentizität", "Investment"]);
    expect(topicGroupsFor("reviews").map((group) => group.label)).toEqual(["Saisonal", "Authentizität"]);
    expect(topicGroupsFor("lokal").map((group) => group.label)).toEqual(["Wien & Lokal", "Saisonal"]);
    const reachable = new Set(hubCategories.flatMap((category) => topicGroupsFor(category).map((group) => group.id)));
    expect(reachable.size).toBe(4);
  });

  it("finds topics and knows whether a category offers them", () => {
    const topic = findTopic("investment-1")!;
    expect(topic.title).toBe("Labubu als Wertanlage: Chancen und Risiken");
    expect(categoryOffersTopic("guides", topic)).toBe(true);
    expect(categoryOffersTopic("reviews", topic)).toBe(false);
    expect(findTopic("gibt-es-nicht")).toBeUndefined();
  });
});

describe("templates", () => {
  it("match the spec's minimum lengths and audiences", () => {
    expect(hubCategories.map((category) => templates[category].minWords)).toEqual([800, 600, 1000]);
    expect(templates.guides.targetAudience).toBe("Einsteiger bis Fortgeschrittene");
  });
});
