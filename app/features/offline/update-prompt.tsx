import { useState, useSyncExternalStore } from "react";

import { applyUpdate, updateStore } from "./service-worker-client";
import { updateCopy as copy } from "./copy/update";

/**
 * "Neue Version verfügbar": shown when a new version of the site has been loaded in the background.
 * It never takes focus and never reloads by itself; "Jetzt aktualisieren" switches to the new version
 * and reloads this tab, "Später" hides it until the next page. The live region is always in the page,
 * so the notice is read out when it appears.
 */
export function UpdatePrompt() {
  const ready = useSyncExternalStore(updateStore.subscribe, updateStore.getSnapshot, updateStore.getServerSnapshot);
  const [dismissed, setDismissed] = useState(false);
  const shown = ready && !dismissed;
  return (
    <div aria-live="polite" data-update-prompt={shown ? "shown" : "hidden"}>
      {shown ? (
        <div className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-card border border-line bg-surface p-4 shadow-card sm:inset-x-6">
          <p className="font-display text-lg font-extrabold">{copy.title}</p>
          <p className="mt-1 text-ink-soft">{copy.text}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={applyUpdate}
              className="inline-flex min-h-11 items-center rounded-pill bg-accent px-5 font-semibold text-white hover:bg-accent-deep"
            >
              {copy.apply}
            </button>
            <button
              type="button"
              onClick={() => setDismissed(true)}
              className="inline-flex min-h-11 items-center rounded-pill border border-line bg-surface px-5 font-semibold text-ink hover:bg-sand"
            >
              {copy.later}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
