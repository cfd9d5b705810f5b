import { completionText, errorFrom, RequestControl, requestInit } from "./client";
import { isRecord, LlmError } from "./errors";

/** "Verbindung testen" should answer quickly; a loading model is not waited for here. */
export const CONNECTION_TIMEOUT_MS = 20_000;

export type ConnectionCheck = {
  base: string;
  /** Empty: only the server is checked. */
  model: string;
  apiKey?: string;
};

export type ConnectionReport = {
  /** The models the server lists (empty when it has no list, see `via`). */
  models: string[];
  /** How the model was confirmed: listed by GET /models, or a one-token completion where there is no list. */
  via: "models" | "completion";
};

export type ConnectionOptions = { signal?: AbortSignal; timeoutMs?: number; fetch?: typeof fetch; now?: () => Date };

/**
 * GET {base}/models (with the key): the server answers, the key is accepted, and the model is
 * listed. Servers without a model list get a one-token completion instead. Rejects with an
 * LlmError; a missing model carries the names the server does offer.
 */
export async function testConnection(check: ConnectionCheck, options: ConnectionOptions = {}): Promise<ConnectionReport> {
  const { signal, timeoutMs = CONNECTION_TIMEOUT_MS, now = () => new Date() } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const control = new RequestControl(signal, timeoutMs);
  try {
    const response = await control.guard(
      fetchImpl(
        `${check.base}/models`,
        requestInit(check.apiKey, { method: "GET", headers: { Accept: "application/json" }, signal: control.signal }),
      ),
      "network",
    );
    if (response.status === 404 || response.status === 405) {
      if (!check.model) throw new LlmError("not-found", { status: response.status });
      await completeOneToken(check, control, fetchImpl, now);
      return { models: [], via: "completion" };
    }
    if (!response.ok) throw await errorFrom(response, control, now);
    const models = modelIds(await control.guard(response.text(), "interrupted"));
    if (check.model && !hasModel(models, check.model)) {
      throw new LlmError("model-not-found", { available: models.slice(0, 20) });
    }
    return { models, via: "models" };
  } catch (error) {
    throw control.explain(error);
  } finally {
    control.dispose();
  }
}

async function completeOneToken(check: ConnectionCheck, control: RequestControl, fetchImpl: typeof fetch, now: () => Date) {
  const response = await control.guard(
    fetchImpl(
      `${check.base}/chat/completions`,
      requestInit(check.apiKey, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          model: check.model,
          messages: [{ role: "user", content: "Hallo" }],
          max_tokens: 1,
          stream: false,
        }),
        signal: control.signal,
      }),
    ),
    "network",
  );
  if (!response.ok) throw await errorFrom(response, control, now);
  completionText(await control.guard(response.text(), "interrupted"));
}

/** `{"object":"list","data":[{"id":"llama3.2:latest"}]}` → ["llama3.2:latest"] */
export function modelIds(body: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    throw new LlmError("malformed", {}, { cause: error });
  }
  const list = isRecord(data) ? data.data : undefined;
  if (!Array.isArray(list)) throw new LlmError("malformed");
  return list.flatMap((item) => (isRecord(item) && typeof item.id === "string" ? [item.id] : []));
}

/** Ollama lists "llama3.2:latest" but answers to "llama3.2" too. */
export function hasModel(models: readonly string[], model: string): boolean {
  return models.includes(model) || (!model.includes(":") && models.includes(`${model}:latest`));
}
