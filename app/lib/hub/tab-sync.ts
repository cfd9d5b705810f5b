import type { GeneratedArticle, HubState, ScheduledArticle } from "./types";

/**
 * Two open hub tabs share one stored workspace (docs/decisions/0025). Each tab remembers the
 * workspace as it last stored or read it (the base); when another tab writes (the `storage` event)
 * and before each own write, the tab merges three states: base, its own (mine) and the stored one
 * (theirs).
 *
 * - Per draft and per plan slot (by id): a side that did not change the item since the base takes
 *   the other side's version (an edit, a new item or a deletion); equal changes are one change.
 * - A real conflict is a draft changed differently on both sides since the base: this tab's version
 *   keeps the id and the other tab's version is kept as a second draft with a new id, so neither
 *   text is lost; the conflict is reported so the hub can say so. A draft edited on one side and
 *   deleted on the other stays, with the edit (nothing is lost), and is reported as well.
 * - A slot changed on both sides keeps this tab's version (a slot is a plan entry, not a text).
 * - Settings (triggers, automation) follow the side that changed them, this tab's on a tie;
 *   dismissed topics are merged as sets.
 *
 * A draft's analysis figures depend on the other drafts too ("keyphrase used before",
 * "Eigenständigkeit"), so each tab may measure the same text differently: the comparison ignores
 * them (`seoScore`, `seoPoints`, `readability`, `fleschReadingEase`; the store recomputes the score
 * after merging and the editor re-analyses the draft it opens). Only the text and the editor's
 * fields make a change.
 */

export type DraftConflict = {
  /** The draft's id; this tab's version keeps it. */
  id: string;
  title: string;
  /** "edited": both tabs changed the text. "deleted": one tab deleted the draft the other edited. */
  kind: "edited" | "deleted";
  /** The id the other tab's version got (edited conflicts only). */
  copyId?: string;
};

export type MergedWorkspace = { state: HubState; conflicts: DraftConflict[] };

function withoutFigures(draft: GeneratedArticle) {
  return { ...draft, seoScore: 0, seoPoints: 0, readability: null, fleschReadingEase: null };
}

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

function mergeDrafts(
  base: readonly GeneratedArticle[],
  mine: readonly GeneratedArticle[],
  theirs: readonly GeneratedArticle[],
): { articles: GeneratedArticle[]; conflicts: DraftConflict[] } {
  const [b, m, t] = [byId(base), byId(mine), byId(theirs)];
  const merged: GeneratedArticle[] = [];
  const copies: GeneratedArticle[] = [];
  const conflicts: DraftConflict[] = [];
  const taken = new Set([...m.keys(), ...t.keys()]);
  for (const id of unionIds(mine, theirs)) {
    const [own, other] = [m.get(id), t.get(id)];
    const { value, conflict } = resolve(b.get(id), own, other, sameDraft);
    if (!value) continue;
    merged.push(value);
    if (!conflict) continue;
    if (own && other) {
      // Both changed the draft (or two tabs made different drafts with one id): keep both.
      const copyId = freeId(id, taken);
      taken.add(copyId);
      copies.push({ ...other, id: copyId });
      if (b.has(id)) conflicts.push({ id, title: own.title, kind: "edited", copyId });
    } else {
      conflicts.push({ id, title: value.title, kind: "deleted" });
    }
  }
  // Newest first, like the list: a stable sort keeps the stored order among drafts of one moment.
  const articles = [...copies, ...merged].sort((x, y) => Date.parse(y.createdAt) - Date.parse(x.createdAt));
  return { articles, conflicts };
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
  const { articles, conflicts } = mergeDrafts(base.articles, mine.articles, theirs.articles);
  return {
    state: {
      articles,
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
    sameValue(a.dismissedTopics, b.dismissedTopics)
  );
}
