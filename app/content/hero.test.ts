import { describe, expect, it } from "vitest";

import { hero } from "./hero";

/** All hero text a visitor reads, with no-break spaces made plain. */
const heroText = JSON.stringify(hero).replace(/[\u00a0\u202f]/g, " ");

describe("hero market facts (spec §9)", () => {
  it.each([
    ["series origin", "seit", "2015"],
    ["record price in 2025", "Rekordpreis 2025: € 148.000"],
    ["authenticity promise", "100 %"],
    ["blindbox price in Austria", "€ 12–18"],
    ["special editions", "ab", "€ 32"],
    ["rare figures", "bis", "€ 148.000"],
    ["price in Thailand", "€ 11,50"],
    ["price in Hong Kong", "€ 10,60"],
    ["as-of date of the foreign prices", "Stand: Juli 2025"],
    ["restock day", "meist freitags"],
  ])("states the %s in de-AT format", (_name, ...fragments) => {
    for (const fragment of fragments) expect(heroText).toContain(fragment);
  });

  it("links its main button to the current-series section", () => {
    expect(hero.primaryCta.href).toBe("#aktuelle-serien");
  });
});
