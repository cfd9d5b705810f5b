import { useCallback, useEffect, useRef, useState } from "react";

import { useLocationSearch } from "~/ui/use-location-search";
import { searchPage as copy } from "~/features/search/copy/search";
import { type SearchHit, answersQuery, toSearchHit } from "./hits";
import { parseQuery, queryFromSearch, searchFromQuery } from "./query";
import { type PagefindResult, type SiteSearch, createSiteSearch } from "./site-search";

/** Pause after the last keystroke before searching: typing stays fluid, results follow at once. */
export const SEARCH_DEBOUNCE_MS = 150;
/** Hits shown at a time; each one loads a small file of the index. */
export const HITS_PER_PAGE = 10;

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
  const results = useRef<PagefindResult[]>([]);
  /** Offline: every hit whose text is on this device, found once per query. */
  const offlineHits = useRef<SearchHit[]>([]);
  /** How many of `results` have had their texts loaded (some may have been dropped as answering nothing). */
  const loaded = useRef(0);
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
        const all = await search().search(parsed.text);
        if (id !== latest.current) return;
        if (navigator.onLine === false) {
          // Offline (docs/decisions/0032): the hits whose pages are on this device, the rest left out.
          const stored = (await search().available(all)).map(toSearchHit);
          if (id !== latest.current) return;
          offlineHits.current = stored;
          setView({
            phase: "done",
            ...searched,
            total: stored.length,
            hits: stored.slice(0, HITS_PER_PAGE),
            loadingMore: false,
            offline: true,
          });
          return;
        }
        const first = await search().fragments(all.slice(0, HITS_PER_PAGE));
        if (id !== latest.current) return;
        // The index answers a word it does not hold with a word's first letters; such hits answer nothing.
        const answering = first.filter((fragment) => answersQuery(parsed.text, fragment));
        results.current = answering.length ? all : [];
        loaded.current = first.length;
        const total = answering.length ? all.length - (first.length - answering.length) : 0;
        setView({ phase: "done", ...searched, total, hits: answering.map(toSearchHit), loadingMore: false });
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
      setView({ ...view, hits: offlineHits.current.slice(0, view.hits.length + HITS_PER_PAGE) });
      return;
    }
    const id = latest.current;
    const next = results.current.slice(loaded.current, loaded.current + HITS_PER_PAGE);
    setView({ ...view, loadingMore: true });
    try {
      const fragments = await search().fragments(next);
      if (id !== latest.current) return;
      loaded.current += next.length;
      const answering = fragments.filter((fragment) => answersQuery(view.query, fragment));
      setView({
        ...view,
        total: view.total - (fragments.length - answering.length),
        hits: [...view.hits, ...answering.map(toSearchHit)],
        loadingMore: false,
      });
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
