import { describe, expect, it } from "vitest";

import { sectionLayouts } from "./section-layouts";
import { accessories } from "~/features/landing/copy/accessories";
import { seriesTeaser } from "~/features/series/copy";
import { viennaSpots } from "~/features/landing/copy/vienna-shops";

describe("lazy section placeholders", () => {
  it("show one placeholder per real card, so they reserve the same space", () => {
    expect(sectionLayouts.series.count).toBe(seriesTeaser.cards.length);
    expect(sectionLayouts.accessories.count).toBe(accessories.length);
    expect(sectionLayouts.viennaShops.count).toBe(viennaSpots.length);
  });
});
