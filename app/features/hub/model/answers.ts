/**
 * The shapes an OpenAI-compatible model server answers with, as schemas: a streamed chunk, a whole
 * completion, the model list and an error body. Whatever does not fit is "malformed" (an LlmError,
 * worded in German in ~/features/hub/copy/llm); optional parts a server may leave out are optional here too.
 */
import * as v from "valibot";

import { LlmError, serverError } from "./errors";

const content = v.nullish(v.string());

/** One streamed chunk: `{"choices":[{"delta":{"content":"…"},"finish_reason":null}]}`. */
const streamChunk = v.looseObject({
  /** Some servers report a failure inside the stream instead of with a status code. */
  error: v.optional(v.unknown()),
  choices: v.optional(
    v.array(
      v.looseObject({
        delta: v.nullish(v.looseObject({ content })),
        // A finish reason this client does not know is no reason to drop the text.
        finish_reason: v.fallback(v.nullable(v.string()), null),
      }),
    ),
    [],
  ),
});

/** A non-streamed completion: `{"choices":[{"message":{"content":"…"}}]}`. */
const completion = v.looseObject({
  choices: v.optional(v.array(v.looseObject({ message: v.nullish(v.looseObject({ content })) })), []),
});

/** The model list: `{"object":"list","data":[{"id":"llama3.2:latest"}]}`; entries without an id are skipped. */
const modelList = v.looseObject({
  data: v.array(
    v.fallback(
      v.pipe(
        v.looseObject({ id: v.string() }),
        v.transform((model): string | null => model.id),
      ),
      null,
    ),
  ),
});

/** JSON the model server sent; anything else is "malformed". */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new LlmError("malformed", {}, { cause: error });
  }
}

function read<T>(schema: v.GenericSchema<unknown, T>, text: string): T {
  const parsed = v.safeParse(schema, parseJson(text));
  if (!parsed.success) throw new LlmError("malformed");
  return parsed.output;
}

/** The text and finish reason of one streamed chunk; a failure reported inside the stream is thrown. */
export function parseChunk(data: string): { content: string; finishReason: string | null } {
  const chunk = read(streamChunk, data);
  if (chunk.error !== undefined) {
    const message = v.safeParse(serverError, chunk.error);
    throw new LlmError("server", { serverMessage: message.success ? message.output.slice(0, 300) : undefined });
  }
  const choice = chunk.choices[0];
  return { content: choice?.delta?.content ?? "", finishReason: choice?.finish_reason ?? null };
}

/** The text of a non-streamed completion ("" when it has none). */
export function completionText(body: string): string {
  return read(completion, body).choices[0]?.message?.content ?? "";
}

/** The ids of the model list. */
export function modelIds(body: string): string[] {
  return read(modelList, body).data.filter((id) => id !== null);
}
