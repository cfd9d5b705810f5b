import type { ReactNode } from "react";

import { Label } from "./label";
import { cn } from "~/utils/cn";

type FieldProps = {
  /** The control's id; the hint, error and note get `${id}-hint`, `${id}-error` and `${id}-note`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Said in red below the hint; the control should set aria-invalid. */
  error?: ReactNode;
  /** A neutral remark below the hint (a suggestion, a limit reached). */
  note?: ReactNode;
  /** A button that fixes what the error or note says. */
  action?: ReactNode;
  /** Renders the control with the ids that describe it. */
  children: (describedBy: string | undefined) => ReactNode;
  className?: string;
};

/** A labelled form control with its hint, error and note wired to `aria-describedby`. */
export function Field({ id, label, hint, error, note, action, children, className }: FieldProps) {
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null, note ? `${id}-note` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div data-slot="field" className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-fake">
          {error}
        </p>
      ) : null}
      {note ? (
        <p id={`${id}-note`} className="text-sm text-ink">
          {note}
        </p>
      ) : null}
      {action ? <div>{action}</div> : null}
    </div>
  );
}
