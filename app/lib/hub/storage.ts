import {
  type ArticleCategory,
  type AutomationSettings,
  contentFocuses,
  GENERAL_CATEGORY,
  type GeneratedArticle,
  hubCategories,
  type HubState,
  isOneOf,
  scheduleCategories,
  type ScheduledArticle,
  scheduleStatuses,
  triggerIds,
  type TriggerStates,
  weeklyTargets,
} from "./types";

/**
 * The hub keeps the editor's work in localStorage under one versioned key. Reading validates every
 * field; anything that does not fit is discarded with a console warning, never thrown.
 */
export const STORAGE_VERSION = 1;
export const STORAGE_KEY = `labubu-hub:v${STORAGE_VERSION}`;

/** Upper bounds that keep a tampered or runaway storage from freezing the page. */
export const MAX_STORED_ITEMS = 500;
const MAX_WORD_COUNT = 10_000_000;

type StoredHub = { version: typeof STORAGE_VERSION; savedAt: string } & HubState;

export type Warn = (message: string) => void;

export type SaveResult = { ok: true } | { ok: false; reason: "quota" | "unavailable" };

/** Reads the saved hub; missing or invalid parts fall back to `defaults`. */
export function loadHub(storage: Pick<Storage, "getItem"> | undefined, defaults: HubState, warn: Warn = console.warn): HubState {
  let raw: string | null;
  try {
    raw = storage ? storage.getItem(STORAGE_KEY) : null;
  } catch {
    warn("Content Hub: Der Browserspeicher ist nicht lesbar; der Hub startet leer.");
    return defaults;
  }
  if (raw === null) return defaults;
  return parseHub(raw, defaults, warn);
}

export function parseHub(raw: string, defaults: HubState, warn: Warn = console.warn): HubState {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    warn("Content Hub: Gespeicherte Daten sind kein gültiges JSON und wurden verworfen.");
    return defaults;
  }
  if (!isRecord(data)) {
    warn("Content Hub: Gespeicherte Daten haben ein unbekanntes Format und wurden verworfen.");
    return defaults;
  }
  if (data.version !== STORAGE_VERSION) {
    warn(
      `Content Hub: Gespeicherte Daten haben die Version ${String(data.version).slice(0, 20)} statt ${STORAGE_VERSION} und wurden verworfen.`,
    );
    return defaults;
  }
  return {
    articles: readList(data.articles, isGeneratedArticle, defaults.articles, "Artikel", warn),
    schedule: readList(data.schedule, isScheduledArticle, defaults.schedule, "geplante Artikel", warn),
    triggers: readTriggers(data.triggers, defaults.triggers, warn),
    automation: readAutomation(data.automation, defaults.automation, warn),
  };
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

function readList<T>(value: unknown, isValid: (item: unknown) => item is T, fallback: T[], label: string, warn: Warn): T[] {
  if (value === undefined) return fallback;
  if (!Array.isArray(value)) {
    warn(`Content Hub: Gespeicherte ${label} haben ein ungültiges Format und wurden verworfen.`);
    return fallback;
  }
  const valid = value.filter(isValid);
  if (valid.length < value.length) warn(`Content Hub: ${value.length - valid.length} ungültige ${label} wurden verworfen.`);
  if (valid.length > MAX_STORED_ITEMS) {
    warn(`Content Hub: Nur die ersten ${MAX_STORED_ITEMS} ${label} wurden geladen.`);
    return valid.slice(0, MAX_STORED_ITEMS);
  }
  return valid;
}

function readTriggers(value: unknown, fallback: TriggerStates, warn: Warn): TriggerStates {
  if (value === undefined) return fallback;
  if (!isRecord(value) || !triggerIds.every((id) => typeof value[id] === "boolean")) {
    warn("Content Hub: Gespeicherte Trigger-Einstellungen waren ungültig und wurden zurückgesetzt.");
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
    warn("Content Hub: Gespeicherte Automatisierungs-Einstellungen waren ungültig und wurden zurückgesetzt.");
    return fallback;
  }
  return { enabled: value.enabled, weeklyTarget: value.weeklyTarget, focus: value.focus };
}

const articleCategories: readonly ArticleCategory[] = [...hubCategories, GENERAL_CATEGORY];

export function isGeneratedArticle(value: unknown): value is GeneratedArticle {
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
    isIsoTimestamp(value.createdAt) &&
    (value.source === undefined || isArticleSource(value.source)) &&
    (value.incomplete === undefined || typeof value.incomplete === "boolean")
  );
}

function isArticleSource(value: unknown): boolean {
  if (!isRecord(value)) return false;
  if (value.kind === "offline") return true;
  return value.kind === "llm" && typeof value.model === "string" && value.model.trim() !== "" && value.model.length <= 200;
}

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length <= 50 && value.every((item) => typeof item === "string");
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
