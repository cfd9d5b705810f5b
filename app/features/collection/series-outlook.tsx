import { useMemo } from "react";

import { CompletionChart } from "~/features/calculator";
import { ArrowLink } from "~/ui/arrow-link";
import { ConversionNote } from "~/ui/conversion-note";
import { isForeign } from "~/utils/euro";
import { collectionPage, collectionPaths } from "./copy";
import type { CollectionSeries } from "./catalogue";
import { type SeriesOutlook, type SeriesOutlookProps, outlookCurve } from "./outlook";
import { completionChart } from "~/features/calculator";
import { calculatorSearch } from "~/features/calculator";
import { SeriesSingles } from "./series-singles";

const copy = collectionPage.outlook;

/** The set calculator, started from this series and what the collector already has. */
function calculatorHref(series: CollectionSeries, outlook: SeriesOutlook): string {
  const { regularsOwned, secretOwned } = outlook.progress;
  return `${collectionPaths.calculator}${calculatorSearch(
    {
      series: series.key,
      figures: String(series.regulars),
      have: String(regularsOwned),
      // Open odds stay an empty field: the calculator asks for them instead of assuming a value.
      odds: !outlook.progress.hasSecret ? "keine" : series.secretOneIn ? `1/${series.secretOneIn}` : "",
      secret: secretOwned,
    },
    { keepEmpty: true },
  )}`;
}

/** What a series still costs: expected boxes and cost from the calculator, the chart, boxes or singles, links onward. */
export function SeriesOutlookView({ series, outlook, collection, disabled }: SeriesOutlookProps) {
  const chart = useMemo(() => {
    if (outlook.kind !== "expected") return null;
    const curve = outlookCurve(outlook, series.regulars);
    return completionChart(curve, {
      withSecret: outlook.secretMissing,
      atStart: { regular: outlook.regularsMissing === 0 ? 1 : 0, full: 0 },
    });
  }, [outlook, series.regulars]);
  const { regularsOwned, regulars } = outlook.progress;
  return (
    <div className="mt-5">
      <h4 className="font-display text-lg font-extrabold">{copy.heading}</h4>
      <div data-outlook={outlook.kind} className="mt-2 space-y-2">
        {outlook.kind === "complete" ? <p className="font-semibold text-authentic">{copy.complete}</p> : null}
        {outlook.kind === "unknown-odds" ? <p className="text-ink-soft">{copy.unknownOdds(outlook.reported)}</p> : null}
        {outlook.kind === "expected" ? (
          <>
            <p data-expected="regular">
              {outlook.regularsMissing > 0 ? copy.regularBoxes(outlook.regularsMissing, outlook.regularBoxes) : copy.regularsDone}
            </p>
            {outlook.secretMissing && series.secretOneIn ? (
              <p data-expected="full">{copy.fullBoxes(outlook.fullBoxes, series.secretOneIn)}</p>
            ) : null}
            {outlook.costs.length ? (
              <>
                <p className="font-semibold">{copy.costsHeading}</p>
                <ul className="list-disc space-y-1 pl-5 text-ink-soft">
                  {outlook.costs.map((cost) => (
                    <li key={`${cost.price.where}-${cost.price.asOf}`}>
                      {copy.cost(cost.price, cost.regular, outlook.secretMissing ? cost.full : null)}
                    </li>
                  ))}
                </ul>
                {outlook.costs.some((cost) => isForeign(cost.price.currency)) ? (
                  <>
                    <p className="text-sm text-ink-soft">{copy.foreignCurrency}</p>
                    <ConversionNote currencies={outlook.costs.map((cost) => cost.price.currency)} />
                  </>
                ) : null}
              </>
            ) : (
              <p className="text-ink-soft">{copy.noPrice}</p>
            )}
          </>
        ) : null}
      </div>
      {chart ? <CompletionChart model={chart} title={collectionPage.chart.title(series.name)} className="mt-4" /> : null}
      <SeriesSingles series={series} outlook={outlook} collection={collection} disabled={disabled} />
      <ul className="mt-3 flex flex-col gap-x-6 sm:flex-row sm:flex-wrap">
        {outlook.kind !== "complete" ? (
          <li>
            <ArrowLink href={calculatorHref(series, outlook)}>
              {outlook.kind === "unknown-odds" ? copy.calculatorOwnOdds : copy.calculator(regularsOwned, regulars)}
            </ArrowLink>
          </li>
        ) : null}
        <li>
          <ArrowLink href={`${collectionPaths.catalogue}#${series.key}`}>{copy.catalogue(series.name)}</ArrowLink>
        </li>
      </ul>
    </div>
  );
}
