import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import {
  blockShares,
  editingFindings,
  fillerOpened,
  keyphraseHeadings,
  MAX_BLOCK_SHARE,
  MAX_KEYPHRASE_HEADINGS,
  runOnSentences,
  unkeptPromises,
} from "./draft-editing";
import { createArticle } from "./generator";
import { seededRandom } from "./random.fixtures";
import { briefForTopic } from "./topic-briefs";
import { topicLists, topicListsByCategory } from "./topics";
import { hubCategories, partForKind } from "~/domain/categories";
import { topicListCategory } from "~/domain/topics";
import { splitFrontMatter } from "~/features/articles/front-matter";
import { factById } from "~/content/facts";

/**
 * What an editor fixes before a draft can be published (docs/decisions/0052), held for every list draft: the
 * template fits what the topic is, the keyphrase stands where it reads naturally, a promised example comes, no
 * filler opens a sentence, no sentence runs on, and no block recurs across most drafts. The published articles
 * meet the same checks.
 */
const now = new Date("2026-11-21T10:00:00.000Z");
const drafts = hubCategories.flatMap((category) =>
  topicListsByCategory(category).flatMap((list) =>
    topicLists[list].topics.map((topic) => ({
      topic,
      category,
      brief: briefForTopic(topic.id)!,
      article: createArticle({ listTopic: topic.title, category }, { random: seededRandom(1), now }),
    })),
  ),
);
/** Each list topic once, in the category its list is drafted in: the drafts an editor gets from the lists. */
const listDrafts = drafts.filter((draft) => draft.category === topicListCategory[draft.topic.list].article);

const articleFolder = path.resolve(import.meta.dirname, "../../../content/articles");
const published = readdirSync(articleFolder).map((file) => {
  const split = splitFrontMatter(readFileSync(path.join(articleFolder, file), "utf8"));
  if (!split.ok) throw new Error(file);
  const { focusKeyphrase } = parse(split.yaml) as { focusKeyphrase: string };
  return { name: file, body: split.body, focusKeyphrase };
});

describe("templates follow what the topic is", () => {
  it("gives no topic that is a date, an event or a place the review's strengths and limits, in any category", () => {
    expect(drafts).toHaveLength(56);
    const wrong = drafts
      .filter(({ brief }) => partForKind("prosCons", brief.kind) !== "prosCons")
      .filter(({ article }) => /Stärken und Grenzen/u.test(article.content))
      .map(({ topic, category }) => `${topic.id} (${category})`);
    expect(wrong).toEqual([]);
  });

  it("files every seasonal topic (a date or an event) as an occasion, and Black Friday gets no review part", () => {
    for (const topic of topicLists.saisonal.topics) expect(briefForTopic(topic.id)!.kind, topic.id).toBe("occasion");
    const blackFriday = drafts.find(({ topic, category }) => topic.id === "saisonal-8" && category === "reviews")!;
    expect(blackFriday.article.content).not.toMatch(/Stärken und Grenzen/u);
  });

  it("keeps the review part for a product or a method", () => {
    const teeth = drafts.find(({ topic, category }) => topic.id === "authentizitaet-1" && category === "reviews")!;
    expect(teeth.article.content).toContain(teeth.brief.prosCons!.heading);
  });
});

describe("every list draft is close to publishable", () => {
  it("are the 38 list topics, each in its list's category", () => {
    expect(listDrafts).toHaveLength(38);
  });

  it.each(["keyphrase", "promise", "filler", "run-on"] as const)("has no %s finding in any draft", (kind) => {
    const check = {
      keyphrase: (body: string, keyphrase: string) => keyphraseHeadings(body, keyphrase).slice(MAX_KEYPHRASE_HEADINGS),
      promise: (body: string) => unkeptPromises(body),
      filler: (body: string) => fillerOpened(body),
      "run-on": (body: string) => runOnSentences(body),
    }[kind];
    const findings = drafts.flatMap(({ topic, category, article }) =>
      check(article.content, article.focusKeyphrase).map((finding) => `${topic.id} (${category}): ${finding}`),
    );
    expect(findings).toEqual([]);
  });

  it(`carries no recurring block in more than ${MAX_BLOCK_SHARE * 100} % of the list drafts`, () => {
    const shares = blockShares(listDrafts.map(({ article }) => article.content));
    for (const [block, share] of Object.entries(shares)) expect(share, block).toBeLessThanOrEqual(MAX_BLOCK_SHARE);
  });

  it("gives the customs draft a worked example with the Post's fee, named as the Post states it", () => {
    const customs = listDrafts.find(({ topic }) => topic.id === "wien-lokal-7")!.article;
    expect(customs.content).toMatch(/Ein einfaches Beispiel hilft beim Rechnen\./u);
    const example = customs.content.slice(customs.content.indexOf("Ein einfaches Beispiel"));
    expect(example).toContain(factById("import-post-collects").statement.replace(/\.$/u, ""));
    expect(example).toMatch(/nennt die Post bei der Zustellung/u);
    expect(customs.sources.map((source) => source.url)).toEqual(
      expect.arrayContaining(factById("import-post-collects").sources.map((source) => source.url)),
    );
  });
});

describe("the checks find what they are for", () => {
  it("flag a forced keyphrase, an empty promise, a filler opener, a run-on and a recurring block", () => {
    const body = [
      "## Labubu Zähne zählen",
      "Text.",
      "## Labubu Zähne im Licht",
      "Ein einfaches Beispiel hilft beim Rechnen. Nehmen Sie den Preis und addieren Sie den Versand.",
      "## Noch mehr",
      "Außerdem bleibt der Aufwand klein.",
      `Das ist ${"ein sehr langer Satz ".repeat(8)}ohne Ende.`,
      "Zählen Sie die Zähne und scannen Sie den QR-Code.",
    ].join("\n\n");
    expect(editingFindings(body, "Labubu Zähne")).toHaveLength(4);
    expect(blockShares([body, "Nichts davon."])["Zähne, Fuß und QR-Code"]).toBe(0.5);
    expect(unkeptPromises("## Zoll\n\nEin einfaches Beispiel hilft beim Rechnen. Die Steuer beträgt 20 %.")).toEqual([]);
  });
});

describe("the published articles meet the same checks", () => {
  it.each(published.map((article) => [article.name, article] as const))("%s", (_, article) => {
    expect(editingFindings(article.body, article.focusKeyphrase)).toEqual([]);
  });
});
