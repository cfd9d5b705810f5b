import { collectorQuery, toolHit } from "./collector-words";
import { type PagefindFragment, type SearchHit, foldWord, readHit } from "./hits";
import type { PagefindResult, SiteSearch } from "./site-search";
import { EMPTY_VOCABULARY, type Vocabulary, weight } from "./vocabulary";

/** Hits shown at a time; each one loads a small file of the index. */
export const HITS_PER_PAGE = 10;

/** What a query found: the first hits to show, how many there are, and what the next pages read from. */
export type FirstPage = {
  hits: SearchHit[];
  total: number;
  /** Offline (docs/decisions/0032): every hit whose page is on this device; the rest are left out. */
  offline: boolean;
  /** Online: the index's results, best first, of which `loaded` have had their texts read. */
  results: PagefindResult[];
  loaded: number;
  /** Offline: every stored hit, paged from memory. */
  stored: SearchHit[];
  /** What the index was asked (the query in the site's words) and the tools shown first, whose hits are not shown again. */
  asked: string;
  pinned: string[];
};

/** A title that answers a searched word counts that word half again: "Wacky Mart" opens the series, not a list naming it. */
const TITLE_BONUS = 0.5;
/** Where the words answered stand together (a question and its answer in the FAQ), they count a quarter more. */
const NEAR_BONUS = 0.25;
/** A hit titled with the word that opens the question ("Warum …" for "warum ist …") counts a quarter more. */
const QUESTION_BONUS = 0.25;
/** The index's own score only decides between hits that answer the same. */
const INDEX_SCORE_SHARE = 0.25;
/** A hit that answers less than this share of what the best hit answers is left out. */
const MIN_COVERAGE = 0.5;

/**
 * The index's results for every asked word, merged: a page found for several words comes first, each word
 * weighted by how few pages hold it ("labubu" is on all of them), each word's scores scaled to its best.
 * Pagefind asks for every word of a query; one word it does not hold would find nothing for the rest.
 */
async function mergedResults(
  search: SiteSearch,
  words: readonly string[],
  vocabulary: Vocabulary,
  shares: readonly number[] = words.map(() => 1),
) {
  // One after the other: Pagefind answers a search that a newer one overtook with nothing.
  const lists: PagefindResult[][] = [];
  for (const word of words) lists.push(await search.search(word));
  const merged = new Map<string, { found: PagefindResult[]; score: number }>();
  lists.forEach((results, index) => {
    const best = Math.max(0, ...results.map((result) => result.score)) || 1;
    const w = weight(vocabulary, foldWord(words[index]!)) * (shares[index] ?? 1);
    for (const result of results) {
      const entry = merged.get(result.id) ?? { found: [], score: 0 };
      entry.found.push(result);
      entry.score += (w * result.score) / best;
      merged.set(result.id, entry);
    }
  });
  return [...merged.values()]
    .sort((a, b) => b.score - a.score)
    .map(({ found, score }) => ({ result: oneResult(found, score), score }));
}

/** A page found for several words as one result: its text with the matches of all of them. */
function oneResult(found: readonly PagefindResult[], score: number): PagefindResult {
  const [first] = found;
  // The matches from each search's own result: Pagefind keeps one text per page, and its locations are those
  // of the search that loaded it last.
  const words = found.some((result) => result.words)
    ? [...new Set(found.flatMap((result) => result.words ?? []))].sort((a, b) => a - b)
    : null;
  return {
    id: first!.id,
    score,
    ...(words ? { words } : {}),
    data: async () => {
      const texts = await Promise.all(found.map((result) => result.data()));
      const locations = words ?? [...new Set(texts.flatMap((text) => text.locations ?? []))].sort((a, b) => a - b);
      return { ...texts[0]!, locations };
    },
  };
}

/** What ranks hits beside the asked words (collector-words.ts `CollectorQuery`). */
type RankOptions = { slots?: readonly number[]; shares?: readonly number[]; question?: string | null };

/**
 * The hits of some results, best first: each read for the asked words (its part of the page, docs/decisions/0063),
 * ranked by the weight of the words it answers (a title's words counting more), then by the index's score. Hits
 * that answer nothing (Pagefind answers a word it does not hold with another word's first letters) or much less
 * than the best are dropped.
 */
function rankedHits(
  fragments: readonly PagefindFragment[],
  scores: ReadonlyMap<string, number>,
  words: readonly string[],
  vocabulary: Vocabulary,
  { slots = words.map((_, index) => index), shares = words.map(() => 1), question = null }: RankOptions = {},
): SearchHit[] {
  const weights = words.map((word, index) => weight(vocabulary, foldWord(word)) * (shares[index] ?? 1));
  const top = Math.max(0, ...scores.values()) || 1;
  /** Each typed word counts once, by the best of the words it is asked as. */
  const bySlot = (answered: ReadonlySet<number>, value: (index: number) => number) => {
    const best = new Map<number, number>();
    for (const index of answered) best.set(slots[index]!, Math.max(best.get(slots[index]!) ?? 0, value(index)));
    return [...best.values()].reduce((sum, v) => sum + v, 0);
  };
  const read = fragments.map((fragment) => {
    const { hit, answered, inTitle, near } = readHit(fragment, words, slots);
    const own = bySlot(answered, (index) => weights[index]!);
    const coverage = bySlot(answered, (index) => weights[index]! * (inTitle.has(index) ? 1 + TITLE_BONUS : 1));
    const together = near ? NEAR_BONUS * own : 0;
    const asks = question !== null && opensWith(hit.title, question) ? QUESTION_BONUS * own : 0;
    return { hit, own, rank: coverage + together + asks + (INDEX_SCORE_SHARE * (scores.get(fragment.url) ?? 0)) / top };
  });
  const best = Math.max(0, ...read.map((entry) => entry.own));
  return read
    .filter((entry) => entry.own > 0 && entry.own >= MIN_COVERAGE * best)
    .sort((a, b) => b.rank - a.rank)
    .map((entry) => entry.hit);
}

/** Whether a title, or its part after "·" (a FAQ question, a step), opens with a question's word. */
function opensWith(title: string, question: string): boolean {
  return title.split("·").some((part) => foldWord(part.trim().split(/\s+/)[0] ?? "") === question);
}

async function vocabularyOf(search: SiteSearch): Promise<Vocabulary> {
  try {
    return (await search.vocabulary?.()) ?? EMPTY_VOCABULARY;
  } catch {
    // Without it the search reads each word as typed, as it did before typos were forgiven.
    return EMPTY_VOCABULARY;
  }
}

/**
 * The first page of hits for `query`, online and offline by the same logic. The query is asked in the site's
 * words, and the tools it names come first (docs/decisions/0045, 0063).
 */
export async function firstPage(search: SiteSearch, query: string, offline: boolean): Promise<FirstPage> {
  const vocabulary = await vocabularyOf(search);
  const { text: asked, words, slots, shares, tools, question } = collectorQuery(query, vocabulary);
  const first = tools.map(toolHit);
  const pinned = first.map((hit) => hit.url);
  const notPinned = (hit: SearchHit) => !pinned.includes(hit.url);
  const merged = await mergedResults(search, words, vocabulary, shares);
  const all = merged.map((entry) => entry.result);
  const fragments = offline ? await search.available(all) : await search.fragments(all.slice(0, HITS_PER_PAGE));
  const scores = orderScores(fragments);
  const hits = rankedHits(fragments, scores, words, vocabulary, { slots, shares, question }).filter(notPinned);
  if (offline) {
    const stored = [...first, ...hits];
    return { hits: stored.slice(0, HITS_PER_PAGE), total: stored.length, offline, results: [], loaded: 0, stored, asked, pinned };
  }
  const unread = hits.length ? all.length - fragments.length : 0;
  return {
    hits: [...first, ...hits],
    total: first.length + hits.length + unread,
    offline,
    results: hits.length ? all : [],
    loaded: fragments.length,
    stored: [],
    asked,
    pinned,
  };
}

/** The loaded texts in the index's merged order, the first highest (`available` leaves out texts that do not load). */
function orderScores(fragments: readonly PagefindFragment[]): Map<string, number> {
  return new Map(fragments.map((fragment, index) => [fragment.url, fragments.length - index] as const));
}

/** The next page after `shown` hits: the hits that answer the query and how many were dropped. */
export async function nextPage(
  search: SiteSearch,
  page: Pick<FirstPage, "results" | "loaded" | "asked" | "pinned">,
): Promise<{ hits: SearchHit[]; dropped: number; loaded: number }> {
  const next = page.results.slice(page.loaded, page.loaded + HITS_PER_PAGE);
  const fragments = await search.fragments(next);
  const vocabulary = await vocabularyOf(search);
  const words = page.asked.split(" ").filter(Boolean);
  const scores = orderScores(fragments);
  const hits = rankedHits(fragments, scores, words, vocabulary).filter((hit) => !page.pinned.includes(hit.url));
  return { hits, dropped: fragments.length - hits.length, loaded: page.loaded + next.length };
}
