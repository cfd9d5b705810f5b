import { describe, expect, it, vi } from "vitest";

import {
  isCalendarDate,
  isQuotaError,
  loadHub,
  MAX_STORED_ITEMS,
  parseHub,
  saveHub,
  STORAGE_KEY,
  STORAGE_VERSION,
} from "./storage";
import type { GeneratedArticle, HubState } from "./types";

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
    },
  ],
  triggers: { "product-announcement": true, "seasonal-content": true, "weekly-tips": false, "trend-monitoring": true },
  automation: { enabled: true, weeklyTarget: 3, focus: "balanced" },
};

const article: GeneratedArticle = {
  id: "1795262400000",
  title: "Titel",
  content: "## Einleitung\n\nText.",
  category: "lokal",
  keywords: ["labubu wien"],
  wordCount: 2,
  seoScore: 80,
  createdAt: "2026-11-21T10:00:00.000Z",
};

function memoryStorage(initial?: string) {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(STORAGE_KEY, initial);
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe("saving and loading", () => {
  it("round-trips the hub state under a versioned key", () => {
    const storage = memoryStorage();
    const state: HubState = { ...defaults, articles: [article], automation: { enabled: false, weeklyTarget: 5, focus: "seo" } };
    expect(saveHub(storage, state)).toEqual({ ok: true });
    expect(STORAGE_KEY).toContain(`v${STORAGE_VERSION}`);
    expect(JSON.parse(storage.data.get(STORAGE_KEY)!).version).toBe(STORAGE_VERSION);
    expect(loadHub(storage, defaults, vi.fn())).toEqual(state);
  });

  it("starts from the defaults when nothing is stored", () => {
    const warn = vi.fn();
    expect(loadHub(memoryStorage(), defaults, warn)).toBe(defaults);
    expect(warn).not.toHaveBeenCalled();
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
    expect(loadHub(memoryStorage(raw), defaults, warn)).toBe(defaults);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("drops only the invalid entries", () => {
    const warn = vi.fn();
    const raw = JSON.stringify({
      version: STORAGE_VERSION,
      articles: [
        article,
        { ...article, id: "x" },
        { ...article, wordCount: 1e308 },
        { ...article, seoScore: -1 },
        { ...article, createdAt: "gestern" },
        { ...article, category: "<script>" },
        { ...article, title: 42 },
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

  it("caps huge lists", () => {
    const warn = vi.fn();
    const raw = JSON.stringify({
      version: STORAGE_VERSION,
      articles: Array.from({ length: MAX_STORED_ITEMS + 50 }, (_, i) => ({ ...article, id: String(i) })),
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
    expect(loadHub(storage, defaults, warn)).toBe(defaults);
    expect(warn).toHaveBeenCalledOnce();
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
