import * as v from "valibot";

import type { BackupProblem } from "~/domain/hub";

import { MAX_STORED_ITEMS, parseHub, STORAGE_VERSION } from "./storage";
import type { GeneratedArticle, HubState } from "../drafts/types";
import { sameDraft } from "./tab-sync";
import { readDocumentEnvelope } from "~/utils/guards";
import { type ModelSettings, modelSettingsSchema } from "~/features/hub/model/settings";

/**
 * "Sicherung herunterladen" / "Sicherung laden" (docs/decisions/0025): the whole hub workspace as
 * one JSON file with a format name and a version.
 *
 * {
 *   "format": "labubu-hub-sicherung", "version": 1, "exportedAt": "2026-11-24T09:00:00.000Z",
 *   "workspace": { "version": 2, "articles": […], "schedule": […], "triggers": {…}, "automation": {…},
 *                  "dismissedTopics": […] },
 *   "modelSettings": { "source": "llm", "endpoint": "http://localhost:11434/v1", "model": "llama3.2" }
 * }
 *
 * `workspace` is the stored workspace itself, so the storage reader (with its field checks and its
 * migrations of older versions) reads a backup exactly like the browser's own copy, and whatever a
 * draft carries is carried by its backup. The model settings never include the API key: the
 * writer takes the three named fields, and the reader keeps only those three.
 *
 * Reading checks the size, the JSON, the format, the version and the shape with a schema before
 * anything changes; every refusal is a problem code the hub words in German.
 */

export const BACKUP_FORMAT = "labubu-hub-sicherung";
export const BACKUP_VERSION = 1;
/** Far above a full browser storage (about 5 million characters), far below what would stall a page. */
export const BACKUP_MAX_BYTES = 12 * 1024 * 1024;

export type Backup = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exportedAt: string;
  workspace: { version: typeof STORAGE_VERSION } & HubState;
  modelSettings: ModelSettings;
};

/** The backup file's text for the workspace and the model settings (never the key). */
export function writeBackup(state: HubState, model: ModelSettings, now: Date): string {
  const backup: Backup = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now.toISOString(),
    workspace: {
      version: STORAGE_VERSION,
      articles: state.articles,
      schedule: state.schedule,
      triggers: state.triggers,
      automation: state.automation,
      dismissedTopics: state.dismissedTopics,
    },
    modelSettings: { source: model.source, endpoint: model.endpoint, model: model.model },
  };
  return `${JSON.stringify(backup, null, 2)}\n`;
}

/** Stored-workspace versions the storage reader migrates. */
const READABLE_WORKSPACE_VERSIONS = [1, STORAGE_VERSION] as const;

const listOf = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item), v.maxLength(MAX_STORED_ITEMS));

const workspaceSchema = v.looseObject({
  version: v.picklist(READABLE_WORKSPACE_VERSIONS),
  articles: listOf(v.looseObject({ id: v.string(), title: v.string() })),
  schedule: v.optional(listOf(v.looseObject({ id: v.string() }))),
  triggers: v.optional(v.record(v.string(), v.boolean())),
  automation: v.optional(v.looseObject({ enabled: v.boolean() })),
  dismissedTopics: v.optional(listOf(v.string())),
});

const backupSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  version: v.literal(BACKUP_VERSION),
  exportedAt: v.pipe(v.string(), v.isoTimestamp()),
  workspace: workspaceSchema,
  modelSettings: v.optional(modelSettingsSchema),
});

export type { BackupProblem };

export type ReadBackup =
  | {
      ok: true;
      exportedAt: string;
      state: HubState;
      modelSettings: ModelSettings | null;
      /** Entries the storage reader left out or recomputed, in its words. */
      notes: string[];
      /** Drafts and slots of the file that could not be read. */
      skipped: { drafts: number; slots: number };
    }
  | { ok: false; problem: BackupProblem };

/** A file too large to read at all, checked before its text is loaded. */
export function checkBackupSize(bytes: number): BackupProblem | null {
  return bytes > BACKUP_MAX_BYTES ? { kind: "too-large", limitMb: BACKUP_MAX_BYTES / 1024 / 1024 } : null;
}

/** Reads a backup file's text completely; never throws and changes nothing. */
export function readBackup(text: string, defaults: HubState): ReadBackup {
  const tooLarge = checkBackupSize(text.length);
  if (tooLarge) return { ok: false, problem: tooLarge };
  const body = text.replace(/^\uFEFF/, "");
  if (body.trim() === "") return { ok: false, problem: { kind: "empty" } };
  if (body.includes("\u0000") || body.includes("\uFFFD")) return { ok: false, problem: { kind: "binary" } };
  // The site's one tolerant reader: never throws, whatever the file holds (app/utils/guards.ts).
  const envelope = readDocumentEnvelope(body, { format: BACKUP_FORMAT, versions: [BACKUP_VERSION] });
  if (envelope.kind === "not-json" || envelope.kind === "foreign") return { ok: false, problem: { kind: envelope.kind } };
  if (envelope.kind === "other-version") return { ok: false, problem: { kind: "version", version: envelope.version } };
  const parsed = v.safeParse(backupSchema, envelope.data);
  if (!parsed.success) return { ok: false, problem: { kind: "invalid" } };
  const { workspace, modelSettings, exportedAt } = parsed.output;
  const notes: string[] = [];
  const state = parseHub(JSON.stringify(workspace), defaults, (message) => notes.push(message));
  return {
    ok: true,
    exportedAt,
    state,
    modelSettings: modelSettings ?? null,
    notes,
    skipped: {
      drafts: workspace.articles.length - state.articles.length,
      slots: (workspace.schedule?.length ?? 0) - state.schedule.length,
    },
  };
}

export type BackupPreview = {
  drafts: {
    /** In the file, not here. */
    added: GeneratedArticle[];
    /** Here and in the file, different: the file's version replaces this one. */
    replaced: GeneratedArticle[];
    unchanged: number;
    /** Here only: kept. */
    kept: number;
  };
  plan: { before: number; after: number };
  triggersOn: number;
  automation: HubState["automation"];
};

/** What loading `incoming` would change in `current` (see applyBackup). */
export function previewBackup(current: HubState, incoming: HubState): BackupPreview {
  const here = new Map(current.articles.map((article) => [article.id, article]));
  const inFile = new Set(incoming.articles.map((article) => article.id));
  const added: GeneratedArticle[] = [];
  const replaced: GeneratedArticle[] = [];
  let unchanged = 0;
  for (const article of incoming.articles) {
    const existing = here.get(article.id);
    if (!existing) added.push(article);
    else if (sameDraft(existing, article)) unchanged++;
    else replaced.push(article);
  }
  return {
    drafts: { added, replaced, unchanged, kept: current.articles.filter((article) => !inFile.has(article.id)).length },
    plan: { before: current.schedule.length, after: incoming.schedule.length },
    triggersOn: Object.values(incoming.triggers).filter(Boolean).length,
    automation: incoming.automation,
  };
}

/**
 * The workspace after loading a backup: the file's drafts replace drafts with the same id and are
 * added otherwise; drafts only in this browser stay (loading never deletes a draft). The plan, the
 * triggers, the automation settings and the dismissed topics are the file's.
 */
export function applyBackup(current: HubState, incoming: HubState): HubState {
  const inFile = new Set(incoming.articles.map((article) => article.id));
  const articles = [...incoming.articles, ...current.articles.filter((article) => !inFile.has(article.id))].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  );
  return {
    articles,
    schedule: incoming.schedule,
    triggers: incoming.triggers,
    automation: incoming.automation,
    dismissedTopics: incoming.dismissedTopics,
  };
}
