import { createContext } from "react";

/** When a series entered the catalogue, by key: the Vienna day and its words, from the content's history. */
export type SeriesAdded = Readonly<Record<string, { day: string; label: string }>>;

/**
 * The days the series entered the catalogue, from the home route's build-time loader (docs/decisions/0071): "Neue
 * Serien" lists the series the catalogue took in last first, as /neu does. Empty where the build had no history.
 */
export const SeriesAddedContext = createContext<SeriesAdded>({});
