import { collectorQuery, toolHit } from "./collector-words";
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
  /** What the index was asked (the query in the site's words) and the tools shown first, whose hits are not shown again. */
  asked: string;
  pinned: string[];
};

/**
 * The first page of hits for `query`. The query is asked in the site's words, and the tools it names
 * come first (docs/decisions/0045). The index answers a word it does not hold with a word's first
 * letters; such hits answer nothing and are dropped, and when none of the first page answers (and
 * no tool does), the query found nothing.
 */
export async function firstPage(search: SiteSearch, query: string, offline: boolean): Promise<FirstPage> {
  const { text: asked, tools } = collectorQuery(query);
  const first = tools.map(toolHit);
  const pinned = first.map((hit) => hit.url);
  const notPinned = (hit: SearchHit) => !pinned.includes(hit.url);
  const all = await search.search(asked);
  if (offline) {
    const stored = [...first, ...(await search.available(all)).map(toSearchHit).filter(notPinned)];
    return { hits: stored.slice(0, HITS_PER_PAGE), total: stored.length, offline, results: [], loaded: 0, stored, asked, pinned };
  }
  const fragments = await search.fragments(all.slice(0, HITS_PER_PAGE));
  const answering = fragments.filter((fragment) => answersQuery(asked, fragment)).map(toSearchHit);
  const shown = answering.filter(notPinned);
  const found = answering.length ? all.length - (fragments.length - answering.length) : 0;
  return {
    hits: [...first, ...shown],
    total: first.length + found - (answering.length - shown.length),
    offline,
    results: answering.length ? all : [],
    loaded: fragments.length,
    stored: [],
    asked,
    pinned,
  };
}

/** The next page after `shown` hits: the hits that answer the query and how many were dropped. */
export async function nextPage(
  search: SiteSearch,
  page: Pick<FirstPage, "results" | "loaded" | "asked" | "pinned">,
): Promise<{ hits: SearchHit[]; dropped: number; loaded: number }> {
  const next = page.results.slice(page.loaded, page.loaded + HITS_PER_PAGE);
  const fragments = await search.fragments(next);
  const hits = fragments
    .filter((fragment) => answersQuery(page.asked, fragment))
    .map(toSearchHit)
    .filter((hit) => !page.pinned.includes(hit.url));
  return { hits, dropped: fragments.length - hits.length, loaded: page.loaded + next.length };
}
