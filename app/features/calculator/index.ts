// The set calculator (/set-rechner) and the odds maths "Meine Sammlung" shares.
export { SetCalculator } from "./set-calculator";
export { CompletionChart } from "./completion-chart";
export { completionChart } from "./completion-chart-model";
export { calculatorSearch } from "./calculator-search";
export { calculatorSeriesOf, type CalculatorSeries } from "./series-choice";
export { CALCULATOR_LIMITS, calculateSet, completionCurve, type Owned } from "./set-calculation";
export { compareBoxesAndSingles, parseSinglePrices } from "./boxes-or-singles";
export { BoxesOrSinglesResult } from "./boxes-or-singles-view";
export { boxesOrSinglesCopy } from "./copy/boxes-or-singles";
export { parsePrice } from "./set-calculator-input";
export { PriceField, priceError } from "./price-field";
