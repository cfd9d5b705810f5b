import { completionText, modelIds } from "./answers";
import { LlmError } from "./errors";
import { errorFrom, type ModelServer, postCompletion, readText, type RequestOptions, send, withRequest } from "./request";
import { promptCopy } from "~/features/hub/copy/llm";

/** "Verbindung testen" should answer quickly; a loading model is not waited for here. */
export const CONNECTION_TIMEOUT_MS = 20_000;

export type ConnectionCheck = ModelServer & {
  /** Empty: only the server is checked. */
  model: string;
};

export type ConnectionReport = {
  /** The models the server lists (empty when it has no list, see `via`). */
  models: string[];
  /** How the model was confirmed: listed by GET /models, or a one-token completion where there is no list. */
  via: "models" | "completion";
};

export type ConnectionOptions = RequestOptions & { timeoutMs?: number };

/**
 * GET {base}/models (with the key): the server answers, the key is accepted, and the model is
 * listed. Servers without a model list get a one-token completion instead. Rejects with an
 * LlmError; a missing model carries the names the server does offer.
 */
export function testConnection(check: ConnectionCheck, options: ConnectionOptions = {}): Promise<ConnectionReport> {
  return withRequest(options, options.timeoutMs ?? CONNECTION_TIMEOUT_MS, async (context) => {
    const response = await send(context, check, "/models", { method: "GET", headers: { Accept: "application/json" } });
    if (response.status === 404 || response.status === 405) {
      if (!check.model) throw new LlmError("not-found", { status: response.status });
      const completion = await postCompletion(
        context,
        check,
        { model: check.model, messages: [{ role: "user", content: promptCopy.probe }], max_tokens: 1, stream: false },
        "application/json",
      );
      completionText(await readText(context, completion));
      return { models: [], via: "completion" };
    }
    if (!response.ok) throw await errorFrom(context, response);
    const models = modelIds(await readText(context, response));
    if (check.model && !hasModel(models, check.model)) {
      throw new LlmError("model-not-found", { available: models.slice(0, 20) });
    }
    return { models, via: "models" };
  });
}

/** Ollama lists "llama3.2:latest" but answers to "llama3.2" too. */
export function hasModel(models: readonly string[], model: string): boolean {
  return models.includes(model) || (!model.includes(":") && models.includes(`${model}:latest`));
}
