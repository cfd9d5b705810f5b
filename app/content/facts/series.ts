import { recheckDay } from "./recheck.ts";
import { knowledge } from "../data/knowledge-source.ts";
import { derivedWithReads } from "../data/reads.ts";
import { seriesFactsOf, seriesNewestFirst as newestFirst } from "../data/series-facts.ts";
import type { SeriesEntry } from "../data/series-schema.ts";
import type { Fact } from "../data/fact-schema.ts";
import type { PhotoRef } from "../../domain/photos.ts";

export type { KnownField, OpenField, SeriesEntry, SeriesField, SeriesPrice, SeriesRelease } from "../data/series-schema.ts";
export { citedSources, datePhrase, isOpenField, priceAmount, statedFields } from "../data/series-facts.ts";

/**
 * The series researched for the fact base (docs/fact-research.md), one data file each in series/, every field
 * with its sources and confidence. Open fields are shown as "nicht gesichert" rather than guessed (e.g.
 * Exciting Macaron's secret odds, reported both as 1 : 72 and 1 : 144).
 */
export const seriesCatalogue: readonly SeriesEntry[] = knowledge.series;

/** The catalogue's keys, the anchors of /serien and the facts' tags "series:<key>". */
export const seriesKeys: readonly string[] = seriesCatalogue.map((entry) => entry.key);

/** Newest first, by the earliest known release date; series without a date go last. */
export function seriesNewestFirst(entries: readonly SeriesEntry[] = seriesCatalogue): SeriesEntry[] {
  return newestFirst(entries);
}

/**
 * One quotable fact per series, and which series is the newest (app/content/data/series-facts.ts). A page that reads
 * one depends on the series it was made from (app/content/data/reads.ts).
 */
export const seriesFacts: readonly Fact[] = derivedWithReads(() => seriesFactsOf(seriesCatalogue, recheckDay));

/** The operator's own photos a series names: its own, then its figures' (docs/decisions/0048). */
export function seriesPhotoRefs(entry: SeriesEntry): PhotoRef[] {
  return [entry.photo, ...Object.values(entry.figurePhotos ?? {})].filter((ref): ref is PhotoRef => ref !== undefined);
}
