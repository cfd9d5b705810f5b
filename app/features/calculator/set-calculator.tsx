import { CircleAlert } from "lucide-react";
import { useId, useMemo } from "react";

import { CompletionChart } from "./completion-chart";
import { ResultFigures } from "./result-figures";
import { fieldClassName } from "~/ui/input";
import { NativeSelect, NativeSelectOption } from "~/ui/native-select";
import { useLocationSearch } from "~/ui/use-location-search";
import { calculatorDefaults, calculatorError, calculatorPage as copy } from "~/features/calculator/copy/calculator";
import { chartCopy } from "~/features/calculator/copy/chart";
import { completionChart } from "./completion-chart-model";
import { formatDecimal } from "~/utils/format";
import { CalculatorSingles, type SinglesField } from "./calculator-singles";
import {
  type CalculatorField,
  type CalculatorText,
  calculatorFields,
  calculatorSearch,
  calculatorTextFromSearch,
  runCalculator,
} from "./set-calculator-input";
import { type CalculatorSeries, OWN_VALUES, chosenSeries, withSeries } from "./series-choice";

const inputModes = { figures: "numeric", have: "numeric", odds: "text", price: "decimal", boxes: "numeric" } as const;

/**
 * The interactive calculator. The prerendered HTML shows the form with the defaults and their
 * result; after hydration the fields work, and the address keeps the fields so a result can be
 * shared (read after hydration, so the first render matches the prerendered HTML).
 */
export function SetCalculator({ series }: { series: readonly CalculatorSeries[] }) {
  const id = useId();
  // The fields live in the address: a calculation can be linked, and the series catalogue links here with its values.
  const [search, setSearch] = useLocationSearch();
  const text = useMemo<CalculatorText>(() => ({ ...calculatorDefaults.text, ...calculatorTextFromSearch(search) }), [search]);
  const outcome = useMemo(() => runCalculator(text), [text]);

  const show = (next: CalculatorText) => setSearch(calculatorSearch(next, { keepEmpty: true }));
  // A series stays named in the address only while its values are in the fields.
  const update: Update = (field, value) => {
    const next = { ...text, [field]: value };
    show(chosenSeries(series, next) ? next : { ...next, series: undefined });
  };
  const chosen = chosenSeries(series, text);

  const errors = outcome.ok ? {} : outcome.errors;
  const started = outcome.ok && (outcome.owned.regulars > 0 || outcome.owned.secret);
  const chart = useMemo(() => {
    if (!outcome.ok) return null;
    const { owned, figures, secretChance } = outcome;
    const regularDone = owned.regulars === figures ? 1 : 0;
    return completionChart(outcome.curve, {
      withSecret: secretChance > 0 && !owned.secret,
      atStart: { regular: regularDone, full: regularDone && (owned.secret || secretChance === 0) ? 1 : 0 },
    });
  }, [outcome]);
  return (
    // No <form>: nothing is submitted, the result follows every keystroke.
    <section aria-labelledby={`${id}-heading`} className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-7">
      <h2 id={`${id}-heading`} className="font-display text-xl font-extrabold">
        {copy.formHeading}
      </h2>
      <SeriesPicker
        id={`${id}-series`}
        series={series}
        value={chosen?.key ?? OWN_VALUES}
        onChange={(key) =>
          show(
            withSeries(
              text,
              series.find((option) => option.key === key),
            ),
          )
        }
      />
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        {calculatorFields.map((field) => (
          <CalculatorInput key={field} id={id} field={field} text={text} error={errors[field]} update={update} />
        ))}
      </div>
      <noscript>
        <p className="mt-4 rounded-xl bg-sun-soft p-3 text-sm">{copy.noScript}</p>
      </noscript>
      <section aria-labelledby={`${id}-result`} className="mt-6 border-t border-line pt-5">
        <h3 id={`${id}-result`} className="font-display text-lg font-extrabold">
          {outcome.ok ? copy.resultHeading : copy.invalidHeading}
        </h3>
        {/* A one-line summary for screen readers; the figures below would be too much to read out on every keystroke. */}
        <p role="status" className="sr-only">
          {outcome.ok
            ? copy.results.summary(
                formatDecimal(outcome.expected.regularBoxes, 1),
                outcome.secretChance > 0 ? formatDecimal(outcome.expected.fullBoxes, 1) : null,
                started,
              )
            : copy.invalidHeading}
        </p>
        <div>
          {outcome.ok ? (
            <>
              {started ? (
                <p className="mt-2 text-sm text-ink-soft">
                  {copy.results.start(outcome.owned.regulars, outcome.figures, outcome.owned.secret)}
                </p>
              ) : null}
              <ResultFigures outcome={outcome} />
              {chart ? (
                <CompletionChart
                  model={chart}
                  title={started ? chartCopy.calculatorTitleStarted : chartCopy.calculatorTitle}
                  className="mt-6"
                />
              ) : null}
            </>
          ) : (
            <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-fake">
              {calculatorFields
                .filter((field) => errors[field])
                .map((field) => (
                  <li key={field}>
                    <a href={`#${id}-${field}`} className="underline underline-offset-2">
                      {copy.fields[field].label}
                    </a>
                    : {calculatorError(field, errors[field]!, text[field])}
                  </li>
                ))}
            </ul>
          )}
        </div>
      </section>
      <CalculatorSingles
        outcome={outcome}
        single={text.single ?? ""}
        secretSingle={text.secretSingle ?? ""}
        onChange={(field, value) => update(field, value)}
      />
    </section>
  );
}

/** The catalogue's series as a starting point; "Eigene Werte" while the fields are the visitor's own. */
function SeriesPicker({
  id,
  series,
  value,
  onChange,
}: {
  id: string;
  series: readonly CalculatorSeries[];
  value: string;
  onChange: (key: string) => void;
}) {
  const picker = copy.seriesPicker;
  return (
    <div className="mt-4 flex flex-col gap-1.5 sm:max-w-md">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {picker.label}
      </label>
      <NativeSelect
        id={id}
        name="series"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
      >
        <NativeSelectOption value={OWN_VALUES}>{picker.ownValues}</NativeSelectOption>
        {series.map((option) => (
          <NativeSelectOption key={option.key} value={option.key}>
            {option.odds === "" ? `${option.name} (${picker.oddsOpen})` : option.name}
          </NativeSelectOption>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {picker.hint}
      </p>
    </div>
  );
}

type Update = (field: CalculatorField | "secret" | SinglesField, value: string | boolean) => void;

/** One field of the calculator with its hint, its error and (under the odds) the secret checkbox. */
function CalculatorInput({
  id,
  field,
  text,
  error,
  update,
}: {
  id: string;
  field: CalculatorField;
  text: CalculatorText;
  error: Parameters<typeof calculatorError>[1] | undefined;
  update: Update;
}) {
  const inputId = `${id}-${field}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {copy.fields[field].label}
      </label>
      <input
        id={inputId}
        name={field}
        type="text"
        inputMode={inputModes[field]}
        autoComplete="off"
        maxLength={40}
        value={text[field]}
        onChange={(event) => update(field, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
        className={fieldClassName}
      />
      <p id={`${inputId}-hint`} className="text-sm text-ink-soft">
        {copy.fields[field].hint}
      </p>
      {error ? (
        <p id={`${inputId}-error`} className="flex gap-1.5 text-sm font-semibold text-fake">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {calculatorError(field, error, text[field])}
        </p>
      ) : null}
      {field === "odds" ? (
        // The label around the box is the target: 44 px tall, as wide as its words (docs/decisions/0046).
        <label className="mt-1 flex min-h-11 cursor-pointer items-center gap-2.5 self-start text-sm font-semibold text-ink">
          <input
            type="checkbox"
            id={`${id}-secret`}
            name="secret"
            checked={text.secret}
            onChange={(event) => update("secret", event.target.checked)}
            className="size-6 shrink-0 accent-accent"
          />
          {copy.secretOwned}
        </label>
      ) : null}
    </div>
  );
}
