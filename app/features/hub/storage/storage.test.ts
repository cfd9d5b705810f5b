import { describe, expect, it, vi } from "vitest";

import { buildDraft, deriveDraftFields } from "../drafts/drafts";
import {
  isCalendarDate,
  isQuotaError,
  LEGACY_STORAGE_KEYS,
  MAX_STORED_ITEMS,
  NOTE_STATEMENT_MAX,
  parseHub,
  readHub,
  removeLegacyHub,
  RESCUE_KEY_PREFIX,
  rescueDamagedHub,
  saveHub,
  STORAGE_KEY,
  STORAGE_VERSION,
} from "./storage";
import { automationSlot, version1Hub, version2Hub, version3Hub } from "./storage.fixtures";
import type { GeneratedArticle, HubState } from "../drafts/types";
import { analyzeDraft } from "~/features/hub/analysis/analyze";
import { HOSTILE_VALUES, throwsOnString } from "~/utils/guards.fixtures";

const defaults: HubState = {
  articles: [],
  schedule: [
    {
      id: "s1",
      title: "Geplant",
      category: "seasonal",
      scheduledDate: "2026-11-28",
      status: "scheduled",
      keywords: [],
      targetLength: 900,
      origin: "manual",
    },
  ],
  triggers: { "product-announcement": true, "seasonal-content": true, "weekly-tips": false, "trend-monitoring": true },
  automation: { enabled: true, weeklyTarget: 3, focus: "balanced" },
  dismissedTopics: [],
};

const body = "## Einleitung\n\nIn Wien gibt es viele Sammler. Labubu ist dort sehr beliebt.";

const article: GeneratedArticle = buildDraft(
  { id: "1795262400000", category: "lokal", createdAt: "2026-11-21T10:00:00.000Z" },
  deriveDraftFields({ id: "1795262400000", title: "Labubu in Wien", content: body, keywords: ["labubu wien", "labubu sammler"] }),
);

/** The same hub as version 1 stored it: no editable SEO fields, a random score. */
const version1Article = {
  id: "1795262400000",
  title: "Labubu in Wien",
  content: body,
  category: "lokal",
  keywords: ["labubu wien", "labubu sammler"],
  wordCount: 12,
  seoScore: 91,
  createdAt: "2026-11-21T10:00:00.000Z",
};

function memoryStorage(initial?: string, key = STORAGE_KEY) {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(key, initial);
  return {
    getItem: (name: string) => data.get(name) ?? null,
    setItem: (name: string, value: string) => void data.set(name, value),
    removeItem: (name: string) => void data.delete(name),
    data,
  };
}

const LEGACY_KEY = "labubu-hub:v1";
const readHubState = (...args: Parameters<typeof readHub>) => readHub(...args).state;

describe("saving and loading", () => {
  it("round-trips the hub state under a versioned key", () => {
    const storage = memoryStorage();
    const llmDraft: GeneratedArticle = {
      ...article,
      id: "1795262400001",
      focusKeyphrase: "labubu graz",
      source: { kind: "llm", model: "llama3.2" },
      incomplete: true,
      sources: [{ name: "CPSC", url: "https://www.cpsc.gov/" }],
    };
    const state: HubState = {
      ...defaults,
      articles: [article, llmDraft],
      automation: { enabled: false, weeklyTarget: 5, focus: "seo" },
    };
    expect(saveHub(storage, state)).toEqual({ ok: true });
    expect(STORAGE_KEY).toBe("labubu-hub:v3");
    expect(JSON.parse(storage.data.get(STORAGE_KEY)!).version).toBe(STORAGE_VERSION);
    expect(readHubState(storage, defaults, vi.fn())).toEqual(state);
  });

  it("starts from the defaults when nothing is stored", () => {
    const warn = vi.fn();
    expect(readHub(memoryStorage(), defaults, warn)).toEqual({ state: defaults, from: "none" });
    expect(warn).not.toHaveBeenCalled();
  });

  it("fills the optional source, incomplete and sources fields with their defaults when they are missing", () => {
    const { source: _source, incomplete: _incomplete, sources: _sources, ...withoutOptional } = article;
    const warn = vi.fn();
    const loaded = parseHub(JSON.stringify({ version: 2, articles: [withoutOptional] }), defaults, warn);
    expect(loaded.articles).toEqual([article]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("migration from version 1", () => {
  const version1Hub = JSON.stringify({
    version: 1,
    savedAt: "2026-11-21T10:00:00.000Z",
    articles: [version1Article],
    schedule: defaults.schedule,
    triggers: { "product-announcement": false, "seasonal-content": true, "weekly-tips": true, "trend-monitoring": false },
    automation: { enabled: false, weeklyTarget: 2, focus: "seasonal" },
  });

  it("derives the new fields, measures the score and drops nothing", () => {
    const warn = vi.fn();
    const { state, from } = readHub(memoryStorage(version1Hub, LEGACY_KEY), defaults, warn);
    expect(from).toBe("legacy");
    expect(warn).not.toHaveBeenCalled();
    const [migrated] = state.articles;
    expect(migrated).toMatchObject({
      id: version1Article.id,
      title: "Labubu in Wien",
      content: body,
      category: "lokal",
      createdAt: version1Article.createdAt,
      slug: "labubu-in-wien",
      metaDescription: "In Wien gibt es viele Sammler. Labubu ist dort sehr beliebt.",
      focusKeyphrase: "labubu wien",
      keywords: ["labubu sammler"],
      wordCount: 12,
      source: { kind: "offline" },
      incomplete: false,
      sources: [],
    });
    // The random 91 is gone: the score is the analysis's.
    const analysis = analyzeDraft(migrated!);
    expect(migrated!.seoScore).toBe(analysis.seo.score);
    expect(migrated!.seoScore).not.toBe(91);
    expect(migrated!.readability).toBe(analysis.readability.band);
    expect(migrated!.original).toEqual({
      title: migrated!.title,
      slug: migrated!.slug,
      metaDescription: migrated!.metaDescription,
      focusKeyphrase: migrated!.focusKeyphrase,
      keywords: migrated!.keywords,
      content: migrated!.content,
    });
    expect(state.schedule).toEqual(defaults.schedule);
    expect(state.triggers).toEqual({
      "product-announcement": false,
      "seasonal-content": true,
      "weekly-tips": true,
      "trend-monitoring": false,
    });
    expect(state.automation).toEqual({ enabled: false, weeklyTarget: 2, focus: "seasonal" });
  });

  it("prefers the current key when both exist, and the old key can be removed after saving", () => {
    const storage = memoryStorage(version1Hub, LEGACY_KEY);
    storage.data.set(STORAGE_KEY, JSON.stringify({ version: 2, articles: [] }));
    expect(readHub(storage, defaults, vi.fn()).from).toBe("current");
    removeLegacyHub(storage);
    expect(storage.data.has(LEGACY_KEY)).toBe(false);
    expect(storage.data.has(STORAGE_KEY)).toBe(true);
  });

  it("still discards invalid version-1 articles with a warning", () => {
    const warn = vi.fn();
    const raw = JSON.stringify({ version: 1, articles: [version1Article, { ...version1Article, wordCount: 1e308 }] });
    expect(parseHub(raw, defaults, warn).articles).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("corrupt or foreign data is discarded with a warning", () => {
  const cases: [string, string][] = [
    ["invalid JSON", "{nicht json"],
    ["a JSON string", '"hallo"'],
    ["an array", "[1,2,3]"],
    ["null", "null"],
    ["a wrong schema version", JSON.stringify({ version: 99, articles: [article] })],
    ["no version", JSON.stringify({ articles: [article] })],
  ];
  it.each(cases)("%s", (_, raw) => {
    const warn = vi.fn();
    expect(readHubState(memoryStorage(raw), defaults, warn)).toBe(defaults);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("drops entries whose identity or text is invalid", () => {
    const warn = vi.fn();
    const raw = JSON.stringify({
      version: STORAGE_VERSION,
      articles: [
        article,
        { ...article, id: "x" },
        { ...article, createdAt: "gestern" },
        { ...article, category: "<script>" },
        { ...article, title: 42 },
        { ...article, slug: undefined },
        { ...article, keywords: "labubu" },
        null,
      ],
      schedule: [{ ...defaults.schedule[0], scheduledDate: "2026-02-30" }],
      triggers: { "product-announcement": "ja" },
      automation: { enabled: true, weeklyTarget: 4, focus: "balanced" },
    });
    const loaded = parseHub(raw, defaults, warn);
    expect(loaded.articles).toEqual([article]);
    expect(loaded.schedule).toEqual([]);
    expect(loaded.triggers).toBe(defaults.triggers);
    expect(loaded.automation).toBe(defaults.automation);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it("recomputes tampered measurements and defaults invalid optional fields, keeping the draft", () => {
    const warn = vi.fn();
    const tampered = [
      { ...article, id: "1", wordCount: 1e308 },
      { ...article, id: "2", seoScore: -1 },
      { ...article, id: "3", readability: "super" },
      { ...article, id: "4", fleschReadingEase: "hoch" },
      { ...article, id: "5", original: null },
      { ...article, id: "6", source: { kind: "llm", model: "" } },
      { ...article, id: "7", incomplete: "ja" },
      { ...article, id: "8", sources: [{ name: "x", url: "javascript:alert(1)" }] },
    ];
    const loaded = parseHub(JSON.stringify({ version: STORAGE_VERSION, articles: tampered }), defaults, warn);
    expect(loaded.articles).toHaveLength(8);
    for (const draft of loaded.articles) {
      expect(draft.wordCount).toBe(article.wordCount);
      expect(draft.readability).toBe(article.readability);
      expect(draft.fleschReadingEase).toBe(article.fleschReadingEase);
      expect(draft.original).toEqual(article.original);
      expect(draft.source).toEqual({ kind: "offline" });
      expect(draft.incomplete).toBe(false);
      expect(draft.sources).toEqual([]);
    }
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain("8 Artikeln");
  });

  it("scores a keyphrase that several stored drafts of other articles share as used before", () => {
    const twins = [
      article,
      { ...article, id: "2", title: "Zweiter Artikel", slug: "zweiter-artikel" },
      { ...article, id: "3", title: "Dritter Artikel", slug: "dritter-artikel" },
    ];
    const loaded = parseHub(JSON.stringify({ version: STORAGE_VERSION, articles: twins }), defaults, vi.fn());
    const expected = analyzeDraft(article, { otherKeyphrases: [article.focusKeyphrase, article.focusKeyphrase] }).seo.score;
    expect(loaded.articles.map((draft) => draft.seoScore)).toEqual([expected, expected, expected]);
    expect(expected).toBeLessThan(article.seoScore);
  });

  it("caps huge lists", () => {
    const warn = vi.fn();
    const raw = JSON.stringify({
      version: STORAGE_VERSION,
      articles: Array.from({ length: MAX_STORED_ITEMS + 50 }, (_, i) => ({ ...article, id: String(i), focusKeyphrase: `k${i}` })),
    });
    expect(parseHub(raw, defaults, warn).articles).toHaveLength(MAX_STORED_ITEMS);
    expect(warn).toHaveBeenCalledOnce();
  });

  it("survives a storage that throws on read", () => {
    const warn = vi.fn();
    const storage = {
      getItem: () => {
        throw new DOMException("blockiert", "SecurityError");
      },
    };
    expect(readHubState(storage, defaults, warn)).toBe(defaults);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("hostile values: the hub is discarded with a warning, never a throw", () => {
  it("has values that break String() among them", () => {
    expect(throwsOnString('{"toString":1}')).toBe(true);
  });

  it.each(HOSTILE_VALUES)("a version that is %s, under every key the hub has used", (_, json) => {
    for (const key of [STORAGE_KEY, ...LEGACY_STORAGE_KEYS]) {
      const raw = `{"version":${json},"articles":[]}`;
      const warn = vi.fn();
      const loaded = readHub(memoryStorage(raw, key), defaults, warn);
      expect(loaded.state, key).toBe(defaults);
      // The text is kept under a rescue key before the next save overwrites it.
      expect(loaded.damaged, key).toBe(raw);
      expect(warn, key).toHaveBeenCalledOnce();
      expect(String(warn.mock.calls[0]![0])).toMatch(
        /^Content Hub: Gespeicherte Daten haben (keine gültige Version|die Version [\w.-]+ statt 3)/,
      );
      // Another tab wrote it into an open hub: its merge reads the stored copy with this tab's state as the fallback.
      expect(parseHub(raw, defaults, vi.fn()), key).toBe(defaults);
    }
  });

  it.each(HOSTILE_VALUES)("%s in any field of the workspace, a draft or a slot", (_, json) => {
    const draft = JSON.stringify(article).slice(1, -1);
    const slot = JSON.stringify(defaults.schedule[0]).slice(1, -1);
    const texts = [
      json,
      `{"version":3,"articles":${json}}`,
      `{"version":3,"articles":[${json}]}`,
      `{"version":3,"schedule":${json},"triggers":${json},"automation":${json},"dismissedTopics":${json},"deletedDrafts":${json}}`,
      `{"version":3,"schedule":[${json}],"dismissedTopics":[${json}],"deletedDrafts":[${json}]}`,
      ...["id", "title", "content", "category", "createdAt", "keywords", "slug", "focusKeyphrase", "metaDescription"].map(
        (field) => `{"version":3,"articles":[{${draft},"${field}":${json}}]}`,
      ),
      ...["original", "source", "incomplete", "sources", "revisionOf", "notes", "revs", "wordCount", "seoScore"].map(
        (field) => `{"version":3,"articles":[{${draft},"${field}":${json}}]}`,
      ),
      `{"version":3,"articles":[{${draft},"notes":[${json}],"sources":[${json}],"revs":[${json}]}]}`,
      ...["id", "title", "status", "scheduledDate", "keywords", "targetLength", "origin", "topic", "error", "slug"].map(
        (field) => `{"version":3,"schedule":[{${slot},"${field}":${json}}]}`,
      ),
      `{"version":1,"articles":[{${JSON.stringify(version1Article).slice(1, -1)},"title":${json}}]}`,
    ];
    for (const raw of texts) {
      const loaded = parseHub(raw, defaults, vi.fn());
      for (const draft of loaded.articles) {
        expect(typeof draft.title, raw).toBe("string");
        expect(typeof draft.content, raw).toBe("string");
        expect(typeof draft.id, raw).toBe("string");
      }
      for (const slot of loaded.schedule) expect(typeof slot.title, raw).toBe("string");
      // Everything that reaches the page can be written again.
      expect(() => JSON.stringify(loaded), raw).not.toThrow();
      expect(() => String(loaded.articles.map((draft) => `${draft.title}${draft.slug}${draft.keywords}`)), raw).not.toThrow();
    }
  });
});

describe("write failures are reported, not thrown", () => {
  it("recognises a full storage", () => {
    const storage = {
      setItem: () => {
        throw new DOMException("voll", "QuotaExceededError");
      },
    };
    expect(saveHub(storage, defaults)).toEqual({ ok: false, reason: "quota" });
  });

  it("reports other failures and a missing storage as unavailable", () => {
    const storage = {
      setItem: () => {
        throw new DOMException("nein", "SecurityError");
      },
    };
    expect(saveHub(storage, defaults)).toEqual({ ok: false, reason: "unavailable" });
    expect(saveHub(undefined, defaults)).toEqual({ ok: false, reason: "unavailable" });
  });

  it("knows the quota error names of all engines", () => {
    expect(isQuotaError(new DOMException("", "QuotaExceededError"))).toBe(true);
    expect(isQuotaError({ name: "NS_ERROR_DOM_QUOTA_REACHED" })).toBe(true);
    expect(isQuotaError(new Error("anders"))).toBe(false);
    expect(isQuotaError("QuotaExceededError")).toBe(false);
  });
});

describe("isCalendarDate", () => {
  it("accepts real days only", () => {
    expect(isCalendarDate("2026-11-21")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("21.11.2026")).toBe(false);
  });
});

describe("slots of the automation (version 2, extended compatibly)", () => {
  const quiet = () => {};
  const slot = automationSlot;

  it("keeps origin, trigger, topic, draft, slug, reason and the dismissed topics through a save and a read", () => {
    const failed = { ...slot, id: "auto-2026-11-27", status: "failed", error: "Der Server hat nicht geantwortet." };
    const state = parseHub(
      JSON.stringify({ version: STORAGE_VERSION, schedule: [slot, failed], dismissedTopics: ["series:pin-for-love"] }),
      defaults,
      quiet,
    );
    expect(state.schedule).toEqual([slot, failed]);
    expect(state.dismissedTopics).toEqual(["series:pin-for-love"]);
    const stored: Record<string, string> = {};
    saveHub({ setItem: (key, value) => (stored[key] = value) }, state);
    expect(parseHub(stored[STORAGE_KEY]!, defaults, quiet)).toEqual(state);
  });

  it("reads older slots: no origin is the editor's; the old sample rows stay, labelled as sample data", () => {
    const old = (id: string, status: string) => ({
      id,
      title: "Alt",
      category: "reviews",
      scheduledDate: "2026-11-18",
      status,
      keywords: [],
      targetLength: 800,
    });
    const state = parseHub(
      JSON.stringify({ version: STORAGE_VERSION, schedule: [old("plan-sample-1", "published"), old("plan-17", "scheduled")] }),
      defaults,
      quiet,
    );
    expect(state.schedule.map((item) => [item.id, item.origin, item.status])).toEqual([
      ["plan-sample-1", "sample", "published"],
      ["plan-17", "manual", "scheduled"],
    ]);
    expect(state.dismissedTopics).toEqual([]);
  });

  it("a slot stored while it was being drafted is planned again; parts that do not fit are left out", () => {
    const state = parseHub(
      JSON.stringify({
        version: STORAGE_VERSION,
        schedule: [{ ...slot, status: "generating", trigger: "unknown", topic: { key: 1 }, draftId: "<b>", error: 5 }],
      }),
      defaults,
      quiet,
    );
    expect(state.schedule[0]).toMatchObject({ status: "scheduled", origin: "automation" });
    expect(Object.keys(state.schedule[0]!)).not.toEqual(expect.arrayContaining(["trigger", "topic", "draftId", "error"]));
    expect(state.schedule[0]!.topic).toBeUndefined();
    expect(state.schedule[0]!.draftId).toBeUndefined();
  });

  it("keeps a revision's link to its published article", () => {
    const revision = { ...article, revisionOf: { slug: "labubu-faelschung-erkennen", datePublished: "2026-11-22" } };
    const state = parseHub(JSON.stringify({ version: STORAGE_VERSION, articles: [revision] }), defaults, quiet);
    expect(state.articles[0]!.revisionOf).toEqual(revision.revisionOf);
  });
});

describe("version 3: research notes", () => {
  const note = { id: "1", statement: "Eine belegte Aussage.", url: "https://example.org/quelle", asOf: "2026-10-01" };
  const withNotes: GeneratedArticle = { ...article, notes: [note] };

  it("keeps a draft's notes through saving and loading", () => {
    const storage = memoryStorage();
    saveHub(storage, { ...defaults, articles: [withNotes] });
    expect(JSON.parse(storage.data.get(STORAGE_KEY)!).version).toBe(3);
    expect(readHubState(storage, defaults, vi.fn()).articles[0]!.notes).toEqual([note]);
  });

  it("migrates a version-2 hub from its own key: drafts without notes, nothing else changed, the old key removable", () => {
    const warn = vi.fn();
    const { notes: _notes, ...version2Draft } = article;
    const storage = memoryStorage(
      JSON.stringify({ version: 2, articles: [version2Draft], schedule: [] }),
      LEGACY_STORAGE_KEYS[0],
    );
    const { state, from } = readHub(storage, defaults, warn);
    expect(from).toBe("legacy");
    expect(state.articles).toEqual([{ ...article, notes: [] }]);
    expect(warn).not.toHaveBeenCalled();
    saveHub(storage, state);
    removeLegacyHub(storage);
    expect([...storage.data.keys()]).toEqual([STORAGE_KEY]);
  });

  it("drops notes that do not fit with a German warning and keeps the others and the draft", () => {
    const warn = vi.fn();
    const corrupt = [
      note,
      { ...note, id: "2", url: "javascript:alert(1)" },
      { ...note, id: "3", statement: "" },
      { ...note, id: "4", asOf: "2026-02-30" },
      { ...note, id: "5", statement: "x".repeat(NOTE_STATEMENT_MAX + 1) },
      { ...note, id: "1" },
      "keine Notiz",
      { ...note, id: "<script>" },
    ];
    const state = parseHub(JSON.stringify({ version: 3, articles: [{ ...article, notes: corrupt }] }), defaults, warn);
    expect(state.articles[0]!.notes).toEqual([note]);
    expect(state.articles[0]!.content).toBe(article.content);
    expect(warn).toHaveBeenCalledWith(
      "Content Hub: 7 ungültige Recherche-Notizen (ohne Aussage, ohne http- oder https-Quelle oder ohne gültigen Stand) wurden verworfen; die übrigen Notizen sind erhalten.",
    );
  });

  it("keeps the fill-in slots' kinds and drops a revision slot without its target", () => {
    const topic = {
      key: "revise:labubu-faelschung-erkennen",
      kind: "revise-article",
      slug: "labubu-faelschung-erkennen",
      category: "guides",
      customTopic: "Titel",
    };
    const slot = {
      id: "a1",
      title: "Überarbeiten: Titel",
      category: "guides",
      scheduledDate: "2026-12-01",
      status: "scheduled",
      keywords: [],
      targetLength: 800,
      origin: "automation",
    };
    const state = parseHub(
      JSON.stringify({
        version: 3,
        schedule: [
          { ...slot, topic },
          { ...slot, id: "a2", topic: { ...topic, slug: undefined } },
          {
            ...slot,
            id: "a3",
            topic: {
              key: "revise-draft:1",
              kind: "revise-draft",
              reviseDraftId: "1795262400000",
              category: "lokal",
              customTopic: "T",
            },
          },
        ],
      }),
      defaults,
      vi.fn(),
    );
    expect(state.schedule.map((item) => item.topic?.kind)).toEqual(["revise-article", undefined, "revise-draft"]);
    expect(state.schedule[0]!.topic?.slug).toBe("labubu-faelschung-erkennen");
    expect(state.schedule[2]!.topic?.reviseDraftId).toBe("1795262400000");
  });
});

describe("every stored version migrates from its own key with nothing lost", () => {
  const read = (text: string, key: string) => {
    const warn = vi.fn();
    const loaded = readHub(memoryStorage(text, key), defaults, warn);
    return { ...loaded, warn };
  };

  it("version 1: the article keeps its id, text, category and keywords; plan, triggers and automation stay", () => {
    const { state, from, damaged, warn } = read(version1Hub, "labubu-hub:v1");
    expect({ from, damaged, warnings: warn.mock.calls.length }).toEqual({ from: "legacy", damaged: undefined, warnings: 0 });
    const stored = JSON.parse(version1Hub);
    expect(state.articles).toHaveLength(1);
    expect(state.articles[0]).toMatchObject({
      id: stored.articles[0].id,
      title: stored.articles[0].title,
      content: stored.articles[0].content,
      category: "lokal",
      notes: [],
      source: { kind: "offline" },
    });
    const draft = state.articles[0]!;
    expect([draft.focusKeyphrase, ...draft.keywords]).toEqual(expect.arrayContaining(stored.articles[0].keywords));
    expect(state.schedule).toEqual([{ ...stored.schedule[0], origin: "sample" }]);
    expect(state.triggers).toEqual(stored.triggers);
    expect(state.automation).toEqual(stored.automation);
  });

  it("version 2: every field of the draft and the slot is kept, the draft gets an empty notes list", () => {
    const { state, from, damaged, warn } = read(version2Hub, "labubu-hub:v2");
    expect({ from, damaged, warnings: warn.mock.calls.length }).toEqual({ from: "legacy", damaged: undefined, warnings: 0 });
    const stored = JSON.parse(version2Hub);
    expect(state.articles.map(withoutScores)).toEqual([withoutScores({ ...stored.articles[0], notes: [] })]);
    expect(state.schedule).toEqual(stored.schedule);
    expect({ triggers: state.triggers, automation: state.automation, dismissedTopics: state.dismissedTopics }).toEqual({
      triggers: stored.triggers,
      automation: stored.automation,
      dismissedTopics: stored.dismissedTopics,
    });
  });

  it("version 3 reads back exactly as stored, and a save writes what it read", () => {
    const storage = memoryStorage(version3Hub);
    const { state, damaged } = readHub(storage, defaults, vi.fn());
    expect(damaged).toBeUndefined();
    expect(state.articles[0]!.notes).toEqual(JSON.parse(version3Hub).articles[0].notes);
    saveHub(storage, state);
    expect(readHub(storage, defaults, vi.fn()).state).toEqual(state);
  });
});

/** The score counts the keyphrases other drafts use, so it is counted again on every read. */
function withoutScores(draft: object) {
  const { seoScore: _score, seoPoints: _points, usedBefore: _usedBefore, ...rest } = draft as Record<string, unknown>;
  return rest;
}

describe("damaged storage is kept before anything overwrites it", () => {
  it.each([
    ["text that is no JSON", "{kaputt", "Content Hub: Gespeicherte Daten sind kein gültiges JSON und wurden verworfen."],
    [
      "a newer version",
      JSON.stringify({ version: 9, articles: [] }),
      "Content Hub: Gespeicherte Daten haben die Version 9 statt 3 und wurden verworfen.",
    ],
    ["a foreign format", "[1,2,3]", "Content Hub: Gespeicherte Daten haben ein unbekanntes Format und wurden verworfen."],
  ])("%s: a German warning, the defaults, and the text under a rescue key", (_, text, message) => {
    const warn = vi.fn();
    const storage = memoryStorage(text);
    const loaded = readHub(storage, defaults, warn);
    expect(warn).toHaveBeenCalledWith(message);
    expect(loaded.state).toEqual(defaults);
    expect(loaded.damaged).toBe(text);
    expect(rescueDamagedHub(storage, loaded.damaged!)).toBe(true);
    saveHub(storage, loaded.state);
    expect(storage.data.get(`${RESCUE_KEY_PREFIX}1`)).toBe(text);
  });

  it("a draft that does not fit: the others load, the whole text is kept once, a second damage gets the next key", () => {
    const stored = JSON.parse(version3Hub);
    stored.articles.push({ id: "kein-id", title: 7 });
    const text = JSON.stringify(stored);
    const storage = memoryStorage(text);
    const loaded = readHub(storage, defaults, vi.fn());
    expect(loaded.state.articles.map((draft) => draft.id)).toEqual(["1792000000000"]);
    expect(loaded.damaged).toBe(text);
    expect(rescueDamagedHub(storage, text)).toBe(true);
    expect(rescueDamagedHub(storage, text)).toBe(true);
    expect(rescueDamagedHub(storage, "{other")).toBe(true);
    expect([...storage.data.keys()].filter((key) => key.startsWith(RESCUE_KEY_PREFIX))).toEqual([
      `${RESCUE_KEY_PREFIX}1`,
      `${RESCUE_KEY_PREFIX}2`,
    ]);
  });

  it("recomputed measurements are no loss: nothing is rescued", () => {
    const stored = JSON.parse(version3Hub);
    stored.articles[0].seoScore = 9999;
    expect(readHub(memoryStorage(JSON.stringify(stored)), defaults, vi.fn()).damaged).toBeUndefined();
  });

  it("a storage that refuses the copy says so", () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(rescueDamagedHub(full, "{kaputt")).toBe(false);
  });
});
