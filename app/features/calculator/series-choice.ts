import type { SeriesEntry } from "~/content/facts/series";
import type { CalculatorText } from "./calculator-search";

/** A series of the catalogue as the calculator's picker offers it: the values it puts into the fields. */
export type CalculatorSeries = { key: string; name: string; figures: string; odds: string };

/** The picker's value for "no series, the fields as typed" (an option never has an empty value: ui/native-select). */
export const OWN_VALUES = "eigene";

/**
 * Every series of the catalogue with the calculator's fields for it, made by the route's loader at build time so
 * the page carries these few values, not the catalogue. Open odds stay an empty field: the calculator then asks for
 * them instead of assuming a value (as the collection's link does).
 */
export function calculatorSeriesOf(catalogue: readonly SeriesEntry[]): CalculatorSeries[] {
  return catalogue.map((entry) => ({
    key: entry.key,
    name: entry.name,
    figures: String(entry.figuresPerSet),
    odds: !entry.hasSecret ? "keine" : entry.secretOdds.value ? `1/${entry.secretOdds.value}` : "",
  }));
}

/**
 * The series the fields show: the one the address names while its values are still in the fields. Once the
 * visitor changes the figures or the odds, the fields are their own values again.
 */
export function chosenSeries(options: readonly CalculatorSeries[], text: CalculatorText): CalculatorSeries | undefined {
  const series = options.find((option) => option.key === text.series);
  if (!series) return undefined;
  return series.figures === text.figures.trim() && series.odds === text.odds.trim() ? series : undefined;
}

/** The fields after picking a series (its figures and odds; what is in hand and the price stay) or own values. */
export function withSeries(text: CalculatorText, series: CalculatorSeries | undefined): CalculatorText {
  if (!series) return { ...text, series: undefined };
  return { ...text, series: series.key, figures: series.figures, odds: series.odds };
}
