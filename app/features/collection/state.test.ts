import { describe, expect, it } from "vitest";

import { testCatalogue } from "./collection.fixtures";
import {
  EMPTY_COLLECTION,
  EMPTY_FIGURE,
  canStepCopies,
  clampDoubles,
  collectionTotals,
  figureState,
  followedPhotos,
  restrictToCatalogue,
  seriesProgress,
  stepCopies,
  updateFigure,
} from "./state";

const alpha = testCatalogue[0]!;

describe("the steppers: „+“ and „−“ count copies in hand", () => {
  const none = EMPTY_FIGURE;
  const one = { owned: true, doubles: 0, wanted: false };
  const two = { owned: true, doubles: 1, wanted: false };

  it("„+“ on a figure not owned ticks „Habe ich“, then adds doubles", () => {
    expect(stepCopies(none, 1)).toEqual(one);
    expect(stepCopies(one, 1)).toEqual(two);
  });

  it("„−“ takes them away in reverse: doubles first, the last copy unticks „Habe ich“", () => {
    expect(stepCopies(two, -1)).toEqual(one);
    expect(stepCopies(one, -1)).toEqual(none);
  });

  it("undoes „+“ with „−“ from any state, and leaves „Gesucht“ alone", () => {
    for (const state of [none, one, two, { owned: true, doubles: 7, wanted: true }, { owned: false, doubles: 0, wanted: true }])
      expect(stepCopies(stepCopies(state, 1), -1)).toEqual(state);
    expect(stepCopies({ owned: false, doubles: 0, wanted: true }, 1)).toEqual({ owned: true, doubles: 0, wanted: true });
  });

  it("stops at no copy and at 99 doubles, and says so", () => {
    const full = { owned: true, doubles: 99, wanted: false };
    expect([canStepCopies(none, -1), canStepCopies(none, 1), canStepCopies(full, 1), canStepCopies(full, -1)]).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect(stepCopies(none, -1)).toBe(none);
    expect(stepCopies(full, 1)).toBe(full);
  });
});

describe("updating a figure", () => {
  it("keeps only figures with something to say", () => {
    const owned = updateFigure(EMPTY_COLLECTION, "alpha", "1", { owned: true });
    expect(owned).toEqual({ alpha: { "1": { owned: true, doubles: 0, wanted: false } } });
    expect(updateFigure(owned, "alpha", "1", { owned: false })).toEqual({});
    expect(EMPTY_COLLECTION).toEqual({}); // never mutated
  });

  it("marks a figure with doubles as owned, and clears the doubles of a figure no longer owned", () => {
    const doubles = updateFigure(EMPTY_COLLECTION, "alpha", "2", { doubles: 3 });
    expect(figureState(doubles, "alpha", "2")).toEqual({ owned: true, doubles: 3, wanted: false });
    expect(figureState(updateFigure(doubles, "alpha", "2", { owned: false }), "alpha", "2")).toEqual({
      owned: false,
      doubles: 0,
      wanted: false,
    });
  });

  it("keeps doubles whole and within 0 … 99", () => {
    expect([clampDoubles(-3), clampDoubles(2.7), clampDoubles(150), clampDoubles(Number.NaN)]).toEqual([0, 2, 99, 0]);
    expect(figureState(updateFigure(EMPTY_COLLECTION, "alpha", "1", { doubles: 1000 }), "alpha", "1").doubles).toBe(99);
  });

  it("does not read inherited properties as figures", () => {
    expect(figureState(EMPTY_COLLECTION, "constructor", "toString")).toEqual({ owned: false, doubles: 0, wanted: false });
    expect(figureState(EMPTY_COLLECTION, "__proto__", "1")).toEqual({ owned: false, doubles: 0, wanted: false });
  });
});

describe("progress", () => {
  it("counts regular figures and the secret apart", () => {
    let collection = updateFigure(EMPTY_COLLECTION, "alpha", "1", { owned: true });
    collection = updateFigure(collection, "alpha", "3", { owned: true, wanted: true });
    collection = updateFigure(collection, "alpha", "2", { wanted: true });
    expect(seriesProgress(alpha, collection)).toEqual({
      regulars: 3,
      regularsOwned: 2,
      hasSecret: true,
      secretOwned: false,
      complete: false,
    });
    collection = updateFigure(collection, "alpha", "2", { owned: true });
    collection = updateFigure(collection, "alpha", "secret", { owned: true, doubles: 2 });
    expect(seriesProgress(alpha, collection).complete).toBe(true);
    expect(collectionTotals(testCatalogue, collection)).toEqual({ owned: 4, doubles: 2, wanted: 2 });
  });

  it("calls a series without a secret complete once every regular figure is there", () => {
    const gamma = testCatalogue[2]!;
    let collection = updateFigure(EMPTY_COLLECTION, "gamma", "1", { owned: true });
    expect(seriesProgress(gamma, collection).complete).toBe(false);
    collection = updateFigure(collection, "gamma", "2", { owned: true });
    expect(seriesProgress(gamma, collection)).toMatchObject({ complete: true, hasSecret: false });
  });
});

describe("restricting to the catalogue", () => {
  it("drops unknown series and figures and counts them", () => {
    const state = { owned: true, doubles: 0, wanted: false };
    const { collection, dropped } = restrictToCatalogue(testCatalogue, [
      { series: "alpha", figure: "1", state },
      { series: "alpha", figure: "9", state },
      { series: "omega", figure: "1", state },
      { series: "__proto__", figure: "1", state },
    ]);
    expect(collection).toEqual({ alpha: { "1": state } });
    expect(dropped).toBe(3);
    expect(Object.getPrototypeOf(collection)).toBe(Object.prototype);
  });
});

describe("the photos the offline app keeps (docs/decisions/0048)", () => {
  const photographed = testCatalogue.map((series) => ({
    ...series,
    figures: series.figures.map((figure) => ({
      ...figure,
      photo: { src: `/fotos/${series.key}-${figure.id}.webp`, alt: "Foto" },
    })),
  }));

  it("are the photos of the series the collector follows, none of the others", () => {
    expect(followedPhotos(photographed, EMPTY_COLLECTION)).toEqual([]);
    const wanted = updateFigure(EMPTY_COLLECTION, "alpha", "2", { wanted: true });
    expect(followedPhotos(photographed, wanted)).toEqual(alpha.figures.map((figure) => `/fotos/alpha-${figure.id}.webp`));
    expect(followedPhotos(testCatalogue, wanted)).toEqual([]);
  });
});
