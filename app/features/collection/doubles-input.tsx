import { Minus, Plus } from "lucide-react";
import { useState } from "react";

import { collectionPage as copy } from "./copy";
import { MAX_DOUBLES, clampDoubles } from "./state";

const stepClass =
  "inline-flex size-7 shrink-0 items-center justify-center rounded-pill border border-ink-soft/60 bg-surface text-ink hover:bg-sand disabled:cursor-not-allowed disabled:opacity-60";

/**
 * How many doubles: a number field (0–99) between two step buttons. Typing keeps what is typed until
 * it is a whole number in range; leaving the field shows the stored count again.
 */
export function DoublesInput({
  id,
  figureLabel,
  value,
  disabled,
  onChange,
}: {
  id: string;
  figureLabel: string;
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="flex items-center gap-0.5 sm:gap-1">
      <button
        type="button"
        className={stepClass}
        aria-label={copy.controls.fewer(figureLabel)}
        disabled={disabled || value <= 0}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_DOUBLES}
        step={1}
        aria-label={copy.controls.doubles(figureLabel)}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          if (/^\d+$/.test(text)) onChange(clampDoubles(Number(text)));
        }}
        onBlur={() => setDraft(null)}
        className="min-h-8 w-10 [appearance:textfield] rounded-lg [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none border border-ink-soft/60 bg-surface px-0.5 text-center text-base sm:w-14 text-ink tabular disabled:cursor-not-allowed disabled:opacity-60"
      />
      <button
        type="button"
        className={stepClass}
        aria-label={copy.controls.more(figureLabel)}
        disabled={disabled || value >= MAX_DOUBLES}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
