import { useCallback, useRef, useState } from "react";

import { defaultAutomation, sampleSchedule, triggers } from "~/content/hub";
import { browserStorage, loadHub, saveHub } from "~/lib/hub/storage";
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
 */
export function useHubStore() {
  const [state, setState] = useState<HubState>(() => loadHub(browserStorage(), defaultHubState()));
  const [storageProblem, setStorageProblem] = useState<StorageProblem | null>(null);
  const latest = useRef(state);

  const update = useCallback((recipe: (current: HubState) => HubState) => {
    const next = recipe(latest.current);
    latest.current = next;
    setState(next);
    const result = saveHub(browserStorage(), next);
    setStorageProblem(result.ok ? null : result.reason);
  }, []);

  const dismissStorageProblem = useCallback(() => setStorageProblem(null), []);

  return { state, update, storageProblem, dismissStorageProblem };
}

export type HubStore = ReturnType<typeof useHubStore>;
