/**
 * Grid and card sizes of the lazily loaded sections. The placeholders and the real cards both use
 * these, so the space is reserved before the body loads (no layout shift). Lives apart from the
 * section bodies: importing a body here would pull it into the page's main chunk.
 */
export type LazyLayout = {
  /** Grid classes shared by the placeholders and the real list. */
  grid: string;
  /** Minimum height of one card; the placeholder uses the same height. */
  card: string;
  /** Number of cards (the lazy-section default is 3). */
  count?: number;
  /** Height of the short note under the list, if the section has one. */
  note?: string;
};

// Card heights: the tallest real card at 390, 768 and 1280 px wide (measured), rounded up. Every
// card stretches to this height, so the placeholders match exactly at common widths.
export const sectionLayouts = {
  series: {
    grid: "grid gap-5 sm:grid-cols-2 lg:grid-cols-3",
    // Tallest card: 327 px at 360, 372 at 640, 347 at 1024 (two-line names and dates wrap in between).
    card: "min-h-84 sm:min-h-94 lg:min-h-88",
    count: 5,
    note: "h-15 sm:h-10 lg:h-5",
  },
  accessories: {
    grid: "grid gap-5 sm:grid-cols-2 lg:grid-cols-3",
    card: "min-h-104",
    count: 6,
    note: "h-20 sm:h-10",
  },
  viennaShops: {
    grid: "grid gap-5 lg:grid-cols-2",
    card: "min-h-125 sm:min-h-92 lg:min-h-98",
    count: 5,
    note: "h-20 sm:h-10",
  },
} as const satisfies Record<string, LazyLayout>;
