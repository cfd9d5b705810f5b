import { useCallback, useEffect, useRef, useState } from "react";

import { defaultAutomation, sampleSchedule, triggers } from "~/content/hub";
import { syncUsedBefore } from "~/lib/hub/drafts";
import { browserStorage, readHub, removeLegacyHub, saveHub } from "~/lib/hub/storage";
import type { HubState, TriggerStates } from "~/lib/hub/types";

export type StorageProblem = "quota" | "unavailable";

export function defaultHubState(): HubState {
  return {
    articles: [],
    schedule: [...sampleSchedule],
    triggers: Object.fromEntries(triggers.map((trigger) => [trigger.id, trigger.enabledByDefault])) as TriggerStates,
    automation: { ...defaultAutomation },
  };
}

/**
 * The hub's state, read once from localStorage and written after every change. Only mounted after
 * hydration (see HubWorkspace), so the prerendered HTML never depends on the browser's storage.
 * A failed write keeps the new state on screen and reports the problem instead of throwing.
 * Drafts read from the version-1 key are written under the current key at once; the old key is
 * removed only after that write succeeded.
 */
export function useHubStore() {
  const [loaded] = useState(() => readHub(browserStorage(), defaultHubState()));
  const [state, setState] = useState<HubState>(loaded.state);
  const [storageProblem, setStorageProblem] = useState<StorageProblem | null>(null);
  const latest = useRef(state);

  useEffect(() => {
    if (loaded.from !== "legacy") return;
    const storage = browserStorage();
    const result = saveHub(storage, latest.current);
    if (result.ok) removeLegacyHub(storage);
    else setStorageProblem(result.reason);
  }, [loaded]);

  const update = useCallback((recipe: (current: HubState) => HubState) => {
    const current = latest.current;
    const changed = recipe(current);
    if (changed === current) return;
    // Scores include "keyphrase used before", which depends on all drafts.
    const next = changed.articles === current.articles ? changed : { ...changed, articles: syncUsedBefore(changed.articles) };
    latest.current = next;
    setState(next);
    const result = saveHub(browserStorage(), next);
    setStorageProblem(result.ok ? null : result.reason);
  }, []);

  /** The newest state, also between a change and the next render. */
  const read = useCallback(() => latest.current, []);

  const dismissStorageProblem = useCallback(() => setStorageProblem(null), []);

  return { state, update, read, storageProblem, dismissStorageProblem };
}

export type HubStore = ReturnType<typeof useHubStore>;
