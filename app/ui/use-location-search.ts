import { useCallback, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

/**
 * The page address's query string as state, for tools whose input belongs in a shareable link.
 * The prerender and the hydration pass see "" (the prerendered HTML has no query), so the first
 * render matches the HTML; React then re-renders with the real address. Writing replaces the
 * history entry (no navigation, no scroll) and notifies every user of the hook.
 */
export function useLocationSearch(): [string, (search: string) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
  const setSearch = useCallback((next: string) => {
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${next}${window.location.hash}`);
    for (const listener of listeners) listener();
  }, []);
  return [search, setSearch];
}
