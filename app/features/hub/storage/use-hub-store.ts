import { useCallback, useEffect, useRef, useState } from "react";

import { defaultAutomation, triggers } from "~/features/hub/copy/hub";
import { syncUsedBefore } from "~/features/hub/drafts/drafts";
import type { PublishedKeyphrase } from "~/features/hub/publishing/published";
import { browserStorage, readHub, removeLegacyHub, rescueDamagedHub, saveHub } from "./storage";
import type { HubState, TriggerStates } from "~/features/hub/drafts/types";

import { useTabSync } from "./use-tab-sync";

export type StorageProblem = "quota" | "unavailable" | "damaged" | "damagedNotKept";

const NONE: readonly PublishedKeyphrase[] = [];

export function defaultHubState(): HubState {
  return {
    articles: [],
    // The automation plans the real schedule as soon as the tools are open.
    schedule: [],
    triggers: Object.fromEntries(triggers.map((trigger) => [trigger.id, trigger.enabledByDefault])) as TriggerStates,
    automation: { ...defaultAutomation },
    dismissedTopics: [],
  };
}

/**
 * The hub's state, read once from localStorage and written after every change. Only mounted after
 * hydration (see HubWorkspace), so the prerendered HTML never depends on the browser's storage.
 * A failed write keeps the new state on screen and reports the problem instead of throwing.
 * Drafts read from the version-1 key are written under the current key at once; the old key is
 * removed only after that write succeeded. Scores count the published articles' keyphrases
 * (`published`, a stable array; null while they are not loaded) as "used before"; `resync` counts
 * them again once a list arrives later.
 */
export function useHubStore(published: readonly PublishedKeyphrase[] | null = NONE) {
  const [loaded] = useState(() => {
    const storage = browserStorage();
    const hub = readHub(storage, defaultHubState());
    // Before anything is saved: what could not be read is kept under a rescue key.
    const rescued = hub.damaged === undefined ? null : rescueDamagedHub(storage, hub.damaged);
    return { ...hub, rescued, state: { ...hub.state, articles: syncUsedBefore(hub.state.articles, published ?? NONE) } };
  });
  const [state, setState] = useState<HubState>(loaded.state);
  const [storageProblem, setStorageProblem] = useState<StorageProblem | null>(
    loaded.rescued === null ? null : loaded.rescued ? "damaged" : "damagedNotKept",
  );
  const latest = useRef(state);
  // True from a write that failed until one succeeds: only then can closing the page lose work.
  const [unsaved, setUnsaved] = useState(false);
  useLeaveWarning(unsaved);

  useEffect(() => {
    if (loaded.from !== "legacy") return;
    const storage = browserStorage();
    const result = saveHub(storage, latest.current);
    if (result.ok) removeLegacyHub(storage);
    else setStorageProblem(result.reason);
  }, [loaded]);

  // Every write first merges what other tabs stored meanwhile (see useTabSync).
  const sync = useTabSync(loaded.state, latest, published ?? NONE, (next, saved) => {
    latest.current = next;
    setState(next);
    if (saved) {
      // A write that works ends a write problem, not the notice that stored data was set aside:
      // that one stays until the editor closes it (the automation writes as soon as the tools open).
      setStorageProblem((current) =>
        !saved.ok ? saved.reason : current === "damaged" || current === "damagedNotKept" ? current : null,
      );
      setUnsaved(!saved.ok);
    }
  });
  const { write } = sync;
  const commit = useCallback((next: HubState) => write(next), [write]);

  const update = useCallback(
    (recipe: (current: HubState) => HubState) => {
      const current = latest.current;
      const changed = recipe(current);
      if (changed === current) return;
      // Scores include "keyphrase used before", which depends on all drafts.
      const next =
        changed.articles === current.articles
          ? changed
          : { ...changed, articles: syncUsedBefore(changed.articles, published ?? NONE) };
      commit(next);
    },
    [published, commit],
  );

  /** Counts "used before" again with a list of published articles that arrived after the store opened. */
  const resync = useCallback(
    (list: readonly PublishedKeyphrase[]) => {
      const current = latest.current;
      const articles = syncUsedBefore(current.articles, list);
      if (articles !== current.articles) commit({ ...current, articles });
    },
    [commit],
  );

  /** The newest state, also between a change and the next render. */
  const read = useCallback(() => latest.current, []);

  const dismissStorageProblem = useCallback(() => setStorageProblem(null), []);

  return {
    state,
    update,
    read,
    resync,
    storageProblem,
    dismissStorageProblem,
    /** Drafts edited in two tabs at once, for the notice. */
    conflicts: sync.conflicts,
    dismissConflicts: sync.dismissConflicts,
  };
}

export type HubStore = ReturnType<typeof useHubStore>;

/**
 * While `active`, leaving or reloading the page asks first (the browser's own dialog; its text
 * cannot be set): the hub holds changes the storage refused, and they would be gone.
 */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [active]);
}
