import type { PromptInput } from "./prompt";
import { buildDraft, deriveMetaDescription, deriveSlug } from "~/features/hub/drafts/drafts";
import type { FinishWritten } from "~/features/hub/generator/generator";
import { notesAsSources } from "~/features/hub/generator/outline";
import type { GeneratedArticle, ResearchNote } from "~/features/hub/drafts/types";

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
  /** The research notes the model wrote from: the draft keeps them and cites their pages. */
  notes?: readonly ResearchNote[];
  /** A last step on the text before the analysis (see FinishWritten). */
  finish?: FinishWritten;
};

/**
 * A draft like the offline generator's, written by the model: title from the topic, body from the
 * answer, slug and meta description derived, the brief's keyphrase and keywords, the source recorded
 * for the export, and the analysis measured like for any draft.
 */
export function modelDraft({ prompt, text, model, incomplete, now, notes = [], finish }: ModelDraftInput): GeneratedArticle {
  const content = cleanModelMarkdown(text);
  const id = String(now.getTime());
  const written = {
    title: prompt.title,
    slug: deriveSlug(prompt.title, id),
    metaDescription: deriveMetaDescription(content),
    focusKeyphrase: prompt.focusKeyphrase,
    keywords: [...prompt.relatedKeywords],
    content,
  };
  // Nothing to finish in an empty answer: it is refused as empty.
  const { fields, sources } =
    finish && content
      ? finish({ fields: written, sources: notesAsSources(notes) })
      : { fields: written, sources: notesAsSources(notes) };
  return buildDraft(
    {
      id,
      category: prompt.category,
      createdAt: now.toISOString(),
      source: { kind: "llm", model },
      incomplete,
      sources,
      notes,
    },
    fields,
  );
}
