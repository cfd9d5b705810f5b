import { Search } from "lucide-react";
import { useEffect, useRef } from "react";

import { SearchPageLinks, SearchResults } from "./search-results";
import { useSiteSearch } from "./use-site-search";
import { PageHeader } from "~/shell/page-header";
import { Button } from "~/ui/button";
import { Input } from "~/ui/input";
import { Label } from "~/ui/label";
import { searchPage as copy } from "~/features/search/copy/search";
import { SEARCH_PATH } from "~/content/search-entry";
import { queryFromSearch } from "./query";

const inputId = "suche-begriff";

/**
 * /suche: a GET form that works as a plain link target (`/suche?q=…`, the JSON-LD SearchAction),
 * with results as the visitor types once the page is interactive. Without JavaScript it says why
 * there are no results and where the content is.
 */
export function SearchPage() {
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useSiteSearch(inputRef);
  // Whoever opens the empty search (the header's magnifier) wants to type: the cursor goes into the field. Not
  // for a shared result address, where a phone's keyboard would cover the results. After hydration rather than
  // with an autofocus attribute, so the prerendered page paints the same with or without it.
  // That focus does not load the search yet: a visitor who leaves again pays nothing for it.
  const focusing = useRef(false);
  useEffect(() => {
    if (queryFromSearch(window.location.search)) return;
    focusing.current = true;
    inputRef.current?.focus({ preventScroll: true });
    focusing.current = false;
  }, []);
  // The button pressed disappears with the state it belonged to: the field keeps the focus.
  const suggest = (query: string) => {
    search.submit(query);
    inputRef.current?.focus();
  };
  const retry = () => {
    search.retry();
    inputRef.current?.focus();
  };
  return (
    <div className="container-page py-10 md:py-14">
      {/* React places it in <head>. The prerendered page has no query, so only result addresses get it. */}
      {search.resultAddress ? <meta name="robots" content="noindex, follow" /> : null}
      {/* Once there is a search, its results come right after the field: on a phone the first one is in the first screen. */}
      <PageHeader
        eyebrow={copy.eyebrow}
        title={copy.title}
        titleId="suche-title"
        intro={search.view.phase === "idle" ? copy.intro : undefined}
      />
      <form
        role="search"
        aria-label={copy.form.label}
        action={SEARCH_PATH}
        method="get"
        className="mt-8 max-w-3xl"
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
      >
        <Label htmlFor={inputId}>{copy.form.inputLabel}</Label>
        <div className="mt-2 flex gap-2">
          <Input
            ref={inputRef}
            id={inputId}
            name="q"
            type="search"
            value={search.text}
            onChange={(event) => search.change(event.target.value)}
            onFocus={() => {
              if (!focusing.current) search.preload();
            }}
            placeholder={copy.form.placeholder}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
          />
          <Button type="submit">
            <Search aria-hidden="true" />
            {copy.form.submit}
          </Button>
        </div>
      </form>
      <noscript>
        <div className="mt-8 max-w-3xl rounded-card border border-line bg-sun-soft p-5">
          <p>{copy.noScript.text}</p>
          <SearchPageLinks className="mt-3" />
        </div>
      </noscript>
      <SearchResults view={search.view} onSuggest={suggest} onRetry={retry} onMore={search.loadMore} />
    </div>
  );
}
