import { useId } from "react";

import type { CalculatorOutcome } from "~/features/calculator/set-calculator-input";
import { parsePrice } from "~/features/calculator/set-calculator-input";

import { compareBoxesAndSingles, parseSinglePrices } from "./boxes-or-singles";
import { BoxesOrSinglesResult } from "./boxes-or-singles-view";
import { PriceField, priceError } from "./price-field";
import { boxesOrSinglesCopy as copy } from "./copy/boxes-or-singles";

export type SinglesField = "single" | "secretSingle";

/**
 * "Boxen oder einzeln?" on the set calculator (docs/decisions/0032): the box price, odds and figures
 * in hand come from the calculator above; the collector adds what single figures cost. The prices
 * live in the address like the calculator's fields.
 */
export function CalculatorSingles({
  outcome,
  single,
  secretSingle,
  onChange,
}: {
  outcome: CalculatorOutcome;
  single: string;
  secretSingle: string;
  onChange: (field: SinglesField, value: string) => void;
}) {
  const id = useId();
  const missing = outcome.ok ? outcome.figures - outcome.owned.regulars : 0;
  const secretMissing = outcome.ok && outcome.secretChance > 0 && !outcome.owned.secret;
  const singles = single.trim() ? parseSinglePrices(single, missing) : null;
  const secret = secretMissing && secretSingle.trim() ? parsePrice(secretSingle) : null;
  const result =
    outcome.ok && singles?.ok && (secret === null || secret.ok)
      ? compareBoxesAndSingles({
          figures: outcome.figures,
          secretChance: outcome.secretChance,
          owned: outcome.owned,
          boxPrice: outcome.price,
          singles: singles.value,
          secretSingle: secret?.ok ? secret.value : null,
        })
      : null;
  const field = (name: SinglesField, label: string, hint: string, value: string, error: string | null) => (
    <PriceField
      id={`${id}-${name}`}
      name={name}
      label={label}
      labelClassName="text-ink"
      hint={hint}
      value={value}
      error={error}
      onChange={(next) => onChange(name, next)}
    />
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 border-t border-line pt-5" data-calculator-singles="">
      <h3 id={`${id}-heading`} className="font-display text-lg font-extrabold">
        {copy.heading}
      </h3>
      <p className="mt-1 text-sm text-ink-soft">{copy.intro}</p>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        {field("single", copy.singlesLabel, copy.singlesHint(missing), single, priceError(singles, missing))}
        {secretMissing
          ? field("secretSingle", copy.secretLabel, copy.secretHint, secretSingle, priceError(secret, missing))
          : null}
      </div>
      <div className="mt-4" aria-live="polite">
        {!outcome.ok ? <p className="text-ink-soft">{copy.invalidCalculator}</p> : null}
        {result && outcome.ok ? <BoxesOrSinglesResult result={result} figures={outcome.figures} /> : null}
      </div>
    </section>
  );
}
