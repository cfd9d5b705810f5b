import { type ApiResult, call } from "../publishing/editor-client";
import type { DraftComment, DraftStatus } from "../publishing/editor-contract";
import type { GeneratedArticle } from "../drafts/types";

/**
 * The hub's side of the shared drafts (server/editor/shared-drafts.mjs, docs/decisions/0039), on the
 * contract's addresses: the list, one draft, a save based on a version, a status, a lease.
 */
export type SharedSummary = {
  id: string;
  version: number;
  status: DraftStatus;
  title: string;
  slug: string;
  fingerprint: string;
  updatedBy: string;
  updatedAt: string;
  requestedBy?: string;
  approvedBy?: string;
  published?: { path: string; by: string; at: string; version: number };
  copyOf?: string;
  lease?: { editor: string; until: number };
  /** The conversation about the draft, oldest first (a reason for "Zurück an Entwurf" among it). */
  comments?: DraftComment[];
  /** Who approved an earlier text of the draft, and when: this version is another one (docs/decisions/0090). */
  changedSinceApproval?: { by: string; at: string };
};

/**
 * A draft as the server stores it: the summary and the draft itself (read with the hub's storage reader), and, when
 * a later version replaced an approved one, what a reader saw of the approved one.
 */
export type SharedRecord = SharedSummary & {
  draft: unknown;
  approvedText?: { title: string; metaDescription: string; content: string };
};

export type SharedList = { drafts: SharedSummary[]; you: string; fourEyes: boolean };

const isText = (value: unknown): value is string => typeof value === "string";
const isSummary = (value: unknown): value is SharedSummary => {
  const item = (value ?? {}) as Record<string, unknown>;
  return (
    isText(item.id) && Number.isInteger(item.version) && isText(item.status) && isText(item.title) && isText(item.fingerprint)
  );
};
const isList = (value: unknown): value is SharedList => {
  const item = (value ?? {}) as Record<string, unknown>;
  return Array.isArray(item.drafts) && item.drafts.every(isSummary) && isText(item.you) && typeof item.fourEyes === "boolean";
};
const withSummary = (value: unknown): value is { record: SharedSummary } =>
  isSummary((value as { record?: unknown } | null)?.record);
/** "laden" answers with the draft itself too; the hub's storage reader checks it. */
const withRecord = withSummary as (value: unknown) => value is { record: SharedRecord };

export const fetchSharedDrafts = (token: string): Promise<ApiResult<SharedList>> => call("drafts", token, undefined, isList);

/** `opened`: the editor opens it to read it, and may then approve this version. */
export const loadSharedDraft = (token: string, id: string, opened = false): Promise<ApiResult<{ record: SharedRecord }>> =>
  call("draftLoad", token, { id, ...(opened ? { opened } : {}) }, withRecord);

/** Saves a draft based on the server's `baseVersion` (0: a new one). A conflict's answer brings `current` and `copy`. */
export const saveSharedDraft = (token: string, draft: GeneratedArticle, baseVersion: number) =>
  call("draftSave", token, { draft, baseVersion }, withSummary);

/** `reason`: why the draft goes back to "Entwurf"; the server asks for it when another person sent it to review. */
export const setSharedStatus = (token: string, id: string, version: number, status: DraftStatus, reason?: string) =>
  call("draftStatus", token, { id, version, status, ...(reason ? { reason } : {}) }, withSummary);

/** A comment on the version of the draft the editor read. */
export const commentSharedDraft = (token: string, id: string, version: number, text: string) =>
  call("draftComment", token, { id, version, text }, withSummary);

export const leaseSharedDraft = (token: string, id: string, release = false) =>
  call(
    "draftLease",
    token,
    { id, ...(release ? { release } : {}) },
    (_answer: unknown): _answer is Record<string, unknown> => true,
  );

/** The two drafts of a conflict, when the answer is one. */
export function conflictRecords(body: Record<string, unknown> | undefined): { current: SharedRecord; copy: SharedRecord } | null {
  const current = body?.current;
  const copy = body?.copy;
  return isSummary(current) && isSummary(copy) ? { current: current as SharedRecord, copy: copy as SharedRecord } : null;
}
