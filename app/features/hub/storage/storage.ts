import * as v from "valibot";

import { buildDraft, deriveDraftFields, draftFieldsOf, syncUsedBefore } from "../drafts/drafts";
import {
  MAX_NOTES,
  READABLE_VERSIONS,
  automationSettings,
  dismissedTopic,
  draftFields,
  draftSource,
  MAX_STORED_ITEMS,
  measuredValues,
  draftPhotoList,
  researchNote,
  revisionOf as revisionOfSchema,
  sharedState,
  slotCore,
  slotExtras,
  slotTopic,
  sourceList,
  storedDraftCore,
  storedHubEnvelope,
  triggerStates,
  version1Article,
} from "./storage-schema";
import type {
  GeneratedArticle,
  HubState,
  ResearchNote,
  RevisionOf,
  ScheduledArticle,
  SlotOrigin,
  SlotTopic,
} from "../drafts/types";
import { REVISION_HISTORY, REVISION_PATTERN, TOMBSTONE_LIMIT } from "./tab-sync";
import { storageWarnings } from "~/features/hub/copy/hub-storage";
import { formatNumber } from "~/utils/format";
import { readDocumentEnvelope } from "~/utils/guards";

export { isCalendarDate, MAX_NOTES, MAX_STORED_ITEMS, NOTE_STATEMENT_MAX, NOTE_TITLE_MAX } from "./storage-schema";

const { items } = storageWarnings;

/**
 * The hub keeps the editor's work in localStorage under one versioned key. Reading validates every
 * field; anything that does not fit is discarded with a console warning, never thrown. Version 1
 * (articles without editable SEO fields and with a random score) is migrated on read: the new fields
 * are derived from the text, the score is measured, nothing is dropped.
 *
 * Version 2 grew compatibly when the automation began to plan (docs/decisions/0011): slots may carry
 * origin, trigger, topic, draft, slug and error, and the status "ready"; the hub keeps the topics the
 * editor dismissed. A slot stored without an origin is the editor's, except the rows of the sample
 * schedule older versions started with ("plan-sample-…"), which stay, labelled as sample data.
 *
 * Version 3 (docs/decisions/0019) adds the editor's research notes to drafts. A version-2 hub migrates
 * by giving every draft no notes; a note that does not fit (no statement, a source that is not http or
 * https, a "Stand" that is no date) is dropped with a warning, and the draft keeps the others.
 */
export const STORAGE_VERSION = 3;
export const STORAGE_KEY = `labubu-hub:v${STORAGE_VERSION}`;
/** Where versions 2 and 1 kept the hub, newest first; read when the current key is empty. */
export const LEGACY_STORAGE_KEYS = ["labubu-hub:v2", "labubu-hub:v1"] as const;
/** Version 1's key. */
type StoredHub = { version: typeof STORAGE_VERSION; savedAt: string } & HubState;

export type Warn = (message: string) => void;

export type SaveResult = { ok: true } | { ok: false; reason: "quota" | "unavailable" };

/**
 * The hub as read, and whether it came from the current key, an older version's key or nowhere.
 * `damaged` is the stored text when reading it lost something (text that is no JSON, another
 * version, entries that do not fit): `rescueDamagedHub` keeps it before the next save overwrites it.
 */
export type LoadedHub = { state: HubState; from: "current" | "legacy" | "none"; damaged?: string };

/** Where unreadable stored hubs are kept, unchanged: `labubu-hub:gerettet:1` … `:5`. */
export const RESCUE_KEY_PREFIX = "labubu-hub:gerettet:";
const RESCUE_SLOTS = 5;

export function readHub(storage: Pick<Storage, "getItem"> | undefined, defaults: HubState, warn: Warn = console.warn): LoadedHub {
  let raw: string | null;
  let legacy: string | null = null;
  try {
    raw = storage ? storage.getItem(STORAGE_KEY) : null;
    for (const key of LEGACY_STORAGE_KEYS) if (raw === null && legacy === null && storage) legacy = storage.getItem(key);
  } catch {
    warn(storageWarnings.unreadable);
    return { state: defaults, from: "none" };
  }
  const text = raw ?? legacy;
  if (text === null) return { state: defaults, from: "none" };
  const read = readStoredHub(text, defaults, warn);
  return { state: read.state, from: raw !== null ? "current" : "legacy", ...(read.lost ? { damaged: text } : {}) };
}

/**
 * Keeps a damaged stored hub's text under a rescue key (the first free one; none twice), so that
 * saving the repaired hub loses nothing. False when it could not be kept.
 */
export function rescueDamagedHub(storage: Pick<Storage, "getItem" | "setItem"> | undefined, text: string): boolean {
  if (!storage) return false;
  try {
    for (let slot = 1; slot <= RESCUE_SLOTS; slot++) {
      const stored = storage.getItem(`${RESCUE_KEY_PREFIX}${slot}`);
      if (stored === text) return true;
      if (stored === null) {
        storage.setItem(`${RESCUE_KEY_PREFIX}${slot}`, text);
        return true;
      }
    }
  } catch {
    // A full or blocked storage keeps nothing more; the editor is told.
  }
  return false;
}

export function parseHub(raw: string, defaults: HubState, warn: Warn = console.warn): HubState {
  return readStoredHub(raw, defaults, warn).state;
}

/** The stored hub, and whether anything of it was left out (recomputed values are not a loss). */
function readStoredHub(raw: string, defaults: HubState, warn: Warn): { state: HubState; lost: boolean } {
  let lost = false;
  const lose: Warn = (message) => {
    lost = true;
    warn(message);
  };
  const state = readHubData(raw, defaults, warn, lose);
  return { state, lost };
}

function readHubData(raw: string, defaults: HubState, warn: Warn, lose: Warn): HubState {
  // The site's one tolerant reader: never throws, whatever the stored text holds (app/utils/guards.ts).
  const read = readDocumentEnvelope(raw, { versions: READABLE_VERSIONS });
  if (read.kind !== "document") {
    if (read.kind === "not-json") lose(storageWarnings.invalidJson);
    else if (read.kind === "foreign") lose(storageWarnings.unknownFormat);
    else lose(storageWarnings.otherVersion(read.version, formatNumber(STORAGE_VERSION)));
    return defaults;
  }
  const envelope = v.safeParse(storedHubEnvelope, read.data);
  if (!envelope.success) {
    lose(storageWarnings.unknownFormat);
    return defaults;
  }
  const stored = envelope.output;
  const version = stored.version;
  const repaired = { count: 0, notesDropped: 0 };
  const articles =
    version === 1
      ? readList(stored.articles, version1Article, migrateVersion1Article, defaults.articles, items.articles, lose)
      : readList(
          stored.articles,
          storedDraftCore,
          (value) => (version === 2 ? migrateVersion2Draft(readDraft(value, repaired)) : readDraft(value, repaired)),
          defaults.articles,
          items.articles,
          lose,
        );
  if (repaired.count > 0) warn(storageWarnings.repaired(formatNumber(repaired.count)));
  if (repaired.notesDropped > 0) lose(storageWarnings.notesDropped(formatNumber(repaired.notesDropped)));
  return {
    articles: syncUsedBefore(articles),
    schedule: readList(stored.schedule, slotCore, readSlot, defaults.schedule, items.schedule, lose),
    triggers: readSetting(stored.triggers, triggerStates, defaults.triggers, storageWarnings.triggersReset, lose),
    automation: readSetting(stored.automation, automationSettings, defaults.automation, storageWarnings.automationReset, lose),
    dismissedTopics: readDismissed(stored.dismissedTopics, defaults.dismissedTopics),
    ...readTombstones(stored.deletedDrafts),
  };
}

/** A deleted draft's record (app/features/hub/storage/tab-sync.ts). */
const tombstone = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,16}$/)),
  rev: v.pipe(v.string(), v.regex(REVISION_PATTERN)),
});
/** A draft's revision history, newest first. */
const revisions = v.pipe(v.array(v.pipe(v.string(), v.regex(REVISION_PATTERN))), v.minLength(1));

/** Tombstones of deleted drafts; entries that do not fit are left out. */
function readTombstones(value: unknown): Pick<HubState, "deletedDrafts"> {
  if (!Array.isArray(value)) return {};
  const deletedDrafts = value
    .flatMap((item) => {
      const parsed = v.safeParse(tombstone, item);
      return parsed.success ? [parsed.output] : [];
    })
    .slice(0, TOMBSTONE_LIMIT);
  return deletedDrafts.length > 0 ? { deletedDrafts } : {};
}

/** A draft's revisions; without them (stored before revisions, or a list that does not fit) it has the first one. */
function readRevisions(value: unknown): Pick<GeneratedArticle, "revs"> {
  const parsed = v.safeParse(revisions, Array.isArray(value) ? value.slice(0, REVISION_HISTORY) : value);
  return parsed.success ? { revs: parsed.output } : {};
}

/** After a successful save of a hub read from an older version, the old keys are no longer needed. */
export function removeLegacyHub(storage: Pick<Storage, "removeItem"> | undefined): void {
  try {
    for (const key of LEGACY_STORAGE_KEYS) storage?.removeItem(key);
  } catch {
    // A storage that refuses removal keeps the old copy; the current key wins on the next read.
  }
}

/** Writes the hub; a full or blocked storage is reported, not thrown, so the editor keeps working. */
export function saveHub(storage: Pick<Storage, "setItem"> | undefined, state: HubState, now = new Date()): SaveResult {
  if (!storage) return { ok: false, reason: "unavailable" };
  const stored: StoredHub = { version: STORAGE_VERSION, savedAt: now.toISOString(), ...state };
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(stored));
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: isQuotaError(error) ? "quota" : "unavailable" };
  }
}

export function isQuotaError(error: unknown): boolean {
  const parsed = v.safeParse(v.looseObject({ name: v.string(), code: v.optional(v.number()) }), error);
  if (!parsed.success) return false;
  const { name, code } = parsed.output;
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || code === 22 || code === 1014;
}

/** The page's localStorage, or undefined where it is missing or blocked (private modes, policies). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function readList<S extends v.GenericSchema, T>(
  value: unknown,
  schema: S,
  convert: (item: v.InferOutput<S>) => T,
  fallback: T[],
  label: string,
  warn: Warn,
): T[] {
  if (value === undefined) return fallback;
  if (!Array.isArray(value)) {
    warn(storageWarnings.listInvalid(label));
    return fallback;
  }
  let valid = value.flatMap((item) => {
    const parsed = v.safeParse(schema, item);
    return parsed.success ? [parsed.output as v.InferOutput<S>] : [];
  });
  if (valid.length < value.length) warn(storageWarnings.itemsDropped(formatNumber(value.length - valid.length), label));
  if (valid.length > MAX_STORED_ITEMS) {
    warn(storageWarnings.itemsCapped(formatNumber(MAX_STORED_ITEMS), label));
    valid = valid.slice(0, MAX_STORED_ITEMS);
  }
  return valid.map(convert);
}

/** A stored setting as a whole: it fits, or the default comes back with a warning. */
function readSetting<T>(value: unknown, schema: v.GenericSchema<unknown, T>, fallback: T, warning: string, warn: Warn): T {
  if (value === undefined) return fallback;
  const parsed = v.safeParse(schema, value);
  if (parsed.success) return parsed.output;
  warn(warning);
  return fallback;
}

/** `value` when it fits `schema`, else undefined. */
function optional<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T | undefined {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : undefined;
}

type Version1Article = v.InferOutput<typeof version1Article>;
type StoredDraftCore = v.InferOutput<typeof storedDraftCore>;

/** Version 1 → 3: slug, meta description, focus keyphrase and related keywords derived, score measured, no notes. */
export function migrateVersion1Article(article: Version1Article): GeneratedArticle {
  const fields = deriveDraftFields(article);
  return migrateVersion2Draft(buildDraft({ id: article.id, category: article.category, createdAt: article.createdAt }, fields));
}

/** Version 2 → 3: a draft of version 2 has no research notes (anything stored as notes there is not the editor's). */
export function migrateVersion2Draft(draft: GeneratedArticle): GeneratedArticle {
  const { notes: _notes, ...rest } = draft;
  return { ...rest, notes: [] };
}

/**
 * A stored draft with its measured values and optional fields checked. What can be recomputed or
 * defaulted (analysis, original, source, incomplete, sources) is, and counted in `repaired`.
 */
function readDraft(value: StoredDraftCore, repaired: { count: number; notesDropped: number }): GeneratedArticle {
  const fields = draftFieldsOf(value);
  const stored = optional(draftFields, value.original);
  const original = stored ? draftFieldsOf(stored) : undefined;
  const source = value.source === undefined ? { kind: "offline" as const } : optional(draftSource, value.source);
  const incomplete = value.incomplete === undefined ? false : optional(v.boolean(), value.incomplete);
  const sources = value.sources === undefined ? [] : optional(sourceList, value.sources);
  const revisionOf: RevisionOf | undefined = optional(revisionOfSchema, value.revisionOf);
  const shared = optional(sharedState, value.shared);
  // Photos whose list does not fit are dropped with it: the publish check then names each image without its photo.
  const photos = value.photos === undefined ? undefined : optional(draftPhotoList, value.photos);
  const kept = photos && photos.length > 0 ? { photos } : {};
  const notes = readNotes(value.notes);
  repaired.notesDropped += notes.dropped;
  const measured = optional(measuredValues, value);
  const base = {
    id: value.id,
    category: value.category,
    createdAt: value.createdAt,
    original: original ?? fields,
    source: source ?? { kind: "offline" as const },
    incomplete: incomplete ?? false,
    sources: sources ?? [],
    ...(revisionOf ? { revisionOf } : {}),
    ...(shared ? { shared } : {}),
    ...kept,
    notes: notes.notes,
    ...readRevisions(value.revs),
  };
  if (!original || !source || incomplete === undefined || !sources || !measured) repaired.count++;
  // Re-measured drafts keep what the analysis does not produce: the revision's date, the sync state, the photos and the notes.
  if (!measured)
    return {
      ...buildDraft(base, fields),
      ...(revisionOf ? { revisionOf } : {}),
      ...(shared ? { shared } : {}),
      ...kept,
      ...readRevisions(value.revs),
    };
  return {
    ...base,
    ...fields,
    wordCount: measured.wordCount,
    seoScore: measured.seoScore,
    seoPoints: measured.seoPoints,
    readability: measured.readability,
    fleschReadingEase: measured.fleschReadingEase,
  };
}

/**
 * One draft the hub sent to the editor mode's write API, read as a stored draft is (the same schema,
 * the same repairs): null when it is none.
 */
export function readSentDraft(value: unknown): GeneratedArticle | null {
  const parsed = v.safeParse(storedDraftCore, value);
  return parsed.success ? readDraft(parsed.output, { count: 0, notesDropped: 0 }) : null;
}

/** The notes that fit, and how many did not (a list that is no list counts as one). */
function readNotes(value: unknown): { notes: ResearchNote[]; dropped: number } {
  if (value === undefined) return { notes: [], dropped: 0 };
  if (!Array.isArray(value)) return { notes: [], dropped: 1 };
  const notes: ResearchNote[] = [];
  const ids = new Set<string>();
  for (const item of value.slice(0, MAX_NOTES)) {
    const note = optional(researchNote, item);
    if (!note || ids.has(note.id)) continue;
    ids.add(note.id);
    notes.push(note);
  }
  return { notes, dropped: value.length - notes.length };
}

const SAMPLE_SLOT_PREFIX = "plan-sample-";

/**
 * A stored slot with its optional parts checked (a part that does not fit is left out). Without an
 * origin it is the editor's, or a sample row. A slot stored while it was being drafted was cut off
 * by closing the page: it is planned again.
 */
export function readSlot(value: v.InferOutput<typeof slotCore>): ScheduledArticle {
  const origin: SlotOrigin =
    optional(slotExtras.origin, value.origin) ?? (value.id.startsWith(SAMPLE_SLOT_PREFIX) ? "sample" : "manual");
  const topic = readTopic(value.topic);
  const trigger = optional(slotExtras.trigger, value.trigger);
  const draftId = optional(slotExtras.draftId, value.draftId);
  const slug = optional(slotExtras.slug, value.slug);
  const error = optional(slotExtras.error, value.error);
  return {
    id: value.id,
    title: value.title,
    category: value.category,
    scheduledDate: value.scheduledDate,
    status: value.status === "generating" && origin !== "sample" ? "scheduled" : value.status,
    keywords: [...value.keywords],
    targetLength: value.targetLength,
    origin,
    ...(trigger ? { trigger } : {}),
    ...(topic ? { topic } : {}),
    ...(draftId ? { draftId } : {}),
    ...(slug !== undefined ? { slug } : {}),
    ...(error !== undefined ? { error } : {}),
  };
}

function readTopic(value: unknown): SlotTopic | undefined {
  const topic = optional(slotTopic, value);
  if (!topic) return undefined;
  const { kind, slug, reviseDraftId, listTopic, customTopic, factId, focusKeyphrase } = topic;
  return {
    key: topic.key,
    category: topic.category,
    ...(kind ? { kind } : {}),
    ...(kind === "revise-article" && slug ? { slug } : {}),
    ...(kind === "revise-draft" && reviseDraftId ? { reviseDraftId } : {}),
    ...(listTopic ? { listTopic } : {}),
    ...(customTopic ? { customTopic } : {}),
    ...(factId ? { factId } : {}),
    ...(focusKeyphrase ? { focusKeyphrase } : {}),
  };
}

function readDismissed(value: unknown, fallback: string[]): string[] {
  if (!Array.isArray(value)) return fallback;
  return value.filter((item) => v.is(dismissedTopic, item)).slice(0, MAX_STORED_ITEMS);
}
