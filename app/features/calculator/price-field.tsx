import { fieldClassName } from "~/ui/input";
import { cn } from "~/utils/cn";
import { type SinglesErrorKind, boxesOrSinglesCopy } from "./copy/boxes-or-singles";

/** What a price field says is wrong with what was typed: nothing before anything is typed, or when it reads. */
export function priceError(parsed: { ok: true } | { ok: false; error: SinglesErrorKind } | null, missing: number) {
  return parsed && !parsed.ok ? boxesOrSinglesCopy.error(parsed.error, missing) : null;
}

/**
 * One price field of "Boxen oder einzeln?" (docs/decisions/0032), on the set calculator and in the
 * collection: a decimal text field with its hint and, when the price does not read, the error.
 */
export function PriceField({
  id,
  name,
  label,
  hint,
  value,
  error,
  onChange,
  labelClassName,
  ...input
}: {
  /** The field's id; the hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  name?: string;
  label: string;
  hint: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  labelClassName?: string;
  disabled?: boolean;
  placeholder?: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={cn("text-sm font-semibold", labelClassName)}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={400}
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className={fieldClassName}
      />
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-fake">
          {error}
        </p>
      ) : null}
    </div>
  );
}
