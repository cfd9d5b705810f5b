import type { GeneratedArticle, RevisionOf } from "~/features/hub/drafts/types";
import { EDITOR_API, EDITOR_MODE_PATH, type EditorRoute, type PhotoUpload, type SharedDraftRef } from "./editor-contract";
import { exportSlug } from "./export";

/**
 * The hub's side of the editor mode's write API (server/editor/api.mjs, docs/decisions/0033, 0038):
 * its addresses and payloads are the contract both sides import (editor-contract.ts). The static build
 * has the mode file too, saying no, so the hub asks without a failed request on any host; every
 * request sends the editor's key, and gets JSON with a German message back.
 */
export { EDITOR_API, EDITOR_MODE_PATH };

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
const browserFetch: Fetch = (input, init) => fetch(input, init);

/** True when this site runs in the editor mode (the server answers the mode file with `editor: true`). */
export async function fetchEditorMode(fetchImpl: Fetch = browserFetch): Promise<boolean> {
  try {
    const response = await fetchImpl(EDITOR_MODE_PATH, { cache: "no-store" });
    if (!response.ok) return false;
    const data: unknown = await response.json();
    return data !== null && typeof data === "object" && (data as { editor?: unknown }).editor === true;
  } catch {
    return false;
  }
}

export type PublishAt = { day: string; time: string };

export type PublishResult = {
  slug: string;
  title: string;
  path: string;
  live: boolean;
  /** True when this very text was live already: nothing was committed ("nichts geändert"). */
  unchanged?: boolean;
  /** The editor the server committed as. */
  editor?: string;
  /** What the draft now revises: the live article, its first date and its version (not while scheduled). */
  revision?: RevisionOf;
  publishAt?: PublishAt;
  commit?: string;
  pushed: boolean;
  pushMessage?: string;
};

export type WithdrawResult = {
  slug: string;
  path: string;
  commit?: string;
  editor?: string;
  pushed: boolean;
  pushMessage?: string;
};

export type ScheduledOnServer = { slug: string; title: string; day: string; time: string; dueAt: number };

/** A refusal or failure: the server's German message (null when it could not be reached). */
export type ApiFailure = {
  ok: false;
  status: number;
  message: string | null;
  problems?: string[];
  code?: string;
  /** The whole answer, for a refusal that carries more (a save's conflict brings the stored draft). */
  body?: Record<string, unknown>;
};
export type ApiResult<T> = { ok: true; value: T } | ApiFailure;

const isText = (value: unknown): value is string => typeof value === "string";

/** One request of the contract: its address and method from `EDITOR_API`, the body as JSON for a POST. */
export async function call<T>(
  route: EditorRoute,
  token: string,
  body: unknown,
  isValue: (value: unknown) => value is T,
  fetchImpl: Fetch = browserFetch,
): Promise<ApiResult<T>> {
  const { path, method } = EDITOR_API[route];
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(method === "POST" ? { "Content-Type": "application/json" } : {}),
      },
      ...(method === "POST" ? { body: JSON.stringify(body) } : {}),
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: 0, message: null };
  }
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // A proxy's error page: the status says enough.
  }
  const record = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
  if (response.ok && isValue(data)) return { ok: true, value: data };
  return {
    ok: false,
    status: response.status,
    message: isText(record.message) ? record.message : null,
    ...(Array.isArray(record.problems) && record.problems.every(isText) ? { problems: record.problems } : {}),
    ...(isText(record.code) ? { code: record.code } : {}),
    body: record,
  };
}

const isPublishResult = (value: unknown): value is PublishResult => {
  const item = (value ?? {}) as Record<string, unknown>;
  return (
    isText(item.slug) &&
    isText(item.title) &&
    isText(item.path) &&
    item.path.startsWith("/ratgeber/") &&
    typeof item.live === "boolean"
  );
};
const isWithdrawResult = (value: unknown): value is WithdrawResult => {
  const item = (value ?? {}) as Record<string, unknown>;
  return isText(item.slug) && isText(item.path);
};
/** Under four eyes a withdrawal waits for a second person (docs/decisions/0080); the server says so. */
export type WithdrawPending = { message: string; code: "review" };
const isWithdrawPending = (value: unknown): value is WithdrawPending => {
  const item = (value ?? {}) as Record<string, unknown>;
  return isText(item.message) && item.code === "review";
};
/** What the server says about itself and the asking editor. */
export type EditorStatus = { scheduled: ScheduledOnServer[]; editor: string; fourEyes: boolean };

const isStatus = (value: unknown): value is EditorStatus => {
  const item = (value ?? {}) as Record<string, unknown>;
  return (
    isText(item.editor) &&
    typeof item.fourEyes === "boolean" &&
    Array.isArray(item.scheduled) &&
    item.scheduled.every((entry: Record<string, unknown>) => isText(entry.slug) && isText(entry.day) && isText(entry.time))
  );
};

/** A commit of the article folder: who published, revised, scheduled or withdrew which article, and when. */
export type HistoryEntry = {
  action: "published" | "revised" | "scheduled" | "withdrawn";
  title: string;
  path: string;
  slug: string;
  editor: string;
  /** ISO 8601 with offset. */
  at: string;
};
const historyActions: readonly string[] = ["published", "revised", "scheduled", "withdrawn"];
const isHistory = (value: unknown): value is { entries: HistoryEntry[] } => {
  const item = (value ?? {}) as Record<string, unknown>;
  return (
    Array.isArray(item.entries) &&
    item.entries.every(
      (entry: Record<string, unknown>) =>
        historyActions.includes(String(entry.action)) &&
        [entry.title, entry.path, entry.slug, entry.editor, entry.at].every(isText),
    )
  );
};

/**
 * Sends a draft: published now, or at `publishAt`; `replace` confirms overwriting an article with its
 * slug; `shared` names the shared draft it is. An empty slug is the one from the title (the export's
 * rule); a slug the editor typed goes as typed, and the server refuses one not in slug form. `photos`: the
 * draft's new photos (docs/decisions/0048), committed beside the article.
 */
export function publishDraft(
  token: string,
  article: GeneratedArticle,
  options: { publishAt?: PublishAt; replace?: boolean; shared?: SharedDraftRef; photos?: PhotoUpload[] } = {},
  fetchImpl: Fetch = browserFetch,
): Promise<ApiResult<PublishResult>> {
  const sent = article.slug.trim() === "" ? { ...article, slug: exportSlug(article) } : article;
  return call("publish", token, { article: sent, ...options }, isPublishResult, fetchImpl);
}

export type PhotoPrepared = { file: string; prepared: true; encoded: boolean };
const isPhotoPrepared = (value: unknown): value is PhotoPrepared => {
  const item = (value ?? {}) as Record<string, unknown>;
  return isText(item.file) && item.prepared === true;
};

/**
 * Sends a draft's photo when the editor adds it (docs/decisions/0057): the server checks it as "Veröffentlichen"
 * will and encodes the site's variants now, so the publication only links them.
 */
export function preparePhotoForSite(
  token: string,
  photo: PhotoUpload,
  fetchImpl: Fetch = browserFetch,
): Promise<ApiResult<PhotoPrepared>> {
  return call("photoPrepare", token, photo, isPhotoPrepared, fetchImpl);
}

export function withdrawArticle(
  token: string,
  slug: string,
  fetchImpl: Fetch = browserFetch,
): Promise<ApiResult<WithdrawResult | WithdrawPending>> {
  return call("withdraw", token, { slug }, (value) => isWithdrawResult(value) || isWithdrawPending(value), fetchImpl);
}

export async function fetchStatus(token: string, fetchImpl: Fetch = browserFetch): Promise<EditorStatus | null> {
  const result = await call("status", token, undefined, isStatus, fetchImpl);
  return result.ok ? result.value : null;
}

export async function fetchHistory(token: string, fetchImpl: Fetch = browserFetch): Promise<HistoryEntry[] | null> {
  const result = await call("history", token, undefined, isHistory, fetchImpl);
  return result.ok ? result.value.entries : null;
}

/** True once the page answers 200: the hub shows the live link only then. */
export async function pageAnswers(path: string, fetchImpl: Fetch = browserFetch): Promise<boolean> {
  try {
    const response = await fetchImpl(path, { method: "HEAD", cache: "no-store" });
    return response.ok;
  } catch {
    return false;
  }
}
