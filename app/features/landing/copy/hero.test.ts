import { describe, expect, it } from "vitest";

import { factById } from "../../../content/facts";
import { hero } from "./hero";

/** All hero text a visitor reads, with no-break spaces made plain. */
const heroText = JSON.stringify(hero).replace(/[\u00a0\u202f]/g, " ");

describe("hero market facts", () => {
  it.each([
    ["series origin", "seit", "2015"],
    ["price in the official web shop", "ab etwa", "€ 19"],
    ["price below which a figure is likely fake", "unter", "€ 15"],
    ["record price, converted", "rund", "€ 130.000", "Rekordpreis 2025"],
    ["price in Asia at launch", "$ 13–16"],
    ["price in China at launch", "CN¥ 79"],
    ["import VAT since 2021", "1. Juli 2021"],
    ["official shop", "popmart.com/at"],
  ])("states the %s in de-AT format", (_name, ...fragments) => {
    for (const fragment of fragments) expect(heroText).toContain(fragment);
  });

  it("ties every figure and price row to a fact with sources", () => {
    const ids = [...hero.facts.map((f) => f.factId), ...hero.prices.rows.map((r) => r.factId), ...hero.prices.noteFactIds];
    for (const id of ids) expect(factById(id).sources.length, id).toBeGreaterThan(0);
  });

  it("makes no authenticity guarantee and says the site sells nothing", () => {
    expect(heroText).not.toMatch(/100 %|Echtheits-Versprechen|ausschließlich Originalware/);
    expect(hero.promise.value).toBe("Wir verkaufen nichts");
    expect(hero.promise.text).toMatch(/popmart\.com\/at/);
  });

  it("drops the figures no public source confirms", () => {
    for (const unsourced of ["€ 12–18", "€ 32", "€ 11,50", "€ 10,60", "freitags", "€ 148.000"])
      expect(heroText).not.toContain(unsourced);
  });

  it("links its main button to the current-series section", () => {
    expect(hero.primaryCta.href).toBe("#aktuelle-serien");
  });
});
