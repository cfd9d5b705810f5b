import type { FieldError } from "~/domain/calculator";

import {
  type CalculatorField,
  type CalculatorText,
  calculatorFields,
  calculatorSearch,
  calculatorTextFromSearch,
} from "./calculator-search";
import { CALCULATOR_LIMITS, type Owned, type SetResult, boxesForChance, calculateSet, completionCurve } from "./set-calculation";

/**
 * Reads what a visitor types into the set calculator. Every input either becomes a number in the
 * calculator's range or a reason code; the page turns the code into a German message
 * (app/features/calculator/copy/calculator.ts). Nothing here ever yields NaN or Infinity.
 */

export type { FieldError };
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: FieldError };

const fail = <T>(error: FieldError): Parsed<T> => ({ ok: false, error });

/**
 * A non-negative decimal the way people in Austria write it: "6", "19,90", "1.000", "1.000,50",
 * "€ 19" — also "19.90" (a dot before one or two final digits is a decimal point).
 */
export function parseDecimal(raw: string): number | null {
  const text = raw
    .trim()
    .replace(/^€\s*|\s*€$|\s*EUR$/gi, "")
    .replace(/[\s\u00a0\u202f]/g, "");
  let normal: string;
  if (/^\d+$/.test(text)) normal = text;
  else if (/^\d+,\d+$/.test(text)) normal = text.replace(",", ".");
  else if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) normal = text.replace(/\./g, "").replace(",", ".");
  else if (/^\d+\.\d{1,2}$/.test(text)) normal = text;
  else return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

function parseWhole(raw: string, min: number, max: number): Parsed<number> {
  if (raw.trim() === "") return fail("empty");
  const value = parseDecimal(raw);
  if (value === null) return /^\s*[-−]\s*\d/.test(raw) ? fail("too-small") : fail("format");
  if (!Number.isInteger(value)) return fail("not-whole");
  if (value < min) return fail("too-small");
  if (value > max) return fail("too-large");
  return { ok: true, value };
}

/** Regular figures in the set: a whole number from 1 to the limit. */
export function parseFigures(raw: string): Parsed<number> {
  return parseWhole(raw, 1, CALCULATOR_LIMITS.maxFigures);
}

/** Regular figures already in hand: a whole number from 0 (empty means none yet); the set's size is checked with the set. */
export function parseHave(raw: string): Parsed<number> {
  if (raw.trim() === "") return { ok: true, value: 0 };
  return parseWhole(raw, 0, CALCULATOR_LIMITS.maxFigures);
}

/** Boxes bought: a whole number from 1 to the limit. */
export function parseBoxes(raw: string): Parsed<number> {
  return parseWhole(raw, 1, CALCULATOR_LIMITS.maxBoxes);
}

/** Price of one box in euros: more than 0, at most the limit. */
export function parsePrice(raw: string): Parsed<number> {
  if (raw.trim() === "") return fail("empty");
  const value = parseDecimal(raw);
  if (value === null) return /^\s*[-−]/.test(raw) ? fail("too-small") : fail("format");
  if (value <= 0) return fail("too-small");
  if (value > CALCULATOR_LIMITS.maxPrice) return fail("too-large");
  return { ok: true, value };
}

/** Words that mean "this series has no secret figure". */
const NO_SECRET = /^(keine?|ohne|nein|-|–)$/i;

/**
 * The secret figure's odds: "1/72", "1:72", "1 : 72", "1 zu 72", "2/144", a plain "72" (one in 72)
 * or "keine". Returns the chance per box (0 for none).
 */
export function parseSecretOdds(raw: string): Parsed<number> {
  const text = raw.trim();
  if (text === "") return fail("empty");
  if (NO_SECRET.test(text)) return { ok: true, value: 0 };
  const ratio = /^(.+?)\s*(?:\/|:|zu)\s*(.+)$/i.exec(text);
  const part = (value: string) => parseDecimal(value);
  let chance: number;
  if (ratio) {
    const hits = part(ratio[1]!);
    const boxes = part(ratio[2]!);
    if (hits === null || boxes === null) return fail("format");
    if (boxes === 0) return fail("zero-denominator");
    if (hits === 0) return fail("too-small");
    chance = hits / boxes;
  } else {
    const oneIn = part(text);
    if (oneIn === null) return fail("format");
    if (oneIn === 0) return fail("zero-denominator");
    chance = 1 / oneIn;
  }
  if (!Number.isFinite(chance)) return fail("format");
  // Likelier than one in two is not a secret figure; rarer than the limit would need more boxes than we count.
  if (chance > 0.5) return fail("too-large");
  if (chance < 1 / CALCULATOR_LIMITS.maxSecretOneIn) return fail("too-small");
  return { ok: true, value: chance };
}

export { calculatorFields, calculatorSearch, calculatorTextFromSearch };
export type { CalculatorField, CalculatorText };

export type CalculatorOutcome =
  | {
      ok: true;
      figures: number;
      secretChance: number;
      price: number;
      boxes: number;
      /** Where the calculation starts (nothing in hand unless the visitor says otherwise). */
      owned: Owned;
      expected: SetResult;
      /** Chance to be complete after 1 … maxBoxes further boxes. */
      curve: { regular: Float64Array; full: Float64Array };
      /** Chance to be complete within `boxes` boxes. */
      within: { regular: number; full: number };
      /** Fewest boxes for a 50 % / 90 % chance; null beyond the box limit. */
      forHalf: { regular: number | null; full: number | null };
      forNinety: { regular: number | null; full: number | null };
    }
  | { ok: false; errors: Partial<Record<CalculatorField, FieldError>> };

/** Everything the calculator shows, from the four typed fields; bounded work whatever is typed. */
export function runCalculator(text: CalculatorText): CalculatorOutcome {
  const parsed = {
    figures: parseFigures(text.figures),
    have: parseHave(text.have),
    odds: parseSecretOdds(text.odds),
    price: parsePrice(text.price),
    boxes: parseBoxes(text.boxes),
  };
  if (parsed.figures.ok && parsed.have.ok && parsed.have.value > parsed.figures.value) parsed.have = fail("more-than-set");
  const errors: Partial<Record<CalculatorField, FieldError>> = {};
  for (const field of calculatorFields) {
    const result = parsed[field];
    if (!result.ok) errors[field] = result.error;
  }
  if (!parsed.figures.ok || !parsed.have.ok || !parsed.odds.ok || !parsed.price.ok || !parsed.boxes.ok)
    return { ok: false, errors };
  const figures = parsed.figures.value;
  const secretChance = parsed.odds.value;
  const price = parsed.price.value;
  const boxes = parsed.boxes.value;
  const owned: Owned = { regulars: parsed.have.value, secret: secretChance > 0 && text.secret };
  const curve = completionCurve(figures, secretChance, CALCULATOR_LIMITS.maxBoxes, owned);
  return {
    ok: true,
    figures,
    secretChance,
    price,
    boxes,
    owned,
    expected: calculateSet({ figures, secretChance, price, owned }),
    curve,
    within: { regular: curve.regular[boxes - 1]!, full: curve.full[boxes - 1]! },
    forHalf: { regular: boxesForChance(curve.regular, 0.5), full: boxesForChance(curve.full, 0.5) },
    forNinety: { regular: boxesForChance(curve.regular, 0.9), full: boxesForChance(curve.full, 0.9) },
  };
}
