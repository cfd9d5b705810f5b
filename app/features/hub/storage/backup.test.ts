import { describe, expect, it } from "vitest";

import { applyBackup, BACKUP_FORMAT, BACKUP_MAX_BYTES, checkBackupSize, previewBackup, readBackup, writeBackup } from "./backup";
import { syncUsedBefore } from "../drafts/drafts";
import { STORAGE_VERSION } from "./storage";
import { draft, edited, ids, slot, workspace } from "../drafts/workspace.fixtures";
import type { ModelSettings } from "~/features/hub/model/settings";
import { backupProblemText } from "~/features/hub/copy/hub-backup";
import { HOSTILE_VALUES } from "~/utils/guards.fixtures";

const a = draft(ids.first, "Labubu in Wien");
const b = draft(ids.second, "Labubu in Graz");
const c = draft(ids.third, "Labubu in Linz");
const now = new Date("2026-11-24T09:00:00.000Z");
const model: ModelSettings = { source: "llm", endpoint: "http://localhost:11434/v1", model: "llama3.2" };

function file(overrides: Record<string, unknown> = {}, workspaceOverrides: Record<string, unknown> = {}): string {
  const data = JSON.parse(writeBackup(workspace([b, a], [slot("plan-1", "Eins")]), model, now)) as Record<string, unknown>;
  return JSON.stringify({ ...data, ...overrides, workspace: { ...(data.workspace as object), ...workspaceOverrides } });
}

describe("writeBackup / readBackup", () => {
  it("round-trips the workspace and the model settings", () => {
    const state = workspace([b, a], [slot("plan-1", "Eins"), slot("plan-2", "Zwei", "2026-12-01")]);
    const text = writeBackup({ ...state, dismissedTopics: ["topic:x"] }, model, now);
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data).toMatchObject({ format: BACKUP_FORMAT, version: 1, exportedAt: now.toISOString() });
    expect((data.workspace as { version: number }).version).toBe(STORAGE_VERSION);
    const read = readBackup(text, workspace());
    if (!read.ok) throw new Error(read.problem.kind);
    // Both drafts share a keyphrase: the reader counts it as used before, as the store does.
    expect(read.state).toEqual({ ...state, articles: syncUsedBefore(state.articles), dismissedTopics: ["topic:x"] });
    expect(read.modelSettings).toEqual(model);
    expect(read.notes).toEqual([]);
    expect(read.skipped).toEqual({ drafts: 0, slots: 0 });
  });

  it("never writes the API key, even when the settings object carries one", () => {
    const withKey = { ...model, apiKey: "sk-geheim-123" } as ModelSettings;
    const text = writeBackup(workspace([a]), withKey, now);
    expect(text).not.toContain("sk-geheim-123");
    expect(text).not.toMatch(/apiKey|labubu-hub:llm-key/);
  });

  it("drops a key a foreign tool put into the model settings", () => {
    const read = readBackup(file({ modelSettings: { ...model, apiKey: "sk-x" } }), workspace());
    if (!read.ok) throw new Error(read.problem.kind);
    expect(read.modelSettings).toEqual(model);
  });

  it.each([
    ["empty", "   ", "empty"],
    ["not JSON", '{"format": "labubu-hub-sicherung", ', "not-json"],
    ["binary", "\u0000PNG", "binary"],
    ["another format", JSON.stringify({ format: "labubu-sammlung", version: 1, series: {} }), "foreign"],
    ["an array", "[]", "foreign"],
    ["a list that is not one", file({}, { articles: { "0": {} } }), "invalid"],
    ["no workspace version", file({}, { version: 7 }), "invalid"],
    ["too many drafts", file({}, { articles: Array.from({ length: 501 }, () => ({ id: "1", title: "x" })) }), "invalid"],
    ["bad model settings", file({ modelSettings: { source: "cloud", endpoint: "", model: "" } }), "invalid"],
    ["no export time", file({ exportedAt: "gestern" }), "invalid"],
  ])("refuses %s", (_name, text, kind) => {
    const read = readBackup(text, workspace());
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem.kind).toBe(kind);
  });

  it("names a newer backup version", () => {
    expect(readBackup(file({ version: 2 }), workspace())).toEqual({ ok: false, problem: { kind: "version", version: "2" } });
  });

  it.each(HOSTILE_VALUES)(
    "refuses a file whose version is %s as another version, in words that do not ask to try again",
    (_, json) => {
      const read = readBackup(`{"format":"labubu-hub-sicherung","version":${json},"workspace":{}}`, workspace());
      expect(read).toEqual({ ok: false, problem: { kind: "version", version: null } });
      if (!read.ok) expect(backupProblemText(read.problem)).not.toMatch(/noch einmal|erneut|versuchen/);
    },
  );

  it.each(HOSTILE_VALUES)("refuses or reads a file with %s in a field, never throws", (_, json) => {
    const value = JSON.parse(json) as unknown;
    const texts = [
      JSON.stringify({ format: value, version: 1 }),
      file({ exportedAt: value }),
      file({ modelSettings: value }),
      file({ modelSettings: { ...model, model: value } }),
      file({ workspace: value }),
      file({}, { version: value }),
      file({}, { articles: value }),
      file({}, { articles: [value] }),
      file({}, { articles: [{ id: "1", title: value }] }),
      file({}, { schedule: [value], triggers: value, automation: value, dismissedTopics: [value] }),
    ];
    for (const text of texts) {
      const read = readBackup(text, workspace());
      if (read.ok) expect(() => JSON.stringify(read.state), text).not.toThrow();
      else expect(backupProblemText(read.problem), text).not.toMatch(/noch einmal|erneut|versuchen/);
    }
  });

  it("refuses a file above the size limit before reading it", () => {
    expect(checkBackupSize(BACKUP_MAX_BYTES + 1)).toEqual({ kind: "too-large", limitMb: 12 });
    expect(checkBackupSize(BACKUP_MAX_BYTES)).toBeNull();
    expect(readBackup(" ".repeat(BACKUP_MAX_BYTES + 1), workspace()).ok).toBe(false);
  });

  it("skips unreadable drafts and slots, counts them and says why", () => {
    const read = readBackup(file({}, { articles: [a, { id: "x", title: "kaputt" }], schedule: [{ id: "plan-9" }] }), workspace());
    if (!read.ok) throw new Error(read.problem.kind);
    expect(read.state.articles.map((item) => item.id)).toEqual([ids.first]);
    expect(read.skipped).toEqual({ drafts: 1, slots: 1 });
    expect(read.notes.length).toBeGreaterThan(0);
  });
});

describe("older stored versions inside a backup", () => {
  it("migrates a version-1 workspace: fields derived, score measured, nothing dropped", () => {
    const version1 = {
      id: ids.first,
      title: "Labubu in Wien",
      content: "## Einleitung\n\nIn Wien gibt es viele Sammler. Labubu ist dort sehr beliebt.",
      category: "lokal",
      keywords: ["labubu wien"],
      wordCount: 999,
      seoScore: 91,
      createdAt: "2026-11-21T10:00:00.000Z",
    };
    const read = readBackup(file({}, { version: 1, articles: [version1] }), workspace());
    if (!read.ok) throw new Error(read.problem.kind);
    const [migrated] = read.state.articles;
    expect(migrated).toMatchObject({ id: ids.first, title: "Labubu in Wien", category: "lokal" });
    expect(migrated?.slug).not.toBe("");
    expect(migrated?.focusKeyphrase).not.toBe("");
    expect(migrated?.wordCount).toBe(12);
    expect(migrated?.seoScore).not.toBe(91);
    expect(migrated?.original.content).toBe(version1.content);
  });

  it("repairs a draft stored without its measured values and notes it", () => {
    const { seoScore: _score, readability: _band, ...bare } = a;
    const read = readBackup(file({}, { articles: [bare] }), workspace());
    if (!read.ok) throw new Error(read.problem.kind);
    expect(read.state.articles[0]?.seoScore).toBe(a.seoScore);
    expect(read.notes).toHaveLength(1);
  });
});

describe("previewBackup / applyBackup", () => {
  const current = workspace([edited(b, "Hier geändert."), c], [slot("plan-1", "Eins"), slot("plan-2", "Zwei")]);
  const incoming = {
    ...workspace([b, a], [slot("plan-7", "Sieben")]),
    automation: { enabled: false, weeklyTarget: 5 as const, focus: "seo" as const },
  };

  it("says what is new, replaced, unchanged and kept, and the plan's size", () => {
    const preview = previewBackup(current, incoming);
    expect(preview.drafts.added.map((item) => item.id)).toEqual([ids.first]);
    expect(preview.drafts.replaced.map((item) => item.id)).toEqual([ids.second]);
    expect(preview.drafts.unchanged).toBe(0);
    expect(preview.drafts.kept).toBe(1);
    expect(preview.plan).toEqual({ before: 2, after: 1 });
    expect(preview.triggersOn).toBe(3);
    expect(previewBackup(incoming, incoming).drafts).toMatchObject({ added: [], replaced: [], unchanged: 2, kept: 0 });
  });

  it("adds and replaces drafts, keeps drafts only here, and takes the plan and settings from the file", () => {
    const result = applyBackup(current, incoming);
    expect(result.articles.map((item) => item.id)).toEqual([ids.third, ids.second, ids.first]);
    expect(result.articles.find((item) => item.id === ids.second)).toEqual(b);
    expect(result.schedule).toEqual(incoming.schedule);
    expect(result.automation).toEqual(incoming.automation);
  });
});
