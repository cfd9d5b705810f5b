// Imported by react-router.config.ts (the prerender list): relative imports with extensions only.
//
// The pages of a list (/ratgeber and each category; docs/decisions/0056): the first page, at the
// list's own address, shows the newest ARTICLES_PER_PAGE articles; every older article is on an
// archive page (`/…/seite/<n>`), in blocks of ARTICLES_PER_PAGE counted from the oldest article:
// page 1 holds the oldest 24, page 2 the next 24, and the newest archive page the rest (1–24). A new
// article therefore changes the first page and the newest archive page only; every older archive
// page keeps its articles and its number for good.

/** Article cards per list page (/ratgeber and each category). */
export const ARTICLES_PER_PAGE = 24;

/** The page number of a list's first page (its own address, the newest articles); archive pages are 1, 2, … from the oldest. */
export const FIRST_PAGE = 0;

/** Archive pages a list of `total` articles fills besides its first page. */
export function archivePageCount(total: number, perPage: number = ARTICLES_PER_PAGE): number {
  return Math.ceil(Math.max(0, total - perPage) / perPage);
}

/** Whether `page` is a page of a list of `total` articles: the first page always is, an archive page while it has articles. */
export function hasPage(total: number, page: number, perPage: number = ARTICLES_PER_PAGE): boolean {
  return page === FIRST_PAGE || (Number.isInteger(page) && page >= 1 && page <= archivePageCount(total, perPage));
}

/** A list's pages in reading order: the first page, then the archive pages from the newest to page 1. */
export function listPageNumbers(total: number, perPage: number = ARTICLES_PER_PAGE): number[] {
  const archive = archivePageCount(total, perPage);
  return [FIRST_PAGE, ...Array.from({ length: archive }, (_, index) => archive - index)];
}

/** The articles of page `page` of `items` (newest first): the newest 24 on the first page, block `page` from the oldest on an archive page. */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number = ARTICLES_PER_PAGE): T[] {
  if (page === FIRST_PAGE) return items.slice(0, perPage);
  if (!hasPage(items.length, page, perPage)) return [];
  return items.slice(Math.max(perPage, items.length - page * perPage), items.length - (page - 1) * perPage);
}

/**
 * The archive page number in `/…/seite/<n>`, or null when that address is not a page: only 1, 2, …
 * written plainly. The first page has one address, the list's own (`/ratgeber`), so "0", "01",
 * "abc" and "2.0" are not pages; whether the number exists is the caller's check (`hasPage`).
 */
export function parsePageNumber(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9]\d{0,5}$/.test(segment)) return null;
  return Number(segment);
}

export type PaginationItem = { kind: "page"; page: number; current: boolean } | { kind: "gap"; key: string };

/**
 * The links of a pagination nav in reading order (newest first): the first page, page 1 (the
 * oldest), the current page with `around` neighbours on each side, and a gap where pages are left
 * out — a short nav even with hundreds of pages. A gap of a single page shows that page instead.
 * A gap is keyed by the page before it, so an archive page's nav stays the same while newer pages
 * are added, except on the few pages next to the newest.
 */
export function paginationItems(
  current: number,
  total: number,
  around = 1,
  perPage: number = ARTICLES_PER_PAGE,
): PaginationItem[] {
  const order = listPageNumbers(total, perPage);
  const at = Math.max(0, order.indexOf(current));
  const shown = new Set<number>([0, order.length - 1]);
  for (let index = at - around; index <= at + around; index++) if (index >= 0 && index < order.length) shown.add(index);
  const items: PaginationItem[] = [];
  let previous = -1;
  for (const index of [...shown].sort((a, b) => a - b)) {
    const page = order[index]!;
    if (index - previous === 2) {
      const between = order[index - 1]!;
      items.push({ kind: "page", page: between, current: between === current });
    } else if (index - previous > 2) items.push({ kind: "gap", key: `gap-${order[previous]}` });
    items.push({ kind: "page", page, current: page === current });
    previous = index;
  }
  return items;
}

/**
 * The pages before and after `page` in reading order: `newer` (null on the first page) and `older`
 * (null on page 1, and on a first page without archive pages).
 */
export function pageNeighbours(
  page: number,
  total: number,
  perPage: number = ARTICLES_PER_PAGE,
): { newer: number | null; older: number | null } {
  const archive = archivePageCount(total, perPage);
  if (page === FIRST_PAGE) return { newer: null, older: archive > 0 ? archive : null };
  return { newer: page >= archive ? FIRST_PAGE : page + 1, older: page > 1 ? page - 1 : null };
}
