import { analyzeDraft } from "~/features/hub/analysis/analyze";
import { keyphraseKey } from "~/features/hub/analysis/keyphrase";
import { splitSentences } from "~/features/hub/analysis/sentences";
import { seoScoreFromPoints, usedBeforeResult } from "~/features/hub/analysis/seo-checks";
import { readStructure } from "~/features/hub/analysis/structure";
import { type AnalysisOptions, type DraftAnalysis, seoCheckIds } from "~/features/hub/analysis/types";
import { exportSlug, slugify } from "../publishing/export";
import { countWords, truncateText } from "~/utils/text";
import { otherArticleDrafts } from "./same-article";
import type { DraftFields, GeneratedArticle, HubState, ResearchNote } from "./types";

/** Longest meta description that Google shows whole in its results (about 160 characters). */
export const META_DESCRIPTION_MAX = 156;

export const draftFieldNames = ["title", "slug", "metaDescription", "focusKeyphrase", "keywords", "content"] as const;

export function draftFieldsOf(article: DraftFields): DraftFields {
  return {
    title: article.title,
    slug: article.slug,
    metaDescription: article.metaDescription,
    focusKeyphrase: article.focusKeyphrase,
    keywords: [...article.keywords],
    content: article.content,
  };
}

export function sameFields(a: DraftFields, b: DraftFields): boolean {
  return draftFieldNames.every((name) =>
    name === "keywords"
      ? a.keywords.length === b.keywords.length && a.keywords.every((k, i) => k === b.keywords[i])
      : a[name] === b[name],
  );
}

/**
 * The draft's own opening as its meta description: whole sentences of the first paragraphs while
 * they fit into 156 characters; a first sentence that is longer is shortened at a word.
 */
export function deriveMetaDescription(content: string): string {
  let description = "";
  for (const block of readStructure(content).blocks) {
    if (block.kind === "heading") continue;
    for (const sentence of splitSentences(block.text)) {
      const next = description ? `${description} ${sentence}` : sentence;
      if ([...next].length > META_DESCRIPTION_MAX) return description || truncateText(sentence, META_DESCRIPTION_MAX - 1);
      description = next;
    }
  }
  return description;
}

/** A slug from the title, or "artikel-<id>" for a title without Latin letters or digits. */
export function deriveSlug(title: string, id: string): string {
  return slugify(title) || `artikel-${id}`;
}

/**
 * The editable fields of an article that has only a title, a body and keywords (a v1 article or a
 * fresh generator result): slug and meta description from the text, the first keyword as the focus
 * keyphrase, the others as related keywords.
 */
export function deriveDraftFields(article: {
  id: string;
  title: string;
  content: string;
  keywords: readonly string[];
}): DraftFields {
  const [focusKeyphrase = "", ...keywords] = article.keywords;
  return {
    title: article.title,
    slug: deriveSlug(article.title, article.id),
    metaDescription: deriveMetaDescription(article.content),
    focusKeyphrase,
    keywords,
    content: article.content,
  };
}

export type AnalysisSummary = Pick<GeneratedArticle, "seoScore" | "seoPoints" | "readability" | "fleschReadingEase">;

/** What a stored draft keeps of its analysis. */
export function summarize(analysis: DraftAnalysis): AnalysisSummary {
  const usedBefore = analysis.seo.checks.find((check) => check.id === "previouslyUsedKeyphrase")?.score ?? 0;
  const total = analysis.seo.checks.reduce((sum, check) => sum + check.score, 0);
  return {
    seoScore: analysis.seo.score,
    seoPoints: total - usedBefore,
    readability: analysis.readability.band,
    fleschReadingEase: analysis.readability.fleschReadingEase,
  };
}

/** Runs the analysis for a draft's fields against the other drafts' keyphrases (and texts, when a corpus is given). */
export function analyzeFields(
  fields: DraftFields,
  options: readonly string[] | Pick<AnalysisOptions, "otherKeyphrases" | "corpus" | "notes" | "today">,
): DraftAnalysis {
  return analyzeDraft(fields, isKeyphraseList(options) ? { otherKeyphrases: options } : options);
}

function isKeyphraseList(value: readonly string[] | object): value is readonly string[] {
  return Array.isArray(value);
}

/** The fields with their word count and analysis summary, ready to store. */
export function withFields(article: GeneratedArticle, fields: DraftFields, analysis: DraftAnalysis): GeneratedArticle {
  return { ...article, ...draftFieldsOf(fields), wordCount: countWords(fields.content), ...summarize(analysis) };
}

type DraftBase = Pick<GeneratedArticle, "id" | "category" | "createdAt"> &
  Partial<Pick<GeneratedArticle, "original" | "source" | "incomplete" | "sources">> & { notes?: readonly ResearchNote[] };

/**
 * A complete draft from its fields: word count and analysis measured, the generated original kept
 * (the fields themselves unless given), offline source, complete, no sources or notes unless given.
 */
export function buildDraft(base: DraftBase, fields: DraftFields, others: readonly string[] = []): GeneratedArticle {
  return {
    id: base.id,
    ...draftFieldsOf(fields),
    category: base.category,
    wordCount: countWords(fields.content),
    ...summarize(analyzeFields(fields, others)),
    createdAt: base.createdAt,
    original: draftFieldsOf(base.original ?? fields),
    source: base.source ?? { kind: "offline" },
    incomplete: base.incomplete ?? false,
    sources: base.sources ?? [],
    notes: base.notes ? base.notes.map((note) => ({ ...note })) : [],
  };
}

/** The focus keyphrases of the drafts that are other articles than `draft` (same-article.ts). */
export function otherKeyphrases(
  articles: readonly GeneratedArticle[],
  draft: Pick<GeneratedArticle, "id" | "title" | "slug">,
): string[] {
  return otherArticleDrafts(articles, draft).map((article) => article.focusKeyphrase);
}

/**
 * Recomputes every draft's score for "keyphrase used before" from the current set of drafts and the
 * published articles' keyphrases (a draft or published article with the draft's own slug is that article, so it
 * does not count). Cheap: the other checks' points are stored. Returns the same array when no score
 * changed.
 */
export function syncUsedBefore(
  articles: readonly GeneratedArticle[],
  published: readonly { slug: string; focusKeyphrase: string }[] = [],
): GeneratedArticle[] {
  // Per keyphrase, the address of each draft and published article that uses it.
  const addresses = new Map<string, string[]>();
  const keys = articles.map((article) => keyphraseKey(article.focusKeyphrase));
  const slugs = articles.map((article) => exportSlug(article));
  const uses = [
    ...keys.map((key, index) => ({ key, slug: slugs[index]! })),
    ...published.map((item) => ({ key: keyphraseKey(item.focusKeyphrase), slug: item.slug })),
  ];
  for (const { key, slug } of uses) if (key) addresses.set(key, [...(addresses.get(key) ?? []), slug]);
  let changed = false;
  const next = articles.map((article, index) => {
    const key = keys[index]!;
    const slug = slugs[index]!;
    // Only other articles count: neither the draft, nor another draft of it, nor its published version.
    const byOthers = (addresses.get(key) ?? []).filter((other) => other !== slug).length;
    // Without a keyphrase the check is red (score 1), like every keyphrase check.
    const usedBefore = key ? usedBeforeResult(byOthers).score : 1;
    const seoScore = seoScoreFromPoints(article.seoPoints + usedBefore, seoCheckIds.length);
    if (seoScore === article.seoScore) return article;
    changed = true;
    return { ...article, seoScore };
  });
  return changed ? next : (articles as GeneratedArticle[]);
}

/**
 * The hub's state with an editor's fields (and their analysis, when there is one) in draft `id`, or
 * null when nothing is to be stored: the draft is gone, nothing changed, or another tab changed the
 * stored text since the editor last saw it (`base`) and the editor's text is not that text either — a
 * late write from the editor, such as an analysis of older text, must not overwrite it.
 */
export function storeEditedFields(
  state: HubState,
  id: string,
  next: DraftFields,
  result: DraftAnalysis | undefined,
  base: DraftFields,
): HubState | null {
  const index = state.articles.findIndex((item) => item.id === id);
  const stored = state.articles[index];
  if (!stored) return null;
  const storedFields = draftFieldsOf(stored);
  if (!sameFields(storedFields, base) && !sameFields(storedFields, next)) return null;
  const updated = result
    ? withFields(stored, next, result)
    : { ...stored, ...draftFieldsOf(next), wordCount: countWords(next.content) };
  const unchanged =
    sameFields(stored, updated) &&
    stored.seoPoints === updated.seoPoints &&
    stored.seoScore === updated.seoScore &&
    stored.readability === updated.readability &&
    stored.fleschReadingEase === updated.fleschReadingEase;
  if (unchanged) return state;
  const articles = [...state.articles];
  articles[index] = updated;
  return { ...state, articles };
}
