import { authenticityFacts } from "./authenticity";
import { backgroundFacts } from "./background";
import { exchangeRateFacts } from "./exchange-rates";
import { legalFacts } from "./legal";
import { marketFacts } from "./market";
import { seriesFacts } from "./series";
import type { Fact } from "./types";
import { viennaFacts } from "./vienna";

export { isOpenField, seriesCatalogue, seriesKeys, seriesNewestFirst } from "./series";
export type { KnownField, OpenField, SeriesEntry, SeriesField, SeriesPrice, SeriesRelease } from "./series";
export { accessedOn, pageKey, sources } from "./sources";
export * from "./types";

/** Every fact the site states, in one list. */
export const facts: readonly Fact[] = [
  ...backgroundFacts,
  ...authenticityFacts,
  ...marketFacts,
  ...seriesFacts,
  ...legalFacts,
  ...viennaFacts,
  ...exchangeRateFacts,
];

const byId = new Map(facts.map((fact) => [fact.id, fact]));

/** The fact with this id; throws for an unknown id so a typo fails the build, not the page. */
export function factById(id: string): Fact {
  const fact = byId.get(id);
  if (!fact) throw new Error(`Unknown fact id: ${id}`);
  return fact;
}

/** Typed access to one fact's values (they are part of the fact, so the figure and the sentence agree). */
export function factValue<T extends number | string>(id: string, key: string): T {
  const value = factById(id).values?.[key];
  if (value === undefined) throw new Error(`Fact ${id} has no value ${key}`);
  return value as T;
}
