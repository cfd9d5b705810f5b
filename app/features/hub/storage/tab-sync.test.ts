import { describe, expect, it } from "vitest";

import {
  addConflicts,
  FIRST_REVISION,
  freeId,
  mergeWorkspace,
  REVISION_PATTERN,
  newRevision,
  sameDraft,
  sameWorkspace,
  stampWorkspace,
} from "./tab-sync";
import type { HubState } from "../drafts/types";
import { draft, edited, ids, slot, workspace } from "../drafts/workspace.fixtures";

/** Revision tokens in a known order, like the browser's random ones. */
function revisions() {
  let next = 100_000_000_000_001;
  return () => String(next++);
}

/** A workspace as a tab reads it from storage: every draft with the first revision. */
function stored(...drafts: ReturnType<typeof draft>[]): HubState {
  return workspace(drafts.map((item) => ({ ...item, revs: [FIRST_REVISION] })));
}

const contentOf = (state: HubState, id: string) => state.articles.find((item) => item.id === id)?.content;

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
    const base = stored(b, a);
    const theirs = stampWorkspace(base, { ...base, articles: [edited(base.articles[1]!, "Neuer Text.")] }, revisions());
    expect(theirs.deletedDrafts).toEqual([{ id: ids.second, rev: FIRST_REVISION }]);
    const { state, conflicts } = mergeWorkspace(base, base, theirs);
    expect(state.articles.map((item) => item.content)).toEqual(["Neuer Text."]);
    expect(state.deletedDrafts).toEqual([{ id: ids.second, rev: FIRST_REVISION }]);
    expect(conflicts).toEqual([]);
  });

  it("keeps this tab's edit and deletion of drafts the other tab did not touch", () => {
    const base = stored(b, a);
    const mine = stampWorkspace(base, { ...base, articles: [edited(base.articles[1]!, "Mein Text.")] }, revisions());
    expect(mergeWorkspace(base, mine, base).state.articles).toEqual(mine.articles);
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
    expect(conflicts).toEqual([{ id: ids.first, title: "Labubu in Wien", kind: "edited", mine: "kept", copyId }]);
    expect(state.articles.find((item) => item.id === ids.first)?.content).toBe("Meine Fassung.");
    expect(state.articles.find((item) => item.id === copyId)?.content).toBe("Andere Fassung.");
    expect(state.articles).toHaveLength(3);
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

describe("revisions: two tabs that write from stale copies", () => {
  it("stamps changed and new drafts, keeps re-measured ones, and leaves tombstones for deleted ones", () => {
    const revision = revisions();
    const base = stored(b, a);
    const [storedB, storedA] = base.articles as [ReturnType<typeof draft>, ReturnType<typeof draft>];
    expect(stampWorkspace(base, base, revision)).toBe(base);
    const remeasured = { ...base, articles: [{ ...storedB, seoPoints: storedB.seoPoints - 3 }, storedA] };
    expect(stampWorkspace(base, remeasured, revision).articles[0]?.revs).toEqual([FIRST_REVISION]);
    const next = stampWorkspace(base, { ...base, articles: [draft(ids.third, "Neu"), edited(storedA, "Anders.")] }, revision);
    expect(next.articles.map((item) => item.revs)).toEqual([["100000000000001"], ["100000000000002", FIRST_REVISION]]);
    expect(next.deletedDrafts).toEqual([{ id: ids.second, rev: FIRST_REVISION }]);
    // Undoing the deletion brings the draft back with a history of its own, and lifts the tombstone.
    const undone = stampWorkspace(next, { ...next, articles: [...next.articles, storedB] }, revision);
    expect(undone.deletedDrafts).toEqual([]);
    expect(undone.articles[2]?.revs).toEqual(["100000000000003"]);
    expect(REVISION_PATTERN.test(newRevision())).toBe(true);
  });

  it("keeps both versions when a tab writes over the resolution from a stale copy, and both tabs say so", () => {
    const revision = revisions();
    const base = stored(a);
    const storedA = base.articles[0]!;
    // The first tab stores its edit; the second tab, which edited the same draft, merges it.
    const first = stampWorkspace(base, workspace([edited(storedA, "Fassung eins.")]), revision);
    const secondMine = stampWorkspace(base, workspace([edited(storedA, "Fassung zwei.")]), revision);
    const resolved = mergeWorkspace(base, secondMine, first);
    const firstRev = first.articles[0]!.revs![0]!;
    expect(resolved.conflicts).toEqual([
      { id: ids.first, title: "Labubu in Wien", kind: "edited", mine: "kept", copyId: firstRev },
    ]);
    expect(contentOf(resolved.state, ids.first)).toBe("Fassung zwei.");
    expect(contentOf(resolved.state, firstRev)).toBe("Fassung eins.");

    // The first tab had not received that yet and writes its own copy again (a re-measurement).
    const stale = { ...first, articles: [{ ...first.articles[0]!, seoPoints: 1 }] };
    const again = mergeWorkspace(resolved.state, resolved.state, stale);
    expect(again.conflicts).toEqual([]);
    expect(again.state.articles.map((item) => item.content).sort()).toEqual(["Fassung eins.", "Fassung zwei."]);

    // The first tab then reads the resolution: its version is the copy, and it says so.
    const learnt = mergeWorkspace(first, stale, again.state);
    expect(learnt.conflicts).toEqual([
      { id: ids.first, title: "Labubu in Wien", kind: "edited", mine: "copied", copyId: firstRev },
    ]);
    expect(sameWorkspace(learnt.state, again.state)).toBe(true);
  });

  it("two tabs that resolve the same conflict at once end with the same two drafts", () => {
    const revision = revisions();
    const base = stored(a);
    const one = stampWorkspace(base, workspace([edited(base.articles[0]!, "Eins.")]), revision);
    const two = stampWorkspace(base, workspace([edited(base.articles[0]!, "Zwei.")]), revision);
    const inOne = mergeWorkspace(base, one, two).state;
    const inTwo = mergeWorkspace(base, two, one).state;
    const settledOne = mergeWorkspace(inOne, inOne, inTwo).state;
    const settledTwo = mergeWorkspace(inTwo, inTwo, inOne).state;
    expect(sameWorkspace(settledOne, settledTwo)).toBe(true);
    expect(settledOne.articles.map((item) => item.content).sort()).toEqual(["Eins.", "Zwei."]);
  });

  it("a draft missing from a stale copy without a tombstone stays", () => {
    const base = stored(b, a);
    const { state, conflicts } = mergeWorkspace(base, base, stored(a));
    expect(state.articles).toHaveLength(2);
    expect(conflicts).toEqual([]);
  });

  it("a draft deleted in one tab and edited in the other stays with the edit; both tabs say so", () => {
    const revision = revisions();
    const base = stored(a);
    const deleted = stampWorkspace(base, workspace([]), revision);
    const editedHere = stampWorkspace(base, workspace([edited(base.articles[0]!, "Bearbeitet.")]), revision);
    const inEditor = mergeWorkspace(base, editedHere, deleted);
    expect(inEditor.state.articles.map((item) => item.content)).toEqual(["Bearbeitet."]);
    expect(inEditor.state.deletedDrafts).toBeUndefined();
    expect(inEditor.conflicts).toEqual([{ id: ids.first, title: "Labubu in Wien", kind: "deleted-there" }]);
    const inDeleter = mergeWorkspace(deleted, deleted, inEditor.state);
    expect(inDeleter.state.articles.map((item) => item.content)).toEqual(["Bearbeitet."]);
    expect(inDeleter.conflicts).toEqual([{ id: ids.first, title: "Labubu in Wien", kind: "deleted-here" }]);
  });

  it("shows each conflict once, however often it is merged", () => {
    const conflict = { id: ids.first, title: "T", kind: "edited" as const, mine: "kept" as const, copyId: "1" };
    const shown = addConflicts([], [conflict]);
    expect(addConflicts(shown, [{ ...conflict }])).toBe(shown);
    expect(addConflicts(shown, [{ ...conflict, kind: "deleted-here" }])).toHaveLength(2);
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
