import { describe, expect, it } from "vitest";

import { collectionCatalogue } from "./catalogue";
import { seriesNewestFirst } from "~/content/facts/series";

describe("the collection's order of series", () => {
  it("puts the series whose figure names are sourced first, each group newest first", () => {
    const catalogue = collectionCatalogue(seriesNewestFirst());
    const ranks = catalogue.map((series) => ({ all: 0, partial: 1, none: 2 })[series.names]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(catalogue[0]!.names).not.toBe("none");
    // Within a group the newest comes first, as on /serien.
    const newest = seriesNewestFirst().map((entry) => entry.key);
    for (const group of ["all", "partial", "none"] as const) {
      const keys = catalogue.filter((series) => series.names === group).map((series) => series.key);
      expect(keys).toEqual(newest.filter((key) => keys.includes(key)));
    }
    // "Figur 1–14" (no sourced names) no longer opens the page.
    expect(catalogue.at(-1)!.key).toBe("pin-for-love");
  });
});
