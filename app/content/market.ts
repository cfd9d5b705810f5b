/**
 * The market figures the site states publicly (spec §9). Raw numbers only: every place that shows
 * them formats through ~/lib/format, and structured data can reuse the same values.
 */
export const marketFacts = {
  /** The first "The Monsters" picture books by Kasing Lung. */
  originYear: 2015,
  record: { amount: 148_000, year: 2025 },
  /** Our promise as a ratio (1 = 100 %): every one of the six checks explained, originals only. */
  authenticityPromise: 1,
  blindboxAustria: { low: 12, high: 18 },
  specialEditionFrom: 32,
  rareUpTo: 148_000,
  /** Blindbox prices seen abroad, converted to euros; `asOf` is the month the figures were taken. */
  abroad: {
    asOf: "2025-07-15",
    thailand: 11.5,
    hongKong: 10.6,
  },
  /** Weekday new stock usually arrives (editorial observation, not a shop's promise). */
  restockDay: "Freitag",
} as const;

export type MarketFacts = typeof marketFacts;
