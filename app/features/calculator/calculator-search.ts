/**
 * The set calculator's address: its fields as a query string, so a calculation can be linked (the
 * series catalogue and the collection link into it). Kept apart from the parsing so that pages which
 * only link here do not carry the calculator.
 */

import { type CalculatorField, calculatorFields } from "~/domain/calculator";

export { type CalculatorField, calculatorFields };

/**
 * The typed fields, the secret in hand, and what single figures cost for "Boxen oder einzeln?"
 * (app/features/calculator, docs/decisions/0032): `single` is one price or a list, `secretSingle` the
 * secret's single price; both optional and left out of the address when empty.
 */
export type CalculatorText = Record<CalculatorField, string> & {
  secret: boolean;
  single?: string;
  secretSingle?: string;
  /** The catalogue series the figures and odds were taken from (its key), shown in the series picker. */
  series?: string;
};

/** The single prices' fields in the address, after the calculator's own; a list of prices may be longer than a field. */
export const singlesFields = ["single", "secretSingle"] as const;
const SINGLES_MAX_CHARS = 400;

/**
 * "?figures=6&odds=1%2F72": the given fields in a fixed order (the series they come from first). Empty fields are left out, unless
 * `keepEmpty` (a field the visitor cleared must stay empty, not fall back to its default). The start
 * state is left out at its default (`have` "0", no secret), so links that do not use it stay as they were.
 */
export function calculatorSearch(values: Partial<CalculatorText>, { keepEmpty = false } = {}): string {
  const params = new URLSearchParams();
  if (values.series?.trim()) params.set("series", values.series.trim());
  for (const field of calculatorFields) {
    const value = values[field];
    if (value === undefined || (field === "have" && value.trim() === "0")) continue;
    if (value.trim() || keepEmpty) params.set(field, value);
  }
  if (values.secret) params.set("secret", "1");
  for (const field of singlesFields) {
    const value = values[field];
    if (value?.trim()) params.set(field, value);
  }
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
  const series = params.get("series");
  if (series !== null) result.series = series.slice(0, 80);
  for (const field of singlesFields) {
    const value = params.get(field);
    if (value !== null) result[field] = value.slice(0, SINGLES_MAX_CHARS);
  }
  return result;
}
