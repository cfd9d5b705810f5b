import type { FigureState } from "~/domain/collection";

import { type CollectionCatalogue, type CollectionSeries } from "./catalogue";

/**
 * What a collector has: per series and figure, whether they own it, how many doubles (extra copies
 * beyond the one they keep) and whether they are looking for it. Only figures with something to say
 * are kept; every function returns a new object (React state, storage and export share this shape).
 */

export const MAX_DOUBLES = 99;

export type { FigureState };
export type SeriesState = Readonly<Record<string, FigureState>>;
export type Collection = Readonly<Record<string, SeriesState>>;

export const EMPTY_FIGURE: FigureState = Object.freeze({ owned: false, doubles: 0, wanted: false });
export const EMPTY_COLLECTION: Collection = Object.freeze({});

export function isEmptyFigure(state: FigureState): boolean {
  return !state.owned && state.doubles === 0 && !state.wanted;
}

export function sameFigure(a: FigureState, b: FigureState): boolean {
  return a.owned === b.owned && a.doubles === b.doubles && a.wanted === b.wanted;
}

/** A figure's state; figures nobody has marked are empty. */
export function figureState(collection: Collection, seriesKey: string, figureId: string): FigureState {
  return (
    (Object.hasOwn(collection, seriesKey) && Object.hasOwn(collection[seriesKey]!, figureId)
      ? collection[seriesKey]![figureId]
      : undefined) ?? EMPTY_FIGURE
  );
}

/** Whole doubles from 0 to the limit; anything else (NaN, negative, fractions) is brought into range. */
export function clampDoubles(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(MAX_DOUBLES, Math.max(0, Math.trunc(value)));
}

/**
 * One consistent state: doubles in range; a figure with doubles is owned (a double is a second
 * copy); a figure no longer owned has no doubles left.
 */
export function normalizeFigure(state: FigureState, previous: FigureState = EMPTY_FIGURE): FigureState {
  const doubles = clampDoubles(state.doubles);
  if (!state.owned && previous.owned) return { owned: false, doubles: 0, wanted: state.wanted };
  return { owned: state.owned || doubles > 0, doubles, wanted: state.wanted };
}

/**
 * The "+" and "−" beside the doubles count copies in hand (docs/decisions/0046): none (not owned), one (owned, no
 * double), two (owned, one double) and so on. "+" adds a copy, so on a figure not owned it ticks "Habe ich"; "−"
 * takes one away in the reverse order, so the last copy unticks it. "Gesucht" is left as it is. Out of range
 * (no copy left, 99 doubles) the state stays as it is; `canStepCopies` says when that is so.
 */
export function stepCopies(state: FigureState, step: 1 | -1): FigureState {
  if (!canStepCopies(state, step)) return state;
  const copies = (state.owned ? 1 + state.doubles : 0) + step;
  return { owned: copies > 0, doubles: Math.max(0, copies - 1), wanted: state.wanted };
}

/** Whether "+" (another copy, up to 99 doubles) or "−" (a copy to take away) can change the figure. */
export function canStepCopies(state: FigureState, step: 1 | -1): boolean {
  return step === 1 ? !state.owned || state.doubles < MAX_DOUBLES : state.owned;
}

/** The collection with one figure changed (normalised; an empty figure is removed). */
export function updateFigure(
  collection: Collection,
  seriesKey: string,
  figureId: string,
  change: Partial<FigureState>,
): Collection {
  const previous = figureState(collection, seriesKey, figureId);
  return withFigure(collection, seriesKey, figureId, normalizeFigure({ ...previous, ...change }, previous));
}

/** The collection with one figure set exactly (already normalised), dropping empty figures and series. */
export function withFigure(collection: Collection, seriesKey: string, figureId: string, state: FigureState): Collection {
  const series: Record<string, FigureState> = { ...(Object.hasOwn(collection, seriesKey) ? collection[seriesKey] : {}) };
  if (isEmptyFigure(state)) delete series[figureId];
  else series[figureId] = state;
  const next: Record<string, SeriesState> = { ...collection };
  if (Object.keys(series).length === 0) delete next[seriesKey];
  else next[seriesKey] = series;
  return next;
}

/** The catalogue and the collection in this browser, as the panels of "Meine Sammlung" are given them. */
export type CatalogueAndCollection = { catalogue: CollectionCatalogue; collection: Collection };

export type SeriesProgress = {
  regulars: number;
  regularsOwned: number;
  hasSecret: boolean;
  secretOwned: boolean;
  /** Every regular figure and (where there is one) the secret. */
  complete: boolean;
};

export function seriesProgress(series: CollectionSeries, collection: Collection): SeriesProgress {
  let regularsOwned = 0;
  let secretOwned = false;
  let hasSecret = false;
  for (const figure of series.figures) {
    const owned = figureState(collection, series.key, figure.id).owned;
    if (figure.secret) {
      hasSecret = true;
      secretOwned = owned;
    } else if (owned) regularsOwned++;
  }
  return {
    regulars: series.regulars,
    regularsOwned,
    hasSecret,
    secretOwned,
    complete: regularsOwned === series.regulars && (!hasSecret || secretOwned),
  };
}

export type CollectionTotals = { owned: number; doubles: number; wanted: number };

/** Figures owned, doubles and wanted figures over the whole catalogue. */
export function collectionTotals(catalogue: CollectionCatalogue, collection: Collection): CollectionTotals {
  const totals = { owned: 0, doubles: 0, wanted: 0 };
  for (const series of catalogue)
    for (const figure of series.figures) {
      const state = figureState(collection, series.key, figure.id);
      if (state.owned) totals.owned++;
      totals.doubles += state.doubles;
      if (state.wanted) totals.wanted++;
    }
  return totals;
}

/**
 * Only the figures the catalogue knows, normalised; `dropped` counts the entries left out (a figure
 * removed from the catalogue, a tampered file).
 */
export function restrictToCatalogue(
  catalogue: CollectionCatalogue,
  entries: Iterable<{ series: string; figure: string; state: FigureState }>,
): { collection: Collection; dropped: number } {
  let collection: Collection = EMPTY_COLLECTION;
  let dropped = 0;
  for (const { series, figure, state } of entries) {
    const known = catalogue.find((entry) => entry.key === series)?.figures.some((entry) => entry.id === figure);
    if (!known) {
      dropped++;
      continue;
    }
    collection = withFigure(collection, series, figure, normalizeFigure(state));
  }
  return { collection, dropped };
}

/** Every marked figure of the collection as a flat list (in the catalogue's order where known). */
export function collectionEntries(collection: Collection): { series: string; figure: string; state: FigureState }[] {
  return Object.entries(collection).flatMap(([series, figures]) =>
    Object.entries(figures).map(([figure, state]) => ({ series, figure, state })),
  );
}

/**
 * The photos of the series the collector follows (any figure marked: owned, doubles or wanted), for the offline
 * app to keep (docs/decisions/0048): every figure photo of such a series, in catalogue order.
 */
export function followedPhotos(catalogue: CollectionCatalogue, collection: Collection): string[] {
  return catalogue
    .filter((series) => Object.values(collection[series.key] ?? {}).some((state) => !isEmptyFigure(state)))
    .flatMap((series) => series.figures.flatMap((figure) => (figure.photo ? [figure.photo.src] : [])));
}
