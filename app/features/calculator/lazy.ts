// The calculator page's static parts: prerendered markup in the browser, loaded only after a client-side navigation.
export { CalculatorHeader, CalculatorReference } from "./calculator-page";
