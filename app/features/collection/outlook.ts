import type { CollectionPrice, CollectionSeries } from "./catalogue";
import { type Collection, type SeriesProgress, seriesProgress } from "./state";
import { CALCULATOR_LIMITS, type Owned, calculateSet, completionCurve } from "~/features/calculator";

/**
 * What a series still costs a collector, from the catalogue's figure count, secret odds and prices
 * and the figures already owned: the set calculator's expectation (coupon collector from the
 * current state) and its completion curve. Nothing is computed from a value the catalogue lacks.
 */

/** A cost in the price's currency; a price range gives a cost range. */
/** What the outlook of one series and its "Boxen oder einzeln?" panel are given. */
export type SeriesOutlookProps = {
  series: CollectionSeries;
  outlook: SeriesOutlook;
  collection: Collection;
  disabled: boolean;
};

export type CostEstimate = {
  price: CollectionPrice;
  regular: { low: number; high: number };
  full: { low: number; high: number };
};

export type SeriesOutlook =
  | { kind: "complete"; progress: SeriesProgress }
  | { kind: "unknown-odds"; progress: SeriesProgress; reported: string | null }
  | {
      kind: "expected";
      progress: SeriesProgress;
      owned: Owned;
      secretChance: number;
      regularsMissing: number;
      secretMissing: boolean;
      /** Expected further boxes for the regular figures / for everything still missing. */
      regularBoxes: number;
      fullBoxes: number;
      /** One estimate per sourced price; empty when the catalogue has no price. */
      costs: CostEstimate[];
    };

export function seriesOutlook(series: CollectionSeries, collection: Collection): SeriesOutlook {
  const progress = seriesProgress(series, collection);
  if (progress.complete) return { kind: "complete", progress };
  if (progress.hasSecret && series.secretOneIn === null) return { kind: "unknown-odds", progress, reported: series.oddsReported };
  const secretChance = progress.hasSecret ? 1 / series.secretOneIn! : 0;
  const owned: Owned = { regulars: progress.regularsOwned, secret: progress.secretOwned };
  const expected = calculateSet({ figures: series.regulars, secretChance, price: 1, owned });
  const span = (price: CollectionPrice, boxes: number) => ({
    low: boxes * price.amount,
    high: boxes * (price.high ?? price.amount),
  });
  return {
    kind: "expected",
    progress,
    owned,
    secretChance,
    regularsMissing: series.regulars - progress.regularsOwned,
    secretMissing: progress.hasSecret && !progress.secretOwned,
    regularBoxes: expected.regularBoxes,
    fullBoxes: expected.fullBoxes,
    costs: series.prices.map((price) => ({
      price,
      regular: span(price, expected.regularBoxes),
      full: span(price, expected.fullBoxes),
    })),
  };
}

/** The outlook's completion curve for the chart, long enough to reach `target` with the secret (bounded by the calculator's limit). */
export function outlookCurve(
  outlook: Extract<SeriesOutlook, { kind: "expected" }>,
  regulars: number,
  target = 0.99,
): { regular: Float64Array; full: Float64Array } {
  // Enough boxes for the target: the expectation times a margin, within the calculator's bound.
  const guess = Math.ceil(Math.max(outlook.fullBoxes, 1) * Math.max(3, -Math.log(1 - target)));
  const maxBoxes = Math.min(CALCULATOR_LIMITS.maxBoxes, Math.max(10, guess));
  return completionCurve(regulars, outlook.secretChance, maxBoxes, outlook.owned);
}
