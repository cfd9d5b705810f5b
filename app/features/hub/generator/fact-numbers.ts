/**
 * The numbers a German text states, and the numbers the fact base (or an editor's research note)
 * carries: one rule for the published articles' test and the hub's publish check, so no text goes
 * out with a figure nobody can trace to a source.
 */
import type { Fact } from "~/content/facts";

/**
 * "148.000" or "1 080 000" (de-AT groups with a narrow no-break space) → one number, "14,7" → 14.7,
 * "1 : 72" → [1, 72]: the numbers a German text states.
 */
export function numbersIn(text: string): number[] {
  return (text.match(/\d+(?:[.,\u202f\u00a0]\d+)*/g) ?? []).flatMap((token) => {
    if (/^\d{1,3}(?:[.\u202f\u00a0]\d{3})+(?:,\d+)?$/.test(token))
      return [Number(token.replace(/[.\u202f\u00a0]/g, "").replace(",", "."))];
    // Anything else with a space between digits is two numbers.
    return token.split(/[\u202f\u00a0]/).map((part) => Number(part.replace(",", ".")));
  });
}

/** The numbers of an ISO date or "Stand" ("2025-07-12" → 2025, 7, 12). */
export function dateNumbers(iso: string): number[] {
  return numbersIn(iso.replaceAll("-", " "));
}

/** Every number the facts state or hold: in their sentences, their values (dates included) and their "Stand". */
export function factNumbers(facts: readonly Fact[]): Set<number> {
  const numbers = new Set<number>();
  for (const fact of facts) {
    for (const number of numbersIn(fact.statement)) numbers.add(number);
    for (const value of Object.values(fact.values ?? {})) {
      if (typeof value === "number") numbers.add(value);
      else for (const number of dateNumbers(value)) numbers.add(number);
    }
    if (fact.asOf) for (const number of dateNumbers(fact.asOf)) numbers.add(number);
  }
  return numbers;
}

/** URLs as links resolve them ("https://host" and "https://host/" are one page). */
export function normalUrl(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/** The facts a text draws on when it cites these pages: every fact with a source among them. */
export function factsCitedBy(urls: Iterable<string>, facts: readonly Fact[]): Fact[] {
  const cited = new Set([...urls].map(normalUrl));
  return facts.filter((fact) => fact.sources.some((source) => cited.has(normalUrl(source.url))));
}
