import { describe, expect, it } from "vitest";

import { freeId, mergeWorkspace, sameDraft, sameWorkspace } from "./tab-sync";
import { draft, edited, ids, slot, workspace } from "./workspace.fixtures";

const a = draft(ids.first, "Labubu in Wien");
const b = draft(ids.second, "Labubu in Graz");
const c = draft(ids.third, "Labubu in Linz");

describe("mergeWorkspace: drafts", () => {
  it("keeps a draft made in each tab (the lost-draft case)", () => {
    const base = workspace([a]);
    const mine = workspace([b, a]);
    const theirs = workspace([c, a]);
    const { state, conflicts } = mergeWorkspace(base, mine, theirs);
    expect(state.articles.map((item) => item.id)).toEqual([ids.third, ids.second, ids.first]);
    expect(conflicts).toEqual([]);
  });

  it("takes the other tab's edit and deletion of drafts this tab did not touch", () => {
    const base = workspace([b, a]);
    const mine = workspace([b, a]);
    const theirs = workspace([edited(a, "Neuer Text.")]);
    const { state, conflicts } = mergeWorkspace(base, mine, theirs);
    expect(state.articles).toEqual([edited(a, "Neuer Text.")]);
    expect(conflicts).toEqual([]);
  });

  it("keeps this tab's edit and deletion of drafts the other tab did not touch", () => {
    const base = workspace([b, a]);
    const mine = workspace([edited(a, "Mein Text.")]);
    const theirs = workspace([b, a]);
    expect(mergeWorkspace(base, mine, theirs).state.articles).toEqual([edited(a, "Mein Text.")]);
  });

  it("counts the same edit in both tabs once", () => {
    const base = workspace([a]);
    const same = edited(a, "Gleich.");
    const { state, conflicts } = mergeWorkspace(base, workspace([same]), workspace([{ ...same }]));
    expect(state.articles).toEqual([same]);
    expect(conflicts).toEqual([]);
  });

  it("keeps both versions of a draft edited differently in both tabs and reports the conflict", () => {
    const base = workspace([b, a]);
    const mine = workspace([b, edited(a, "Meine Fassung.")]);
    const theirs = workspace([b, edited(a, "Andere Fassung.")]);
    const { state, conflicts } = mergeWorkspace(base, mine, theirs);
    const copyId = String(Number(ids.first) + 1);
    expect(conflicts).toEqual([{ id: ids.first, title: "Labubu in Wien", kind: "edited", copyId }]);
    expect(state.articles.find((item) => item.id === ids.first)?.content).toBe("Meine Fassung.");
    expect(state.articles.find((item) => item.id === copyId)?.content).toBe("Andere Fassung.");
    expect(state.articles).toHaveLength(3);
  });

  it("keeps a draft deleted in one tab and edited in the other, with the edit", () => {
    const base = workspace([a]);
    const editedHere = mergeWorkspace(base, workspace([edited(a, "Bearbeitet.")]), workspace([]));
    expect(editedHere.state.articles.map((item) => item.content)).toEqual(["Bearbeitet."]);
    expect(editedHere.conflicts).toEqual([{ id: ids.first, title: "Labubu in Wien", kind: "deleted" }]);
    const editedThere = mergeWorkspace(base, workspace([]), workspace([edited(a, "Dort bearbeitet.")]));
    expect(editedThere.state.articles.map((item) => item.content)).toEqual(["Dort bearbeitet."]);
    expect(editedThere.conflicts).toHaveLength(1);
  });

  it("keeps two different new drafts that got the same id in two tabs, without a conflict notice", () => {
    const mine = draft(ids.first, "Hier");
    const theirs = draft(ids.first, "Dort");
    const { state, conflicts } = mergeWorkspace(workspace(), workspace([mine]), workspace([theirs]));
    expect(state.articles.map((item) => item.title).sort()).toEqual(["Dort", "Hier"]);
    expect(new Set(state.articles.map((item) => item.id)).size).toBe(2);
    expect(conflicts).toEqual([]);
  });

  it("ignores analysis figures that differ only by the drafts around it", () => {
    expect(sameDraft(a, { ...a, seoScore: a.seoScore - 10 })).toBe(true);
    expect(sameDraft(a, { ...a, seoPoints: a.seoPoints - 12, readability: "bad", fleschReadingEase: 12.5 })).toBe(true);
    expect(sameDraft(a, edited(a, "x"))).toBe(false);
  });

  it("keeps one draft when both tabs only measured it anew (their other drafts differ)", () => {
    const base = workspace([a]);
    const mine = workspace([{ ...a, seoPoints: a.seoPoints - 5 }]);
    const theirs = workspace([{ ...a, seoPoints: a.seoPoints - 9 }]);
    const { state, conflicts } = mergeWorkspace(base, mine, theirs);
    expect(state.articles).toHaveLength(1);
    expect(conflicts).toEqual([]);
  });
});

describe("mergeWorkspace: plan and settings", () => {
  it("merges plan slots per id; a slot changed in both tabs keeps this tab's version", () => {
    const one = slot("plan-1", "Eins");
    const two = slot("plan-2", "Zwei");
    const base = workspace([], [one, two]);
    const mine = workspace([], [{ ...one, title: "Eins hier" }, two, slot("plan-3", "Drei")]);
    const theirs = workspace([], [{ ...one, title: "Eins dort" }, slot("plan-4", "Vier")]);
    const { state } = mergeWorkspace(base, mine, theirs);
    expect(state.schedule.map((item) => item.title)).toEqual(["Eins hier", "Vier", "Drei"]);
  });

  it("settings follow the tab that changed them; dismissed topics merge as sets", () => {
    const base = { ...workspace(), dismissedTopics: ["topic:a", "topic:b"] };
    const mine = { ...base, dismissedTopics: ["topic:a", "topic:c"] };
    const theirs = {
      ...base,
      automation: { ...base.automation, weeklyTarget: 5 as const },
      triggers: { ...base.triggers, "weekly-tips": true },
      dismissedTopics: ["topic:a", "topic:b", "topic:d"],
    };
    const { state } = mergeWorkspace(base, mine, theirs);
    expect(state.automation.weeklyTarget).toBe(5);
    expect(state.triggers["weekly-tips"]).toBe(true);
    expect(state.dismissedTopics).toEqual(["topic:a", "topic:d", "topic:c"]);
    const own = mergeWorkspace(base, { ...base, automation: { ...base.automation, enabled: false } }, theirs).state;
    expect(own.automation).toEqual({ ...base.automation, enabled: false });
  });

  it("merging a workspace with itself changes nothing", () => {
    const state = workspace([b, a], [slot("plan-1", "Eins")]);
    const merged = mergeWorkspace(state, state, state).state;
    expect(sameWorkspace(merged, state)).toBe(true);
  });
});

describe("freeId", () => {
  it("counts up from a timestamp id past the ones taken", () => {
    expect(freeId("100", new Set(["100", "101"]))).toBe("102");
  });
});
