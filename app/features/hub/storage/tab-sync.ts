import type { DeletedDraft, GeneratedArticle, HubState, ScheduledArticle } from "../drafts/types";

/**
 * Two open hub tabs share one stored workspace (docs/decisions/0025). Each tab remembers the
 * workspace as it last stored or read it (the base); when another tab writes (the `storage` event)
 * and before each own write, the tab merges its own workspace (mine) with the stored one (theirs).
 *
 * localStorage has no compare-and-set: a tab may write from a copy that does not hold another tab's
 * latest write yet (browsers deliver writes between tabs asynchronously). A missing draft or an older
 * text in the stored workspace therefore proves nothing, so drafts are merged by their revisions,
 * not by the base:
 *
 * - Every change of a draft's text, fields or notes gets a new revision token (`revs[0]`, the
 *   earlier ones follow, at most REVISION_HISTORY); a re-measurement (`seoScore`, `seoPoints`,
 *   `readability`, `fleschReadingEase`) is no change. A version whose history holds the other
 *   version's revision is newer and wins.
 * - A deletion leaves a tombstone (id and the deleted revision): a draft missing on one side is
 *   deleted only when that side's tombstone names the revision the other side holds. A draft edited
 *   from the deleted revision stays, with a notice in both tabs; without a tombstone it stays quietly.
 * - A real conflict is two versions neither of which descends from the other. The merging tab's
 *   version keeps the id; the other version is kept as a second draft whose id is its revision token,
 *   so every tab that merges the same conflict makes the same copy. Both tabs report it: the merging
 *   tab ("yours is here") and, when it reads the result, the other ("yours is the copy").
 * - A draft stored before revisions existed counts as FIRST_REVISION. Two versions with the
 *   same revision but different texts (which no tab writes) fall back to the base: a side that did
 *   not change the draft since the base takes the other side's version, and a change on both sides
 *   keeps both.
 *
 * Slots and settings are merged with the base: a slot changed on both sides keeps this tab's
 * version (a slot is a plan entry, not a text); settings follow the side that changed them;
 * dismissed topics are merged as sets.
 */

/** How many earlier revisions a draft remembers (enough for every write between two merges). */
export const REVISION_HISTORY = 20;
/** How many tombstones of deleted drafts the workspace keeps. */
export const TOMBSTONE_LIMIT = 200;
/** The revision of a draft stored before drafts had revisions (every tab reads it the same). */
export const FIRST_REVISION = "100000000000000";
/** A revision token: 15 digits, so a conflict copy can use it as its id (ids are digit strings). */
export const REVISION_PATTERN = /^[1-9]\d{14}$/;

export type DraftConflict = {
  /** The draft's id. */
  id: string;
  title: string;
  /**
   * "edited": both tabs changed the draft; `mine` says where this tab's version is ("kept" under the
   * id, or "copied" to the second draft `copyId`). "deleted-there": another tab deleted the draft
   * this tab edited; "deleted-here": a draft deleted here was edited in another tab. Either way the
   * edited draft stays.
   */
  kind: "edited" | "deleted-there" | "deleted-here";
  mine?: "kept" | "copied";
  copyId?: string;
};

export type MergedWorkspace = { state: HubState; conflicts: DraftConflict[] };

/** A new revision token. */
export function newRevision(random: () => number = Math.random): string {
  let token = String(1 + Math.floor(random() * 9));
  while (token.length < 15) token += String(Math.floor(random() * 10));
  return token;
}

function withoutFigures(draft: GeneratedArticle) {
  const { revs: _revs, shared: _shared, ...rest } = draft;
  return { ...rest, seoScore: 0, seoPoints: 0, readability: null, fleschReadingEase: null };
}

/**
 * True when two drafts have the same text, fields and notes (analysis figures, revisions and the
 * editor mode's note of the server version aside: none of them is an edit).
 */
export function sameDraft(a: GeneratedArticle | undefined, b: GeneratedArticle | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return JSON.stringify(withoutFigures(a)) === JSON.stringify(withoutFigures(b));
}

export function sameSlot(a: ScheduledArticle | undefined, b: ScheduledArticle | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

type Resolved<T> = { value: T | undefined; conflict: boolean };

/** The three-way rule for one item: an unchanged side takes the other side's version. */
function resolve<T>(
  base: T | undefined,
  mine: T | undefined,
  theirs: T | undefined,
  same: (a?: T, b?: T) => boolean,
): Resolved<T> {
  if (same(mine, theirs)) return { value: mine, conflict: false };
  if (same(mine, base)) return { value: theirs, conflict: false };
  if (same(theirs, base)) return { value: mine, conflict: false };
  return { value: mine ?? theirs, conflict: true };
}

const byId = <T extends { id: string }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));

/** Ids in a stable order: theirs first (their order), then items only this tab has, in its order. */
function unionIds<T extends { id: string }>(mine: readonly T[], theirs: readonly T[]): string[] {
  const ids = theirs.map((item) => item.id);
  const seen = new Set(ids);
  for (const item of mine) if (!seen.has(item.id)) ids.push(item.id);
  return ids;
}

/** A numeric id not taken yet, counting up from `id` (draft ids are creation timestamps). */
export function freeId(id: string, taken: ReadonlySet<string>): string {
  let candidate = Number(id);
  if (!Number.isSafeInteger(candidate)) candidate = Date.now();
  while (taken.has(String(candidate))) candidate++;
  return String(candidate);
}

/** A draft's revisions, newest first; a draft stored before revisions has the first one. */
const revisionsOf = (draft: GeneratedArticle): readonly string[] => (draft.revs?.length ? draft.revs : [FIRST_REVISION]);
const revisionOf = (draft: GeneratedArticle): string => revisionsOf(draft)[0]!;

/**
 * Gives every draft this tab changed since `base` a new revision (a new draft starts its own
 * history) and leaves a tombstone for every draft it deleted. Drafts it did not change keep theirs;
 * a re-measured draft is not changed.
 */
export function stampWorkspace(base: HubState, mine: HubState, revision: () => string = newRevision): HubState {
  const before = byId(base.articles);
  let changed = false;
  const articles = mine.articles.map((draft) => {
    const previous = before.get(draft.id);
    if (previous && sameDraft(previous, draft)) {
      if (sameValue(previous.revs, draft.revs)) return draft;
      changed = true;
      return withRevs(draft, previous.revs);
    }
    changed = true;
    const history = previous ? revisionsOf(previous) : [];
    return withRevs(draft, [revision(), ...history].slice(0, REVISION_HISTORY));
  });
  const present = new Set(articles.map((draft) => draft.id));
  const deleted: DeletedDraft[] = [];
  for (const draft of base.articles) {
    if (!present.has(draft.id)) deleted.push({ id: draft.id, rev: revisionOf(draft) });
  }
  const tombstones = mine.deletedDrafts ?? [];
  const kept = tombstones.filter((tomb) => !present.has(tomb.id) && !deleted.some((item) => item.id === tomb.id));
  if (!changed && deleted.length === 0 && kept.length === tombstones.length) return mine;
  const deletedDrafts = [...deleted, ...kept].slice(0, TOMBSTONE_LIMIT);
  return {
    ...mine,
    articles: changed ? articles : mine.articles,
    ...(deletedDrafts.length > 0 || mine.deletedDrafts ? { deletedDrafts } : {}),
  };
}

function withRevs(draft: GeneratedArticle, revs: readonly string[] | undefined): GeneratedArticle {
  if (revs && revs.length > 0) return { ...draft, revs: [...revs] };
  const { revs: _revs, ...rest } = draft;
  return rest;
}

/** Whether `later` was made from `earlier` (its history holds `earlier`'s revision). */
function descends(later: GeneratedArticle, earlier: GeneratedArticle): boolean {
  return revisionsOf(later).includes(revisionOf(earlier));
}

type Side = { drafts: Map<string, GeneratedArticle>; tombstones: Map<string, string> };

function mergeDrafts(
  base: HubState,
  mine: HubState,
  theirs: HubState,
): { articles: GeneratedArticle[]; deletedDrafts: DeletedDraft[]; conflicts: DraftConflict[] } {
  const b = byId(base.articles);
  const m: Side = { drafts: byId(mine.articles), tombstones: tombstoneMap(mine.deletedDrafts) };
  const t: Side = { drafts: byId(theirs.articles), tombstones: tombstoneMap(theirs.deletedDrafts) };
  const merged = new Map<string, GeneratedArticle>();
  const conflicts: DraftConflict[] = [];
  const taken = new Set([...m.drafts.keys(), ...t.drafts.keys()]);
  const add = (draft: GeneratedArticle) => {
    if (!merged.has(draft.id)) merged.set(draft.id, draft);
  };

  for (const id of unionIds(mine.articles, theirs.articles)) {
    const [own, other] = [m.drafts.get(id), t.drafts.get(id)];
    if (own && other) {
      const ownRev = revisionOf(own);
      const otherRev = revisionOf(other);
      if (sameDraft(own, other) || ownRev === otherRev) {
        // Equal, or without revisions to compare: the base decides.
        const { value, conflict } = resolve(b.get(id), own, other, sameDraft);
        merged.set(id, value ?? own);
        if (conflict) {
          const copyId = freeId(id, taken);
          taken.add(copyId);
          add({ ...other, id: copyId });
          if (b.has(id)) conflicts.push({ id, title: own.title, kind: "edited", mine: "kept", copyId });
        }
        continue;
      }
      if (descends(own, other)) {
        merged.set(id, own);
        continue;
      }
      if (descends(other, own)) {
        merged.set(id, other);
        continue;
      }
      // Both changed the draft. A copy is the other version under its revision as id.
      const ownCopied = t.drafts.has(ownRev);
      const otherCopied = m.drafts.has(otherRev);
      if (ownCopied && !otherCopied) {
        // The other tab resolved this conflict already: its version keeps the id, this one is the copy.
        merged.set(id, other);
        conflicts.push({ id, title: own.title, kind: "edited", mine: "copied", copyId: ownRev });
        continue;
      }
      if (ownCopied && otherCopied) {
        // Both tabs resolved it at once, each keeping its own: the smaller revision keeps the id on both.
        const keep = ownRev < otherRev ? own : other;
        merged.set(id, keep);
        continue;
      }
      merged.set(id, own);
      if (!otherCopied) {
        add({ ...other, id: otherRev });
        conflicts.push({ id, title: own.title, kind: "edited", mine: "kept", copyId: otherRev });
      }
      continue;
    }
    const draft = own ?? other;
    if (!draft) continue;
    const ownSide = own !== undefined;
    const tombstone = (ownSide ? t : m).tombstones.get(id);
    const rev = revisionOf(draft);
    if (tombstone !== undefined) {
      if (tombstone === rev) continue; // Deleted as it is on the other side.
      if (revisionsOf(draft).includes(tombstone))
        conflicts.push({ id, title: draft.title, kind: ownSide ? "deleted-there" : "deleted-here" });
      merged.set(id, draft);
      continue;
    }
    merged.set(id, draft);
  }

  // The copy of a version that now keeps the id on both sides is the same text twice: drop it.
  for (const [id, draft] of merged) {
    const rev = revisionOf(draft);
    if (id === rev && [...merged.values()].some((other) => other !== draft && revisionOf(other) === rev)) merged.delete(id);
  }
  const present = new Set(merged.keys());
  const deletedDrafts: DeletedDraft[] = [];
  for (const tomb of [...(mine.deletedDrafts ?? []), ...(theirs.deletedDrafts ?? [])])
    if (!present.has(tomb.id) && !deletedDrafts.some((item) => item.id === tomb.id)) deletedDrafts.push(tomb);
  // Newest first, like the list: a stable sort keeps the stored order among drafts of one moment.
  const articles = [...merged.values()].sort((x, y) => Date.parse(y.createdAt) - Date.parse(x.createdAt));
  return { articles, deletedDrafts: deletedDrafts.slice(0, TOMBSTONE_LIMIT), conflicts };
}

function tombstoneMap(list: readonly DeletedDraft[] | undefined): Map<string, string> {
  return new Map((list ?? []).map((tomb) => [tomb.id, tomb.rev]));
}

function mergeSlots(
  base: readonly ScheduledArticle[],
  mine: readonly ScheduledArticle[],
  theirs: readonly ScheduledArticle[],
): ScheduledArticle[] {
  const [b, m, t] = [byId(base), byId(mine), byId(theirs)];
  const slots: ScheduledArticle[] = [];
  for (const id of unionIds(mine, theirs)) {
    const { value } = resolve(b.get(id), m.get(id), t.get(id), sameSlot);
    if (value) slots.push(value);
  }
  return slots;
}

function mergeSetting<T>(base: T, mine: T, theirs: T): T {
  return sameValue(mine, base) ? theirs : mine;
}

function mergeSet(base: readonly string[], mine: readonly string[], theirs: readonly string[]): string[] {
  const removedHere = new Set(base.filter((item) => !mine.includes(item)));
  const result = theirs.filter((item) => !removedHere.has(item));
  for (const item of mine) if (!result.includes(item) && !base.includes(item)) result.push(item);
  return result;
}

/** Merges this tab's workspace with the stored one, given the state both last agreed on. */
export function mergeWorkspace(base: HubState, mine: HubState, theirs: HubState): MergedWorkspace {
  const { articles, deletedDrafts, conflicts } = mergeDrafts(base, mine, theirs);
  return {
    state: {
      articles,
      ...(deletedDrafts.length > 0 ? { deletedDrafts } : {}),
      schedule: mergeSlots(base.schedule, mine.schedule, theirs.schedule),
      triggers: mergeSetting(base.triggers, mine.triggers, theirs.triggers),
      automation: mergeSetting(base.automation, mine.automation, theirs.automation),
      dismissedTopics: mergeSet(base.dismissedTopics, mine.dismissedTopics, theirs.dismissedTopics),
    },
    conflicts,
  };
}

/** True when two workspaces hold the same drafts, plan and settings (scores aside). */
export function sameWorkspace(a: HubState, b: HubState): boolean {
  if (a === b) return true;
  return (
    a.articles.length === b.articles.length &&
    a.articles.every((article, index) => sameDraft(article, b.articles[index])) &&
    sameValue(a.schedule, b.schedule) &&
    sameValue(a.triggers, b.triggers) &&
    sameValue(a.automation, b.automation) &&
    a.articles.every((article, index) => sameValue(article.revs, b.articles[index]?.revs)) &&
    sameValue(a.dismissedTopics, b.dismissedTopics) &&
    sameValue(a.deletedDrafts ?? [], b.deletedDrafts ?? [])
  );
}

/** The notices to show: new conflicts added, one per draft and kind (a conflict may be merged twice). */
export function addConflicts(shown: readonly DraftConflict[], found: readonly DraftConflict[]): DraftConflict[] {
  const key = (conflict: DraftConflict) => `${conflict.id}:${conflict.kind}:${conflict.copyId ?? ""}`;
  const seen = new Set(shown.map(key));
  const next = [...shown];
  for (const conflict of found) {
    if (seen.has(key(conflict))) continue;
    seen.add(key(conflict));
    next.push(conflict);
  }
  return next.length === shown.length ? (shown as DraftConflict[]) : next;
}
