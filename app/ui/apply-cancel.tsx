import type { ReactNode } from "react";

import { Button } from "./button";

/** The two answers under a preview of a change: apply it, or leave everything as it is. */
export function ApplyCancel({
  applyLabel,
  cancelLabel,
  onApply,
  onCancel,
}: {
  applyLabel: ReactNode;
  cancelLabel: ReactNode;
  onApply: () => void;
  onCancel: () => void;
}) {
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
