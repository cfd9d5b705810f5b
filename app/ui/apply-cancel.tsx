import type { ReactNode } from "react";

import { Button } from "./button";

/** What a preview of a change does with the two answers. */
export type ApplyCancelHandlers = { onApply: () => void; onCancel: () => void };

/** The two answers under a preview of a change: apply it, or leave everything as it is. */
export function ApplyCancel({
  applyLabel,
  cancelLabel,
  onApply,
  onCancel,
}: { applyLabel: ReactNode; cancelLabel: ReactNode } & ApplyCancelHandlers) {
  return (
    <div className="mt-5 flex flex-wrap gap-3">
      <Button type="button" onClick={onApply}>
        {applyLabel}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
