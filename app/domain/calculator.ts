// The set calculator's vocabulary: its largest inputs, its fields and why an input is refused. The
// math (app/features/calculator/set-calculation*.ts) and the collection use them; the copy (app/features/calculator/copy/calculator.ts)
// words them.

/** The largest accepted inputs; they bound the work (states × boxes). */
export const CALCULATOR_LIMITS = {
  maxFigures: 100,
  /** Odds of one in this many at most. */
  maxSecretOneIn: 100_000,
  maxPrice: 10_000,
  maxBoxes: 5_000,
} as const;

/**
 * The calculator's text fields as they appear in its address, so a result can be linked and shared.
 * `have` (regular figures already in hand) lets a calculation start from a collection ("Ich habe
 * schon 3 von 6"); with `secret` (the secret figure is in hand too) it is the calculator's start state.
 */
export const calculatorFields = ["figures", "have", "odds", "price", "boxes"] as const;
export type CalculatorField = (typeof calculatorFields)[number];

/** Why a typed value is refused; the page words each reason in German. */
export type FieldError = "empty" | "format" | "not-whole" | "too-small" | "too-large" | "zero-denominator" | "more-than-set";
