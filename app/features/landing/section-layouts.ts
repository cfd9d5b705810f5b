/**
 * Grid and card sizes of the lazily loaded sections. The placeholders and the real cards both use
 * these, so the space is reserved before the body loads (no layout shift). Lives apart from the
 * section bodies: importing a body here would pull it into the page's main chunk.
 */
import { filledGrid } from "~/ui/filled-grid";

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

// Card heights: the tallest real card at 390, 768 and 1280 px wide (measured), rounded up. Every card
// stretches to this height, so the placeholders match exactly at those widths; the cards hold few, short
// parts, so a shorter card leaves little space (on phones the tallest card sets the height, not one at 360 px).
// The grids fill their rows (ui/filled-grid.ts).
export const sectionLayouts = {
  series: {
    grid: filledGrid,
    card: "min-h-60 sm:min-h-60 lg:min-h-60",
    count: 3,
    note: "h-15 sm:h-10 lg:h-5",
  },
  accessories: {
    grid: filledGrid,
    card: "min-h-60",
    count: 6,
    note: "h-20 sm:h-10",
  },
  viennaShops: {
    grid: filledGrid,
    card: "min-h-100 sm:min-h-100 lg:min-h-100",
    count: 3,
    note: "h-20 sm:h-10",
  },
} as const satisfies Record<string, LazyLayout>;
