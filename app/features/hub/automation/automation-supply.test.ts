import { describe, expect, it } from "vitest";

import { addDays, type PlanContext, type PlanInput, planSchedule, triggerCandidates } from "./automation";
import { draftSlot } from "./automation-draft";
import {
  fallbackCandidates,
  outlineTopics,
  planWithFallbacks,
  settleReviseDraft,
  type SupplyContext,
  topicSupply,
} from "./automation-supply";
import { briefForTopic } from "../generator/topic-briefs";
import { exportSlug } from "../publishing/export";
import { createArticle } from "../generator/generator";
import { isOutline } from "../generator/notes";
import { seededRandom } from "../generator/random.fixtures";
import { topicLists } from "../generator/topics";
import type { GeneratedArticle, ScheduledArticle, TriggerStates } from "../drafts/types";
import { seriesCatalogue } from "~/content/facts";
import type { Article } from "~/features/articles/types";

const allOn: TriggerStates = {
  "product-announcement": true,
  "seasonal-content": true,
  "weekly-tips": true,
  "trend-monitoring": true,
};
const input = (patch: Partial<PlanInput> = {}): PlanInput => ({
  schedule: [],
  automation: { enabled: true, weeklyTarget: 3, focus: "balanced" },
  triggers: allOn,
  dismissedTopics: [],
  ...patch,
});
const context = (today: string, patch: Partial<PlanContext> = {}): PlanContext => ({
  today,
  publishedKeyphrases: [],
  draftKeyphrases: [],
  ...patch,
});
const noSupply: SupplyContext = { published: [], drafts: [] };
const everyListKeyphrase = Object.values(topicLists).flatMap((list) =>
  list.topics.map((topic) => briefForTopic(topic.id)!.focusKeyphrase),
);
/** Every series already has a slot (drafted), so the new-product trigger has nothing left. */
const seriesDone: ScheduledArticle[] = seriesCatalogue.map((series, index) => ({
  id: `done-${index}`,
  title: series.name,
  category: "reviews",
  scheduledDate: "2026-09-01",
  status: "ready",
  keywords: [],
  targetLength: 600,
  origin: "automation",
  topic: { key: `series:${series.key}`, customTopic: series.name, category: "reviews" },
}));
const dryInput = input({ schedule: seriesDone });
const dryContext = (today: string) => context(today, { draftKeyphrases: everyListKeyphrase });

const published: SupplyContext["published"] = [
  { slug: "alt", title: "Alter Artikel", dateModified: "2026-01-10", category: "guides" },
  { slug: "neu", title: "Neuer Artikel", dateModified: "2026-11-01", category: "lokal" },
];
const oldDraft: SupplyContext["drafts"][number] = {
  id: "1780000000000",
  title: "Liegengebliebener Entwurf",
  slug: "liegengebliebener-entwurf",
  createdAt: "2026-08-01T10:00:00.000Z",
  category: "reviews",
  focusKeyphrase: "Labubu Entwurf",
};

describe("topic supply", () => {
  it("tells how many weeks the list topics and series last at the weekly target", () => {
    const fresh = topicSupply(input(), context("2026-11-24"), noSupply);
    const offered = new Set(
      (["product-announcement", "weekly-tips", "trend-monitoring"] as const).flatMap((trigger) =>
        triggerCandidates(trigger, "2026-11-24").map((candidate) => candidate.topic.key),
      ),
    );
    // Every list topic a trigger can plan in the year, and every series.
    expect(fresh.topics).toBeGreaterThanOrEqual(offered.size);
    expect(fresh.weeks).toBe(Math.floor(fresh.topics / 3));
    expect(fresh.weeks).toBeGreaterThanOrEqual(12);
    expect(fresh.weeks).toBeLessThanOrEqual(15);
    const dry = topicSupply(dryInput, dryContext("2027-03-01"), noSupply);
    expect(dry).toMatchObject({ topics: 0, weeks: 0, outlines: outlineTopics().length });
  });
});

describe("after the lists run dry", () => {
  it("planSchedule alone leaves the weeks empty", () => {
    expect(planSchedule(dryInput, dryContext("2027-03-01")).filter((slot) => slot.status === "scheduled")).toEqual([]);
  });

  it("fills every planned day with a revision of the oldest published article, an old draft, then research outlines", () => {
    const plan = planWithFallbacks(dryInput, dryContext("2027-03-01"), { published, drafts: [oldDraft] }).filter(
      (slot) => slot.status === "scheduled",
    );
    expect(plan).toHaveLength(12);
    expect(plan.map((slot) => slot.topic?.kind).slice(0, 3)).toEqual(["revise-article", "revise-draft", "outline"]);
    expect(plan[0]!.title).toBe("Überarbeiten: Alter Artikel");
    expect(plan[1]!.title).toBe("Überarbeiten: Liegengebliebener Entwurf");
    for (const slot of plan.slice(2)) expect(slot.title).toMatch(/^Recherche-Gliederung: /);
    // Still three a week, on the grid days, each topic once.
    expect(new Set(plan.map((slot) => slot.topic?.key)).size).toBe(12);
    // The newer article is not due for a revision yet.
    expect(plan.some((slot) => slot.topic?.slug === "neu")).toBe(false);
  });

  it("drafts an outline slot as a research outline, never as a finished text", () => {
    const [slot] = planWithFallbacks(dryInput, dryContext("2027-03-01"), noSupply).filter((item) => item.status === "scheduled");
    expect(slot!.topic?.kind).toBe("outline");
    const draft = createArticle(
      { customTopic: slot!.topic!.customTopic!, category: slot!.topic!.category },
      { random: seededRandom(1), now: new Date("2027-03-02T08:00:00Z") },
    );
    expect(isOutline(draft)).toBe(true);
  });

  it("keeps going for months: twenty weeks at three a week, list drafts published, never a finished draft without a topic", () => {
    let today = "2026-11-23";
    let schedule: ScheduledArticle[] = [];
    const drafts: GeneratedArticle[] = [];
    const live = [...published];
    const kinds = new Map<string, number>();
    for (let week = 0; week < 20; week++) {
      for (let day = 0; day < 7; day++) {
        today = addDays(today, 1);
        schedule = planWithFallbacks(
          input({ schedule }),
          context(today, { draftKeyphrases: drafts.map((draft) => draft.focusKeyphrase) }),
          { published: live, drafts },
        );
        for (const slot of schedule.filter((item) => item.status === "scheduled" && item.scheduledDate <= today)) {
          const kind = slot.topic?.kind ?? "list";
          kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
          if (slot.topic?.kind === "revise-draft" || slot.topic?.kind === "revise-article") {
            schedule = schedule.map((item) => (item.id === slot.id ? { ...item, status: "ready" } : item));
            continue;
          }
          const draft = createArticle(
            {
              ...(slot.topic!.listTopic ? { listTopic: slot.topic!.listTopic } : { customTopic: slot.topic!.customTopic! }),
              category: slot.topic!.category,
            },
            { random: seededRandom(1), now: new Date(`${today}T08:00:00Z`) },
          );
          // List topics get their brief; everything else is a marked research outline.
          expect(isOutline(draft), slot.title).toBe(!slot.topic!.listTopic);
          drafts.push({ ...draft, id: String(drafts.length + 1) });
          // The editor publishes what the lists gave; outlines wait for research.
          if (slot.topic!.listTopic)
            live.push({ slug: exportSlug(draft), title: draft.title, dateModified: today, category: draft.category });
          schedule = schedule.map((item) =>
            item.id === slot.id ? { ...item, status: "ready", draftId: String(drafts.length) } : item,
          );
        }
      }
      const thisWeek = schedule.filter((slot) => slot.scheduledDate > addDays(today, -7) && slot.scheduledDate <= today);
      expect(thisWeek.length, `week ${week + 1}`).toBe(3);
    }
    expect(kinds.get("list")).toBeGreaterThan(30);
    expect(kinds.get("revise-article")).toBe(1);
    expect(kinds.get("outline")).toBeGreaterThan(10);
  }, 120_000);

  it("a revise-draft slot is ready with its draft, or failed when the draft is gone", () => {
    const [slot] = fallbackCandidates("2027-03-01", { published: [], drafts: [oldDraft] }).map((candidate): ScheduledArticle => ({
      id: "x",
      title: candidate.title,
      category: candidate.category,
      scheduledDate: "2027-03-01",
      status: "scheduled",
      keywords: [],
      targetLength: 600,
      origin: "automation",
      topic: candidate.topic,
    }));
    expect(settleReviseDraft([slot!], slot!, [oldDraft])[0]).toMatchObject({ status: "ready", draftId: oldDraft.id });
    expect(settleReviseDraft([slot!], slot!, [])[0]).toMatchObject({
      status: "failed",
      error: "Der Entwurf wurde inzwischen gelöscht.",
    });
  });

  it("drafts a revise-article slot as a revision of that article", async () => {
    const [candidate] = fallbackCandidates("2027-03-01", { published, drafts: [] });
    const slot: ScheduledArticle = {
      id: "r",
      title: candidate!.title,
      category: candidate!.category,
      scheduledDate: "2027-03-01",
      status: "scheduled",
      keywords: [],
      targetLength: 800,
      origin: "automation",
      topic: candidate!.topic,
    };
    const article: Article = {
      frontMatter: {
        title: "Alter Artikel",
        slug: "alt",
        description: "x".repeat(130),
        focusKeyphrase: "Alter Artikel",
        keywords: [],
        category: "guides",
        datePublished: "2025-12-01",
        dateModified: "2026-01-10",
        sources: [],
      },
      body: "## Abschnitt\n\nText.",
    };
    const result = await draftSlot(
      slot,
      { kind: "offline", stepMs: 0 },
      { now: () => new Date("2027-03-01T08:00:00Z"), loadPublished: async (slug) => (slug === "alt" ? article : null) },
    );
    expect(result).toMatchObject({
      ok: true,
      article: { title: "Alter Artikel", revisionOf: { slug: "alt", datePublished: "2025-12-01" } },
    });
    const missing = await draftSlot(
      { ...slot, topic: { ...slot.topic!, slug: "weg" } },
      { kind: "offline", stepMs: 0 },
      { now: () => new Date("2027-03-01T08:00:00Z"), loadPublished: async () => null },
    );
    expect(missing).toEqual({ ok: false, reason: "Der Artikel ist nicht mehr veröffentlicht." });
  });
});

describe("new topics only (docs/decisions/0035)", () => {
  it("never plans a list topic whose keyphrase a published article uses; once due, that article is revised instead", () => {
    const keyphrase = briefForTopic("investment-1")!.focusKeyphrase;
    const article = {
      slug: "labubu-als-wertanlage",
      title: "Labubu als Wertanlage",
      dateModified: "2026-01-10",
      category: "guides" as const,
    };
    const plan = planWithFallbacks(
      dryInput,
      context("2026-11-23", {
        publishedKeyphrases: [keyphrase],
        draftKeyphrases: everyListKeyphrase.filter((key) => key !== keyphrase),
      }),
      { published: [article], drafts: [] },
    );
    const keys = plan.map((slot) => slot.topic?.key);
    expect(keys).not.toContain("topic:investment-1");
    expect(keys).toContain(`revise:${article.slug}`);
    for (const trigger of ["weekly-tips", "trend-monitoring"] as const)
      expect(
        planSchedule(
          input({ triggers: { ...allOn, [trigger]: true } }),
          context("2026-11-23", { publishedKeyphrases: [keyphrase] }),
        ).map((slot) => slot.topic?.key),
      ).not.toContain("topic:investment-1");
  });
});
