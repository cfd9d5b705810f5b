import { requestForSlot } from "./automation";
import { draftFromBrief, type TextSource } from "../generator/draft-pipeline";
import type { FinishWritten, RandomSource } from "../generator/generator";
import { revisionDraft } from "../publishing/published";
import { loadPublishedArticle } from "../publishing/published-article";
import { definedOnly } from "~/utils/defined";
import type { Article } from "~/features/articles";
import type { GeneratedArticle, ScheduledArticle } from "../drafts/types";
import { factById, seriesCatalogue } from "~/content/facts";
import { slotCopy, supplyCopy } from "~/features/hub/copy/hub-automation";
import { llmErrorMessage } from "~/features/hub/copy/llm";
import { isLlmError } from "~/features/hub/model/errors";

/** The text source a slot is drafted with: the generator tab's choice. */
export type SlotTextSource = TextSource;

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
    if (slot.topic?.kind === "revise-article" && slot.topic.slug) {
      // A revision of a published article: the article itself as a new draft, like "Überarbeiten".
      const full = await (options.loadPublished ?? loadPublishedArticle)(slot.topic.slug).catch(() => null);
      if (!full) return { ok: false, reason: supplyCopy.articleMissing };
      const now = options.now();
      return { ok: true, article: revisionDraft(full, String(now.getTime()), now, options.otherKeyphrases ?? []) };
    }
    const factId = slot.topic?.factId;
    const { signal, random, sleep, fetch, allowedOrigins } = options;
    const { article } = await draftFromBrief(
      request,
      source,
      definedOnly({
        now: options.now,
        signal,
        random,
        sleep,
        fetch,
        allowedOrigins,
        finish: factId ? withSeriesFact(factId) : undefined,
      }),
    );
    return { ok: true, article };
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
 * its sources, so a draft about a new series states what the fact base knows about it. A step of
 * the pipeline before the analysis, so the draft is analysed once.
 */
export function withSeriesFact(factId: string): FinishWritten {
  return ({ fields, sources }) => {
    const fact = factById(factId);
    const series = seriesCatalogue.find((entry) => `series-${entry.key}` === factId);
    if (!series) return { fields, sources };
    const section = `## ${slotCopy.seriesFactHeading(series.name)}\n\n${fact.statement}`;
    const first = fields.content.search(/^## /m);
    const content =
      first < 0
        ? `${fields.content.trimEnd()}\n\n${section}`
        : `${fields.content.slice(0, first)}${section}\n\n${fields.content.slice(first)}`;
    const known = new Set(sources.map((source) => source.url));
    return {
      fields: { ...fields, content },
      sources: [
        ...sources,
        ...fact.sources.filter((source) => !known.has(source.url)).map((source) => ({ name: source.name, url: source.url })),
      ],
    };
  };
}
