import { FigureTile } from "~/ui/figure-tile";
import type { SeriesEntry } from "~/content/facts/series";
import { seriesPage as copy } from "./copy";
import { formatNumber } from "~/utils/format";

/**
 * A series' figures as tiles the site draws (docs/decisions/0036): one per regular figure, named where a source
 * names it and numbered where not, then the secret figure. Neutral, as no source names a figure's colour.
 */
export function SeriesFigures({ entry }: { entry: SeriesEntry }) {
  const names = entry.regularNames.value?.names ?? [];
  return (
    <div className="mt-6">
      <h3 className="font-display text-lg font-extrabold">{copy.figuresHeading}</h3>
      <p className="text-sm text-ink-soft">{copy.tilesNote}</p>
      <ul data-figures="" className="mt-3 flex flex-wrap gap-x-2 gap-y-3">
        {Array.from({ length: entry.figuresPerSet }, (_, index) => (
          <li key={index} className="flex w-18 flex-col items-center gap-1 text-center text-xs leading-tight">
            <FigureTile mark={formatNumber(index + 1)} />
            <span className="break-words">{names[index] ?? copy.figureNumber(index + 1)}</span>
          </li>
        ))}
        {entry.hasSecret ? (
          <li className="flex w-18 flex-col items-center gap-1 text-center text-xs leading-tight font-semibold">
            <FigureTile mark={copy.secretMark} />
            <span className="break-words">{entry.secretName.value ?? copy.secretFigure}</span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
