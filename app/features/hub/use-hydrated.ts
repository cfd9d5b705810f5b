import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False while prerendering and during hydration, true right after (and on client navigation). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
