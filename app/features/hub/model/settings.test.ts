import { describe, expect, it, vi } from "vitest";

import {
  API_KEY_KEY,
  clearApiKey,
  defaultModelSettings,
  loadApiKey,
  loadModelSettings,
  MODEL_SETTINGS_KEY,
  saveModelSettings,
  storeApiKey,
} from "./settings";

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe("model settings", () => {
  it("round-trip through storage", () => {
    const storage = new MemoryStorage();
    const settings = { source: "llm" as const, endpoint: "http://localhost:1234/v1", model: "qwen2.5" };
    expect(saveModelSettings(storage, settings)).toBe(true);
    expect(loadModelSettings(storage)).toEqual(settings);
  });

  it.each([
    ["not json", "{"],
    ["unknown source", JSON.stringify({ source: "cloud", endpoint: "", model: "" })],
    ["endpoint not a string", JSON.stringify({ source: "llm", endpoint: 5, model: "" })],
    ["model too long", JSON.stringify({ source: "llm", endpoint: "", model: "m".repeat(201) })],
  ])("fall back to the defaults with a warning when stored data is invalid (%s)", (_, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(MODEL_SETTINGS_KEY, raw);
    const warn = vi.fn();
    expect(loadModelSettings(storage, warn)).toEqual(defaultModelSettings);
    expect(warn).toHaveBeenCalledOnce();
  });

  it("report a blocked storage instead of throwing", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    expect(loadModelSettings(blocked)).toEqual(defaultModelSettings);
    expect(saveModelSettings(blocked, defaultModelSettings)).toBe(false);
  });
});

describe("API key", () => {
  it("lives in sessionStorage unless remembered, then only in localStorage; removal clears both", () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    storeApiKey({ local, session }, "sk-1", false);
    expect(session.getItem(API_KEY_KEY)).toBe("sk-1");
    expect(local.getItem(API_KEY_KEY)).toBeNull();
    expect(loadApiKey({ local, session })).toEqual({ key: "sk-1", remember: false });

    storeApiKey({ local, session }, "sk-1", true);
    expect(local.getItem(API_KEY_KEY)).toBe("sk-1");
    expect(session.getItem(API_KEY_KEY)).toBeNull();
    expect(loadApiKey({ local, session })).toEqual({ key: "sk-1", remember: true });

    clearApiKey({ local, session });
    expect(local.items.size + session.items.size).toBe(0);
    expect(loadApiKey({ local, session })).toEqual({ key: "", remember: false });
  });

  it("works without any storage", () => {
    expect(storeApiKey({ local: undefined, session: undefined }, "sk", false)).toBe(true);
    expect(loadApiKey({ local: undefined, session: undefined })).toEqual({ key: "", remember: false });
  });
});
