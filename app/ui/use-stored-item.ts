import { useSyncExternalStore } from "react";

function subscribe(listener: () => void) {
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}

/**
 * The text this browser keeps under a localStorage key, as state: null in the prerender and the hydration pass
 * (the prerendered HTML has no storage, so the first render matches it), where nothing is stored and where storage
 * is blocked. Another tab's write arrives through the `storage` event.
 */
export function useStoredItem(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    () => null,
  );
}
