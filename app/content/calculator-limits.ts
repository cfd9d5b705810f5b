/**
 * The set calculator's largest accepted inputs; they bound the work (states × boxes). A module of
 * its own, so code that computes (the calculator's math, the collection) does not pull in the
 * calculator's copy and the facts behind its defaults.
 */
export const CALCULATOR_LIMITS = {
  maxFigures: 100,
  /** Odds of one in this many at most. */
  maxSecretOneIn: 100_000,
  maxPrice: 10_000,
  maxBoxes: 5_000,
} as const;
