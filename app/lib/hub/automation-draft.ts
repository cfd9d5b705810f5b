import { requestForSlot } from "./automation";
import { buildDraft, draftFieldsOf } from "./drafts";
import { runGeneration, type RandomSource } from "./generator";
import { revisionDraft } from "./published";
import { loadPublishedArticle } from "./published-article";
import type { Article } from "~/lib/articles/types";
import type { GeneratedArticle, ScheduledArticle, SourceReference } from "./types";
import { factById, seriesCatalogue } from "~/content/facts";
import { slotCopy, supplyCopy } from "~/content/hub-automation";
import { llmErrorMessage } from "~/content/llm";
import { streamChat } from "~/lib/llm/client";
import { modelDraft } from "~/lib/llm/draft";
import { checkEndpoint, checkModel } from "~/lib/llm/endpoint";
import { isLlmError, LlmError } from "~/lib/llm/errors";
import { buildPrompt } from "~/lib/llm/prompt";
import { promptInputFor } from "~/lib/llm/prompt-input";

/** The text source a slot is drafted with: the generator tab's choice. */
export type SlotTextSource =
  | { kind: "offline"; stepMs: number }
  | { kind: "llm"; endpoint: string; model: string; apiKey: string; firstTokenTimeoutMs: number };

export type SlotDraftOptions = {
  now: () => Date;
  signal?: AbortSignal;
  random?: RandomSource;
  /** For tests: the model client's fetch and the allowed model origins. */
  fetch?: typeof fetch;
  allowedOrigins?: readonly string[];
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The page's origin, for the model client's CORS advice. */
  pageOrigin?: string;
  /** For a revision slot: loads a published article (its Markdown twin by default). */
  loadPublished?: (slug: string) => Promise<Article | null>;
  /** Keyphrases in use, so a revision's "used before" counts the others (not itself). */
  otherKeyphrases?: readonly string[];
};

export type SlotDraftResult = { ok: true; article: GeneratedArticle } | { ok: false; reason: string };

/**
 * Drafts one slot with the chosen text source: the offline generator (its six steps) or the model.
 * Never throws for a failure the editor can act on: the result carries the German reason (the
 * model client's own messages). A new-product slot's draft also states its series' sourced fact.
 */
export async function draftSlot(
  slot: ScheduledArticle,
  source: SlotTextSource,
  options: SlotDraftOptions,
): Promise<SlotDraftResult> {
  const request = requestForSlot(slot);
  try {
    let article: GeneratedArticle;
    if (slot.topic?.kind === "revise-article" && slot.topic.slug) {
      // A revision of a published article: the article itself as a new draft, like "Überarbeiten".
      const full = await (options.loadPublished ?? loadPublishedArticle)(slot.topic.slug).catch(() => null);
      if (!full) return { ok: false, reason: supplyCopy.articleMissing };
      const now = options.now();
      return { ok: true, article: revisionDraft(full, String(now.getTime()), now, options.otherKeyphrases ?? []) };
    }
    if (source.kind === "offline") {
      article = await runGeneration(request, {
        stepMs: source.stepMs,
        now: options.now,
        signal: options.signal,
        ...(options.random ? { random: options.random } : {}),
        ...(options.sleep ? { sleep: options.sleep } : {}),
      });
    } else {
      const base = options.allowedOrigins
        ? checkEndpoint(source.endpoint, options.allowedOrigins)
        : checkEndpoint(source.endpoint);
      const model = checkModel(source.model);
      const prompt = promptInputFor(request);
      const result = await streamChat(
        { base, model, apiKey: source.apiKey.trim() || undefined, messages: buildPrompt(prompt) },
        { signal: options.signal, firstTokenTimeoutMs: source.firstTokenTimeoutMs, fetch: options.fetch, now: options.now },
      );
      article = modelDraft({
        prompt,
        text: result.text,
        model,
        incomplete: result.finishReason === "length",
        now: options.now(),
        ...(request.notes ? { notes: request.notes } : {}),
      });
      if (!article.content) throw new LlmError("empty");
    }
    return { ok: true, article: slot.topic?.factId ? withSeriesFact(article, slot.topic.factId) : article };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (isLlmError(error))
      return {
        ok: false,
        reason: llmErrorMessage(error.kind, error.details, { now: options.now(), pageOrigin: options.pageOrigin }),
      };
    return { ok: false, reason: error instanceof Error && error.message ? error.message : String(error) };
  }
}

/**
 * The series' fact (release, figures, prices with their "Stand") as the draft's first section, with
 * its sources, so a draft about a new series states what the fact base knows about it.
 */
export function withSeriesFact(article: GeneratedArticle, factId: string): GeneratedArticle {
  const fact = factById(factId);
  const series = seriesCatalogue.find((entry) => `series-${entry.key}` === factId);
  if (!series) return article;
  const section = `## ${slotCopy.seriesFactHeading(series.name)}\n\n${fact.statement}`;
  const first = article.content.search(/^## /m);
  const content =
    first < 0
      ? `${article.content.trimEnd()}\n\n${section}`
      : `${article.content.slice(0, first)}${section}\n\n${article.content.slice(first)}`;
  const known = new Set(article.sources.map((source) => source.url));
  const sources: SourceReference[] = [
    ...article.sources,
    ...fact.sources.filter((source) => !known.has(source.url)).map((source) => ({ name: source.name, url: source.url })),
  ];
  const fields = { ...draftFieldsOf(article), content };
  return buildDraft({ ...article, original: fields, sources }, fields);
}
