import type { PromptInput } from "./prompt";
import { generalAudience, marketPromptFacts } from "~/content/llm";
import { type GenerationRequest, resolveTitle } from "~/lib/hub/generator";
import { keywordsFor, structureFor, templates } from "~/lib/hub/templates";
import { GENERAL_CATEGORY } from "~/lib/hub/types";

/** The spec's word target starts at 850; an article without category has no template minimum. */
export const GENERAL_MIN_WORDS = 850;

/**
 * The prompt input from what the hub has today: the topic, the category template (structure,
 * minimum length, audience), the category keywords and the market figures of the landing page.
 * Topic briefs and the fact base replace the keywords, outline and facts here, nowhere else.
 */
export function promptInputFor(request: GenerationRequest): PromptInput {
  const title = resolveTitle(request);
  if (title === undefined) throw new Error("A topic is required");
  const [focusKeyphrase = "labubu", ...relatedKeywords] = keywordsFor(request.category);
  const template = request.category === GENERAL_CATEGORY ? undefined : templates[request.category];
  return {
    title,
    category: request.category,
    audience: template?.targetAudience ?? generalAudience,
    outline: structureFor(request.category),
    focusKeyphrase,
    relatedKeywords,
    minWords: template?.minWords ?? GENERAL_MIN_WORDS,
    facts: marketPromptFacts,
  };
}
