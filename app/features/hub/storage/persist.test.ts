import { describe, expect, it } from "vitest";

import { persistedState, requestPersistence } from "./persist";

describe("persistent storage", () => {
  it("reports what the browser answers", async () => {
    expect(await requestPersistence({ persist: () => Promise.resolve(true) })).toBe("granted");
    expect(await requestPersistence({ persist: () => Promise.resolve(false) })).toBe("denied");
    expect(await requestPersistence({ persist: () => Promise.reject(new Error("no")) })).toBe("denied");
    expect(await requestPersistence(undefined)).toBe("unsupported");
    expect(await requestPersistence({})).toBe("unsupported");
  });

  it("reads whether storage is persistent already", async () => {
    const manager = (persisted: boolean) => ({
      persist: () => Promise.resolve(true),
      persisted: () => Promise.resolve(persisted),
    });
    expect(await persistedState(manager(true))).toBe("granted");
    expect(await persistedState(manager(false))).toBe("denied");
    expect(await persistedState({ persist: () => Promise.resolve(true) })).toBe("unsupported");
  });
});
