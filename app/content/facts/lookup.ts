import type { Fact, Source } from "./types";

/**
 * Lookups within one fact module. Pages that need only a few facts import that module and these
 * helpers instead of the whole fact base, so their code stays small.
 */
export function factIn(list: readonly Fact[], id: string): Fact {
  const fact = list.find((candidate) => candidate.id === id);
  if (!fact) throw new Error(`Unknown fact id: ${id}`);
  return fact;
}

export function valueIn<T extends number | string>(list: readonly Fact[], id: string, key: string): T {
  const value = factIn(list, id).values?.[key];
  if (value === undefined) throw new Error(`Fact ${id} has no value ${key}`);
  return value as T;
}

/** The distinct sources among `sources` (one per URL, the first one), in order: what a page lists under some facts. */
export function distinctSources(sources: Iterable<Source>): Source[] {
  const byUrl = new Map<string, Source>();
  for (const source of sources) if (!byUrl.has(source.url)) byUrl.set(source.url, source);
  return [...byUrl.values()];
}

/** The newest of some "Stand" dates (ISO, so they sort as text); undefined when none is given. */
export function latestAsOf(dates: Iterable<string | undefined>): string | undefined {
  return [...dates]
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);
}
