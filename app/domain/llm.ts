// How a model request can fail: the client (app/features/hub/model) classifies, the copy (app/features/hub/copy/llm.ts)
// words each kind for the editor.

export const llmErrorKinds = [
  /** No endpoint entered. */
  "endpoint-missing",
  /** Not an http(s) address, or one with credentials, query or fragment. */
  "endpoint-invalid",
  /** The endpoint's origin is not in the build's LLM_ORIGINS (the CSP would block it). */
  "endpoint-not-allowed",
  /** No model name entered. */
  "model-missing",
  /** No answer at all: connection refused, unknown host, or a CORS refusal (a browser cannot tell them apart). */
  "network",
  /** 401 or 403: key missing or wrong. */
  "unauthorized",
  /** The server does not have the model. */
  "model-not-found",
  /** 404 for the path: the address probably lacks /v1 or points at another service. */
  "not-found",
  /** 429, with Retry-After when the server sent one. */
  "rate-limited",
  /** 5xx. */
  "server",
  /** Any other unsuccessful status (400 context too long, 413, …). */
  "http",
  /** An event or answer that is not the JSON an OpenAI-compatible server sends. */
  "malformed",
  /** The answer ended without any text. */
  "empty",
  /** No text arrived within the first-token timeout. */
  "first-token-timeout",
  /** The connection broke off while text was arriving. */
  "interrupted",
  /** The editor pressed "Abbrechen". */
  "aborted",
] as const;
export type LlmErrorKind = (typeof llmErrorKinds)[number];

export type LlmErrorDetails = {
  status?: number;
  /** The server's own error message, shortened; shown to the editor as a quote. */
  serverMessage?: string;
  /** Whole seconds to wait, from Retry-After. */
  retryAfterSeconds?: number;
  /** Models the server offers (when the chosen one is missing). */
  available?: readonly string[];
  /** The first-token timeout that expired. */
  timeoutMs?: number;
  /** The origin that is not allowed. */
  origin?: string;
  /** Text that had arrived before the failure; it is kept as an incomplete draft. */
  partialText?: string;
};
