import { describe, expect, it } from "vitest";

import { factNumbers, forbiddenClaims, numbersIn } from "../../../../tests/support/draft-checks";
import { unknownWordsOf } from "../../../../tests/support/hunspell";
import { briefForTopic } from "./topic-briefs";
import { categoryOffersTopic, findTopic, topicGroupsFor, topicLists } from "./topics";
import { templates } from "./templates";
import { hubCategories } from "~/domain/categories";

const allTopics = Object.values(topicLists).flatMap((list) => list.topics);

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

describe("topic titles", () => {
  it("state only figures of the fact base and none of the dropped spec figures, with the site's terms", () => {
    const known = factNumbers();
    for (const { id, title } of allTopics) {
      expect(
        numbersIn(title).filter((number) => !known.has(number)),
        id,
      ).toEqual([]);
      for (const claim of forbiddenClaims) expect(title, `${id}: ${String(claim)}`).not.toMatch(claim);
      expect(title, id).not.toMatch(/Thailand|Hongkong|Fakes?\b/);
    }
    expect(findTopic("investment-2")!.title).toMatch(/^Rekordpreis von rund €\s130\.000: /);
    expect(findTopic("investment-3")!.title).toMatch(/^Secret-Figuren: /);
  });

  it("keep the angle of their brief: the brief names what the title promises", () => {
    // Spot checks where a title once promised what the fact base does not hold.
    expect(briefForTopic("authentizitaet-2")!.angle).toMatch(/kein belegtes Merkmal/);
    expect(briefForTopic("wien-lokal-8")!.focusKeyphrase).toBe("neue Labubu-Serien");
    expect(findTopic("wien-lokal-8")!.title).toMatch(/Neue Serien/);
    expect(briefForTopic("investment-5")!.seoTitle).toMatch(/Österreich, Asien und USA/);
    expect(findTopic("investment-5")!.title).toMatch(/Österreich, Asien und die USA/);
  });

  it("are spelled as the Austrian dictionary knows them", () => {
    const unknown = unknownWordsOf(allTopics.map(({ id, title }) => ({ id, texts: [title] })));
    expect(Object.fromEntries(unknown)).toEqual({});
  });
});

describe("templates", () => {
  it("meet the minimum lengths and name their audiences", () => {
    expect(hubCategories.map((category) => templates[category].minWords)).toEqual([800, 600, 1000]);
    expect(templates.guides.targetAudience).toBe("Einsteiger bis Fortgeschrittene");
  });
});
