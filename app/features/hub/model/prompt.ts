import type { ChatMessage } from "./client";
import { type PromptCopy, promptCopy } from "~/features/hub/copy/llm";
import { formatNumber } from "~/utils/format";
import { collapseWhitespace, truncateText } from "~/utils/text";
import type { ArticleCategory } from "~/domain/categories";

export type FactSource = { name: string; url: string };

/** One fact the model may state, with the source it must link. */
export type PromptFact = {
  statement: string;
  /** Other sentences that state the fact; a claim is one of these or the statement, word for word. */
  alternatives?: readonly string[];
  source: FactSource;
  /** "Stand: Juli 2025" where the fact ages. */
  asOf?: string;
};

/**
 * Everything the model is told about one article. A topic brief (angle, keyphrase, keywords,
 * facts, outline) maps onto it one to one; until briefs exist, `promptInputFor` fills it from the
 * topic, the category template and the market figures.
 */
export type PromptInput = {
  title: string;
  category: ArticleCategory;
  angle?: string;
  audience?: string;
  /** Section headings in order (the template's structure or the brief's outline). */
  outline: readonly string[];
  focusKeyphrase: string;
  relatedKeywords: readonly string[];
  minWords: number;
  facts: readonly PromptFact[];
  /** An own topic no brief covers: the facts are the editor's research notes, and only they may be stated. */
  research?: boolean;
};

/** How much of a (possibly very long) custom topic goes into the prompt. */
export const PROMPT_TOPIC_MAX = 300;

/** Keyphrase uses for a density of about 0.6–2 % over the minimum length (analysis band: 0.5–3 %). */
export function keyphraseUses(minWords: number): { from: number; to: number } {
  const from = Math.max(3, Math.ceil(minWords * 0.006));
  return { from, to: Math.max(from + 2, Math.floor(minWords * 0.02)) };
}

const clean = (text: string, max = PROMPT_TOPIC_MAX) => truncateText(collapseWhitespace(text), max);

/** A system message with the rules and a user message with the assignment. */
export function buildPrompt(input: PromptInput, copy: PromptCopy = promptCopy): ChatMessage[] {
  const uses = keyphraseUses(input.minWords);
  const related = input.relatedKeywords.map((keyword) => clean(keyword, 80)).filter(Boolean);
  const lines = [
    copy.topic(clean(input.title)),
    ...(input.angle ? [copy.angle(clean(input.angle))] : []),
    ...(input.audience ? [copy.audience(clean(input.audience))] : []),
    copy.length(formatNumber(input.minWords)),
    ...(input.research ? [copy.research] : []),
    copy.keyphrase(clean(input.focusKeyphrase, 120), formatNumber(uses.from), formatNumber(uses.to)),
    ...(related.length ? [copy.related(related.map((keyword) => `„${keyword}“`).join(", "))] : []),
    "",
    copy.outline,
    ...input.outline.map((heading) => `## ${clean(heading, 120)}`),
    "",
    ...(input.facts.length
      ? [
          copy.facts,
          ...input.facts.map(
            (fact, index) =>
              `${index + 1}. ${copy.fact(
                clean(fact.statement, 600),
                fact.source.name,
                fact.source.url,
                fact.asOf,
                (fact.alternatives ?? []).map((text) => clean(text, 600)),
              )}`,
          ),
        ]
      : [copy.noFacts]),
    "",
    copy.readability,
  ];
  return [
    { role: "system", content: copy.system },
    { role: "user", content: lines.join("\n") },
  ];
}
