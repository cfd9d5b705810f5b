import type { CollectionFigure, CollectionPrice } from "~/domain/collection";
import type { SeriesEntry } from "~/content/facts/series";

/**
 * The series catalogue as the collection needs it: plain data (the route loaders pass it to the page,
 * so the page's code does not carry the whole fact base), one figure per regular slot plus the secret.
 *
 * Figure ids are positions ("1" … "n", "secret"), not names: most series have no sourced names yet,
 * and a name added to the catalogue later must not orphan what a collector has already ticked.
 */

export const SECRET_ID = "secret";

export type { CollectionFigure, CollectionPrice };

export type CollectionSeries = {
  key: string;
  name: string;
  regulars: number;
  /** Regular figures in order, then the secret (when the series has one). */
  figures: readonly CollectionFigure[];
  /** How many regular names are sourced. */
  names: "all" | "partial" | "none";
  /** Odds of the secret as "one in n"; null when not established. */
  secretOneIn: number | null;
  /** What conflicting reports claim, where the odds are open. */
  oddsReported: string | null;
  prices: readonly CollectionPrice[];
};

export type CollectionCatalogue = readonly CollectionSeries[];

/** A catalogue photo's thumbnail by its file (the build's photos: app/shell/photos.server.ts). */
export type ThumbnailOf = (file: string) => string;

function seriesOf(entry: SeriesEntry, thumbnailOf: ThumbnailOf | undefined): CollectionSeries {
  const names = entry.regularNames.value;
  // The operator's own photo of a figure, where there is one (docs/decisions/0048).
  const photo = (id: string) => {
    const ref = entry.figurePhotos?.[id];
    return ref && thumbnailOf ? { photo: { src: thumbnailOf(ref.file), alt: ref.alt } } : {};
  };
  const regulars: CollectionFigure[] = Array.from({ length: entry.figuresPerSet }, (_, index) => ({
    id: String(index + 1),
    number: index + 1,
    name: names?.names[index] ?? null,
    secret: false,
    ...photo(String(index + 1)),
  }));
  const secret: CollectionFigure[] = entry.hasSecret
    ? [{ id: SECRET_ID, number: 0, name: entry.secretName.value, secret: true, ...photo(SECRET_ID) }]
    : [];
  return {
    key: entry.key,
    name: entry.name,
    regulars: entry.figuresPerSet,
    figures: [...regulars, ...secret],
    names: !names ? "none" : names.partial || names.names.length < entry.figuresPerSet ? "partial" : "all",
    secretOneIn: entry.hasSecret ? entry.secretOdds.value : null,
    oddsReported: entry.secretOdds.value === null ? (entry.secretOdds.reported ?? null) : null,
    prices: entry.prices.map(({ amount, high, currency, where, asOf }) => ({
      amount,
      ...(high === undefined ? {} : { high }),
      currency,
      where,
      asOf,
    })),
  };
}

const NAMES_FIRST = { all: 0, partial: 1, none: 2 } as const;

/**
 * The collection's view of the catalogue: series whose figure names are sourced first (a list of "Figur 1–14"
 * is no way to start), then the rest; within each group in the order given (the pages pass newest first).
 */
export function collectionCatalogue(entries: readonly SeriesEntry[], thumbnailOf?: ThumbnailOf): CollectionSeries[] {
  return entries.map((entry) => seriesOf(entry, thumbnailOf)).sort((a, b) => NAMES_FIRST[a.names] - NAMES_FIRST[b.names]);
}

/** A series and one of its figures by id, or null when the catalogue has no such figure. */
export function findFigure(
  catalogue: CollectionCatalogue,
  seriesKey: string,
  figureId: string,
): { series: CollectionSeries; figure: CollectionFigure } | null {
  const series = catalogue.find((entry) => entry.key === seriesKey);
  const figure = series?.figures.find((entry) => entry.id === figureId);
  return series && figure ? { series, figure } : null;
}
