import type { Fact, Source } from "~/content/facts/types";
import { factCopy } from "~/content/facts/copy";
import { distinctSources, latestAsOf } from "~/content/facts/lookup";
import { cn } from "~/lib/cn";
import { formatPartialDate } from "~/lib/format";

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

/** What some facts rest on: their distinct sources in order (at most `limit`) and the newest "Stand" among them. */
export function FactSources({
  facts,
  limit,
  ...props
}: Omit<React.ComponentProps<typeof SourceLinks>, "sources" | "asOf"> & { facts: readonly Fact[]; limit?: number }) {
  const sources = distinctSources(facts.flatMap((fact) => fact.sources)).slice(0, limit);
  return <SourceLinks sources={sources} asOf={latestAsOf(facts.map((fact) => fact.asOf))} {...props} />;
}
