import { type ApiResult, call } from "../publishing/editor-client";
import type { ChangeDecision, ReviewedChangeKind } from "../publishing/editor-contract";

/**
 * The hub's side of the changes that under four eyes wait for a second person (server/editor/reviewed-changes.mjs,
 * docs/decisions/0080): a fact re-confirmed or corrected, a series or a shop added, an article withdrawn.
 */
export type PendingChange = {
  id: string;
  kind: ReviewedChangeKind;
  summary: string;
  details: string[];
  requestedBy: { name: string; email: string };
  requestedAt: string;
};
export type PendingList = { changes: PendingChange[]; you: string; fourEyes: boolean };
/** What a decision answers: its message (an approval's is the applied change's own). */
export type Decided = { message: string };

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const isText = (value: unknown): value is string => typeof value === "string";
const record = (value: unknown) => (value ?? {}) as Record<string, unknown>;

export const isPendingChange = (value: unknown): value is PendingChange => {
  const item = record(value);
  return (
    isText(item.id) &&
    isText(item.kind) &&
    isText(item.summary) &&
    Array.isArray(item.details) &&
    item.details.every(isText) &&
    isText(record(item.requestedBy).name) &&
    isText(item.requestedAt)
  );
};
const isList = (value: unknown): value is PendingList => {
  const item = record(value);
  return (
    Array.isArray(item.changes) && item.changes.every(isPendingChange) && isText(item.you) && typeof item.fourEyes === "boolean"
  );
};
const isDecided = (value: unknown): value is Decided => isText(record(value).message);

export function fetchPendingChanges(token: string, fetchImpl?: Fetch): Promise<ApiResult<PendingList>> {
  return call("changes", token, undefined, isList, fetchImpl);
}

export function decideChange(
  token: string,
  id: string,
  decision: ChangeDecision,
  fetchImpl?: Fetch,
): Promise<ApiResult<Decided>> {
  return call("changeDecide", token, { id, decision }, isDecided, fetchImpl);
}
