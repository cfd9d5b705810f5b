import { useContext } from "react";

import { FigureTile } from "~/ui/figure-tile";
import type { SeriesEntry } from "~/content/facts/series";
import type { TilePhoto } from "~/domain/photos";
import { PhotoViews } from "~/ui/photo-views";
import { seriesPage as copy } from "./copy";
import { formatNumber } from "~/utils/format";

/** The figure ids of the collection and the catalogue's photos: "1" … n, then "secret". */
const SECRET_ID = "secret";

/**
 * A series' figures as tiles (docs/decisions/0036, 0048): one per regular figure, named where a source names it and
 * numbered where not, then the secret figure. A figure the operator photographed shows the photo; the others are
 * drawn by the site, neutral, as no source names a figure's colour.
 */
export function SeriesFigures({ entry }: { entry: SeriesEntry }) {
  const names = entry.regularNames.value?.names ?? [];
  const views = useContext(PhotoViews);
  const photoOf = (id: string): TilePhoto | undefined => {
    const ref = entry.figurePhotos?.[id];
    const view = ref ? views?.(ref.file) : undefined;
    return ref && view ? { src: view.thumb, alt: ref.alt } : undefined;
  };
  const ids = [...Array.from({ length: entry.figuresPerSet }, (_, index) => String(index + 1)), SECRET_ID];
  const anyPhoto = ids.some((id) => photoOf(id));
  return (
    <div className="mt-6">
      <h3 className="font-display text-lg font-extrabold">{copy.figuresHeading}</h3>
      <p className="text-sm text-ink-soft">{anyPhoto ? copy.tilesWithPhotosNote : copy.tilesNote}</p>
      <ul data-figures="" className="mt-3 flex flex-wrap gap-x-2 gap-y-3">
        {Array.from({ length: entry.figuresPerSet }, (_, index) => (
          <li key={index} className="flex w-18 flex-col items-center gap-1 text-center text-xs leading-tight">
            <FigureTile mark={formatNumber(index + 1)} photo={photoOf(String(index + 1))} />
            <span className="break-words">{names[index] ?? copy.figureNumber(index + 1)}</span>
          </li>
        ))}
        {entry.hasSecret ? (
          <li className="flex w-18 flex-col items-center gap-1 text-center text-xs leading-tight font-semibold">
            <FigureTile mark={copy.secretMark} photo={photoOf(SECRET_ID)} />
            <span className="break-words">{entry.secretName.value ?? copy.secretFigure}</span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
