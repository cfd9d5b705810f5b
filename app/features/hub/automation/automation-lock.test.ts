import { describe, expect, it, vi } from "vitest";

import {
  AUTOMATION_LOCK_NAME,
  claimLease,
  holdAutomationLock,
  LEASE_KEY,
  LEASE_MS,
  type LockEnvironment,
  releaseLease,
} from "./automation-lock";

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe("claimLease (the fallback without Web Locks)", () => {
  it("gives the lease to one tab until it expires or is released", () => {
    const storage = memory();
    expect(claimLease(storage, "a", 1_000)).toBe(true);
    expect(claimLease(storage, "b", 2_000)).toBe(false);
    expect(claimLease(storage, "a", 5_000)).toBe(true);
    expect(claimLease(storage, "b", 5_000 + LEASE_MS - 1)).toBe(false);
    expect(claimLease(storage, "b", 5_000 + LEASE_MS)).toBe(true);
    releaseLease(storage, "a");
    expect(storage.data.has(LEASE_KEY)).toBe(true);
    releaseLease(storage, "b");
    expect(claimLease(storage, "a", 30_000)).toBe(true);
  });

  it("ignores a lease far in the future or unreadable, and runs where storage fails", () => {
    const storage = memory();
    storage.setItem(LEASE_KEY, JSON.stringify({ tab: "x", until: 10 ** 12 }));
    expect(claimLease(storage, "a", 1_000)).toBe(true);
    storage.setItem(LEASE_KEY, "{kaputt");
    expect(claimLease(storage, "b", 1_000)).toBe(true);
    expect(claimLease(undefined, "a", 0)).toBe(true);
    const failing = {
      ...memory(),
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(claimLease(failing, "a", 0)).toBe(true);
  });
});

/** A minimal exclusive lock manager: one holder, the others wait in order. */
function lockManager() {
  let held = false;
  const queue: (() => void)[] = [];
  return {
    request(name: string, options: { signal?: AbortSignal; ifAvailable?: boolean }, callback: (lock: unknown) => Promise<void>) {
      expect(name).toBe(AUTOMATION_LOCK_NAME);
      const run = () => {
        held = true;
        return callback({ name }).finally(() => {
          held = false;
          queue.shift()?.();
        });
      };
      if (!held) return run();
      if (options.ifAvailable) return callback(null);
      return new Promise<void>((resolve, reject) => {
        const start = () => void run().then(resolve);
        queue.push(start);
        options.signal?.addEventListener("abort", () => {
          queue.splice(queue.indexOf(start), 1);
          reject(new DOMException("aborted", "AbortError"));
        });
      });
    },
  };
}

function env(locks: LockEnvironment["locks"], tabId: string, storage = memory()): LockEnvironment {
  return { locks, storage, now: () => 0, setInterval: () => 1, clearInterval: () => {}, tabId };
}

describe("holdAutomationLock", () => {
  it("with Web Locks: the first tab runs, the second waits and takes over when the first closes", async () => {
    const locks = lockManager();
    const first = vi.fn();
    const second = vi.fn();
    const releaseFirst = holdAutomationLock(first, env(locks, "a"));
    const releaseSecond = holdAutomationLock(second, env(locks, "b"));
    await vi.waitFor(() => expect(second).toHaveBeenLastCalledWith(false));
    expect(first).toHaveBeenLastCalledWith(true);
    releaseFirst();
    await vi.waitFor(() => expect(second).toHaveBeenLastCalledWith(true));
    releaseSecond();
  });

  it("without Web Locks: the lease decides, checked again on each renewal", () => {
    const storage = memory();
    let tick = () => {};
    const timers: LockEnvironment = {
      ...env(undefined, "b", storage),
      setInterval: (callback) => ((tick = callback), 7),
    };
    claimLease(storage, "a", 0);
    const onChange = vi.fn();
    const release = holdAutomationLock(onChange, { ...timers, now: () => 1_000 });
    expect(onChange).toHaveBeenLastCalledWith(false);
    releaseLease(storage, "a");
    tick();
    expect(onChange).toHaveBeenLastCalledWith(true);
    release();
    expect(storage.data.has(LEASE_KEY)).toBe(false);
  });
});
