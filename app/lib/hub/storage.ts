import { buildDraft, deriveDraftFields, draftFieldsOf, syncUsedBefore } from "./drafts";
import {
  type ArticleCategory,
  type AutomationSettings,
  contentFocuses,
  type DraftFields,
  type DraftSource,
  GENERAL_CATEGORY,
  type GeneratedArticle,
  hubCategories,
  type HubState,
  isOneOf,
  readabilityBands,
  scheduleCategories,
  type ResearchNote,
  type RevisionOf,
  type ScheduledArticle,
  scheduleStatuses,
  type SlotOrigin,
  slotOrigins,
  slotKinds,
  type SlotTopic,
  type SourceReference,
  triggerIds,
  type TriggerStates,
  weeklyTargets,
} from "./types";
import { REVISION_HISTORY, REVISION_PATTERN, TOMBSTONE_LIMIT } from "./tab-sync";
import { storageWarnings } from "~/content/hub-storage";
import { formatNumber } from "~/lib/format";
import { isHttpUrl, isRecord } from "~/lib/guards";

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
export const LEGACY_STORAGE_KEY = LEGACY_STORAGE_KEYS[1];
/** Versions the reader understands; each older one is migrated on read. */
const READABLE_VERSIONS: readonly unknown[] = [1, 2, STORAGE_VERSION];
/** Bounds of a research note (app/lib/hub/notes.ts checks the same when the editor types). */
export const MAX_NOTES = 200;

/** Upper bounds that keep a tampered or runaway storage from freezing the page. */
export const MAX_STORED_ITEMS = 500;
/** Longest statement of a research note. */
export const NOTE_STATEMENT_MAX = 2000;
const MAX_WORD_COUNT = 10_000_000;

type StoredHub = { version: typeof STORAGE_VERSION; savedAt: string } & HubState;

export type Warn = (message: string) => void;

export type SaveResult = { ok: true } | { ok: false; reason: "quota" | "unavailable" };

/** The hub as read, and whether it came from the current key, an older version's key or nowhere. */
export type LoadedHub = { state: HubState; from: "current" | "legacy" | "none" };

/** Reads the saved hub; missing or invalid parts fall back to `defaults`. */
export function loadHub(storage: Pick<Storage, "getItem"> | undefined, defaults: HubState, warn: Warn = console.warn): HubState {
  return readHub(storage, defaults, warn).state;
}

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
  if (raw !== null) return { state: parseHub(raw, defaults, warn), from: "current" };
  if (legacy !== null) return { state: parseHub(legacy, defaults, warn), from: "legacy" };
  return { state: defaults, from: "none" };
}

export function parseHub(raw: string, defaults: HubState, warn: Warn = console.warn): HubState {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    warn(storageWarnings.invalidJson);
    return defaults;
  }
  if (!isRecord(data)) {
    warn(storageWarnings.unknownFormat);
    return defaults;
  }
  if (!READABLE_VERSIONS.includes(data.version)) {
    warn(storageWarnings.otherVersion(String(data.version).slice(0, 20), formatNumber(STORAGE_VERSION)));
    return defaults;
  }
  const version = data.version;
  const repaired = { count: 0, notesDropped: 0 };
  const articles =
    version === 1
      ? readList(data.articles, isVersion1Article, migrateVersion1Article, defaults.articles, items.articles, warn)
      : readList(
          data.articles,
          isStoredDraft,
          (value) => (version === 2 ? migrateVersion2Draft(readDraft(value, repaired)) : readDraft(value, repaired)),
          defaults.articles,
          items.articles,
          warn,
        );
  if (repaired.count > 0) warn(storageWarnings.repaired(formatNumber(repaired.count)));
  if (repaired.notesDropped > 0) warn(storageWarnings.notesDropped(formatNumber(repaired.notesDropped)));
  return {
    articles: syncUsedBefore(articles),
    schedule: readList(data.schedule, isScheduledArticle, readSlot, defaults.schedule, items.schedule, warn),
    triggers: readTriggers(data.triggers, defaults.triggers, warn),
    automation: readAutomation(data.automation, defaults.automation, warn),
    dismissedTopics: readDismissed(data.dismissedTopics, defaults.dismissedTopics),
    ...readTombstones(data.deletedDrafts),
  };
}

/** Tombstones of deleted drafts (app/lib/hub/tab-sync.ts); entries that do not fit are left out. */
function readTombstones(value: unknown): Pick<HubState, "deletedDrafts"> {
  if (!Array.isArray(value)) return {};
  const deletedDrafts = value
    .filter(
      (item): item is { id: string; rev: string } =>
        isRecord(item) &&
        typeof item.id === "string" &&
        /^\d{1,16}$/.test(item.id) &&
        typeof item.rev === "string" &&
        REVISION_PATTERN.test(item.rev),
    )
    .slice(0, TOMBSTONE_LIMIT)
    .map((item) => ({ id: item.id, rev: item.rev }));
  return deletedDrafts.length > 0 ? { deletedDrafts } : {};
}

/** A draft's revisions; without them (stored before revisions, or a list that does not fit) it has the first one. */
function readRevisions(value: unknown): Pick<GeneratedArticle, "revs"> {
  if (!Array.isArray(value) || value.length === 0) return {};
  const revs = value.slice(0, REVISION_HISTORY);
  return revs.every((rev) => typeof rev === "string" && REVISION_PATTERN.test(rev)) ? { revs: revs as string[] } : {};
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
  if (!(error instanceof DOMException) && !(isRecord(error) && typeof error.name === "string")) return false;
  const { name, code } = error as { name: string; code?: number };
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

function readList<S, T>(
  value: unknown,
  isValid: (item: unknown) => item is S,
  convert: (item: S) => T,
  fallback: T[],
  label: string,
  warn: Warn,
): T[] {
  if (value === undefined) return fallback;
  if (!Array.isArray(value)) {
    warn(storageWarnings.listInvalid(label));
    return fallback;
  }
  let valid = value.filter(isValid);
  if (valid.length < value.length) warn(storageWarnings.itemsDropped(formatNumber(value.length - valid.length), label));
  if (valid.length > MAX_STORED_ITEMS) {
    warn(storageWarnings.itemsCapped(formatNumber(MAX_STORED_ITEMS), label));
    valid = valid.slice(0, MAX_STORED_ITEMS);
  }
  return valid.map(convert);
}

function readTriggers(value: unknown, fallback: TriggerStates, warn: Warn): TriggerStates {
  if (value === undefined) return fallback;
  if (!isRecord(value) || !triggerIds.every((id) => typeof value[id] === "boolean")) {
    warn(storageWarnings.triggersReset);
    return fallback;
  }
  return Object.fromEntries(triggerIds.map((id) => [id, value[id] as boolean])) as TriggerStates;
}

function readAutomation(value: unknown, fallback: AutomationSettings, warn: Warn): AutomationSettings {
  if (value === undefined) return fallback;
  if (
    !isRecord(value) ||
    typeof value.enabled !== "boolean" ||
    !isOneOf(weeklyTargets, value.weeklyTarget) ||
    !isOneOf(contentFocuses, value.focus)
  ) {
    warn(storageWarnings.automationReset);
    return fallback;
  }
  return { enabled: value.enabled, weeklyTarget: value.weeklyTarget, focus: value.focus };
}

const articleCategories: readonly ArticleCategory[] = [...hubCategories, GENERAL_CATEGORY];

type Version1Article = Pick<GeneratedArticle, "id" | "title" | "content" | "category" | "keywords" | "createdAt">;

/** An article as version 1 stored it (its random seoScore and its wordCount are replaced on migration). */
export function isVersion1Article(value: unknown): value is Version1Article {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    /^\d{1,16}$/.test(value.id) &&
    typeof value.title === "string" &&
    value.title.trim() !== "" &&
    typeof value.content === "string" &&
    isOneOf(articleCategories, value.category) &&
    isStringList(value.keywords) &&
    isIntegerIn(value.wordCount, 0, MAX_WORD_COUNT) &&
    isIntegerIn(value.seoScore, 0, 100) &&
    isIsoTimestamp(value.createdAt)
  );
}

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

type StoredDraftCore = Version1Article & Omit<DraftFields, "keywords">;

/** The part of a stored draft that cannot be recomputed: identity, text and fields. */
export function isStoredDraft(value: unknown): value is StoredDraftCore & Record<string, unknown> {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    /^\d{1,16}$/.test(value.id) &&
    isOneOf(articleCategories, value.category) &&
    isIsoTimestamp(value.createdAt) &&
    isDraftFields(value)
  );
}

function isDraftFields(value: unknown): value is DraftFields {
  return (
    isRecord(value) &&
    typeof value.title === "string" &&
    typeof value.slug === "string" &&
    typeof value.metaDescription === "string" &&
    typeof value.focusKeyphrase === "string" &&
    isStringList(value.keywords) &&
    typeof value.content === "string"
  );
}

/**
 * A stored draft with its measured values and optional fields checked. What can be recomputed or
 * defaulted (analysis, original, source, incomplete, sources) is, and counted in `repaired`.
 */
function readDraft(
  value: StoredDraftCore & Record<string, unknown>,
  repaired: { count: number; notesDropped: number },
): GeneratedArticle {
  const fields = draftFieldsOf(value);
  const original = isDraftFields(value.original) ? draftFieldsOf(value.original) : undefined;
  const source = value.source === undefined ? { kind: "offline" as const } : readSource(value.source);
  const incomplete =
    value.incomplete === undefined ? false : typeof value.incomplete === "boolean" ? value.incomplete : undefined;
  const sources = value.sources === undefined ? [] : readSources(value.sources);
  const revisionOf = readRevisionOf(value.revisionOf);
  const notes = readNotes(value.notes);
  repaired.notesDropped += notes.dropped;
  const measured =
    isIntegerIn(value.wordCount, 0, MAX_WORD_COUNT) &&
    isIntegerIn(value.seoScore, 0, 100) &&
    isIntegerIn(value.seoPoints, -1000, 1000) &&
    isOneOf(readabilityBands, value.readability) &&
    (value.fleschReadingEase === null || isNumberIn(value.fleschReadingEase, 0, 100));
  const base = {
    id: value.id,
    category: value.category,
    createdAt: value.createdAt,
    original: original ?? fields,
    source: source ?? { kind: "offline" as const },
    incomplete: incomplete ?? false,
    sources: sources ?? [],
    ...(revisionOf ? { revisionOf } : {}),
    notes: notes.notes,
    ...readRevisions(value.revs),
  };
  if (!original || !source || incomplete === undefined || !sources || !measured) repaired.count++;
  // Re-measured drafts keep what the analysis does not produce: the revision's date and the notes.
  if (!measured) return { ...buildDraft(base, fields), ...(revisionOf ? { revisionOf } : {}), ...readRevisions(value.revs) };
  return {
    ...base,
    ...fields,
    wordCount: value.wordCount as number,
    seoScore: value.seoScore as number,
    seoPoints: value.seoPoints as number,
    readability: value.readability as GeneratedArticle["readability"],
    fleschReadingEase: value.fleschReadingEase as number | null,
  };
}

/** The notes that fit, and how many did not (a list that is no list counts as one). */
function readNotes(value: unknown): { notes: ResearchNote[]; dropped: number } {
  if (value === undefined) return { notes: [], dropped: 0 };
  if (!Array.isArray(value)) return { notes: [], dropped: 1 };
  const notes: ResearchNote[] = [];
  const ids = new Set<string>();
  for (const item of value.slice(0, MAX_NOTES)) {
    const note = isNote(item) && !ids.has(item.id) ? item : undefined;
    if (!note) continue;
    ids.add(note.id);
    notes.push({ id: note.id, statement: note.statement, url: note.url, asOf: note.asOf });
  }
  return { notes, dropped: value.length - notes.length };
}

function isNote(value: unknown): value is ResearchNote {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    /^[\w-]{1,100}$/.test(value.id) &&
    typeof value.statement === "string" &&
    value.statement.trim() !== "" &&
    value.statement.length <= NOTE_STATEMENT_MAX &&
    isStoredUrl(value.url) &&
    isCalendarDate(value.asOf)
  );
}

function readRevisionOf(value: unknown): RevisionOf | undefined {
  if (!isRecord(value) || typeof value.slug !== "string" || value.slug.length > 200 || !isCalendarDate(value.datePublished))
    return undefined;
  return { slug: value.slug, datePublished: value.datePublished };
}

function readSource(value: unknown): DraftSource | undefined {
  if (!isRecord(value)) return undefined;
  if (value.kind === "offline") return { kind: "offline" };
  if (value.kind === "llm" && typeof value.model === "string" && value.model.trim() !== "" && value.model.length <= 200)
    return { kind: "llm", model: value.model };
  return undefined;
}

function readSources(value: unknown): SourceReference[] | undefined {
  if (!Array.isArray(value) || value.length > 50) return undefined;
  const sources: SourceReference[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.name !== "string" || item.name.length > 300 || !isStoredUrl(item.url)) return undefined;
    sources.push({ name: item.name, url: item.url });
  }
  return sources;
}

const URL_MAX_LENGTH = 2000;

/** An http(s) address of a stored source or note, no longer than the store keeps. */
function isStoredUrl(value: unknown): value is string {
  return isHttpUrl(value) && value.length <= URL_MAX_LENGTH;
}

/** The required part of a slot; the optional parts are checked by `readSlot`. */
export function isScheduledArticle(value: unknown): value is ScheduledArticle {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    value.id !== "" &&
    value.id.length <= 100 &&
    typeof value.title === "string" &&
    value.title.trim() !== "" &&
    isOneOf(scheduleCategories, value.category) &&
    isCalendarDate(value.scheduledDate) &&
    isOneOf(scheduleStatuses, value.status) &&
    isStringList(value.keywords) &&
    isIntegerIn(value.targetLength, 1, MAX_WORD_COUNT)
  );
}

const SAMPLE_SLOT_PREFIX = "plan-sample-";
const SHORT_TEXT_MAX = 2000;

/**
 * A stored slot with its optional parts checked (a part that does not fit is left out). Without an
 * origin it is the editor's, or a sample row. A slot stored while it was being drafted was cut off
 * by closing the page: it is planned again.
 */
export function readSlot(value: ScheduledArticle): ScheduledArticle {
  const raw = value as ScheduledArticle & Record<string, unknown>;
  const origin: SlotOrigin = isOneOf(slotOrigins, raw.origin)
    ? raw.origin
    : value.id.startsWith(SAMPLE_SLOT_PREFIX)
      ? "sample"
      : "manual";
  const topic = readTopic(raw.topic);
  const slot: ScheduledArticle = {
    id: value.id,
    title: value.title,
    category: value.category,
    scheduledDate: value.scheduledDate,
    status: value.status === "generating" && origin !== "sample" ? "scheduled" : value.status,
    keywords: [...value.keywords],
    targetLength: value.targetLength,
    origin,
    ...(isOneOf(triggerIds, raw.trigger) ? { trigger: raw.trigger } : {}),
    ...(topic ? { topic } : {}),
    ...(typeof raw.draftId === "string" && /^\d{1,16}$/.test(raw.draftId) ? { draftId: raw.draftId } : {}),
    ...(typeof raw.slug === "string" && raw.slug.length <= 200 ? { slug: raw.slug } : {}),
    ...(typeof raw.error === "string" && raw.error.length <= SHORT_TEXT_MAX ? { error: raw.error } : {}),
  };
  return slot;
}

function readTopic(value: unknown): SlotTopic | undefined {
  if (!isRecord(value) || typeof value.key !== "string" || value.key.length > SHORT_TEXT_MAX) return undefined;
  if (!isOneOf(articleCategories, value.category)) return undefined;
  const text = (field: unknown) => (typeof field === "string" && field.length <= SHORT_TEXT_MAX ? field : undefined);
  const listTopic = text(value.listTopic);
  const customTopic = text(value.customTopic);
  if (!listTopic && !customTopic) return undefined;
  const factId = text(value.factId);
  const focusKeyphrase = text(value.focusKeyphrase);
  const kind = isOneOf(slotKinds, value.kind) ? value.kind : undefined;
  const slug = text(value.slug);
  const reviseDraftId =
    typeof value.reviseDraftId === "string" && /^\d{1,16}$/.test(value.reviseDraftId) ? value.reviseDraftId : undefined;
  if ((kind === "revise-article" && !slug) || (kind === "revise-draft" && !reviseDraftId)) return undefined;
  return {
    key: value.key,
    category: value.category,
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
  return value
    .filter((item): item is string => typeof item === "string" && item.length <= SHORT_TEXT_MAX)
    .slice(0, MAX_STORED_ITEMS);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length <= 50 && value.every((item) => typeof item === "string");
}

function isNumberIn(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= min && value <= max;
}

function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

function isIsoTimestamp(value: unknown): value is string {
  return (
    typeof value === "string" &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

/** "YYYY-MM-DD" naming a real day (no 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
