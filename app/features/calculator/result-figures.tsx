import { calculatorPage as copy } from "~/features/calculator/copy/calculator";
import { formatChance as chance, formatDecimal, formatEuro, formatNumber } from "~/utils/format";
import type { CalculatorOutcome } from "./set-calculator-input";

type Ok = Extract<CalculatorOutcome, { ok: true }>;

const boxesOrBeyond = (value: number | null) => (value === null ? copy.results.beyondLimit : formatNumber(value));

/** The two columns of the result: the regular set and the set with the secret figure. */
export function ResultFigures({ outcome }: { outcome: Ok }) {
  const columns = [
    {
      key: "regular",
      title: copy.results.regular,
      boxes: outcome.expected.regularBoxes,
      cost: outcome.expected.regularCost,
      within: outcome.within.regular,
      half: outcome.forHalf.regular,
      ninety: outcome.forNinety.regular,
    },
    ...(outcome.secretChance > 0 && !outcome.owned.secret
      ? [
          {
            key: "full",
            title: copy.results.full,
            boxes: outcome.expected.fullBoxes,
            cost: outcome.expected.fullCost,
            within: outcome.within.full,
            half: outcome.forHalf.full,
            ninety: outcome.forNinety.full,
          },
        ]
      : []),
  ];
  return (
    <>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {columns.map((column) => (
          <div key={column.key} data-result={column.key} className="rounded-xl bg-sand/60 p-4">
            <p className="font-semibold">{column.title}</p>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
              <dt>{copy.results.expectedBoxes}</dt>
              <dd className="text-right font-bold tabular">{formatDecimal(column.boxes, 1)}</dd>
              <dt>{copy.results.expectedCost}</dt>
              <dd className="text-right font-bold tabular">{formatEuro(Math.round(column.cost))}</dd>
              <dt>{copy.results.chanceWithin(outcome.boxes, outcome.owned.regulars > 0 || outcome.owned.secret)}</dt>
              <dd className="text-right font-bold tabular">{chance(column.within)}</dd>
              <dt>{copy.results.boxesForHalf}</dt>
              <dd className="text-right font-bold tabular">{boxesOrBeyond(column.half)}</dd>
              <dt>{copy.results.boxesForNinety}</dt>
              <dd className="text-right font-bold tabular">{boxesOrBeyond(column.ninety)}</dd>
            </dl>
          </div>
        ))}
      </div>
      {outcome.secretChance === 0 ? <p className="mt-3 text-sm text-ink-soft">{copy.results.noSecret}</p> : null}
    </>
  );
}
