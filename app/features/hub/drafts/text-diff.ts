import { diffWordsWithSpace } from "diff";

/** A run of the compared text: the same in both, only in the new one, or only in the old one. */
export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

/** A field of the draft and of the live article, compared. */
export type FieldDiff = { field: string; parts: DiffPart[]; added: number; removed: number };

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * What changed from `before` to `after`, word by word (spaces and line breaks kept, so paragraphs stay as written),
 * and how many words came and went. Unchanged text stays one part.
 */
export function textDiff(field: string, before: string, after: string): FieldDiff {
  const parts = diffWordsWithSpace(before, after).map((change): DiffPart => ({
    kind: change.added ? "added" : change.removed ? "removed" : "same",
    text: change.value,
  }));
  const count = (kind: DiffPart["kind"]) =>
    parts.filter((part) => part.kind === kind).reduce((sum, part) => sum + words(part.text), 0);
  return { field, parts, added: count("added"), removed: count("removed") };
}
