import { useCallback, useEffect, useRef, useState } from "react";

import { flushPendingEdits } from "./use-draft-tab-sync";
import { syncUsedBefore } from "~/features/hub/drafts/drafts";
import type { PublishedKeyphrase } from "~/features/hub/publishing/published";
import { browserStorage, parseHub, type SaveResult, saveHub, STORAGE_KEY } from "./storage";
import { addConflicts, type DraftConflict, mergeWorkspace, sameWorkspace, stampWorkspace } from "./tab-sync";
import type { HubState } from "~/features/hub/drafts/types";

function readRaw(storage: Storage | undefined): string | null {
  try {
    return storage ? storage.getItem(STORAGE_KEY) : null;
  } catch {
    return null;
  }
}

/**
 * The hub store's writes, merged with other tabs (app/features/hub/storage/tab-sync.ts, docs/decisions/0025).
 * `base` is the workspace as this tab last wrote or read it and `lastRaw` the stored text then. Each
 * write first stamps the drafts it changed with a new revision (and deleted ones with a tombstone);
 * a write whose stored text is still `lastRaw` writes at once; otherwise the stored workspace is read
 * (parts that cannot be read count as unchanged, so a corrupt copy never deletes anything here) and
 * merged first. Another tab's write (the `storage` event) is merged the same way, after open editors
 * stored their pending edits. `apply` shows a state; `saved` is the write's result when one happened.
 */
export function useTabSync(
  initial: HubState,
  latest: React.RefObject<HubState>,
  published: readonly PublishedKeyphrase[],
  apply: (next: HubState, saved: SaveResult | null) => void,
) {
  const base = useRef(initial);
  const lastRaw = useRef<string | null>(null);
  const [conflicts, setConflicts] = useState<DraftConflict[]>([]);
  const onApply = useRef(apply);
  const publishedRef = useRef(published);
  useEffect(() => {
    onApply.current = apply;
    publishedRef.current = published;
  });

  const reconcile = useCallback((changed: HubState, wrote: boolean) => {
    const storage = browserStorage();
    const raw = readRaw(storage);
    // Every change of a draft gets its revision before it meets another tab's version.
    const mine = stampWorkspace(base.current, changed);
    let next = mine;
    if (raw !== lastRaw.current && raw !== null) {
      const theirs = parseHub(raw, base.current);
      const merged = mergeWorkspace(base.current, mine, theirs);
      next = { ...merged.state, articles: syncUsedBefore(merged.state.articles, publishedRef.current) };
      if (merged.conflicts.length > 0) setConflicts((list) => addConflicts(list, merged.conflicts));
      if (sameWorkspace(next, theirs)) {
        base.current = next;
        lastRaw.current = raw;
        onApply.current(next, null);
        return;
      }
    } else if (!wrote && next === base.current && raw === lastRaw.current) {
      return;
    }
    const saved = saveHub(storage, next);
    if (saved.ok) {
      base.current = next;
      lastRaw.current = readRaw(storage);
    }
    onApply.current(next, saved);
  }, []);

  useEffect(() => {
    lastRaw.current = readRaw(browserStorage());
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEY) return;
      if (event.storageArea !== browserStorage()) return;
      flushPendingEdits();
      reconcile(latest.current, false);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [latest, reconcile]);

  const write = useCallback((next: HubState) => reconcile(next, true), [reconcile]);
  const dismissConflicts = useCallback(() => setConflicts([]), []);
  return { write, conflicts, dismissConflicts };
}
