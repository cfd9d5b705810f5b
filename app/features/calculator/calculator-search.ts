/**
 * The set calculator's address: its fields as a query string, so a calculation can be linked (the
 * series catalogue and the collection link into it). Kept apart from the parsing so that pages which
 * only link here do not carry the calculator.
 */

import { type CalculatorField, calculatorFields } from "~/domain/calculator";

export { type CalculatorField, calculatorFields };

export type CalculatorText = Record<CalculatorField, string> & { secret: boolean };

/**
 * "?figures=6&odds=1%2F72": the given fields in a fixed order. Empty fields are left out, unless
 * `keepEmpty` (a field the visitor cleared must stay empty, not fall back to its default). The start
 * state is left out at its default (`have` "0", no secret), so links that do not use it stay as they were.
 */
export function calculatorSearch(values: Partial<CalculatorText>, { keepEmpty = false } = {}): string {
  const params = new URLSearchParams();
  for (const field of calculatorFields) {
    const value = values[field];
    if (value === undefined || (field === "have" && value.trim() === "0")) continue;
    if (value.trim() || keepEmpty) params.set(field, value);
  }
  if (values.secret) params.set("secret", "1");
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The fields found in a query string, as typed text (each parsed like typed input later); at most 40 characters each. */
export function calculatorTextFromSearch(search: string): Partial<CalculatorText> {
  const params = new URLSearchParams(search);
  const result: Partial<CalculatorText> = {};
  for (const field of calculatorFields) {
    const value = params.get(field);
    if (value !== null) result[field] = value.slice(0, 40);
  }
  if (params.get("secret") === "1") result.secret = true;
  return result;
}
