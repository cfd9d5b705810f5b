import { describe, expect, it } from "vitest";

import {
  addDays,
  deleteSlot,
  dueSlots,
  editSlot,
  isoWeekday,
  markFailed,
  markGenerating,
  markPublished,
  markReady,
  type PlanContext,
  planSchedule,
  type PlanInput,
  requestForSlot,
  seasonalWindows,
  triggerCandidates,
  weekOf,
} from "./automation";
import { briefForTopic } from "../generator/topic-briefs";
import { createArticle } from "../generator/generator";
import { isOutline } from "../generator/notes";
import { seededRandom } from "../generator/random.fixtures";
import type {
  AutomationSettings,
  GeneratedArticle,
  ScheduledArticle,
  TriggerId,
  TriggerStates,
  WeeklyTarget,
} from "../drafts/types";

const allOn: TriggerStates = {
  "product-announcement": true,
  "seasonal-content": true,
  "weekly-tips": true,
  "trend-monitoring": true,
};
const only = (trigger: TriggerId): TriggerStates => ({
  "product-announcement": false,
  "seasonal-content": false,
  "weekly-tips": false,
  "trend-monitoring": false,
  [trigger]: true,
});

const settings = (patch: Partial<AutomationSettings> = {}): AutomationSettings => ({
  enabled: true,
  weeklyTarget: 3,
  focus: "balanced",
  ...patch,
});

const input = (patch: Partial<PlanInput> = {}): PlanInput => ({
  schedule: [],
  automation: settings(),
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

const automatic = (schedule: readonly ScheduledArticle[]) => schedule.filter((slot) => slot.origin === "automation");

const manual = (date: string, title = "Eigenes Thema"): ScheduledArticle => ({
  id: `plan-${date}`,
  title,
  category: "guides",
  scheduledDate: date,
  status: "scheduled",
  keywords: [],
  targetLength: 800,
  origin: "manual",
});

describe("planning the next four weeks", () => {
  it.each([1, 2, 3, 5] as const)("plans %i articles a week: 4 × target slots on fixed weekdays after today", (target) => {
    for (const today of ["2026-11-22", "2026-11-25", "2027-03-01", "2027-06-13"]) {
      const plan = planSchedule(input({ automation: settings({ weeklyTarget: target }) }), context(today));
      expect(plan).toHaveLength(4 * target);
      for (const slot of plan) {
        expect(slot.scheduledDate > today && slot.scheduledDate <= addDays(today, 28)).toBe(true);
        expect(slot.status).toBe("scheduled");
        expect(slot.origin).toBe("automation");
      }
      // No topic twice, and every slot says which trigger planned it.
      expect(new Set(plan.map((slot) => slot.topic!.key)).size).toBe(plan.length);
      expect(plan.every((slot) => slot.trigger)).toBe(true);
    }
  });

  it("puts the slots on the target's weekdays (Tue; Tue+Fri; Mon+Wed+Fri; Mon–Fri)", () => {
    const weekdays = (target: WeeklyTarget) =>
      [
        ...new Set(
          planSchedule(input({ automation: settings({ weeklyTarget: target }) }), context("2026-11-22")).map((s) =>
            isoWeekday(s.scheduledDate),
          ),
        ),
      ].sort();
    expect(weekdays(1)).toEqual([2]);
    expect(weekdays(2)).toEqual([2, 5]);
    expect(weekdays(3)).toEqual([1, 3, 5]);
    expect(weekdays(5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("master off: nothing automatic is planned, the editor's slots stay", () => {
    const plan = planSchedule(
      input({ automation: settings({ enabled: false }), schedule: [manual("2026-11-30")] }),
      context("2026-11-22"),
    );
    expect(plan.map((slot) => slot.id)).toEqual(["plan-2026-11-30"]);
    const planned = planSchedule(input(), context("2026-11-22"));
    // Switching off drops the automatic slots not yet drafted.
    expect(planSchedule(input({ schedule: planned, automation: settings({ enabled: false }) }), context("2026-11-22"))).toEqual(
      [],
    );
  });

  it("with every trigger off nothing is planned", () => {
    const off = { ...only("weekly-tips"), "weekly-tips": false };
    expect(planSchedule(input({ triggers: off }), context("2026-11-22"))).toEqual([]);
  });

  it("counts the editor's slots towards the weekly target", () => {
    const plan = planSchedule(
      input({ schedule: [manual("2026-11-24"), manual("2026-11-25", "Zweites Thema")] }),
      context("2026-11-22"),
    );
    const week = plan.filter((slot) => weekOf(slot.scheduledDate) === "2026-11-23");
    expect(week).toHaveLength(3);
    expect(automatic(week)).toHaveLength(1);
  });

  it("on any day of the year: editing a slot and deleting another keeps one slot per grid day and the weekly count", () => {
    // The plan depends on no clock but `today`: every weekday (so every partial first week) around the
    // seasonal windows' edges and in the seasons between them.
    const weeks = ["2026-11-12", "2026-12-20", "2027-02-08", "2027-07-13", "2027-09-27"];
    for (const today of weeks.flatMap((start) => Array.from({ length: 7 }, (_, offset) => addDays(start, offset)))) {
      const planned = planSchedule(input(), context(today));
      expect(planned, today).toHaveLength(12);
      const [first, second] = planned as [ScheduledArticle, ScheduledArticle];
      const edited = editSlot(planned, first.id, { ...first, keywords: ["labubu bearbeitet"] });
      const { schedule, dismissedTopics } = deleteSlot({ schedule: edited, dismissedTopics: [] }, second.id);
      const replanned = planSchedule(input({ schedule, dismissedTopics }), context(today));
      expect(replanned, today).toHaveLength(12);
      expect(new Set(replanned.map((slot) => slot.scheduledDate)).size, today).toBe(12);
      expect(
        replanned.map((slot) => slot.scheduledDate),
        today,
      ).toEqual(planned.map((slot) => slot.scheduledDate));
      expect(
        replanned.filter((slot) => slot.origin === "manual").map((slot) => slot.id),
        today,
      ).toEqual([first.id]);
      expect(
        replanned.some((slot) => slot.topic?.key === second.topic?.key),
        today,
      ).toBe(false);
    }
  });

  it("a grid day the editor already planned gets no automatic slot beside it", () => {
    // Tuesday: the first week holds only Wednesday and Friday.
    const plan = planSchedule(input({ schedule: [manual("2026-11-25")] }), context("2026-11-24"));
    expect(plan.filter((slot) => slot.scheduledDate === "2026-11-25")).toHaveLength(1);
    expect(plan).toHaveLength(12);
  });

  it("is stable: planning again with the same inputs gives the same plan", () => {
    const first = planSchedule(input(), context("2026-11-22"));
    expect(planSchedule(input({ schedule: first }), context("2026-11-22"))).toEqual(first);
  });
});

describe("triggers", () => {
  it("new product: the newest series first, as a review with its series fact", () => {
    const plan = planSchedule(input({ triggers: only("product-announcement") }), context("2026-11-22"));
    expect(plan.map((slot) => slot.topic!.key)).toEqual([
      "series:pin-for-love",
      "series:wacky-mart",
      "series:big-into-energy",
      "series:have-a-seat",
      "series:exciting-macaron",
    ]);
    expect(plan[0]).toMatchObject({
      category: "reviews",
      trigger: "product-announcement",
      title: expect.stringContaining("Pin for Love"),
    });
    expect(plan[0]!.topic).toMatchObject({ factId: "series-pin-for-love", category: "reviews" });
  });

  it("seasonal: Advent and Christmas from mid-November, nothing seasonal in March", () => {
    const november = planSchedule(input({ triggers: only("seasonal-content") }), context("2026-11-16"));
    expect(november.map((slot) => slot.topic!.key)).toEqual(["topic:saisonal-2", "topic:saisonal-1"]);
    expect(november.every((slot) => slot.category === "seasonal")).toBe(true);
    expect(planSchedule(input({ triggers: only("seasonal-content") }), context("2026-10-01"))).toEqual([]);
    expect(planSchedule(input({ triggers: only("seasonal-content") }), context("2027-03-01"))).toEqual([]);
  });

  it.each([
    ["2027-01-25", "topic:saisonal-3"],
    ["2027-06-01", "topic:saisonal-5"],
    ["2027-07-20", "topic:saisonal-5"],
    ["2027-08-03", "topic:saisonal-6"],
    ["2027-09-10", "topic:saisonal-6"],
  ])("seasonal on %s plans %s first, each topic on a day inside its window", (today, key) => {
    const plan = planSchedule(input({ triggers: only("seasonal-content") }), context(today));
    expect(plan[0]!.topic!.key).toBe(key);
    for (const slot of plan) {
      const window = seasonalWindows.find((candidate) => `topic:${candidate.topicId}` === slot.topic!.key)!;
      expect(slot.scheduledDate.slice(5) >= window.from && slot.scheduledDate.slice(5) <= window.to).toBe(true);
    }
  });

  it("weekly tips: guide topics in the guide template", () => {
    const plan = planSchedule(input({ triggers: only("weekly-tips") }), context("2026-11-22"));
    expect(plan).toHaveLength(12);
    expect(plan.every((slot) => slot.category === "guides" && slot.topic!.category === "guides")).toBe(true);
    expect(plan[0]!.topic!.key).toBe("topic:authentizitaet-1");
    expect(plan[0]!.title).toBe(briefForTopic("authentizitaet-1")!.seoTitle);
  });

  it("trend monitoring: only topics whose keyphrase no published article (or draft) uses yet", () => {
    const published = briefForTopic("wien-lokal-1")!.focusKeyphrase;
    const drafted = briefForTopic("authentizitaet-1")!.focusKeyphrase;
    const plan = planSchedule(
      input({ triggers: only("trend-monitoring") }),
      context("2026-11-22", { publishedKeyphrases: [published.toUpperCase()], draftKeyphrases: [drafted] }),
    );
    const keys = plan.map((slot) => slot.topic!.key);
    expect(keys).not.toContain("topic:wien-lokal-1");
    expect(keys).not.toContain("topic:authentizitaet-1");
    expect(keys[0]).toBe("topic:investment-1");
    expect(plan.find((slot) => slot.topic!.key === "topic:wien-lokal-2")).toMatchObject({ category: "lokal" });
  });

  it("the triggers offer list topics the generator writes from their briefs, and series as research outlines", () => {
    for (const trigger of ["product-announcement", "seasonal-content", "weekly-tips", "trend-monitoring"] as const)
      for (const candidate of triggerCandidates(trigger, "2026-12-01")) {
        const draft = createArticle({ ...candidate.topic }, { random: seededRandom(1), now: new Date("2026-12-01T08:00:00Z") });
        // No brief covers a series: its draft is an outline, marked as such, never a borrowed text.
        expect(isOutline(draft), candidate.title).toBe(trigger === "product-announcement");
        expect(draft.content.length).toBeGreaterThan(1000);
      }
  }, 60_000);
});

describe("content focus", () => {
  const firstTriggers = (focus: AutomationSettings["focus"], today = "2026-11-22") =>
    planSchedule(input({ automation: settings({ focus }) }), context(today))
      .slice(0, 4)
      .map((slot) => slot.trigger);

  it("SEO asks trend monitoring first", () => {
    expect(firstTriggers("seo")).toEqual(["trend-monitoring", "trend-monitoring", "trend-monitoring", "trend-monitoring"]);
  });

  it("seasonal asks the seasonal trigger first while it has topics, then new products", () => {
    expect(firstTriggers("seasonal")).toEqual([
      "seasonal-content",
      "seasonal-content",
      "product-announcement",
      "product-announcement",
    ]);
  });

  it("trends asks for new products first", () => {
    expect(firstTriggers("trending")[0]).toBe("product-announcement");
  });

  it("balanced takes the triggers in turn", () => {
    expect(new Set(firstTriggers("balanced")).size).toBe(4);
  });
});

const draftFor = (slot: ScheduledArticle, now: Date): GeneratedArticle =>
  createArticle(requestForSlot(slot), { random: seededRandom(7), now });
const now = new Date("2026-11-23T08:00:00Z");

describe("drafting due slots and their statuses", () => {
  it("a slot is due on its day; master off drafts nothing; sample rows are never drafted", () => {
    const plan = planSchedule(input(), context("2026-11-22"));
    expect(dueSlots(plan, "2026-11-22", true)).toEqual([]);
    const first = plan[0]!;
    expect(dueSlots(plan, first.scheduledDate, true).map((slot) => slot.id)).toEqual([first.id]);
    expect(dueSlots(plan, first.scheduledDate, false)).toEqual([]);
    const sample = { ...manual("2026-11-20"), id: "plan-sample-1", origin: "sample" as const };
    expect(dueSlots([sample], "2026-11-22", true)).toEqual([]);
  });

  it("scheduled → generating → Entwurf bereit → published once its slug is published", () => {
    let plan = planSchedule(input(), context("2026-11-22"));
    const slot = plan[0]!;
    plan = markGenerating(plan, slot.id);
    expect(plan[0]!.status).toBe("generating");
    const draft = draftFor(slot, new Date("2026-11-23T08:00:00Z"));
    plan = markReady(plan, slot.id, draft);
    expect(plan[0]).toMatchObject({ status: "ready", draftId: draft.id, slug: draft.slug });
    expect(markPublished(plan, [draft], new Set(["anderer-artikel"]))).toBe(plan);
    // The editor changed the slug before publishing: the draft's current slug counts.
    const renamed = { ...draft, slug: "neue-adresse" };
    const published = markPublished(plan, [renamed], new Set(["neue-adresse"]));
    expect(published[0]).toMatchObject({ status: "published", slug: "neue-adresse" });
  });

  it("failed keeps the reason; a retry starts again without it", () => {
    let plan = planSchedule(input(), context("2026-11-22"));
    plan = markFailed(markGenerating(plan, plan[0]!.id), plan[0]!.id, "Der Server hat nicht geantwortet.");
    expect(plan[0]).toMatchObject({ status: "failed", error: "Der Server hat nicht geantwortet." });
    expect(dueSlots(plan, "2027-01-01", true).map((slot) => slot.id)).not.toContain(plan[0]!.id);
    plan = markGenerating(plan, plan[0]!.id);
    expect(plan[0]!.status).toBe("generating");
    expect(plan[0]!.error).toBeUndefined();
  });

  it("drafted, failed and published slots survive re-planning; only unstarted automatic slots are re-planned", () => {
    let plan = planSchedule(input(), context("2026-11-22"));
    plan = markFailed(plan, plan[1]!.id, "x");
    const replanned = planSchedule(input({ schedule: plan, automation: settings({ weeklyTarget: 5 }) }), context("2026-11-22"));
    expect(replanned.find((slot) => slot.id === plan[1]!.id)).toMatchObject({ status: "failed" });
    expect(replanned.filter((slot) => slot.topic?.key === plan[1]!.topic!.key)).toHaveLength(1);
  });

  it("runs eight weeks in seconds: every week gets its target, no topic is drafted twice", () => {
    let schedule: ScheduledArticle[] = [];
    const drafts: GeneratedArticle[] = [];
    let today = "2026-11-22";
    for (let day = 0; day < 56; day++) {
      today = addDays(today, 1);
      schedule = planSchedule(
        input({ schedule, automation: settings({ weeklyTarget: 2 }) }),
        context(today, { draftKeyphrases: drafts.map((draft) => draft.focusKeyphrase) }),
      );
      for (const slot of dueSlots(schedule, today, true)) {
        schedule = markGenerating(schedule, slot.id);
        const draft = draftFor(slot, new Date(`${today}T08:00:00Z`));
        drafts.push({ ...draft, id: String(Number(draft.id) + drafts.length) });
        schedule = markReady(schedule, slot.id, drafts.at(-1)!);
      }
    }
    const ready = schedule.filter((slot) => slot.status === "ready");
    expect(ready).toHaveLength(16);
    const perWeek = new Map<string, number>();
    for (const slot of ready) perWeek.set(weekOf(slot.scheduledDate), (perWeek.get(weekOf(slot.scheduledDate)) ?? 0) + 1);
    expect([...perWeek.values()].every((count) => count === 2)).toBe(true);
    expect(new Set(ready.map((slot) => slot.topic!.key)).size).toBe(16);
    // The next four weeks are planned ahead.
    expect(schedule.filter((slot) => slot.status === "scheduled")).toHaveLength(8);
  });
});

describe("what a slot is drafted from", () => {
  const listSlot = () => planSchedule(input({ triggers: only("weekly-tips") }), context("2026-11-22"))[0]!;

  it("a list topic by its key, so a slot planned under an older title drafts the topic as it is now", () => {
    const slot = listSlot();
    const topicId = slot.topic!.key.replace("topic:", "");
    const stored = { ...slot, topic: { ...slot.topic!, listTopic: "Secret Figures und ihre Wertentwicklung" } };
    const article = draftFor(stored, now);
    expect(article.title).toBe(briefForTopic(topicId)!.seoTitle);
    expect(article.focusKeyphrase).toBe(briefForTopic(topicId)!.focusKeyphrase);
  });

  it("the slot's keywords as the draft's related keywords; the brief's keyphrase stays", () => {
    const slot = listSlot();
    const brief = briefForTopic(slot.topic!.key.replace("topic:", ""))!;
    // An automatic slot holds the keyphrase and the brief's keywords: the draft gets the brief's.
    expect(draftFor(slot, now).keywords).toEqual([...brief.keywords]);
    const edited = { ...slot, keywords: [brief.focusKeyphrase, "Labubu Regal", " labubu  regal ", "Sammlung zeigen"] };
    const article = draftFor(edited, now);
    expect(article.focusKeyphrase).toBe(brief.focusKeyphrase);
    expect(article.keywords).toEqual(["Labubu Regal", "Sammlung zeigen"]);
    expect(article.original.keywords).toEqual(["Labubu Regal", "Sammlung zeigen"]);
    // The editor's own slot (no topic): its title is the topic, its keywords the related keywords.
    const own = draftFor({ ...manual("2026-11-30", "Labubu im Regal zeigen"), keywords: ["Vitrine", "Staubschutz"] }, now);
    expect(own.keywords).toEqual(["Vitrine", "Staubschutz"]);
    // Without keywords the brief's stay.
    expect(draftFor({ ...slot, keywords: [] }, now).keywords).toEqual([...brief.keywords]);
  });
});

describe("editing and deleting slots", () => {
  it("an edited automatic slot becomes the editor's and is no longer re-planned", () => {
    const plan = planSchedule(input(), context("2026-11-22"));
    const slot = plan[0]!;
    const edited = editSlot(plan, slot.id, { ...slot, scheduledDate: addDays(slot.scheduledDate, 1), keywords: ["neu"] });
    const moved = edited.find((item) => item.id === slot.id)!;
    expect(moved).toMatchObject({ origin: "manual", keywords: ["neu"], topic: slot.topic });
    expect(moved.trigger).toBeUndefined();
    const replanned = planSchedule(input({ schedule: edited }), context("2026-11-22"));
    expect(replanned.find((item) => item.id === slot.id)).toEqual(moved);
    // A new title is the new topic.
    const retitled = editSlot(plan, slot.id, { ...slot, title: "Ganz anderes Thema" }).find((item) => item.id === slot.id)!;
    expect(retitled.topic).toBeUndefined();
    expect(requestForSlot(retitled)).toEqual({ listTopic: "Ganz anderes Thema", category: "reviews", keywords: slot.keywords });
  });

  it("a deleted automatic slot's topic is not planned again; its day gets the next topic", () => {
    const plan = planSchedule(input(), context("2026-11-22"));
    const slot = plan[0]!;
    const next = deleteSlot({ schedule: plan, dismissedTopics: [] }, slot.id);
    expect(next.dismissedTopics).toEqual([slot.topic!.key]);
    const replanned = planSchedule(
      input({ schedule: next.schedule, dismissedTopics: next.dismissedTopics }),
      context("2026-11-22"),
    );
    expect(replanned.map((item) => item.topic?.key)).not.toContain(slot.topic!.key);
    expect(replanned.find((item) => item.scheduledDate === slot.scheduledDate)).toBeDefined();
    // Deleting the editor's own slot remembers nothing.
    expect(deleteSlot({ schedule: [manual("2026-11-30")], dismissedTopics: [] }, "plan-2026-11-30")).toEqual({
      schedule: [],
      dismissedTopics: [],
    });
  });
});
