import { completionText, parseChunk } from "./answers";
import { isLlmError, LlmError } from "./errors";
import { type ModelServer, postCompletion, readText, type RequestOptions, withRequest } from "./request";
import { createParser } from "eventsource-parser";

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

/** How long a request may take until the first piece of text; a cold local model needs its load time. */
export const FIRST_TOKEN_TIMEOUT_MS = 120_000;
/** Enough for a 1,500-word German article. */
export const DEFAULT_MAX_TOKENS = 4096;

export type ChatStage = "connecting" | "waiting" | "receiving";

export type ChatRequest = ModelServer & {
  model: string;
  messages: readonly ChatMessage[];
  temperature?: number;
  maxTokens?: number;
};

export type StreamOptions = RequestOptions & {
  firstTokenTimeoutMs?: number;
  onStage?: (stage: ChatStage) => void;
  /** Each piece of text as it arrives. */
  onText?: (delta: string) => void;
};

export type ChatResult = {
  text: string;
  /** "stop" when the model finished, "length" when it hit max_tokens (the text is cut off). */
  finishReason: string | null;
};

/**
 * POST {base}/chat/completions with stream:true, reading the server-sent events as they arrive.
 * Resolves with the whole text; rejects with an LlmError whose `partialText` holds what had arrived.
 */
export async function streamChat(request: ChatRequest, options: StreamOptions = {}): Promise<ChatResult> {
  const { firstTokenTimeoutMs = FIRST_TOKEN_TIMEOUT_MS, onStage, onText } = options;
  let text = "";
  try {
    return await withRequest(options, firstTokenTimeoutMs, async (context) => {
      onStage?.("connecting");
      const response = await postCompletion(
        context,
        request,
        {
          model: request.model,
          messages: request.messages,
          stream: true,
          temperature: request.temperature ?? 0.4,
          max_tokens: request.maxTokens ?? DEFAULT_MAX_TOKENS,
        },
        "text/event-stream",
      );
      onStage?.("waiting");

      const append = (delta: string) => {
        if (!delta) return;
        if (!text) {
          context.control.firstTokenArrived();
          onStage?.("receiving");
        }
        text += delta;
        onText?.(delta);
      };

      // A server that ignores stream:true answers with one JSON completion; take it as a whole.
      if ((response.headers.get("content-type") ?? "").includes("application/json")) {
        append(completionText(await readText(context, response)));
        return finish(text, "stop");
      }
      if (!response.body) throw new LlmError("malformed");

      let finishReason: string | null = null;
      let done = false;
      const parser = createParser({
        onEvent: ({ data }) => {
          if (done) return;
          if (data.trim() === "[DONE]") {
            done = true;
            return;
          }
          const chunk = parseChunk(data);
          finishReason = chunk.finishReason ?? finishReason;
          append(chunk.content);
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      try {
        while (!done) {
          const { value, done: ended } = await context.control.guard(reader.read(), "interrupted");
          if (ended) {
            // Unlike a browser's EventSource, a last event without its blank line still counts: a
            // model server that closes right after the final text should not lose that text.
            parser.feed(`${decoder.decode()}\n\n`);
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
    });
  } catch (error) {
    throw isLlmError(error) ? error.withPartialText(text) : error;
  }
}

function finish(text: string, finishReason: string | null): ChatResult {
  if (!text.trim()) throw new LlmError("empty");
  return { text, finishReason };
}
