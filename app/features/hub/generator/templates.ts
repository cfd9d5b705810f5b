import {
  type ArticleCategory,
  categoryTable,
  GENERAL_CATEGORY,
  type HubCategory,
  hubCategories,
  partsOf,
} from "~/domain/categories";
import type { TopicBrief } from "~/features/hub/copy/briefs/types";
import { generalTemplateCopy, type PartRole, templateCopy } from "~/features/hub/copy/generator";
import { categoryLabels } from "~/content/categories";

export { categoryLabels };
export type { PartRole };

/**
 * A category template: the parts of a draft in order, the minimum length and the audience.
 * The template decides the order and which category parts a draft gets (steps and mistakes for a
 * guide, strengths and limits for a review, the local section for local content); the topic brief
 * supplies the headings and the prose of every part.
 */
export type ContentTemplate = {
  label: string;
  parts: readonly PartRole[];
  minWords: number;
  targetAudience: string;
};

/** Each category's template: its parts and length from the category table, its label and audience from the copy. */
function template(category: ArticleCategory): ContentTemplate {
  const { parts, minWords } = categoryTable[category];
  const copy = category === GENERAL_CATEGORY ? generalTemplateCopy : templateCopy[category];
  return { label: copy.label, parts, minWords, targetAudience: copy.targetAudience };
}

export const templates = Object.fromEntries(hubCategories.map((category) => [category, template(category)])) as Record<
  HubCategory,
  ContentTemplate
>;

/** A custom topic without a category: the brief's own sections only. */
export const generalTemplate: ContentTemplate = template(GENERAL_CATEGORY);

export function templateFor(category: ArticleCategory): ContentTemplate {
  return category === GENERAL_CATEGORY ? generalTemplate : templates[category];
}

/** The parts a draft of this brief gets in this category: the category's template without the parts its kind leaves out. */
export function briefParts(brief: Pick<TopicBrief, "kind">, category: ArticleCategory): readonly PartRole[] {
  return partsOf(category, brief.kind);
}

/** The subheadings a draft of this brief gets in this category, in order. */
export function outlineFor(brief: TopicBrief, category: ArticleCategory): string[] {
  return briefParts(brief, category).flatMap((part): string[] => {
    switch (part) {
      case "opening":
        return brief.sections.slice(0, 1).map((section) => section.heading);
      case "details":
        return brief.sections.slice(1).map((section) => section.heading);
      case "conclusion":
        return [brief.conclusion.heading];
      default:
        return brief[part] ? [brief[part].heading] : [];
    }
  });
}

/** The category parts a brief must carry so that this category can use it. */
export function missingParts(brief: TopicBrief, category: ArticleCategory): PartRole[] {
  return briefParts(brief, category).filter(
    (part) => part !== "opening" && part !== "details" && part !== "conclusion" && !brief[part],
  );
}
