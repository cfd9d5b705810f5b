import { RotateCcw } from "lucide-react";

import type { SearchView } from "./use-site-search";
import { ArrowLink } from "~/ui/arrow-link";
import { Button } from "~/ui/button";
import { MAX_QUERY_CHARS, MAX_QUERY_WORDS } from "./query";
import type { ExcerptPart } from "./excerpt";
import type { SearchHit } from "./hits";
import { searchPage as copy } from "~/features/search/copy/search";
import { cn } from "~/utils/cn";
import { offlineSearchCopy } from "~/features/offline";

/** What the live region says once a search has settled (nothing while one runs or before the first). */
function statusText(view: SearchView): string {
  switch (view.phase) {
    case "done":
      return view.total === 0 ? copy.noHits.title(view.query) : copy.found(view.total, view.query);
    case "error":
      return copy.error.title;
    case "no-words":
      return copy.noWords;
    default:
      return "";
  }
}

/** The matched words as <mark> elements this page creates; everything else is a text node. */
function Excerpt({ parts }: { parts: readonly ExcerptPart[] }) {
  return parts.map((part, index) =>
    part.mark ? (
      <mark key={index} className="rounded-sm bg-sun-soft px-0.5 text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

function HitList({ hits, busy }: { hits: readonly SearchHit[]; busy: boolean }) {
  return (
    <ol aria-label={copy.resultsLabel} aria-busy={busy || undefined} className={cn("mt-4 space-y-4", busy && "opacity-60")}>
      {hits.map((hit) => (
        <li key={hit.url} className="rounded-card border border-line bg-surface p-5 shadow-xs">
          {hit.section ? <p className="text-sm font-semibold text-accent-strong">{hit.section}</p> : null}
          <h2 className="mt-1 font-display text-xl font-extrabold">
            <a href={hit.url} className="underline decoration-accent/40 underline-offset-4 hover:decoration-accent">
              {hit.title}
            </a>
          </h2>
          {hit.excerpt.length ? (
            <p className="mt-2 break-words text-ink-soft">
              <Excerpt parts={hit.excerpt} />
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Tips, searches that find something, and the main pages (the status line above names the query). */
function NoHits({ onSuggest }: { onSuggest: (query: string) => void }) {
  const noHits = copy.noHits;
  return (
    <div className="mt-4 rounded-card border border-line bg-sand/60 p-5">
      <h2 className="font-display text-lg font-extrabold">{noHits.tipsHeading}</h2>
      <ul className="mt-1 list-disc space-y-1 pl-6">
        {noHits.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <p className="mt-4 font-semibold">{noHits.suggestionsHeading}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {noHits.suggestions.map((suggestion) => (
          <li key={suggestion}>
            <Button type="button" variant="outline" size="sm" onClick={() => onSuggest(suggestion)}>
              {suggestion}
            </Button>
          </li>
        ))}
      </ul>
      <p className="mt-4 font-semibold">{noHits.pagesHeading}</p>
      <SearchPageLinks className="mt-1" />
    </div>
  );
}

/** The site's main pages as links: offered without script and when a search finds nothing. */
export function SearchPageLinks({ className }: { className?: string }) {
  return (
    <ul className={cn("space-y-1", className)}>
      {copy.noScript.links.map((link) => (
        <li key={link.href}>
          <ArrowLink href={link.href}>{link.label}</ArrowLink>
        </li>
      ))}
    </ul>
  );
}

/** Status, notes and hits of the search page, for every state of the search. */
export function SearchResults({
  view,
  onSuggest,
  onRetry,
  onMore,
}: {
  view: SearchView;
  onSuggest: (query: string) => void;
  onRetry: () => void;
  onMore: () => void;
}) {
  const hits = view.phase === "done" ? view.hits : view.phase === "loading" ? view.shown : [];
  return (
    <div className="mt-8 max-w-3xl">
      {/* Always in the page, so screen readers hear each settled search. */}
      <p role="status" className="font-semibold break-words">
        {statusText(view)}
      </p>
      {view.phase === "loading" ? <p className="text-ink-soft">{copy.loading}</p> : null}
      {view.phase !== "idle" && view.truncated ? (
        <p className="mt-2 text-sm text-ink-soft">{copy.truncated(MAX_QUERY_CHARS, MAX_QUERY_WORDS)}</p>
      ) : null}

      {view.phase === "error" ? (
        <div className="mt-4 rounded-card border border-fake/40 bg-fake-soft p-5">
          <p className="text-ink">{copy.error.text}</p>
          <Button type="button" variant="outline" className="mt-4" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            {copy.error.retry}
          </Button>
        </div>
      ) : null}

      {view.phase === "done" && view.offline ? (
        <p className="mt-2 rounded-xl bg-sun-soft p-3 text-sm" data-search-offline="">
          {view.total === 0 ? offlineSearchCopy.noHits : offlineSearchCopy.note}
        </p>
      ) : null}

      {view.phase === "done" && view.total === 0 ? <NoHits onSuggest={onSuggest} /> : null}

      {hits.length ? <HitList hits={hits} busy={view.phase === "loading"} /> : null}

      {view.phase === "done" && view.hits.length < view.total ? (
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Button type="button" variant="outline" onClick={onMore} disabled={view.loadingMore}>
            {copy.more}
          </Button>
          <p className="text-sm text-ink-soft">{copy.shown(view.hits.length, view.total)}</p>
        </div>
      ) : null}
    </div>
  );
}
