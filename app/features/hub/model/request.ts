// The one path every request to a model server takes (the streamed chat and the connection test):
// the key and the page's identity go to the model server only, the editor can cancel, a silent
// server times out, and every failure becomes an LlmError.
import { errorFromResponse, isLlmError, LlmError } from "./errors";

/** Error bodies are read only this far. */
const ERROR_BODY_MAX = 64 * 1024;

export type ModelServer = {
  /** Base URL checked by checkEndpoint, e.g. "http://localhost:11434/v1". */
  base: string;
  /** Sent as a Bearer token, to `base` only. */
  apiKey?: string;
};

export type RequestOptions = { signal?: AbortSignal; fetch?: typeof fetch; now?: () => Date };

/** What every step of one request shares: its abort control, the fetch to use and the clock. */
export type RequestContext = { control: RequestControl; fetch: typeof fetch; now: () => Date };

/**
 * Runs one request: `run` gets its context; the request is aborted when the editor cancels or when
 * `timeoutMs` pass before `control.firstTokenArrived()`. Rejects with an LlmError (an abort wins
 * over whatever error it caused); the connection is closed when `run` settles.
 */
export async function withRequest<T>(
  options: RequestOptions,
  timeoutMs: number,
  run: (context: RequestContext) => Promise<T>,
): Promise<T> {
  const control = new RequestControl(options.signal, timeoutMs);
  const context = { control, fetch: options.fetch ?? globalThis.fetch.bind(globalThis), now: options.now ?? (() => new Date()) };
  try {
    return await run(context);
  } catch (error) {
    throw control.explain(error);
  } finally {
    control.dispose();
  }
}

/** The request options that keep the key and the page's identity with the model server only. */
export function requestInit(apiKey: string | undefined, init: RequestInit): RequestInit {
  const headers = new Headers(init.headers);
  if (apiKey) headers.set("Authorization", `Bearer ${apiKey}`);
  // A redirect could carry the request elsewhere; a model server has no reason to redirect.
  return { ...init, headers, redirect: "error", credentials: "omit", referrerPolicy: "no-referrer", cache: "no-store" };
}

/** Sends `init` to `{base}{path}` with the key; resolves with the response whatever its status. */
export function send(context: RequestContext, server: ModelServer, path: string, init: RequestInit): Promise<Response> {
  const { control } = context;
  return control.guard(
    context.fetch(`${server.base}${path}`, requestInit(server.apiKey, { ...init, signal: control.signal })),
    "network",
  );
}

/** POST {base}/chat/completions with a JSON body; an unsuccessful status rejects with the server's error. */
export async function postCompletion(
  context: RequestContext,
  server: ModelServer,
  body: Record<string, unknown>,
  accept: string,
): Promise<Response> {
  const response = await send(context, server, "/chat/completions", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: accept },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await errorFrom(context, response);
  return response;
}

/** The whole body of a response as text; a connection that breaks off is "interrupted". */
export function readText(context: RequestContext, response: Response): Promise<string> {
  return context.control.guard(response.text(), "interrupted");
}

/** An unsuccessful answer as an LlmError, with the server's own message where its body has one. */
export async function errorFrom(context: RequestContext, response: Response): Promise<LlmError> {
  const { control } = context;
  const body = await control.guard(readLimited(response), "interrupted").catch((error: unknown) => {
    if (control.signal.aborted) throw error;
    return "";
  });
  return errorFromResponse(response.status, body, response.headers.get("retry-after"), context.now());
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
