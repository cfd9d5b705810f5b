import { describe, expect, it } from "vitest";

import { sectionLayouts } from "./section-layouts";
import { accessories } from "~/features/landing/copy/accessories";
import { seriesTeaser } from "~/features/series/copy";
import { describedPlaces, viennaPlaces } from "~/features/landing/copy/vienna-shops";

describe("lazy section placeholders", () => {
  it("show one placeholder per real card, so they reserve the same space", () => {
    // The trends section shows the three newest series; the catalogue has them all.
    expect(sectionLayouts.series.count).toBe(3);
    expect(seriesTeaser.cards.length).toBeGreaterThanOrEqual(sectionLayouts.series.count);
    expect(sectionLayouts.accessories.count).toBe(accessories.length);
    // The shops the site describes are always there; shops the newsroom adds extend the grid below them.
    expect(sectionLayouts.viennaShops.count).toBe(describedPlaces.length);
    expect(viennaPlaces().length).toBeGreaterThanOrEqual(sectionLayouts.viennaShops.count);
  });
});
