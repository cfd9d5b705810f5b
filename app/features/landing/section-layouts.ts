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

// Card heights: the tallest real card at each breakpoint's common widths (360–412, 640–768, 1024, 1280–1440 px,
// measured; for phones the 390 px width), rounded up. Every card stretches to this height, so the placeholders match exactly and nothing
// shifts; the cards hold few, short parts, so a shorter card leaves little space. The grids fill their rows
// (ui/filled-grid.ts); the three shop cards stay one column until three fit side by side.
export const sectionLayouts = {
  series: {
    grid: filledGrid,
    // One line more than the cards' text needs without the day they entered the catalogue (series-section.tsx).
    card: "min-h-65 sm:min-h-75 xl:min-h-65",
    count: 3,
    note: "h-15 sm:h-10 lg:h-5",
  },
  // Six disclosures, closed: every summary as tall as the tallest (a name on two lines, accessories-section.tsx), the
  // card one border more; opening one stretches no other (items-start).
  accessories: {
    grid: `${filledGrid} items-start gap-3 sm:gap-4`,
    card: "min-h-17.5",
    count: 6,
    note: "h-20 sm:h-15 md:h-10",
  },
  viennaShops: {
    grid: "grid gap-5 lg:grid-cols-3",
    card: "min-h-115 sm:min-h-86 lg:min-h-126 xl:min-h-115",
    count: 3,
    note: "h-20 sm:h-15 md:h-10",
  },
} as const satisfies Record<string, LazyLayout>;
