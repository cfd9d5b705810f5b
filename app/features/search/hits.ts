import { type ExcerptPart, buildExcerpt } from "./excerpt";

/** The part of a Pagefind result's data the page reads (pagefind.js `result.data()`). */
export type PagefindFragment = {
  url: string;
  /** The page's indexed text, plain (no markup). */
  content: string;
  meta: Record<string, string | undefined>;
  /** Word positions of the matches in `content`. */
  locations?: readonly number[];
  /** The page's parts under a heading with an id, each with the matches it holds. */
  sub_results?: readonly { url: string; title: string; locations?: readonly number[] }[];
};

/** Pages whose hits open the part that matched (the catalogue: the series), not the page's top. */
export const ANCHORED_PAGES: readonly string[] = ["/serien"];

export type SearchHit = {
  /** A path of this site, e.g. "/serien" or "/#faq". */
  url: string;
  title: string;
  /** The section or category the page belongs to ("Ratgeber · Lokales", "Startseite"). */
  section: string;
  excerpt: ExcerptPart[];
};

const ORIGIN = "http://site.invalid";

/**
 * A path on this site from a result URL: the origin dropped, no trailing slash (the site's one
 * address per page, so a hit never links to a redirect). Anything that is not a web address of
 * this kind becomes the home page.
 */
export function sitePath(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, ORIGIN);
  } catch {
    return "/";
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return "/";
  const path = parsed.pathname.replace(/\/+$/, "") || "/";
  return path + parsed.hash;
}

/** The part of an anchored page that holds the most matches, when it has an address of its own. */
function matchedPart(fragment: PagefindFragment) {
  if (!ANCHORED_PAGES.includes(sitePath(fragment.url))) return null;
  let best: NonNullable<PagefindFragment["sub_results"]>[number] | null = null;
  for (const part of fragment.sub_results ?? []) {
    if (!sitePath(part.url).includes("#") || !part.locations?.length) continue;
    if (!best || part.locations.length > (best.locations?.length ?? 0)) best = part;
  }
  return best;
}

export function toSearchHit(fragment: PagefindFragment): SearchHit {
  const part = matchedPart(fragment);
  if (part) {
    return {
      url: sitePath(part.url),
      title: part.title.trim(),
      section: fragment.meta.section?.trim() ?? "",
      excerpt: buildExcerpt(fragment.content, part.locations ?? []),
    };
  }
  const url = sitePath(fragment.url);
  return {
    url,
    title: fragment.meta.title?.trim() || url,
    section: fragment.meta.section?.trim() ?? "",
    excerpt: buildExcerpt(fragment.content, fragment.locations ?? []),
  };
}

/**
 * A word as the relevance check compares it: lower case, accents dropped, ae/oe/ue read as a/o/u and ß as ss
 * (as the index folds them), letters and digits only.
 */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/([aou])e/g, "$1")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * Whether a word of the page answers a searched word: they share at least half of the searched word's
 * beginning ("Fälschungen" – "Fälschung", "Boxen" – "Box", "Labubus" – "Labubu-Serien"). Pagefind answers a
 * word it does not hold with the longest beginning it does hold, down to one letter: "Zimomo", a figure the
 * site does not cover, came back as the "z" of "z. B.".
 */
export function answersWord(searched: string, found: string): boolean {
  const a = foldWord(searched);
  const b = foldWord(found);
  if (!a || !b) return false;
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
  return shared >= Math.ceil(a.length / 2);
}

/** Whether a hit holds an answer to every searched word among its matched words. */
export function answersQuery(query: string, fragment: PagefindFragment): boolean {
  const words = fragment.content.split(/[^\S\uFEFF]+/);
  const found = (fragment.locations ?? []).flatMap((location) => (words[location] === undefined ? [] : [words[location]]));
  return query
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .every((searched) => found.some((word) => answersWord(searched, word)));
}
