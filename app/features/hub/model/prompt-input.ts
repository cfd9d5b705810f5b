import type { PromptInput } from "./prompt";
import { factCopy } from "~/content/facts/copy";
import { formatPartialDate } from "~/utils/format";
import { briefSummaryFor } from "~/features/hub/generator/topic-briefs";
import type { GenerationRequest } from "~/features/hub/generator/generator";

/**
 * The prompt input for a request: the same brief the offline generator writes from (angle, outline,
 * keyphrase, related keywords, minimum length) and the brief's facts, each with its wordings (the Stand
 * inside where the fact needs it on `today`), its first source and its "Stand", so the model states
 * exactly the fact base's claims (docs/decisions/0035).
 */
export function promptInputFor(request: GenerationRequest, today?: string): PromptInput {
  const summary = briefSummaryFor(request, today);
  if (!summary) throw new Error("A topic is required");
  return {
    title: summary.title,
    category: request.category,
    angle: summary.angle,
    audience: summary.audience,
    outline: summary.outline,
    focusKeyphrase: summary.focusKeyphrase,
    relatedKeywords: summary.relatedKeywords,
    minWords: summary.minWords,
    research: summary.research,
    facts: summary.facts.flatMap((fact) => {
      const [source] = fact.sources;
      if (!source) return [];
      const [first, ...alternatives] = fact.wordings ?? [fact.statement];
      return [
        {
          statement: first ?? fact.statement,
          ...(alternatives.length > 0 ? { alternatives } : {}),
          source,
          ...(fact.asOf ? { asOf: `${factCopy.asOf}: ${formatPartialDate(fact.asOf)}` } : {}),
        },
      ];
    }),
  };
}
