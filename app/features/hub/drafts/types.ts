/** The hub's domain types. Everything here is plain data that survives JSON.stringify. */

import type { ArticleCategory } from "../../../domain/categories.ts";
import type {
  AutomationSettings,
  DraftSource,
  ScheduleCategory,
  ScheduleStatus,
  SlotOrigin,
  TriggerId,
} from "../../../domain/hub.ts";

// The hub's vocabulary that its copy words too lives on the domain floor.
export * from "../../../domain/hub.ts";

/** The six fields an editor can change; `original` keeps the generated version for "Änderungen verwerfen". */
export type DraftFields = {
  /** The SEO title, which is also the article's H1. May be empty while the editor rewrites it. */
  title: string;
  slug: string;
  metaDescription: string;
  focusKeyphrase: string;
  /** Related keywords (the focus keyphrase is kept apart). */
  keywords: string[];
  /** Markdown body without the title. */
  content: string;
};

export const readabilityBands = ["good", "ok", "bad"] as const;
export type ReadabilityBand = (typeof readabilityBands)[number];

/**
 * A page a draft rests on: who published it (`name`), where (`url`), and where known its title and its own
 * date of publication (ISO: "2025", "2025-07" or "2025-07-15"; docs/decisions/0041).
 */
export type SourceReference = {
  name: string;
  url: string;
  title?: string;
  published?: string;
  /** For a page without a date of its own: the day it was last read, where the fact base records it. */
  accessed?: string;
};

/**
 * One finding of the editor's research: a statement, the page that states it (http or https) and the
 * day it was true ("Stand", YYYY-MM-DD). Drafts are written from notes like from the fact base.
 */
export type ResearchNote = {
  id: string;
  statement: string;
  url: string;
  asOf: string;
  /** The page's title, where the editor noted it. */
  title?: string;
  /** The day the page was published ("YYYY-MM-DD"), where the editor noted it. */
  published?: string;
};

export type GeneratedArticle = DraftFields & {
  /** Creation timestamp in milliseconds, as a string (spec). */
  id: string;
  category: ArticleCategory;
  /** Equals `countWords(content)`. */
  wordCount: number;
  /** Measured SEO score 0–100 (the analysis), including "keyphrase used before" among the stored drafts. */
  seoScore: number;
  /** Sum of the SEO check scores without "keyphrase used before", so that check can follow other drafts. */
  seoPoints: number;
  readability: ReadabilityBand;
  /** Amstad's Flesch reading ease, one decimal; null when the text has no sentences. */
  fleschReadingEase: number | null;
  /** ISO 8601 timestamp. */
  createdAt: string;
  /** The generated fields, restored by "Änderungen verwerfen". */
  original: DraftFields;
  source: DraftSource;
  /** True when generation stopped before the text was complete. */
  incomplete: boolean;
  /** Sources the text relies on. */
  sources: SourceReference[];
  /** Set when the draft was opened from a published article ("Überarbeiten"): it keeps that article's first date. */
  revisionOf?: RevisionOf;
  /** The editor's research notes (storage version 3); missing means none. */
  notes?: ResearchNote[];
  /** The draft's photos, in the order they were added; missing means none. Their alt texts are in `content`. */
  photos?: DraftPhoto[];
  /** Revision tokens, newest first: each change of the text, fields or notes adds one (app/features/hub/storage/tab-sync.ts). */
  revs?: string[];
  /** In the editor mode: the server's version this copy is based on, and the stamp of its text then (docs/decisions/0039). */
  shared?: SharedState;
};

export type SharedState = { version: number; fingerprint: string };

/** A deleted draft's tombstone: another tab deletes its copy only if it holds this revision. */
export type DeletedDraft = { id: string; rev: string };

/**
 * The published article a draft revises: its slug, its first date (the server takes it from Git, this
 * one shows it), the version stamp of its twin when it was opened (docs/decisions/0038) and its verdict
 * (a product review, docs/decisions/0049), which the revision keeps.
 */
export type RevisionOf = {
  slug: string;
  datePublished: string;
  version?: string;
  review?: { product: string; rating: number; pros: string[]; cons: string[] };
};

/**
 * A photo of a draft (docs/decisions/0048): its file name in the article's photo folder (the text shows it by
 * that name), its size in pixels and bytes. Its bytes stay in this browser's IndexedDB
 * (app/features/hub/photos/photo-store.ts); a photo the published article already has lives on the site
 * (`url`: the WebP the site serves), and a revision keeps it without sending it again.
 */
/** A draft's photo; `sha256`: of the bytes the hub keeps, part of the reviewed version (docs/decisions/0060). */
export type DraftPhoto = { file: string; width: number; height: number; bytes: number; url?: string; sha256?: string };

/**
 * What a slot is drafted from when the topic lists run dry (docs/decisions/0020): a revision of a
 * published article, a draft to revise, or a research outline for an own topic.
 */
export const slotKinds = ["revise-article", "revise-draft", "outline"] as const;
export type SlotKind = (typeof slotKinds)[number];

/** What a slot is drafted from: a generator request (a list topic or a custom topic) and, for a series, its fact. */
export type SlotTopic = {
  /** Stable key, so a topic is planned once: "topic:saisonal-1", "series:pin-for-love", "revise:<slug>", "outline:<keyphrase>". */
  key: string;
  /** Set for the fill-ins after the lists run dry; a list topic or a series has none. */
  kind?: SlotKind;
  /** "revise-article": the published article's slug. */
  slug?: string;
  /** "revise-draft": the draft to revise. */
  reviseDraftId?: string;
  listTopic?: string;
  customTopic?: string;
  category: ArticleCategory;
  /** The series fact a new-product slot is about; its statement and sources go into the draft. */
  factId?: string;
  /** The focus keyphrase the draft will get, where known in advance (list topics). */
  focusKeyphrase?: string;
};

export type ScheduledArticle = {
  id: string;
  title: string;
  category: ScheduleCategory;
  /** Calendar day, "YYYY-MM-DD". */
  scheduledDate: string;
  status: ScheduleStatus;
  keywords: string[];
  /** Target length in words. */
  targetLength: number;
  /** Missing in slots stored before automation planned: "manual", or "sample" for the old sample rows. */
  origin?: SlotOrigin;
  /** The trigger that planned an automatic slot. */
  trigger?: TriggerId;
  topic?: SlotTopic;
  /** The draft written for this slot. */
  draftId?: string;
  /** The slug the draft was written with: the slot counts as published once an article has it. */
  slug?: string;
  /** Why drafting failed, in the editor's language. */
  error?: string;
};

export type TriggerStates = Record<TriggerId, boolean>;

/** Everything the hub keeps in the browser. */
export type HubState = {
  articles: GeneratedArticle[];
  schedule: ScheduledArticle[];
  triggers: TriggerStates;
  automation: AutomationSettings;
  /** Topic keys of automatic slots the editor deleted: the automation does not plan them again. */
  dismissedTopics: string[];
  /** Drafts deleted lately (newest first), so other open tabs delete them too (app/features/hub/storage/tab-sync.ts). */
  deletedDrafts?: DeletedDraft[];
};

export function isOneOf<T extends string | number>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}
