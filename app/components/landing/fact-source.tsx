import { factById, type Source } from "~/content/facts";
import { factCopy } from "~/content/facts/copy";
import { cn } from "~/lib/cn";
import { formatPartialDate } from "~/lib/format";

/** The distinct sources of some facts, in order, at most `limit` of them. */
function sourcesOf(factIds: readonly string[], limit: number): Source[] {
  const seen = new Map<string, Source>();
  for (const id of factIds) for (const source of factById(id).sources) if (!seen.has(source.url)) seen.set(source.url, source);
  return [...seen.values()].slice(0, limit);
}

/** "Quellen: Kurier, vienna.at · Stand: Juli 2025" for a list of sources. */
export function SourceLinks({
  sources,
  asOf,
  tone = "default",
  className,
}: {
  sources: readonly Source[];
  asOf?: string;
  /** "inverse" on dark backgrounds. */
  tone?: "default" | "inverse";
  className?: string;
}) {
  return (
    <p className={cn("text-xs", tone === "inverse" ? "text-white/85" : "text-ink-soft", className)}>
      {sources.length > 1 ? factCopy.sources : factCopy.source}:{" "}
      {sources.map((source, index) => (
        <span key={source.url}>
          {index > 0 ? ", " : null}
          <a
            href={source.url}
            title={source.title}
            className={cn("underline underline-offset-2", tone === "inverse" ? "hover:text-white" : "hover:text-ink")}
          >
            {source.name}
          </a>
        </span>
      ))}
      {asOf ? (
        <>
          {" · "}
          {factCopy.asOf}: <time dateTime={asOf}>{formatPartialDate(asOf)}</time>
        </>
      ) : null}
    </p>
  );
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
