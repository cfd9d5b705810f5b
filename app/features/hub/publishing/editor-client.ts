import type { GeneratedArticle } from "~/features/hub/drafts/types";

/**
 * The hub's side of the editor mode's write API (server/editor/api.mjs, docs/decisions/0033). The
 * static build has the mode file too, saying no, so the hub asks without a failed request on any
 * host; every write sends the editor's key and JSON, and gets JSON with a German message back.
 */
export const EDITOR_MODE_PATH = "/ai-content/redaktionsmodus.json";
export const EDITOR_API = {
  publish: "/ai-content/api/veroeffentlichen",
  withdraw: "/ai-content/api/zurueckziehen",
  status: "/ai-content/api/status",
} as const;

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
  publishAt?: PublishAt;
  commit?: string;
  pushed: boolean;
  pushMessage?: string;
};

export type WithdrawResult = { slug: string; path: string; commit?: string; pushed: boolean; pushMessage?: string };

export type ScheduledOnServer = { slug: string; title: string; day: string; time: string; dueAt: number };

/** A refusal or failure: the server's German message (null when it could not be reached). */
export type ApiFailure = {
  ok: false;
  status: number;
  message: string | null;
  problems?: string[];
  code?: string;
};
export type ApiResult<T> = { ok: true; value: T } | ApiFailure;

const isText = (value: unknown): value is string => typeof value === "string";

async function call<T>(
  path: string,
  token: string,
  body: unknown,
  isValue: (value: unknown) => value is T,
  fetchImpl: Fetch,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
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
const isStatus = (value: unknown): value is { scheduled: ScheduledOnServer[] } => {
  const item = (value ?? {}) as Record<string, unknown>;
  return (
    Array.isArray(item.scheduled) &&
    item.scheduled.every((entry: Record<string, unknown>) => isText(entry.slug) && isText(entry.day) && isText(entry.time))
  );
};

/** Sends a draft: published now, or at `publishAt`; `replace` confirms overwriting an article with its slug. */
export function publishDraft(
  token: string,
  article: GeneratedArticle,
  options: { publishAt?: PublishAt; replace?: boolean } = {},
  fetchImpl: Fetch = browserFetch,
): Promise<ApiResult<PublishResult>> {
  return call(EDITOR_API.publish, token, { article, ...options }, isPublishResult, fetchImpl);
}

export function withdrawArticle(
  token: string,
  slug: string,
  fetchImpl: Fetch = browserFetch,
): Promise<ApiResult<WithdrawResult>> {
  return call(EDITOR_API.withdraw, token, { slug }, isWithdrawResult, fetchImpl);
}

export async function fetchScheduled(token: string, fetchImpl: Fetch = browserFetch): Promise<ScheduledOnServer[] | null> {
  const result = await call(EDITOR_API.status, token, undefined, isStatus, fetchImpl);
  return result.ok ? result.value.scheduled : null;
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
