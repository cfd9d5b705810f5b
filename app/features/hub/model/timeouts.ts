import { FIRST_TOKEN_TIMEOUT_MS } from "./client";

/**
 * The first-token timeout for this page: FIRST_TOKEN_TIMEOUT_MS, unless a test set
 * `window.__HUB_LLM_TIMEOUT_MS__`. The override can only shorten it (clamped to 100 ms … the default).
 */
export function resolveFirstTokenTimeout(override: unknown): number {
  if (typeof override !== "number" || !Number.isFinite(override)) return FIRST_TOKEN_TIMEOUT_MS;
  return Math.min(FIRST_TOKEN_TIMEOUT_MS, Math.max(100, Math.round(override)));
}
