import { Copy, X } from "lucide-react";

import { tabSyncCopy } from "~/features/hub/copy/hub-backup";
import type { DraftConflict } from "./tab-sync";
import { truncateText } from "~/utils/text";

/** Says which drafts were edited in two tabs at once and that both versions were kept. */
export function TabSyncNotice({ conflicts, onDismiss }: { conflicts: readonly DraftConflict[]; onDismiss: () => void }) {
  return (
    <div role="alert" className="empty:hidden">
      {conflicts.length > 0 ? (
        <div
          data-tab-conflict
          className="mb-5 flex items-start gap-3 rounded-card border border-critical/40 bg-sun-soft p-4 text-ink"
        >
          <Copy aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <ul className="flex-1 space-y-1 text-sm font-medium">
            {conflicts.map((conflict, index) => {
              const title = truncateText(conflict.title, 80);
              return <li key={`${conflict.id}-${index}`}>{conflictText(conflict, title)}</li>;
            })}
          </ul>
          <button
            type="button"
            onClick={onDismiss}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-pill text-ink-soft hover:bg-surface hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{tabSyncCopy.dismiss}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

function conflictText(conflict: DraftConflict, title: string): string {
  if (conflict.kind === "deleted-there") return tabSyncCopy.conflictDeleted(title);
  if (conflict.kind === "deleted-here") return tabSyncCopy.conflictDeletedHere(title);
  return conflict.mine === "copied" ? tabSyncCopy.conflictCopied(title) : tabSyncCopy.conflictEdited(title);
}

/** Shown on the automation tab while another open tab runs the automation. */
export function AutomationElsewhere({ elsewhere }: { elsewhere: boolean }) {
  return (
    <p role="status" data-automation-elsewhere={elsewhere} className="empty:hidden lg:col-span-3">
      {elsewhere ? (
        <span className="block rounded-card border border-line bg-sand p-4 text-sm font-medium">
          {tabSyncCopy.automationElsewhere}
        </span>
      ) : null}
    </p>
  );
}
