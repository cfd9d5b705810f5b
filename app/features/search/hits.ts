import { type ExcerptPart, buildExcerpt } from "./excerpt";

/** The part of a Pagefind result's data the page reads (pagefind.js `result.data()`). */
export type PagefindFragment = {
  url: string;
  /** The page's indexed text, plain (no markup). */
  content: string;
  meta: Record<string, string | undefined>;
  /** Word positions of the matches in `content`. */
  locations?: readonly number[];
};

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

export function toSearchHit(fragment: PagefindFragment): SearchHit {
  const url = sitePath(fragment.url);
  return {
    url,
    title: fragment.meta.title?.trim() || url,
    section: fragment.meta.section?.trim() ?? "",
    excerpt: buildExcerpt(fragment.content, fragment.locations ?? []),
  };
}
