import { type ArticleCategory, GENERAL_CATEGORY, type HubCategory } from "~/domain/categories";
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

export const templates = {
  guides: {
    label: templateCopy.guides.label,
    parts: ["opening", "steps", "details", "mistakes", "conclusion"],
    minWords: 800,
    targetAudience: templateCopy.guides.targetAudience,
  },
  reviews: {
    label: templateCopy.reviews.label,
    parts: ["opening", "details", "prosCons", "conclusion"],
    minWords: 600,
    targetAudience: templateCopy.reviews.targetAudience,
  },
  lokal: {
    label: templateCopy.lokal.label,
    parts: ["opening", "details", "local", "conclusion"],
    minWords: 1000,
    targetAudience: templateCopy.lokal.targetAudience,
  },
} as const satisfies Record<HubCategory, ContentTemplate>;

/** A custom topic without a category: the brief's own sections only. */
export const generalTemplate = {
  label: generalTemplateCopy.label,
  parts: ["opening", "details", "conclusion"],
  minWords: 600,
  targetAudience: generalTemplateCopy.targetAudience,
} as const satisfies ContentTemplate;

export function templateFor(category: ArticleCategory): ContentTemplate {
  return category === GENERAL_CATEGORY ? generalTemplate : templates[category];
}

/** The subheadings a draft of this brief gets in this category, in order. */
export function outlineFor(brief: TopicBrief, category: ArticleCategory): string[] {
  return templateFor(category).parts.flatMap((part): string[] => {
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
  return templateFor(category).parts.filter(
    (part) => part !== "opening" && part !== "details" && part !== "conclusion" && !brief[part],
  );
}
