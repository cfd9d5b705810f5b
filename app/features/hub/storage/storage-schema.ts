import * as v from "valibot";

import {
  contentFocuses,
  readabilityBands,
  scheduleCategories,
  scheduleStatuses,
  slotKinds,
  slotOrigins,
  triggerIds,
  weeklyTargets,
} from "../drafts/types";
import { GENERAL_CATEGORY, hubCategories } from "~/domain/categories";
import { MAX_PHOTOS_PER_ARTICLE, PHOTO_FILE_NAME, PHOTO_FILE_NAME_MAX, PHOTO_MAX_SOURCE_BYTES } from "~/domain/photos";
import { isHttpUrl } from "~/utils/guards";

/**
 * The shapes the hub has stored in localStorage, as schemas: the envelope of every version, and
 * each entry of its lists. app/features/hub/storage/storage.ts reads an entry with these and repairs, migrates
 * or drops it; the schemas say what fits, the reader what happens to what does not.
 */

/** Upper bounds that keep a tampered or runaway storage from freezing the page. */
export const MAX_STORED_ITEMS = 500;
/** Bounds of a research note (app/features/hub/generator/notes.ts checks the same when the editor types). */
export const MAX_NOTES = 200;
/** Longest statement of a research note. */
export const NOTE_STATEMENT_MAX = 2000;
/** A note's page title, at most. */
export const NOTE_TITLE_MAX = 300;
export const MAX_WORD_COUNT = 10_000_000;
const URL_MAX_LENGTH = 2000;
const SHORT_TEXT_MAX = 2000;

/** Versions the reader understands; each older one is migrated on read. */
export const READABLE_VERSIONS = [1, 2, 3] as const;

/** "YYYY-MM-DD" naming a real day (no 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const calendarDate = v.custom<string>(isCalendarDate);
const isoTimestamp = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/),
  v.check((value) => !Number.isNaN(Date.parse(value))),
);
const integerIn = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const shortText = (max: number) => v.pipe(v.string(), v.maxLength(max));
const nonBlank = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== ""),
);
const stringList = v.pipe(v.array(v.string()), v.maxLength(50));
/** An http(s) address of a stored source or note, no longer than the store keeps. */
const storedUrl = v.pipe(
  shortText(URL_MAX_LENGTH),
  v.check((url: string) => isHttpUrl(url)),
);
const draftId = v.pipe(v.string(), v.regex(/^\d{1,16}$/));
const articleCategory = v.picklist([...hubCategories, GENERAL_CATEGORY]);

/** Where a stored hub starts: a JSON object with the version it was written in. */
export const storedHubEnvelope = v.looseObject({
  version: v.picklist(READABLE_VERSIONS),
  articles: v.optional(v.unknown()),
  schedule: v.optional(v.unknown()),
  triggers: v.optional(v.unknown()),
  automation: v.optional(v.unknown()),
  dismissedTopics: v.optional(v.unknown()),
  deletedDrafts: v.optional(v.unknown()),
});

/** An article as version 1 stored it (its random seoScore and its wordCount are replaced on migration). */
export const version1Article = v.looseObject({
  id: draftId,
  title: nonBlank,
  content: v.string(),
  category: articleCategory,
  keywords: stringList,
  wordCount: integerIn(0, MAX_WORD_COUNT),
  seoScore: integerIn(0, 100),
  createdAt: isoTimestamp,
});

/** The editable fields of a draft. */
export const draftFields = v.looseObject({
  title: v.string(),
  slug: v.string(),
  metaDescription: v.string(),
  focusKeyphrase: v.string(),
  keywords: stringList,
  content: v.string(),
});

/** The part of a stored draft (versions 2 and 3) that cannot be recomputed: identity, text and fields. */
export const storedDraftCore = v.looseObject({
  ...draftFields.entries,
  id: draftId,
  category: articleCategory,
  createdAt: isoTimestamp,
});

/** The measured values of a stored draft; a draft without them is measured again. */
export const measuredValues = v.looseObject({
  wordCount: integerIn(0, MAX_WORD_COUNT),
  seoScore: integerIn(0, 100),
  seoPoints: integerIn(-1000, 1000),
  readability: v.picklist(readabilityBands),
  fleschReadingEase: v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100))),
});

export const draftSource = v.variant("kind", [
  v.object({ kind: v.literal("offline") }),
  v.object({ kind: v.literal("llm"), model: v.pipe(nonBlank, v.maxLength(200)) }),
]);

/** "2025", "2025-07" or "2025-07-15": a source's own date, as exactly as it is known. */
const partialDate = v.pipe(v.string(), v.regex(/^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/));

export const sourceList = v.pipe(
  v.array(
    v.object({
      name: shortText(300),
      url: storedUrl,
      title: v.optional(shortText(300)),
      published: v.optional(partialDate),
    }),
  ),
  v.maxLength(50),
);

/** A published article's verdict, kept with its revision (docs/decisions/0049); the build checks it again. */
const publishedReview = v.object({
  product: shortText(200),
  rating: v.pipe(v.number(), v.minValue(1), v.maxValue(5)),
  pros: v.pipe(v.array(shortText(300)), v.maxLength(20)),
  cons: v.pipe(v.array(shortText(300)), v.maxLength(20)),
});

export const revisionOf = v.object({
  slug: shortText(200),
  datePublished: calendarDate,
  version: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{1,16}$/))),
  review: v.optional(publishedReview),
});

/** Where a draft stands on the editor mode's server: the version this copy is based on and the stamp of its text then. */
export const sharedState = v.object({
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  fingerprint: v.pipe(v.string(), v.regex(/^[0-9a-f]{1,16}$/)),
});

/**
 * A photo of a draft (docs/decisions/0048): its file name in the article's photo folder and its size; its bytes
 * are in IndexedDB (app/features/hub/photos/photo-store.ts), a published photo's on the site (`url`).
 */
export const draftPhoto = v.object({
  file: v.pipe(v.string(), v.regex(PHOTO_FILE_NAME), v.maxLength(PHOTO_FILE_NAME_MAX)),
  width: integerIn(1, 100_000),
  height: integerIn(1, 100_000),
  bytes: integerIn(0, PHOTO_MAX_SOURCE_BYTES),
  url: v.optional(v.pipe(v.string(), v.regex(/^\/fotos\/[0-9a-f]{16}-\d+\.webp$/))),
  /** SHA-256 of the bytes the hub keeps (hex): part of the version a review approves (docs/decisions/0060). */
  sha256: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))),
});

export const draftPhotoList = v.pipe(v.array(draftPhoto), v.maxLength(MAX_PHOTOS_PER_ARTICLE));

export const researchNote = v.object({
  id: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/)),
  statement: v.pipe(nonBlank, v.maxLength(NOTE_STATEMENT_MAX)),
  url: storedUrl,
  asOf: calendarDate,
  title: v.optional(v.pipe(nonBlank, v.maxLength(NOTE_TITLE_MAX))),
  published: v.optional(calendarDate),
});

/** The required part of a slot; its optional parts are each kept only when they fit. */
export const slotCore = v.looseObject({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  title: nonBlank,
  category: v.picklist(scheduleCategories),
  scheduledDate: calendarDate,
  status: v.picklist(scheduleStatuses),
  keywords: stringList,
  targetLength: integerIn(1, MAX_WORD_COUNT),
});

export const slotExtras = {
  origin: v.picklist(slotOrigins),
  trigger: v.picklist(triggerIds),
  draftId,
  slug: shortText(200),
  error: shortText(SHORT_TEXT_MAX),
};

/** The topic a slot was planned for; a revision needs its target. */
export const slotTopic = v.pipe(
  v.looseObject({
    key: shortText(SHORT_TEXT_MAX),
    category: articleCategory,
    kind: v.fallback(v.optional(v.picklist(slotKinds)), undefined),
    slug: v.fallback(v.optional(shortText(SHORT_TEXT_MAX)), undefined),
    reviseDraftId: v.fallback(v.optional(draftId), undefined),
    listTopic: v.fallback(v.optional(shortText(SHORT_TEXT_MAX)), undefined),
    customTopic: v.fallback(v.optional(shortText(SHORT_TEXT_MAX)), undefined),
    factId: v.fallback(v.optional(shortText(SHORT_TEXT_MAX)), undefined),
    focusKeyphrase: v.fallback(v.optional(shortText(SHORT_TEXT_MAX)), undefined),
  }),
  v.check((topic) => !!(topic.listTopic || topic.customTopic)),
  v.check(
    (topic) => (topic.kind !== "revise-article" || !!topic.slug) && (topic.kind !== "revise-draft" || !!topic.reviseDraftId),
  ),
);

export const triggerStates = v.object(
  Object.fromEntries(triggerIds.map((id) => [id, v.boolean()])) as Record<
    (typeof triggerIds)[number],
    v.BooleanSchema<undefined>
  >,
);

export const automationSettings = v.object({
  enabled: v.boolean(),
  weeklyTarget: v.picklist(weeklyTargets),
  focus: v.picklist(contentFocuses),
});

export const dismissedTopic = shortText(SHORT_TEXT_MAX);
