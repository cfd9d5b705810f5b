import type { Fact, Source } from "./types.ts";

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

/** The "Stand" a group of facts shows, and whether it comes with "nicht neu bestätigt". */
export type Stand = { asOf: string; notReconfirmed: boolean };

/**
 * The "Stand" to show beside some facts (docs/decisions/0022). Current facts speak for the group: the
 * oldest Stand among those not re-confirmed, marked so, or else the oldest Stand among the current
 * ones. Without current facts, the newest date among the historical ones (a launch price "zum Start").
 */
export function standOf(facts: readonly Fact[]): Stand | undefined {
  const current = facts.filter((fact) => fact.lifespan === "current" && fact.asOf);
  const unconfirmed = current.filter((fact) => fact.notReconfirmed);
  const oldest = (list: readonly Fact[]) => list.map((fact) => fact.asOf!).sort()[0];
  if (unconfirmed.length) return { asOf: oldest(unconfirmed)!, notReconfirmed: true };
  if (current.length) return { asOf: oldest(current)!, notReconfirmed: false };
  const dated = latestAsOf(facts.map((fact) => fact.asOf));
  return dated ? { asOf: dated, notReconfirmed: false } : undefined;
}

/** The last day a "Stand" of "2025", "2025-07" or "2025-07-15" can mean. */
export function endOfPeriod(asOf: string): string {
  if (/^\d{4}$/.test(asOf)) return `${asOf}-12-31`;
  if (/^\d{4}-\d{2}$/.test(asOf)) {
    const [year, month] = asOf.split("-").map(Number) as [number, number];
    return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  }
  return asOf;
}

/** The same calendar day one year earlier (29 February → 28 February). */
export function oneYearBefore(day: string): string {
  const year = Number(day.slice(0, 4)) - 1;
  const candidate = `${year}${day.slice(4)}`;
  return candidate.endsWith("-02-29") && new Date(`${candidate}T00:00:00Z`).getUTCMonth() !== 1 ? `${year}-02-28` : candidate;
}

/**
 * Whether a current fact is past its twelve months on `today` ("YYYY-MM-DD"; a Stand of a year or month
 * counts from its last day). Historical facts never expire (docs/decisions/0022).
 */
export function isExpired(fact: Pick<Fact, "lifespan" | "asOf">, today: string): boolean {
  return fact.lifespan !== "historical" && fact.asOf !== undefined && endOfPeriod(fact.asOf) < oneYearBefore(today);
}

/**
 * Whether a draft must state this fact with its Stand inside the sentence (docs/decisions/0035): a current
 * fact a re-check could not confirm, or one past its twelve months on `today`.
 */
export function needsStandInText(fact: Pick<Fact, "lifespan" | "asOf" | "notReconfirmed">, today: string): boolean {
  if (fact.lifespan === "historical" || !fact.asOf) return false;
  return Boolean(fact.notReconfirmed) || isExpired(fact, today);
}
