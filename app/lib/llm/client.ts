import { errorFromResponse, isLlmError, isRecord, LlmError } from "./errors";
import { createSseParser } from "./sse";

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

/** How long a request may take until the first piece of text; a cold local model needs its load time. */
export const FIRST_TOKEN_TIMEOUT_MS = 120_000;
/** Enough for a 1,500-word German article. */
export const DEFAULT_MAX_TOKENS = 4096;
/** Error bodies are read only this far. */
const ERROR_BODY_MAX = 64 * 1024;

export type ChatStage = "connecting" | "waiting" | "receiving";

export type ChatRequest = {
  /** Base URL checked by checkEndpoint, e.g. "http://localhost:11434/v1". */
  base: string;
  model: string;
  /** Sent as a Bearer token, to `base` only. */
  apiKey?: string;
  messages: readonly ChatMessage[];
  temperature?: number;
  maxTokens?: number;
};

export type StreamOptions = {
  signal?: AbortSignal;
  firstTokenTimeoutMs?: number;
  onStage?: (stage: ChatStage) => void;
  /** Each piece of text as it arrives. */
  onText?: (delta: string) => void;
  fetch?: typeof fetch;
  now?: () => Date;
};

export type ChatResult = {
  text: string;
  /** "stop" when the model finished, "length" when it hit max_tokens (the text is cut off). */
  finishReason: string | null;
};

/** The request options that keep the key and the page's identity with the model server only. */
export function requestInit(apiKey: string | undefined, init: RequestInit): RequestInit {
  const headers = new Headers(init.headers);
  if (apiKey) headers.set("Authorization", `Bearer ${apiKey}`);
  // A redirect could carry the request elsewhere; a model server has no reason to redirect.
  return { ...init, headers, redirect: "error", credentials: "omit", referrerPolicy: "no-referrer", cache: "no-store" };
}

/**
 * POST {base}/chat/completions with stream:true, reading the server-sent events as they arrive.
 * Resolves with the whole text; rejects with an LlmError whose `partialText` holds what had arrived.
 */
export async function streamChat(request: ChatRequest, options: StreamOptions = {}): Promise<ChatResult> {
  const { signal, firstTokenTimeoutMs = FIRST_TOKEN_TIMEOUT_MS, onStage, onText, now = () => new Date() } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const control = new RequestControl(signal, firstTokenTimeoutMs);
  let text = "";
  try {
    onStage?.("connecting");
    const response = await control.guard(
      fetchImpl(
        `${request.base}/chat/completions`,
        requestInit(request.apiKey, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
          body: JSON.stringify({
            model: request.model,
            messages: request.messages,
            stream: true,
            temperature: request.temperature ?? 0.4,
            max_tokens: request.maxTokens ?? DEFAULT_MAX_TOKENS,
          }),
          signal: control.signal,
        }),
      ),
      "network",
    );
    if (!response.ok) throw await errorFrom(response, control, now);
    onStage?.("waiting");

    const append = (delta: string) => {
      if (!delta) return;
      if (!text) {
        control.firstTokenArrived();
        onStage?.("receiving");
      }
      text += delta;
      onText?.(delta);
    };

    // A server that ignores stream:true answers with one JSON completion; take it as a whole.
    if ((response.headers.get("content-type") ?? "").includes("application/json")) {
      const body = await control.guard(response.text(), "interrupted");
      append(completionText(body));
      return finish(text, "stop");
    }
    if (!response.body) throw new LlmError("malformed");

    let finishReason: string | null = null;
    let done = false;
    const parser = createSseParser(({ data }) => {
      if (done) return;
      if (data.trim() === "[DONE]") {
        done = true;
        return;
      }
      const chunk = parseChunk(data);
      finishReason = chunk.finishReason ?? finishReason;
      append(chunk.content);
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      while (!done) {
        const { value, done: ended } = await control.guard(reader.read(), "interrupted");
        if (ended) {
          parser.feed(decoder.decode());
          parser.end();
          break;
        }
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } finally {
      // Stops the download when we leave early ([DONE] before the end, an error, an abort).
      reader.cancel().catch(() => {});
    }
    // Neither [DONE] nor a finish reason: the connection ended before the model did.
    if (!done && finishReason === null) throw new LlmError("interrupted");
    return finish(text, finishReason);
  } catch (error) {
    throw control.explain(error).withPartialText(text);
  } finally {
    control.dispose();
  }
}

function finish(text: string, finishReason: string | null): ChatResult {
  if (!text.trim()) throw new LlmError("empty");
  return { text, finishReason };
}

/** One streamed chunk: `{"choices":[{"delta":{"content":"…"},"finish_reason":null}]}`. */
function parseChunk(data: string): { content: string; finishReason: string | null } {
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch (error) {
    throw new LlmError("malformed", {}, { cause: error });
  }
  if (!isRecord(chunk)) throw new LlmError("malformed");
  // Some servers report a failure inside the stream instead of with a status code.
  if (chunk.error !== undefined) {
    const message = isRecord(chunk.error) ? chunk.error.message : chunk.error;
    throw new LlmError("server", { serverMessage: typeof message === "string" ? message.slice(0, 300) : undefined });
  }
  const choices = chunk.choices;
  if (choices === undefined) return { content: "", finishReason: null };
  if (!Array.isArray(choices)) throw new LlmError("malformed");
  const choice: unknown = choices[0];
  if (choice === undefined) return { content: "", finishReason: null };
  if (!isRecord(choice)) throw new LlmError("malformed");
  const delta = choice.delta;
  const content = isRecord(delta) ? delta.content : undefined;
  if (content !== undefined && content !== null && typeof content !== "string") throw new LlmError("malformed");
  const finishReason = typeof choice.finish_reason === "string" ? choice.finish_reason : null;
  return { content: content ?? "", finishReason };
}

/** The text of a non-streamed completion: `{"choices":[{"message":{"content":"…"}}]}`. */
export function completionText(body: string): string {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    throw new LlmError("malformed", {}, { cause: error });
  }
  const choice: unknown = isRecord(data) && Array.isArray(data.choices) ? data.choices[0] : undefined;
  const message = isRecord(choice) ? choice.message : undefined;
  const content = isRecord(message) ? message.content : undefined;
  if (content === undefined || content === null) return "";
  if (typeof content !== "string") throw new LlmError("malformed");
  return content;
}

export async function errorFrom(response: Response, control: RequestControl, now: () => Date): Promise<LlmError> {
  const body = await control.guard(readLimited(response), "interrupted").catch((error: unknown) => {
    if (control.signal.aborted) throw error;
    return "";
  });
  return errorFromResponse(response.status, body, response.headers.get("retry-after"), now());
}

async function readLimited(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    while (text.length < ERROR_BODY_MAX) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    reader.cancel().catch(() => {});
  }
  return text;
}

/**
 * One abort signal for the request that fires when the editor cancels or when no text arrived in
 * time, and remembers which of the two it was.
 */
export class RequestControl {
  private readonly controller = new AbortController();
  private reason: "aborted" | "first-token-timeout" | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly outer: AbortSignal | undefined;
  private readonly onOuterAbort = () => this.abort("aborted");

  constructor(
    outer: AbortSignal | undefined,
    private readonly timeoutMs: number,
  ) {
    this.outer = outer;
    if (outer?.aborted) this.abort("aborted");
    else outer?.addEventListener("abort", this.onOuterAbort, { once: true });
    if (!this.reason) this.timer = setTimeout(() => this.abort("first-token-timeout"), timeoutMs);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  firstTokenArrived() {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /**
   * Awaits `promise` but settles as soon as the request is aborted: a stalled body read whose abort
   * the platform does not propagate must not keep the editor waiting. Rejections become `kind` errors.
   */
  guard<T>(promise: Promise<T>, kind: "network" | "interrupted"): Promise<T> {
    // Once the abort has settled the guard, a late rejection of `promise` is expected, not unhandled.
    promise.catch(() => {});
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(this.reasonError());
      if (this.signal.aborted) return onAbort();
      this.signal.addEventListener("abort", onAbort, { once: true });
      promise.then(
        (value) => {
          this.signal.removeEventListener("abort", onAbort);
          resolve(value);
        },
        (error: unknown) => {
          this.signal.removeEventListener("abort", onAbort);
          reject(this.reason ? this.reasonError() : isLlmError(error) ? error : new LlmError(kind, {}, { cause: error }));
        },
      );
    });
  }

  /** Any failure as an LlmError; an abort wins over whatever error it caused. */
  explain(error: unknown): LlmError {
    if (this.reason) return this.reasonError();
    if (isLlmError(error)) return error;
    return new LlmError("network", {}, { cause: error });
  }

  dispose() {
    clearTimeout(this.timer);
    this.outer?.removeEventListener("abort", this.onOuterAbort);
    // Ends a connection still open (for instance after an error mid-stream).
    if (!this.controller.signal.aborted) this.controller.abort();
  }

  private abort(reason: "aborted" | "first-token-timeout") {
    if (this.reason) return;
    this.reason = reason;
    clearTimeout(this.timer);
    this.controller.abort();
  }

  private reasonError(): LlmError {
    return this.reason === "first-token-timeout"
      ? new LlmError("first-token-timeout", { timeoutMs: this.timeoutMs })
      : new LlmError("aborted");
  }
}
