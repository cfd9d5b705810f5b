import type { PromptInput } from "./prompt";
import { countWords } from "~/lib/hub/text";
import type { GeneratedArticle } from "~/lib/hub/types";

/**
 * The model's answer as the body of a draft: Markdown without a title (the title is the page's H1),
 * sections as ## headings. Models often wrap the answer in a code fence, repeat the title as "# …"
 * or put their reasoning in <think> tags; none of that belongs in the article.
 */
export function cleanModelMarkdown(text: string): string {
  let body = text.replace(/\r\n?/g, "\n");
  body = body.replace(/<think>[\s\S]*?(?:<\/think>|$)/g, "");
  const fenced = /^\s*```[\w-]*\n([\s\S]*?)(?:\n```\s*)?$/.exec(body);
  if (fenced) body = fenced[1]!;
  const lines = body.trim().split("\n");
  if (/^#\s/.test(lines[0] ?? "")) lines.shift();
  return lines
    .map((line) => (/^#\s/.test(line) ? `#${line}` : line))
    .join("\n")
    .trim();
}

export type ModelDraftInput = {
  prompt: PromptInput;
  /** Everything the model sent (or the part that arrived). */
  text: string;
  model: string;
  /** Cancelled, broken off or cut at the length limit. */
  incomplete: boolean;
  now: Date;
};

/**
 * A draft like the offline generator's, written by the model: title from the topic, body from the
 * answer, the source recorded for the export. Its SEO score is 0 until the analysis measures it.
 */
export function modelDraft({ prompt, text, model, incomplete, now }: ModelDraftInput): GeneratedArticle {
  const content = cleanModelMarkdown(text);
  return {
    id: String(now.getTime()),
    title: prompt.title,
    content,
    category: prompt.category,
    keywords: [prompt.focusKeyphrase, ...prompt.relatedKeywords],
    wordCount: countWords(content),
    seoScore: 0,
    createdAt: now.toISOString(),
    source: { kind: "llm", model },
    ...(incomplete ? { incomplete: true } : {}),
  };
}
