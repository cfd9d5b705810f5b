import { Search } from "lucide-react";
import { useId } from "react";

import { SEARCH_PATH, headerSearchCopy as copy } from "~/content/search-entry";
import { cn } from "~/utils/cn";

/** The header's search entry: a magnifier link to /suche, in the bar at every width. */
export function HeaderSearchLink({ className }: { className?: string }) {
  return (
    <a
      href={SEARCH_PATH}
      aria-label={copy.link}
      className={cn("inline-flex size-11 items-center justify-center rounded-pill text-ink hover:bg-sand", className)}
    >
      <Search aria-hidden="true" />
    </a>
  );
}

/** A search field in the mobile menu: sends the query to /suche (a plain GET form, JavaScript or not). */
export function MenuSearchForm() {
  const inputId = useId();
  return (
    <form role="search" aria-label={copy.formLabel} action={SEARCH_PATH} method="get" className="flex gap-2 py-2">
      <label htmlFor={inputId} className="sr-only">
        {copy.inputLabel}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        placeholder={copy.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-12 w-full min-w-0 rounded-xl border border-ink-soft/60 bg-surface px-3 text-base text-ink placeholder:text-ink-soft focus-visible:border-accent"
      />
      {/* The magnifier alone: with a word beside it the field was too narrow for its placeholder on a phone. */}
      <button
        type="submit"
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-pill bg-ink text-paper hover:bg-plum"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">{copy.submit}</span>
      </button>
    </form>
  );
}
