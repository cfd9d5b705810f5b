// Imported by react-router.config.ts (the prerender list): relative imports with extensions only.

/** Article cards per list page (/ratgeber and each category). */
export const ARTICLES_PER_PAGE = 24;

/** Pages a list of `total` articles fills; an empty list still has its first page. */
export function pageCount(total: number, perPage: number = ARTICLES_PER_PAGE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

/** The articles of page `page` (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number = ARTICLES_PER_PAGE): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/**
 * The page number in `/…/seite/<n>`, or null when that address is not a page: only 2, 3, … written
 * plainly. Page 1 has one address, the list's own (`/ratgeber`), so "1", "0", "01", "abc" and "2.0"
 * are not pages; whether the number exists is the caller's check against the page count.
 */
export function parsePageNumber(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9]\d{0,5}$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 ? page : null;
}

export type PaginationItem = { kind: "page"; page: number; current: boolean } | { kind: "gap"; key: string };

/**
 * The numbered links of a pagination nav: the first and last page, the current one with `around`
 * neighbours on each side, and a gap where pages are left out — a short nav even with hundreds of
 * pages, in which every page stays two clicks away at most from the ends. A gap of a single page
 * shows that page instead.
 */
export function paginationItems(current: number, count: number, around = 1): PaginationItem[] {
  const shown = new Set<number>([1, count]);
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= count) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: "page", page: page - 1, current: page - 1 === current });
    else if (page - previous > 2) items.push({ kind: "gap", key: `gap-${previous}` });
    items.push({ kind: "page", page, current: page === current });
    previous = page;
  }
  return items;
}
