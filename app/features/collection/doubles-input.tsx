import { Minus, Plus } from "lucide-react";
import { useState } from "react";

import { collectionPage as copy } from "./copy";
import { type FigureState, MAX_DOUBLES, canStepCopies, clampDoubles, stepCopies } from "./state";

// 44 × 44 px, WCAG 2.2's enhanced target size (docs/decisions/0046): a thumb on a phone hits what it aims at.
const stepClass =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-pill border border-ink-soft/60 bg-surface text-ink hover:bg-sand disabled:cursor-not-allowed disabled:opacity-60";

/**
 * How many doubles: a number field (0–99) between "−" and "+". The buttons count copies in hand (`stepCopies`):
 * "+" on a figure not owned ticks "Habe ich", "−" on the last copy unticks it. Typing keeps what is typed until it
 * is a whole number in range; leaving the field shows the stored count again.
 */
export function DoublesInput({
  id,
  figureLabel,
  state,
  disabled,
  onChange,
}: {
  id: string;
  figureLabel: string;
  state: FigureState;
  disabled: boolean;
  onChange: (change: Partial<FigureState>) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="flex items-center sm:gap-1">
      <button
        type="button"
        className={stepClass}
        aria-label={copy.controls.fewer(figureLabel)}
        disabled={disabled || !canStepCopies(state, -1)}
        onClick={() => onChange(stepCopies(state, -1))}
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
        value={draft ?? String(state.doubles)}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          if (/^\d+$/.test(text)) onChange({ doubles: clampDoubles(Number(text)) });
        }}
        onBlur={() => setDraft(null)}
        className="min-h-11 w-11 [appearance:textfield] rounded-lg [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none border border-ink-soft/60 bg-surface px-0.5 text-center text-base sm:w-14 text-ink tabular disabled:cursor-not-allowed disabled:opacity-60"
      />
      <button
        type="button"
        className={stepClass}
        aria-label={copy.controls.more(figureLabel)}
        disabled={disabled || !canStepCopies(state, 1)}
        onClick={() => onChange(stepCopies(state, 1))}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
