import type { FieldError } from "~/domain/calculator";
import { type Owned, calculateSet } from "~/features/calculator/set-calculation";
import { type Parsed, parsePrice } from "~/features/calculator/set-calculator-input";

/**
 * Boxes or singles (docs/decisions/0032): what completing a series costs with more blind boxes (the
 * set calculator's expectation from the collector's state, times the box price) against buying the
 * missing figures singly at the prices the collector enters, and up to how many missing figures the
 * singles are the cheaper way. Nothing here knows a market price: every price comes from the caller
 * (a sourced box price or one the collector typed), and without the secret's odds nothing is compared.
 */

/** What single figures cost: one price for each missing regular figure, or one price per missing figure. */
export type SinglePrices = { kind: "each"; price: number } | { kind: "per-figure"; prices: readonly number[] };

/** Why a list of single prices is refused, beyond the price field's own reasons. */
export type SinglesError = FieldError | "count";

/** Prices in a list are separated by semicolons: the comma is the decimal sign in Austria ("12,50; 15; 40"). */
export const PRICE_SEPARATOR = ";";
export const MAX_LISTED_PRICES = 100;

/**
 * "20" (each missing figure) or "12,50; 15; 40" (one per missing figure, as many as are missing).
 * @param missing regular figures still missing, which a list must match
 */
export function parseSinglePrices(
  raw: string,
  missing: number,
): { ok: true; value: SinglePrices } | { ok: false; error: SinglesError } {
  const parts = raw.split(PRICE_SEPARATOR).map((part) => part.trim());
  if (parts.length === 1) {
    const price = parsePrice(raw);
    return price.ok ? { ok: true, value: { kind: "each", price: price.value } } : price;
  }
  if (parts.length > MAX_LISTED_PRICES || parts.length !== missing) return { ok: false, error: "count" };
  const prices: number[] = [];
  for (const part of parts) {
    const price: Parsed<number> = parsePrice(part);
    if (!price.ok) return price;
    prices.push(price.value);
  }
  return { ok: true, value: { kind: "per-figure", prices } };
}

export type Comparison = {
  /** Expected cost with boxes (expected boxes × box price). */
  boxes: number;
  expectedBoxes: number;
  /** Cost of buying every missing figure singly. */
  singles: number;
  cheaper: "boxes" | "singles" | "same";
};

export type BoxesOrSinglesInput = {
  /** Regular figures in the series. */
  figures: number;
  /** Chance per box of the secret (0: the series has none). */
  secretChance: number;
  owned: Owned;
  boxPrice: number;
  singles: SinglePrices;
  /** What the secret costs singly, when the collector wants to compare with it (and it is missing). */
  secretSingle?: number | null;
};

export type BoxesOrSingles = {
  missingRegulars: number;
  /** For the regular figures; null when none is missing. */
  regulars: Comparison | null;
  /** For everything, the secret included; null without a secret, with the secret in hand or without its single price. */
  full: Comparison | null;
  /**
   * For the regular figures at one single price (the average of a list): singles are cheaper while at
   * most `upTo` figures are missing (0: never; the set's size: always), boxes from `upTo + 1` on.
   */
  threshold: { price: number; upTo: number; /** The price is the average of a list. */ averaged: boolean };
};

const compare = (boxes: number, singles: number, expectedBoxes: number): Comparison => ({
  boxes,
  expectedBoxes,
  singles,
  // Cents decide: the two are "the same" when they round to the same amount.
  cheaper: Math.round(boxes * 100) === Math.round(singles * 100) ? "same" : boxes < singles ? "boxes" : "singles",
});

/** Expected boxes until `missing` particular regular figures of `figures` are in hand (the rest owned). */
function boxesForMissing(figures: number, secretChance: number, missing: number): number {
  return calculateSet({ figures, secretChance, price: 1, owned: { regulars: figures - missing, secret: true } }).regularBoxes;
}

export function compareBoxesAndSingles(input: BoxesOrSinglesInput): BoxesOrSingles {
  const { figures, secretChance, owned, boxPrice, singles } = input;
  const missingRegulars = figures - owned.regulars;
  const expected = calculateSet({ figures, secretChance, price: boxPrice, owned });
  const regularSingles =
    singles.kind === "each" ? singles.price * missingRegulars : singles.prices.reduce((sum, price) => sum + price, 0);
  const regulars = missingRegulars > 0 ? compare(expected.regularCost, regularSingles, expected.regularBoxes) : null;
  const secretMissing = secretChance > 0 && !owned.secret;
  const full =
    secretMissing && input.secretSingle != null
      ? compare(expected.fullCost, regularSingles + input.secretSingle, expected.fullBoxes)
      : null;
  const price =
    singles.kind === "each"
      ? singles.price
      : singles.prices.reduce((sum, value) => sum + value, 0) / Math.max(1, singles.prices.length);
  // Boxes buy the first missing figures cheaply and the last dearly (each box is likelier a double), so
  // the singles' edge shrinks as more are missing: the cheaper-singly counts are 1 … upTo.
  let upTo = 0;
  for (let missing = 1; missing <= figures; missing++) {
    if (price * missing < boxPrice * boxesForMissing(figures, secretChance, missing)) upTo = missing;
    else break;
  }
  return { missingRegulars, regulars, full, threshold: { price, upTo, averaged: singles.kind === "per-figure" } };
}
