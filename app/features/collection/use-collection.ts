import { startTransition, useEffect, useMemo, useState } from "react";

import type { CollectionCatalogue } from "./catalogue";
import { type Collection, EMPTY_COLLECTION } from "./state";
import {
  COLLECTION_STORAGE_KEY,
  type StorageNotice,
  type StorageSource,
  loadCollection,
  parseStored,
  saveCollection,
} from "./storage";

const browserStorage: StorageSource = () => window.localStorage;

type Snapshot = { collection: Collection; ready: boolean; notice: StorageNotice | null };

/** What the prerender and the hydration pass render: the empty collection, controls locked. */
const NOT_READY: Snapshot = Object.freeze({ collection: EMPTY_COLLECTION, ready: false, notice: null });

/**
 * The collection in localStorage as an external store: read once on first use in the browser,
 * written on every change, updated when another tab writes it (the `storage` event).
 */
function createStore(catalogue: CollectionCatalogue) {
  let snapshot: Snapshot | null = null;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLLECTION_STORAGE_KEY) return;
    snapshot = { ...parseStored(event.newValue, catalogue), ready: true };
    emit();
  };
  const read = (): Snapshot => (snapshot ??= { ...loadCollection(browserStorage, catalogue), ready: true });
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
    getSnapshot: read,
    change(update: (current: Collection) => Collection) {
      const current = read();
      const next = update(current.collection);
      if (next === current.collection) return;
      const saved = saveCollection(browserStorage, next);
      snapshot = { collection: next, ready: true, notice: saved.ok ? null : saved.notice };
      emit();
    },
  };
}

const stores = new WeakMap<CollectionCatalogue, ReturnType<typeof createStore>>();

export type CollectionStore = Snapshot & {
  /** Applies a change and stores the result; a storage that fails keeps the change for the session. */
  change: (update: (current: Collection) => Collection) => void;
};

/**
 * The collection kept in localStorage. The first render (prerender and hydration) is the empty,
 * not-yet-ready collection, so hydration matches the HTML. React then renders the stored one as a
 * transition: that render of every series and figure yields to the browser between components
 * instead of blocking the main thread in one long task (a store read through useSyncExternalStore
 * would re-render synchronously right after hydration). Later changes, the collector's own and
 * another tab's, render at once.
 */
export function useCollection(catalogue: CollectionCatalogue): CollectionStore {
  const store = useMemo(() => {
    let existing = stores.get(catalogue);
    if (!existing) stores.set(catalogue, (existing = createStore(catalogue)));
    return existing;
  }, [catalogue]);
  const [snapshot, setSnapshot] = useState<Snapshot>(NOT_READY);
  useEffect(() => {
    const unsubscribe = store.subscribe(() => setSnapshot(store.getSnapshot()));
    startTransition(() => setSnapshot(store.getSnapshot()));
    return unsubscribe;
  }, [store]);
  return { ...snapshot, change: store.change };
}
