// The fact base as data the pages read when they render (docs/decisions/0076): on the server (the prerender,
// the content build, the tests) from its files on disk, in the browser from one JSON resource that every build
// writes and the service worker keeps. No chunk holds a fact's value, wording or source: a correction changes
// that resource and the pages that show it, never the code. Relative imports with extensions only.
import type { Fact, SourceRegistry } from "./fact-schema.ts";
import type { FactFileName } from "./paths.ts";
import type { SeriesEntry } from "./series-schema.ts";

/** What the site knows: the source registry, each fact file's facts and the catalogue's series, in their files' order. */
export type Knowledge = {
  sources: SourceRegistry;
  factFiles: Readonly<Record<FactFileName, readonly Fact[]>>;
  series: readonly SeriesEntry[];
};

/** The resource the browser reads the fact base from. */
export const KNOWLEDGE_PATH = "/daten/wissen.json";

/** How a cited source is written in the resource: by its key in the registry, which holds it once. */
const REFERENCE = "$quelle";
/** How a pattern (a fact's claim patterns) is written: its source and flags. */
const PATTERN = "$muster";

/** The resource's text: every source the facts and series cite stands once, in the registry, and is named by its key. */
export function knowledgeJson(knowledge: Knowledge): string {
  const keys = new Map<unknown, string>(Object.entries(knowledge.sources).map(([key, source]) => [source, key]));
  const { sources } = knowledge;
  return JSON.stringify(
    { sources, factFiles: knowledge.factFiles, series: knowledge.series },
    function cite(this: unknown, _key, value: unknown) {
      if (value instanceof RegExp) return { [PATTERN]: [value.source, value.flags] };
      const key = this === sources ? undefined : keys.get(value);
      return key === undefined ? value : { [REFERENCE]: key };
    },
  );
}

/** The fact base from the resource's text, each cited source the registry's own object again (as on the server). */
export function knowledgeFromJson(text: string): Knowledge {
  const parsed = JSON.parse(text) as Knowledge;
  const { sources } = parsed;
  const link = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(link);
    if (value === null || typeof value !== "object") return value;
    const record = value as Record<string, unknown>;
    const pattern = record[PATTERN];
    if (Array.isArray(pattern)) return new RegExp(String(pattern[0]), String(pattern[1]));
    const key = record[REFERENCE];
    if (typeof key === "string") {
      const source = sources[key];
      if (!source) throw new Error(`${KNOWLEDGE_PATH}: unknown source ${key}`);
      return source;
    }
    return Object.fromEntries(Object.entries(record).map(([name, inner]) => [name, link(inner)]));
  };
  return {
    sources,
    factFiles: link(parsed.factFiles) as Knowledge["factFiles"],
    series: link(parsed.series) as Knowledge["series"],
  };
}
