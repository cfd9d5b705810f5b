/**
 * Persistent storage (the Storage API's `persist()`): without it a browser may evict the site's
 * localStorage under storage pressure, and with it the editor's drafts. The hub asks only when the
 * editor presses the button (Chromium decides without a prompt, Firefox asks the person), and shows
 * what the browser answered.
 */

export type PersistState = "granted" | "denied" | "unsupported";

type StorageManagerLike = { persist?: () => Promise<boolean>; persisted?: () => Promise<boolean> };

export function browserStorageManager(): StorageManagerLike | undefined {
  return typeof navigator === "undefined" ? undefined : (navigator.storage as StorageManagerLike | undefined);
}

/** Whether the site's storage is persistent already; "denied" means not yet. */
export async function persistedState(manager: StorageManagerLike | undefined): Promise<PersistState> {
  if (typeof manager?.persisted !== "function" || typeof manager.persist !== "function") return "unsupported";
  try {
    return (await manager.persisted()) ? "granted" : "denied";
  } catch {
    return "unsupported";
  }
}

/** Asks the browser to keep the site's storage; a failing call counts as not granted. */
export async function requestPersistence(manager: StorageManagerLike | undefined): Promise<PersistState> {
  if (typeof manager?.persist !== "function") return "unsupported";
  try {
    return (await manager.persist()) ? "granted" : "denied";
  } catch {
    return "denied";
  }
}
