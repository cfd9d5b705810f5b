/**
 * The automation runs in one open hub tab at a time (docs/decisions/0025): the tab holding the
 * lock plans and drafts, the others show the plan and say where it runs. The lock is a Web Lock
 * (`navigator.locks`), released by the browser when its tab closes or crashes. Where Web Locks are
 * missing, a lease in localStorage stands in: the holder renews it every `LEASE_RENEW_MS`, and
 * another tab takes it over once it is `LEASE_MS` old (a closed tab stops renewing).
 */

export const AUTOMATION_LOCK_NAME = "labubu-hub:automation";
export const LEASE_KEY = "labubu-hub:automation-lease";
export const LEASE_MS = 15_000;
export const LEASE_RENEW_MS = 5_000;

type LeaseStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

type Lease = { tab: string; until: number };

function readLease(storage: LeaseStorage): Lease | null {
  try {
    const data: unknown = JSON.parse(storage.getItem(LEASE_KEY) ?? "null");
    if (typeof data !== "object" || data === null) return null;
    const { tab, until } = data as Record<string, unknown>;
    return typeof tab === "string" && typeof until === "number" && Number.isFinite(until) ? { tab, until } : null;
  } catch {
    return null;
  }
}

/**
 * Takes or renews the lease for `tab` when it is free, expired or already the tab's own. A storage
 * that cannot be read or written leaves each tab on its own: it runs its automation.
 */
export function claimLease(storage: LeaseStorage | undefined, tab: string, now: number): boolean {
  if (!storage) return true;
  try {
    const lease = readLease(storage);
    // A lease far in the future (a clock set back, a tampered value) counts as expired.
    if (lease && lease.tab !== tab && lease.until > now && lease.until - now <= LEASE_MS) return false;
    storage.setItem(LEASE_KEY, JSON.stringify({ tab, until: now + LEASE_MS }));
    return true;
  } catch {
    return true;
  }
}

export function releaseLease(storage: LeaseStorage | undefined, tab: string): void {
  try {
    if (storage && readLease(storage)?.tab === tab) storage.removeItem(LEASE_KEY);
  } catch {
    // The lease then expires on its own.
  }
}

type LockManagerLike = {
  request: (
    name: string,
    options: { signal?: AbortSignal; ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<void>,
  ) => Promise<unknown>;
};

export type LockEnvironment = {
  locks?: LockManagerLike;
  storage?: LeaseStorage;
  now: () => number;
  setInterval: (callback: () => void, ms: number) => number;
  clearInterval: (id: number) => void;
  tabId: string;
};

/**
 * Asks for the automation lock; `onChange(true)` once this tab holds it (at once, or when the tab
 * holding it closes), `onChange(false)` while another tab holds it. Returns the release.
 */
export function holdAutomationLock(onChange: (holding: boolean) => void, env: LockEnvironment): () => void {
  const { locks } = env;
  if (locks) {
    const controller = new AbortController();
    let release = () => {};
    const hold = () => {
      if (controller.signal.aborted) return Promise.resolve();
      onChange(true);
      return new Promise<void>((resolve) => (release = resolve));
    };
    // First without waiting (a signal cannot go with ifAvailable), so a lone tab never says "elsewhere".
    locks
      .request(AUTOMATION_LOCK_NAME, { ifAvailable: true }, (lock) => {
        if (lock) return hold();
        if (controller.signal.aborted) return Promise.resolve();
        onChange(false);
        locks.request(AUTOMATION_LOCK_NAME, { signal: controller.signal }, hold).catch(() => {
          // Aborted while waiting: this tab's hub closed before the lock came.
        });
        return Promise.resolve();
      })
      .catch(() => onChange(true));
    return () => {
      controller.abort();
      release();
    };
  }
  let holding: boolean | undefined;
  const check = () => {
    const now = claimLease(env.storage, env.tabId, env.now());
    if (now !== holding) onChange((holding = now));
  };
  check();
  const timer = env.setInterval(check, LEASE_RENEW_MS);
  return () => {
    env.clearInterval(timer);
    releaseLease(env.storage, env.tabId);
  };
}

/** The page's environment for `holdAutomationLock`. */
export function browserLockEnvironment(storage: LeaseStorage | undefined): LockEnvironment {
  const locks = typeof navigator !== "undefined" && "locks" in navigator ? (navigator.locks as LockManagerLike) : undefined;
  return {
    locks,
    storage,
    now: () => Date.now(),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (id) => window.clearInterval(id),
    tabId: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
  };
}
