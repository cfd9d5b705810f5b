import { SourceLinks } from "./source-links";
import { factById, type Source } from "~/content/facts";

/** The distinct sources of some facts, in order, at most `limit` of them. */
function sourcesOf(factIds: readonly string[], limit: number): Source[] {
  const seen = new Map<string, Source>();
  for (const id of factIds) for (const source of factById(id).sources) if (!seen.has(source.url)) seen.set(source.url, source);
  return [...seen.values()].slice(0, limit);
}

/** "Quelle: Kurier · Stand: Juli 2025": where a figure comes from and how old it is, with links. */
export function FactSource({
  factIds,
  limit = 2,
  tone = "default",
  className,
}: {
  factIds: readonly string[];
  limit?: number;
  /** "inverse" on dark backgrounds. */
  tone?: "default" | "inverse";
  className?: string;
}) {
  const asOf = factIds
    .map((id) => factById(id).asOf)
    .filter((value): value is string => Boolean(value))
    .sort()
    .at(-1);
  return <SourceLinks sources={sourcesOf(factIds, limit)} asOf={asOf} tone={tone} className={className} />;
}
