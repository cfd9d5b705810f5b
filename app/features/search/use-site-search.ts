import { useCallback, useEffect, useRef, useState } from "react";

import { useLocationSearch } from "~/ui/use-location-search";
import { searchPage as copy } from "~/features/search/copy/search";
import type { SearchHit } from "./hits";
import { parseQuery, queryFromSearch, searchFromQuery } from "./query";
import { type FirstPage, HITS_PER_PAGE, firstPage, nextPage } from "./result-pages";
import { type SiteSearch, createSiteSearch } from "./site-search";

/** Pause after the last keystroke before searching: typing stays fluid, results follow at once. */
export const SEARCH_DEBOUNCE_MS = 150;
type Searched = { query: string; truncated: boolean };
export type SearchView =
  | { phase: "idle" }
  | ({ phase: "no-words" } & Searched)
  | ({ phase: "loading"; shown: SearchHit[] } & Searched)
  | ({ phase: "error" } & Searched)
  | ({ phase: "done"; total: number; hits: SearchHit[]; loadingMore: boolean; offline?: boolean } & Searched);

/**
 * The search page's state: the field's text, the address (`?q=`, replaced as the query changes so a
 * search can be shared and reloaded) and the results. Searches run after a short pause in typing,
 * at once on submit and for the query the page was opened with; an answer that arrives after a
 * newer query started is dropped.
 */
export function useSiteSearch(inputRef: React.RefObject<HTMLInputElement | null>) {
  const [address, setAddressSearch] = useLocationSearch();
  const [text, setText] = useState("");
  const [view, setView] = useState<SearchView>({ phase: "idle" });
  const client = useRef<SiteSearch | null>(null);
  /** What the current query found, for its next pages. */
  const found = useRef<Pick<FirstPage, "results" | "loaded" | "stored" | "asked" | "pinned">>({
    results: [],
    loaded: 0,
    stored: [],
    asked: "",
    pinned: [],
  });
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const search = useCallback(() => (client.current ??= createSiteSearch()), []);

  const run = useCallback(
    async (raw: string) => {
      clearTimeout(timer.current);
      const id = ++latest.current;
      const parsed = parseQuery(raw);
      if (parsed.kind === "empty") {
        setAddressSearch("");
        setView({ phase: "idle" });
        return;
      }
      const searched = { query: parsed.text, truncated: parsed.truncated };
      setAddressSearch(searchFromQuery(parsed.text));
      if (parsed.kind === "no-words") {
        setView({ phase: "no-words", ...searched });
        return;
      }
      setView((current) => ({
        phase: "loading",
        ...searched,
        shown: current.phase === "done" ? current.hits : current.phase === "loading" ? current.shown : [],
      }));
      try {
        // Offline (docs/decisions/0032): the hits whose pages are on this device, the rest left out.
        const page = await firstPage(search(), parsed.text, navigator.onLine === false);
        if (id !== latest.current) return;
        found.current = page;
        setView({ phase: "done", ...searched, total: page.total, hits: page.hits, loadingMore: false, offline: page.offline });
      } catch (error) {
        if (id !== latest.current) return;
        console.warn(copy.errorLog, error);
        setView({ phase: "error", ...searched });
      }
    },
    [search, setAddressSearch],
  );

  // The address the page was opened with (a shared link, a reload, the form sent without
  // JavaScript), or what was typed before the page became interactive.
  useEffect(() => {
    const initial = queryFromSearch(window.location.search) || inputRef.current?.value || "";
    if (!initial) return;
    setText(initial);
    void run(initial);
  }, [run, inputRef]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(value), SEARCH_DEBOUNCE_MS);
  };

  const loadMore = async () => {
    if (view.phase !== "done") return;
    if (view.offline) {
      setView({ ...view, hits: found.current.stored.slice(0, view.hits.length + HITS_PER_PAGE) });
      return;
    }
    const id = latest.current;
    setView({ ...view, loadingMore: true });
    try {
      const more = await nextPage(search(), found.current);
      if (id !== latest.current) return;
      found.current = { ...found.current, loaded: more.loaded };
      setView({ ...view, total: view.total - more.dropped, hits: [...view.hits, ...more.hits], loadingMore: false });
    } catch (error) {
      if (id !== latest.current) return;
      console.warn(copy.errorLog, error);
      setView({ phase: "error", query: view.query, truncated: view.truncated });
    }
  };

  return {
    text,
    view,
    /** A result address (`?q=…`): search engines should not index it (the page itself they may). */
    resultAddress: queryFromSearch(address) !== "",
    change,
    /** Runs the search now (the form's submit, a suggested search). */
    submit: (value: string = text) => {
      setText(value);
      void run(value);
    },
    retry: () => {
      search().reset();
      void run(text);
    },
    loadMore: () => void loadMore(),
    /** Starts loading the index when the visitor is about to search. */
    preload: () => search().preload(),
  };
}
