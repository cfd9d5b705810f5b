import { describe, expect, it } from "vitest";

import { calculatorDefaults } from "./copy/calculator";
import { calculatorSearch, calculatorTextFromSearch, type CalculatorText } from "./calculator-search";
import { OWN_VALUES, calculatorSeriesOf, chosenSeries, withSeries } from "./series-choice";
import { seriesCatalogue, type SeriesEntry } from "~/content/facts/series";

const options = calculatorSeriesOf(seriesCatalogue);
const start: CalculatorText = { ...calculatorDefaults.text };
const byKey = (key: string) => options.find((option) => option.key === key)!;

describe("the calculator's series picker", () => {
  it("offers every series of the catalogue, with its figures and its odds as the fields take them", () => {
    expect(options.map((option) => option.key)).toEqual(seriesCatalogue.map((entry) => entry.key));
    for (const entry of seriesCatalogue) {
      const option = byKey(entry.key);
      expect(option.name).toBe(entry.name);
      expect(option.figures).toBe(String(entry.figuresPerSet));
      expect(option.odds).toBe(!entry.hasSecret ? "keine" : entry.secretOdds.value ? `1/${entry.secretOdds.value}` : "");
    }
    expect(byKey("big-into-energy")).toEqual({ key: "big-into-energy", name: "Big into Energy", figures: "6", odds: "1/72" });
    // Open odds are not assumed: the field stays empty and the calculator asks for a value.
    expect(byKey("pin-for-love").odds).toBe("");
    expect(byKey("wacky-mart").odds).toBe("1/144");
  });

  it("says 'keine' for a series without a secret figure", () => {
    const entry = { ...seriesCatalogue[0]!, key: "ohne-secret", hasSecret: false } as SeriesEntry;
    expect(calculatorSeriesOf([entry])[0]!.odds).toBe("keine");
  });

  it("fills in a picked series' figures and odds and keeps what is in hand and the price", () => {
    const text = withSeries({ ...start, have: "2", price: "19,90" }, byKey("pin-for-love"));
    expect(text).toMatchObject({ series: "pin-for-love", figures: "14", odds: "", have: "2", price: "19,90" });
    expect(chosenSeries(options, text)?.key).toBe("pin-for-love");
    expect(withSeries(text, undefined).series).toBeUndefined();
  });

  it("shows a series only while its values are in the fields; two series with the same values stay apart", () => {
    const seat = withSeries(start, byKey("have-a-seat"));
    expect(chosenSeries(options, seat)?.key).toBe("have-a-seat");
    expect(chosenSeries(options, { ...seat, series: "big-into-energy" })?.key).toBe("big-into-energy");
    expect(chosenSeries(options, { ...seat, figures: "7" })).toBeUndefined();
    expect(chosenSeries(options, { ...seat, series: "gibt-es-nicht" })).toBeUndefined();
    expect(chosenSeries(options, start)).toBeUndefined();
    expect(OWN_VALUES).not.toBe("");
  });

  it("travels in the address, so the catalogue and the collection can link a series", () => {
    const search = calculatorSearch(withSeries(start, byKey("big-into-energy")), { keepEmpty: true });
    expect(search.startsWith("?series=big-into-energy&figures=6&odds=1%2F72&")).toBe(true);
    const back = { ...start, ...calculatorTextFromSearch(search) };
    expect(chosenSeries(options, back)?.key).toBe("big-into-energy");
  });
});
