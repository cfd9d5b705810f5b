import type { SourceReference } from "../drafts/types";
import type { FactKit, Prose } from "~/features/hub/copy/briefs/types";
import { type Fact, factById } from "~/content/facts";
import {
  formatCount,
  formatDecimal,
  formatEuro,
  formatMoney,
  formatMoneyRange,
  formatNumber,
  formatOdds,
  formatPartialDate,
  formatPercent,
} from "~/utils/format";

/**
 * The fact base as a brief's prose sees it: formatted figures, source links, and a record of every
 * fact used, so the draft cites exactly the facts it states. A fact the brief did not declare is an
 * error (a brief's `facts` list is what an editor or a language model is told the draft rests on).
 */
export function createFactKit(declared: readonly string[]): { kit: FactKit; used: () => Fact[] } {
  const allowed = new Set(declared);
  const used = new Map<string, Fact>();

  const fact = (id: string): Fact => {
    if (!allowed.has(id)) throw new Error(`Fact ${id} is used but not declared in the brief`);
    const found = factById(id);
    used.set(id, found);
    return found;
  };
  const value = (id: string, key: string): number | string => {
    const found = fact(id).values?.[key];
    if (found === undefined) throw new Error(`Fact ${id} has no value ${key}`);
    return found;
  };
  const numeric = (id: string, key: string): number => {
    const found = value(id, key);
    if (typeof found !== "number") throw new Error(`Fact ${id}: value ${key} is not a number`);
    return found;
  };
  const textual = (id: string, key: string): string => String(value(id, key));
  const currency = (id: string): string => textual(id, "currency");

  const kit: FactKit = {
    count: (id, key) => formatCount(numeric(id, key)),
    number: (id, key) => formatNumber(numeric(id, key)),
    decimal: (id, key) => formatDecimal(numeric(id, key)),
    euro: (id, key) => formatEuro(numeric(id, key)),
    money: (id, key) => formatMoney(numeric(id, key), currency(id)),
    moneyRange: (id, low, high) => formatMoneyRange(numeric(id, low), numeric(id, high), currency(id)),
    percent: (id, key) => formatPercent(numeric(id, key)),
    odds: (id, key) => formatOdds(numeric(id, key)),
    date: (id, key) => formatPartialDate(textual(id, key)),
    text: textual,
    asOf: (id) => {
      const asOf = fact(id).asOf;
      if (!asOf) throw new Error(`Fact ${id} has no Stand`);
      return formatPartialDate(asOf);
    },
    link: (id, words) => {
      const [source] = fact(id).sources;
      if (!source) throw new Error(`Fact ${id} has no source`);
      return `[${words}](${source.url})`;
    },
    use: (id) => {
      fact(id);
      return "";
    },
  };
  return { kit, used: () => [...used.values()] };
}

/** A paragraph of a brief as text. */
export function writeProse(prose: Prose, kit: FactKit): string {
  return typeof prose === "string" ? prose : prose(kit);
}

/** The sources of the facts, each page once, in the order the facts were used. */
export function sourcesOf(facts: readonly Fact[]): SourceReference[] {
  const byUrl = new Map<string, SourceReference>();
  for (const fact of facts)
    for (const source of fact.sources) if (!byUrl.has(source.url)) byUrl.set(source.url, { name: source.name, url: source.url });
  return [...byUrl.values()];
}
