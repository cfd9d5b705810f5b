import { TriangleAlert, X } from "lucide-react";

import type { StorageProblem } from "./use-hub-store";
import { workspaceCopy } from "~/features/hub/copy/hub";

/** Shown when the browser refused to save: the work stays on screen, the editor learns it is not stored. */
export function StorageAlert({ problem, onDismiss }: { problem: StorageProblem | null; onDismiss: () => void }) {
  return (
    <div role="alert" className="empty:hidden">
      {problem ? (
        <div className="mb-5 flex items-start gap-3 rounded-card border border-fake/30 bg-fake-soft p-4 text-ink">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fake" />
          <p className="flex-1 text-sm font-medium">{workspaceCopy.storage[problem]}</p>
          <button
            type="button"
            onClick={onDismiss}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-pill text-ink-soft hover:bg-surface hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{workspaceCopy.storage.dismiss}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
