import type { CollectionCatalogue, CollectionFigure, CollectionSeries } from "~/features/collection/catalogue";
import { type Collection, figureState } from "~/features/collection/state";
import type { TradeItem } from "~/features/collection/trade-link";

/**
 * Trade matching without accounts (docs/decisions/0032): another collector's trade list (their
 * doubles and wanted figures, from their link) against the collection in this browser.
 *
 * - Give: their wanted figures of which this collection has doubles; the count is how many doubles
 *   of it are here.
 * - Get: their doubles that this collection wants or does not have yet; the count is how many they
 *   offer.
 *
 * Both lists are grouped by series in the catalogue's order, each group with the number of figures
 * in it. Only catalogue figures take part (the link's reader drops everything else).
 */

export type MatchItem = {
  figure: CollectionFigure;
  count: number;
  /** Get only: this collection marks it as wanted (else it is just missing). */ wanted: boolean;
};
export type MatchGroup = { series: CollectionSeries; items: MatchItem[] };
export type TradeMatch = { give: MatchGroup[]; get: MatchGroup[] };

function group(items: { series: CollectionSeries; item: MatchItem }[]): MatchGroup[] {
  const groups: MatchGroup[] = [];
  for (const { series, item } of items) {
    const last = groups.at(-1);
    if (last?.series.key === series.key) last.items.push(item);
    else groups.push({ series, items: [item] });
  }
  return groups;
}

export function matchTrade(
  theirs: { doubles: readonly TradeItem[]; wanted: readonly TradeItem[] },
  mine: Collection,
): TradeMatch {
  const give = theirs.wanted.flatMap(({ series, figure }) => {
    const doubles = figureState(mine, series.key, figure.id).doubles;
    return doubles > 0 ? [{ series, item: { figure, count: doubles, wanted: false } }] : [];
  });
  const get = theirs.doubles.flatMap(({ series, figure, count }) => {
    const state = figureState(mine, series.key, figure.id);
    return state.wanted || !state.owned ? [{ series, item: { figure, count, wanted: state.wanted } }] : [];
  });
  return { give: group(give), get: group(get) };
}

/** Figures in a match list (not copies). */
export const figureCount = (groups: readonly MatchGroup[]) => groups.reduce((sum, entry) => sum + entry.items.length, 0);

/** Whether this browser holds anything a trade can be matched against. */
export function hasCollection(catalogue: CollectionCatalogue, collection: Collection): boolean {
  return catalogue.some((series) =>
    series.figures.some((figure) => {
      const state = figureState(collection, series.key, figure.id);
      return state.owned || state.wanted;
    }),
  );
}
