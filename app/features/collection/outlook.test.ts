import { describe, expect, it } from "vitest";

import { collectionCatalogue } from "./catalogue";
import { testCatalogue } from "./collection.fixtures";
import { outlookCurve, seriesOutlook } from "./outlook";
import { EMPTY_COLLECTION, updateFigure } from "./state";
import { seriesCatalogue } from "~/content/facts/series";
import { calculateSet } from "~/features/calculator/set-calculation";

const [alpha, beta, gamma] = testCatalogue;

describe("what a series still costs", () => {
  it("is the calculator's expectation from the figures in hand, priced with every sourced price", () => {
    const collection = updateFigure(EMPTY_COLLECTION, "alpha", "2", { owned: true });
    const outlook = seriesOutlook(alpha!, collection);
    expect(outlook.kind).toBe("expected");
    if (outlook.kind !== "expected") return;
    const expected = calculateSet({ figures: 3, secretChance: 1 / 72, price: 1, owned: { regulars: 1, secret: false } });
    expect(outlook.regularBoxes).toBeCloseTo(expected.regularBoxes, 12);
    expect(outlook.fullBoxes).toBeCloseTo(expected.fullBoxes, 12);
    expect(outlook.regularsMissing).toBe(2);
    expect(outlook.secretMissing).toBe(true);
    expect(outlook.costs[0]!.full.low).toBeCloseTo(expected.fullBoxes * 20, 8);
    expect(outlook.costs[1]!.regular).toEqual({ low: expected.regularBoxes * 13, high: expected.regularBoxes * 16 });
  });

  it("computes nothing where the catalogue lacks the secret odds", () => {
    expect(seriesOutlook(beta!, EMPTY_COLLECTION)).toMatchObject({
      kind: "unknown-odds",
      reported: "Gemeldet werden 1 : 72 und 1 : 144.",
    });
  });

  it("needs no odds for a series without a secret, and says when a set is complete", () => {
    expect(seriesOutlook(gamma!, EMPTY_COLLECTION)).toMatchObject({ kind: "expected", secretChance: 0, costs: [] });
    let complete = EMPTY_COLLECTION;
    for (const id of ["1", "2", "3", "secret"]) complete = updateFigure(complete, "alpha", id, { owned: true });
    expect(seriesOutlook(alpha!, complete).kind).toBe("complete");
  });

  it("draws a curve long enough to reach 99 % with the secret", () => {
    const outlook = seriesOutlook(alpha!, EMPTY_COLLECTION);
    if (outlook.kind !== "expected") throw new Error("expected");
    const curve = outlookCurve(outlook, 3);
    expect(curve.full.at(-1)!).toBeGreaterThanOrEqual(0.99);
  });
});

describe("the real catalogue", () => {
  const catalogue = collectionCatalogue(seriesCatalogue);

  it("has a figure per regular slot plus the secret, sourced names where known, numbers elsewhere", () => {
    const haveASeat = catalogue.find((series) => series.key === "have-a-seat")!;
    expect(haveASeat.figures.map((figure) => figure.name)).toEqual(["Sisi", "Ququ", "Dada", "Zizi", "Baba", "Hehe", "Duoduo"]);
    expect(haveASeat).toMatchObject({ names: "all", secretOneIn: 72 });
    const macaron = catalogue.find((series) => series.key === "exciting-macaron")!;
    expect(macaron.names).toBe("partial");
    expect(macaron.secretOneIn).toBeNull();
    expect(macaron.oddsReported).toMatch(/1\s:\s72.*1\s:\s144/);
    const wacky = catalogue.find((series) => series.key === "wacky-mart")!;
    expect(wacky.figures).toHaveLength(13);
    expect(wacky.figures.at(-1)!.name).toBe("Microwave Oven");
    expect(wacky).toMatchObject({ names: "all", secretOneIn: 144 });
    const pinForLove = catalogue.find((series) => series.key === "pin-for-love")!;
    expect(pinForLove.figures).toHaveLength(15);
    expect(pinForLove.figures.slice(0, -1).every((figure) => figure.name === null)).toBe(true);
  });

  it("computes an expectation only for the series whose odds are sourced", () => {
    const kinds = Object.fromEntries(catalogue.map((series) => [series.key, seriesOutlook(series, EMPTY_COLLECTION).kind]));
    expect(kinds).toEqual({
      "exciting-macaron": "unknown-odds",
      "have-a-seat": "expected",
      "big-into-energy": "expected",
      "pin-for-love": "unknown-odds",
      "wacky-mart": "expected",
    });
  });
});
