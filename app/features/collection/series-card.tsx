import { memo, useMemo } from "react";

import { FigureTable, type SeriesFigures } from "./figure-table";
import { SeriesOutlookView } from "./series-outlook";
import { Progress } from "~/ui/progress";
import { collectionPage as copy } from "./copy";
import { seriesOutlook } from "./outlook";
import type { FigureState } from "./state";

/** One series: its figures with their controls, progress, what is still missing. Re-renders only when its own figures change. */
export const SeriesCard = memo(function SeriesCard({
  series,
  state,
  disabled,
  onChange,
}: SeriesFigures & { onChange: (seriesKey: string, figureId: string, change: Partial<FigureState>) => void }) {
  const collection = useMemo(() => (state ? { [series.key]: state } : {}), [series.key, state]);
  const outlook = useMemo(() => seriesOutlook(series, collection), [series, collection]);
  const { progress } = outlook;
  const headingId = `sammlung-${series.key}-titel`;
  const knownNames = series.figures.flatMap((figure) => (figure.name && !figure.secret ? [figure.name] : []));
  return (
    <section
      id={`sammlung-${series.key}`}
      aria-labelledby={headingId}
      data-series={series.key}
      className="scroll-mt-24 rounded-card border border-line bg-surface px-3 py-4 shadow-card sm:p-7"
    >
      <h3 id={headingId} className="text-title font-extrabold">
        {series.name}
      </h3>
      <div className="mt-3" data-progress>
        <p>
          <span className="text-lg font-bold tabular">{copy.progress.regulars(progress.regularsOwned, progress.regulars)}</span>{" "}
          {copy.progress.regularsLabel}
          {progress.hasSecret ? (
            <span className="text-ink-soft">
              {" "}
              · {progress.secretOwned ? copy.progress.secretOwned : copy.progress.secretMissing}
            </span>
          ) : null}
          {progress.complete ? <span className="font-semibold text-authentic"> · {copy.progress.complete}</span> : null}
        </p>
        <Progress
          className="mt-2"
          value={progress.regularsOwned}
          max={progress.regulars}
          aria-label={copy.progress.barLabel(series.name)}
          getValueLabel={(value, max) => copy.progress.regulars(value, max)}
        />
      </div>
      {series.names === "partial" ? <p className="mt-3 text-sm text-ink-soft">{copy.names.partial(knownNames)}</p> : null}
      {series.names === "none" ? <p className="mt-3 text-sm text-ink-soft">{copy.names.none(series.regulars)}</p> : null}
      <FigureTable
        series={series}
        state={state}
        disabled={disabled}
        onChange={(figure, change) => onChange(series.key, figure, change)}
      />
      <SeriesOutlookView series={series} outlook={outlook} collection={collection} disabled={disabled} />
    </section>
  );
});
