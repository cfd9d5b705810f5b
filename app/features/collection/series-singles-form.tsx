import { useId, useMemo, useState } from "react";

import { figureName } from "./copy";
import type { SeriesOutlookProps } from "./outlook";
import { figureState } from "./state";

import {
  BoxesOrSinglesResult,
  PriceField,
  priceError,
  boxesOrSinglesCopy as copy,
  compareBoxesAndSingles,
  parsePrice,
  parseSinglePrices,
} from "~/features/calculator";
import { type SeriesPrices, readSeriesPrices, writeSeriesPrices } from "./price-storage";

type Field = keyof SeriesPrices;

const NO_PRICES: SeriesPrices = { box: "", single: "", secret: "" };

/**
 * The form and result of "Boxen oder einzeln?" for one series of the collection (docs/decisions/0032):
 * the figures in hand and the sourced odds come from the collection and the catalogue, the box price
 * from a sourced euro price or the collector, the single prices from the collector. What is typed is
 * kept in this browser (app/features/collection/price-storage.ts). Loaded when the panel is opened
 * (series-singles.tsx); locked until the page is ready.
 */
export default function SeriesSinglesForm({ series, outlook, collection, disabled }: SeriesOutlookProps) {
  const id = useId();
  const sourced = series.prices.find((price) => price.currency === "EUR") ?? null;
  // Read once the page is ready (never in the prerender or the hydration pass, which show empty fields).
  const stored = useMemo(() => (disabled ? NO_PRICES : readSeriesPrices(series.key)), [disabled, series.key]);
  const [typed, setPrices] = useState<SeriesPrices | null>(null);
  const prices = typed ?? stored;
  const change = (field: Field, value: string) => {
    const next = { ...prices, [field]: value };
    setPrices(next);
    writeSeriesPrices(series.key, next);
  };
  const missingNames = series.figures
    .filter((figure) => !figure.secret && !figureState(collection, series.key, figure.id).owned)
    .map((figure) => figureName(figure));
  const missing = missingNames.length;
  const secretMissing = outlook.kind === "expected" && outlook.secretMissing;
  const boxText = prices.box.trim() || (sourced ? String(sourced.amount) : "");
  const box = boxText ? parsePrice(boxText) : null;
  const singles = prices.single.trim() ? parseSinglePrices(prices.single, missing) : null;
  const secret = secretMissing && prices.secret.trim() ? parsePrice(prices.secret) : null;
  const result =
    outlook.kind === "expected" && box?.ok && singles?.ok && (secret === null || secret.ok)
      ? compareBoxesAndSingles({
          figures: series.regulars,
          secretChance: outlook.secretChance,
          owned: outlook.owned,
          boxPrice: box.value,
          singles: singles.value,
          secretSingle: secret?.ok ? secret.value : null,
        })
      : null;

  const field = (name: Field, label: string, hint: string, error: string | null, placeholder?: string) => (
    <PriceField
      id={`${id}-${name}`}
      label={label}
      hint={hint}
      value={prices[name]}
      onChange={(next) => change(name, next)}
      error={error}
      disabled={disabled}
      placeholder={placeholder}
    />
  );

  return (
    <>
      {outlook.kind === "unknown-odds" ? (
        <p className="mt-2 text-ink-soft">{copy.unknownOdds}</p>
      ) : (
        <div className="mt-2 space-y-4">
          <p className="text-sm text-ink-soft">{copy.intro}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {field(
              "box",
              copy.boxPriceLabel,
              sourced ? copy.boxPriceSourced(sourced.amount, sourced.where, sourced.asOf) : copy.boxPriceHint,
              priceError(box, missing),
              sourced ? String(sourced.amount) : undefined,
            )}
            {missing > 0
              ? field(
                  "single",
                  copy.singlesLabel,
                  `${copy.singlesHint(missing)} ${copy.singlesHintNamed(missingNames)}`.trim(),
                  priceError(singles, missing),
                )
              : null}
            {secretMissing ? field("secret", copy.secretLabel, copy.secretHint, priceError(secret, missing)) : null}
          </div>
          <div aria-live="polite">{result ? <BoxesOrSinglesResult result={result} figures={series.regulars} /> : null}</div>
        </div>
      )}
    </>
  );
}
