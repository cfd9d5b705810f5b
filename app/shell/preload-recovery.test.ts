import { describe, expect, it, vi } from "vitest";

import { RELOAD_MARKER, handlePreloadError } from "./preload-recovery";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe("preload error recovery", () => {
  it("reloads once and suppresses the error", () => {
    const event = new Event("vite:preloadError", { cancelable: true });
    const reload = vi.fn();
    const storage = memoryStorage();
    expect(handlePreloadError(event, { storage, now: () => 1_000_000, reload })).toBe("reloaded");
    expect(reload).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
    expect(storage.getItem(RELOAD_MARKER)).toBe("1000000");
  });

  it("does not reload again within the guard window (no loop)", () => {
    const event = new Event("vite:preloadError", { cancelable: true });
    const reload = vi.fn();
    const storage = memoryStorage({ [RELOAD_MARKER]: "1000000" });
    expect(handlePreloadError(event, { storage, now: () => 1_010_000, reload })).toBe("rethrown");
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it("never reloads when storage is unavailable", () => {
    const event = new Event("vite:preloadError", { cancelable: true });
    const reload = vi.fn();
    const throwing = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {},
    };
    expect(handlePreloadError(event, { storage: throwing, now: () => 0, reload })).toBe("rethrown");
    expect(handlePreloadError(event, { storage: null, now: () => 0, reload })).toBe("rethrown");
    expect(reload).not.toHaveBeenCalled();
  });
});
