import type { Fact } from "./types";

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
