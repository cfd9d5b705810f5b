import { TriangleAlert } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";

import { Button } from "~/ui/button";
import { Input } from "~/ui/input";
import { Label } from "~/ui/label";
import { cn } from "~/utils/cn";

/**
 * A secret the hub sends somewhere (the model's API key, the editor mode's key): kept in the tab unless
 * "Auf diesem Gerät merken" is ticked, with the warning beside it and a button that removes it. The
 * field is uncontrolled: React writes a controlled input's value into its `value` attribute, where the
 * page's markup (and anything that reads it) would carry the key; here the key is only ever the
 * field's live value, set from the stored one when that changes (docs/decisions/0038).
 */
export function SecretField({
  id,
  inputId = id,
  copy,
  hint,
  value,
  remember,
  maxLength,
  removed,
  onChange,
  onBlur,
  onRemove,
  className,
  children,
}: {
  /** The base of the ids: the hint is `${id}-hint`, the checkbox `${id}-remember`. */
  id: string;
  inputId?: string;
  copy: { label: string; remember: string; rememberWarning: string; remove: string; removed: string };
  hint: ReactNode;
  value: string;
  remember: boolean;
  maxLength: number;
  /** Whether the last action removed the secret (said in the status line). */
  removed: boolean;
  onChange: (value: string, remember: boolean) => void;
  onBlur?: () => void;
  onRemove: () => void;
  className?: string;
  /** Said below the remove button. */
  children?: ReactNode;
}) {
  const field = useRef<HTMLInputElement>(null);
  // The stored secret into the field (when it was loaded or removed), as a property, never an attribute.
  useEffect(() => {
    const input = field.current;
    if (input && input.value !== value) input.value = value;
  }, [value]);
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={inputId}>{copy.label}</Label>
      <Input
        ref={field}
        id={inputId}
        type="password"
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value, remember)}
        onBlur={onBlur}
      />
      <p id={`${id}-hint`} className="text-xs text-ink-soft">
        {hint}
      </p>
      <div className="flex items-start gap-2.5">
        <input
          type="checkbox"
          id={`${id}-remember`}
          checked={remember}
          aria-describedby={`${id}-remember-warning`}
          onChange={(event) => onChange(value, event.target.checked)}
          className="mt-1 size-4 shrink-0 accent-accent"
        />
        <Label htmlFor={`${id}-remember`}>{copy.remember}</Label>
      </div>
      <p id={`${id}-remember-warning`} className="flex gap-1.5 rounded-lg bg-critical-soft p-2 text-xs text-ink">
        <TriangleAlert aria-hidden="true" className="mt-px size-4 shrink-0 text-critical" />
        {copy.rememberWarning}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" size="sm" onClick={onRemove} disabled={!value && !remember}>
          {copy.remove}
        </Button>
        <p role="status" className="text-xs text-ink-soft">
          {removed ? copy.removed : ""}
        </p>
      </div>
      {children}
    </div>
  );
}
