import type { Fact, Source } from "~/content/facts/types";
import { factCopy } from "~/content/facts/copy";
import { distinctSources, type Stand, standOf } from "~/content/facts/lookup";
import { cn } from "~/utils/cn";
import { formatPartialDate } from "~/utils/format";

/** "Quellen: Kurier, vienna.at · Stand: Juli 2025" (" – nicht neu bestätigt" where a re-check found nothing newer). */
export function SourceLinks({
  sources,
  asOf,
  notReconfirmed = false,
  tone = "default",
  className,
}: {
  sources: readonly Source[];
  asOf?: string;
  notReconfirmed?: boolean;
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
          {notReconfirmed ? ` – ${factCopy.notReconfirmed}` : null}
        </>
      ) : null}
    </p>
  );
}

/** What some facts rest on: their distinct sources in order (at most `limit`) and their "Stand" (see `standOf`). */
export function FactSources({
  facts,
  limit,
  ...props
}: Omit<React.ComponentProps<typeof SourceLinks>, "sources" | "asOf" | "notReconfirmed"> & {
  facts: readonly Fact[];
  limit?: number;
}) {
  const sources = distinctSources(facts.flatMap((fact) => fact.sources)).slice(0, limit);
  const stand: Stand | undefined = standOf(facts);
  return <SourceLinks sources={sources} asOf={stand?.asOf} notReconfirmed={stand?.notReconfirmed} {...props} />;
}
