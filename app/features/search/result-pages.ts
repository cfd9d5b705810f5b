import { type SearchHit, answersQuery, toSearchHit } from "./hits";
import type { PagefindResult, SiteSearch } from "./site-search";

/** Hits shown at a time; each one loads a small file of the index. */
export const HITS_PER_PAGE = 10;

/** What a query found: the first hits to show, how many there are, and what the next pages read from. */
export type FirstPage = {
  hits: SearchHit[];
  total: number;
  /** Offline (docs/decisions/0032): every hit whose page is on this device; the rest are left out. */
  offline: boolean;
  /** Online: the index's results, of which `loaded` have had their texts read. */
  results: PagefindResult[];
  loaded: number;
  /** Offline: every stored hit, paged from memory. */
  stored: SearchHit[];
};

/**
 * The first page of hits for `query`. The index answers a word it does not hold with a word's first
 * letters; such hits answer nothing and are dropped, and when none of the first page answers, the
 * query found nothing.
 */
export async function firstPage(search: SiteSearch, query: string, offline: boolean): Promise<FirstPage> {
  const all = await search.search(query);
  if (offline) {
    const stored = (await search.available(all)).map(toSearchHit);
    return { hits: stored.slice(0, HITS_PER_PAGE), total: stored.length, offline, results: [], loaded: 0, stored };
  }
  const first = await search.fragments(all.slice(0, HITS_PER_PAGE));
  const answering = first.filter((fragment) => answersQuery(query, fragment));
  return {
    hits: answering.map(toSearchHit),
    total: answering.length ? all.length - (first.length - answering.length) : 0,
    offline,
    results: answering.length ? all : [],
    loaded: first.length,
    stored: [],
  };
}

/** The next page after `shown` hits: the hits that answer the query and how many were dropped. */
export async function nextPage(
  search: SiteSearch,
  query: string,
  page: Pick<FirstPage, "results" | "loaded">,
): Promise<{ hits: SearchHit[]; dropped: number; loaded: number }> {
  const next = page.results.slice(page.loaded, page.loaded + HITS_PER_PAGE);
  const fragments = await search.fragments(next);
  const answering = fragments.filter((fragment) => answersQuery(query, fragment));
  return { hits: answering.map(toSearchHit), dropped: fragments.length - answering.length, loaded: page.loaded + next.length };
}
