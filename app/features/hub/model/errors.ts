/**
 * Everything that can go wrong between the hub and a language model, as typed kinds. The German
 * sentence for each kind (what happened, what to do) lives in ~/features/hub/copy/llm.
 */

import * as v from "valibot";

import { type LlmErrorDetails, type LlmErrorKind, llmErrorKinds } from "~/domain/llm";

export { type LlmErrorDetails, type LlmErrorKind, llmErrorKinds };

export class LlmError extends Error {
  readonly kind: LlmErrorKind;
  readonly details: LlmErrorDetails;

  constructor(kind: LlmErrorKind, details: LlmErrorDetails = {}, options?: { cause?: unknown }) {
    // The message is for developers' consoles; it never contains the key or the prompt.
    super(`Language model request failed: ${kind}${details.status ? ` (HTTP ${details.status})` : ""}`, options);
    this.name = "LlmError";
    this.kind = kind;
    this.details = details;
  }

  /** The same error, carrying the text that had arrived before it. */
  withPartialText(partialText: string): LlmError {
    return partialText ? new LlmError(this.kind, { ...this.details, partialText }, { cause: this.cause }) : this;
  }
}

export function isLlmError(value: unknown): value is LlmError {
  return value instanceof LlmError;
}

/** An error inside a stream or a body: OpenAI `{"message":"…"}` or Ollama's plain `"…"`. */
export const serverError = v.union([
  v.string(),
  v.pipe(
    v.looseObject({ message: v.string() }),
    v.transform((error) => error.message),
  ),
]);

/**
 * An unsuccessful answer's body: OpenAI `{"error":{"message"}}`, Ollama `{"error":"…"}`, FastAPI/vLLM
 * `{"detail":"…"}` or `{"detail":[{"msg":"…"}]}`, or `{"message":"…"}`.
 */
const errorBody = v.union([
  v.pipe(
    v.looseObject({ error: serverError }),
    v.transform((body) => body.error),
  ),
  v.pipe(
    v.looseObject({ detail: v.string() }),
    v.transform((body) => body.detail),
  ),
  v.pipe(
    v.looseObject({ detail: v.array(v.union([v.string(), v.looseObject({ msg: v.string() })])) }),
    v.transform((body) => body.detail.map((item) => (typeof item === "string" ? item : item.msg)).join("; ")),
  ),
  v.pipe(
    v.looseObject({ message: v.string() }),
    v.transform((body) => body.message),
  ),
]);

const SERVER_MESSAGE_MAX = 300;

/**
 * The error message inside an error body: OpenAI `{"error":{"message"}}`, Ollama `{"error":"…"}`,
 * FastAPI/vLLM `{"detail":"…"}` or `{"message":"…"}`, else short plain text. HTML pages are ignored.
 */
export function serverMessageFrom(body: string): string | undefined {
  const text = body.trim();
  if (!text) return undefined;
  let message: string | undefined;
  try {
    const parsed = v.safeParse(errorBody, JSON.parse(text));
    message = parsed.success ? parsed.output : undefined;
  } catch {
    message = /^\s*</.test(text) ? undefined : text;
  }
  if (message === undefined) return undefined;
  const clean = message.replace(/\s+/g, " ").trim();
  if (!clean) return undefined;
  return clean.length > SERVER_MESSAGE_MAX ? `${clean.slice(0, SERVER_MESSAGE_MAX - 1)}…` : clean;
}

const MODEL_MISSING = /\bmodel\b[\s\S]*\b(not found|does not exist|doesn't exist|no such|unknown|not loaded|not available)\b/i;

/** Classifies an unsuccessful HTTP answer. */
export function errorFromResponse(status: number, body: string, retryAfter: string | null, now: Date): LlmError {
  const serverMessage = serverMessageFrom(body);
  if (status === 401 || status === 403) return new LlmError("unauthorized", { status, serverMessage });
  if ((status === 404 || status === 400) && serverMessage && MODEL_MISSING.test(serverMessage)) {
    return new LlmError("model-not-found", { status, serverMessage });
  }
  if (status === 404) return new LlmError("not-found", { status, serverMessage });
  if (status === 429) {
    // Browsers hide Retry-After unless the server exposes it (CORS); many servers repeat it in the message.
    const retryAfterSeconds = parseRetryAfter(retryAfter, now) ?? retryHintIn(serverMessage);
    return new LlmError("rate-limited", { status, serverMessage, retryAfterSeconds });
  }
  if (status >= 500) return new LlmError("server", { status, serverMessage });
  return new LlmError("http", { status, serverMessage });
}

/** Retry-After as whole seconds from `now`: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: Date): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Math.min(Number(text), 7 * 24 * 3600);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}

/** "Please try again in 20s." / "try again in 1.5 seconds" / "in 300ms" → whole seconds. */
export function retryHintIn(message: string | undefined): number | undefined {
  const match = /try again in (\d+(?:\.\d+)?)\s*(ms|s\b|sec|second)/i.exec(message ?? "");
  if (!match) return undefined;
  const value = Number(match[1]);
  return Math.max(1, Math.ceil(match[2]!.toLowerCase() === "ms" ? value / 1000 : value));
}
