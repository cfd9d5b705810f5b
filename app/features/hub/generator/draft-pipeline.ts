import {
  type FinishWritten,
  type GenerationProgress,
  type GenerationRequest,
  type RandomSource,
  isoDay,
  runGeneration,
} from "./generator";
import type { GeneratedArticle } from "../drafts/types";
import { definedOnly } from "~/utils/defined";
import { type ChatStage, streamChat } from "~/features/hub/model/client";
import { cleanModelMarkdown, modelDraft } from "~/features/hub/model/draft";
import { checkEndpoint, checkModel } from "~/features/hub/model/endpoint";
import { LlmError } from "~/features/hub/model/errors";
import { buildPrompt } from "~/features/hub/model/prompt";
import { promptInputFor } from "~/features/hub/model/prompt-input";

/**
 * The one way a brief becomes a draft: brief → text (the offline generator or a language model) →
 * the last step on the text (`finish`) → one analysis → draft. The generator tab's two hooks and the
 * automation all draft through here.
 */

/** The language model a draft is written with. */
export type ModelTarget = { endpoint: string; model: string; apiKey: string };

/** The text source of a draft: the generator tab's choice. */
export type TextSource = { kind: "offline"; stepMs: number } | ({ kind: "llm"; firstTokenTimeoutMs: number } & ModelTarget);

export type PipelineOptions = {
  now: () => Date;
  signal?: AbortSignal;
  finish?: FinishWritten;
  /** Offline: the generator's random source and its pause between steps (tests). */
  random?: RandomSource;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  onProgress?: (progress: GenerationProgress) => void;
  /** Model: the client's fetch and the allowed origins (tests), and the stream as it arrives. */
  fetch?: typeof fetch;
  allowedOrigins?: readonly string[];
  onStage?: (stage: ChatStage) => void;
  onText?: (delta: string) => void;
};

export type PipelineResult = {
  article: GeneratedArticle;
  /** The model stopped at its length limit: the draft is marked incomplete. */
  truncated: boolean;
  /** The model's whole answer (empty for the offline generator). */
  text: string;
};

/** Drafts a brief with the chosen source. Throws what the source throws (an LlmError for the model, "empty" included). */
export async function draftFromBrief(
  request: GenerationRequest,
  source: TextSource,
  options: PipelineOptions,
): Promise<PipelineResult> {
  if (source.kind === "offline") {
    const { now, signal, random, sleep, onProgress, finish } = options;
    const article = await runGeneration(
      request,
      definedOnly({ stepMs: source.stepMs, now, signal, random, sleep, onProgress, finish }),
    );
    return { article, truncated: false, text: "" };
  }
  const base = options.allowedOrigins ? checkEndpoint(source.endpoint, options.allowedOrigins) : checkEndpoint(source.endpoint);
  const model = checkModel(source.model);
  const prompt = promptInputFor(request, isoDay((options.now ?? (() => new Date()))()));
  const result = await streamChat(
    { base, model, apiKey: source.apiKey.trim() || undefined, messages: buildPrompt(prompt) },
    {
      signal: options.signal,
      firstTokenTimeoutMs: source.firstTokenTimeoutMs,
      fetch: options.fetch,
      now: options.now,
      ...definedOnly({ onStage: options.onStage, onText: options.onText }),
    },
  );
  const truncated = result.finishReason === "length";
  const article = modelTextDraft(request, result.text, model, truncated, options);
  if (!article) throw new LlmError("empty");
  return { article, truncated, text: result.text };
}

/**
 * The draft of a model's text, also of the part that arrived before a run was cancelled or failed
 * (then `incomplete`); null when nothing usable arrived.
 */
export function modelTextDraft(
  request: GenerationRequest,
  text: string,
  model: string,
  incomplete: boolean,
  options: Pick<PipelineOptions, "now" | "finish">,
): GeneratedArticle | null {
  if (!cleanModelMarkdown(text)) return null;
  return modelDraft({
    prompt: promptInputFor(request, isoDay((options.now ?? (() => new Date()))())),
    text,
    model,
    incomplete,
    now: options.now(),
    ...definedOnly({ notes: request.notes, finish: options.finish }),
  });
}
