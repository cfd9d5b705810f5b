import { useCallback, useEffect, useRef, useState } from "react";

import type { CollectionCatalogue } from "~/lib/collection/catalogue";
import { type Collection, EMPTY_COLLECTION } from "~/lib/collection/state";
import {
  COLLECTION_STORAGE_KEY,
  type StorageNotice,
  type StorageSource,
  loadCollection,
  parseStored,
  saveCollection,
} from "~/lib/collection/storage";

const browserStorage: StorageSource = () => window.localStorage;

export type CollectionStore = {
  collection: Collection;
  /** False in the prerendered HTML and until the stored collection has been read. */
  ready: boolean;
  notice: StorageNotice | null;
  /** Applies a change and stores the result; a storage that fails keeps the change for the session. */
  change: (update: (current: Collection) => Collection) => void;
};

/**
 * The collection kept in localStorage. The first render (prerender and hydration) is the empty,
 * not-yet-ready collection, so hydration matches the HTML; the stored one is read right after.
 * Another tab's changes arrive through the `storage` event.
 */
export function useCollection(catalogue: CollectionCatalogue): CollectionStore {
  const [collection, setCollection] = useState<Collection>(EMPTY_COLLECTION);
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<StorageNotice | null>(null);
  const current = useRef(collection);

  useEffect(() => {
    const loaded = loadCollection(browserStorage, catalogue);
    current.current = loaded.collection;
    setCollection(loaded.collection);
    setNotice(loaded.notice);
    setReady(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== COLLECTION_STORAGE_KEY) return;
      const next = parseStored(event.newValue, catalogue);
      current.current = next.collection;
      setCollection(next.collection);
      setNotice(next.notice);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [catalogue]);

  const change = useCallback((update: (current: Collection) => Collection) => {
    const next = update(current.current);
    if (next === current.current) return;
    current.current = next;
    setCollection(next);
    const saved = saveCollection(browserStorage, next);
    setNotice(saved.ok ? null : saved.notice);
  }, []);

  return { collection, ready, notice, change };
}
