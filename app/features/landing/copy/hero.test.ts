import { describe, expect, it } from "vitest";

import { factById } from "../../../content/facts";
import { hero, market } from "./hero";
import { toolNav } from "~/shell/copy/navigation";

/** All text a visitor reads in the hero and the market figures, with no-break spaces made plain. */
const text = JSON.stringify({ hero, market }).replace(/[\u00a0\u202f]/g, " ");

describe("hero and market figures", () => {
  it.each([
    ["series origin", "seit", "2015"],
    ["price in the official web shop", "ab etwa", "€ 19"],
    ["price below which a figure is likely fake", "unter", "€ 15"],
    ["record price, converted", "rund", "€ 130.000", "Rekordpreis 2025"],
    ["price in Asia at launch", "$ 13–16"],
    ["price in China at launch", "CN¥ 79"],
    ["import VAT since 2021", "1. Juli 2021"],
  ])("states the %s in de-AT format", (_name, ...fragments) => {
    for (const fragment of fragments) expect(text).toContain(fragment);
  });

  it("ties every figure and price row to a fact with sources", () => {
    const ids = [...market.facts.map((f) => f.factId), ...market.prices.rows.map((r) => r.factId), ...market.prices.noteFactIds];
    for (const id of ids) expect(factById(id).sources.length, id).toBeGreaterThan(0);
  });

  it("makes no authenticity guarantee", () => {
    expect(text).not.toMatch(/100 %|Echtheits-Versprechen|ausschließlich Originalware/);
  });

  it("drops the figures no public source confirms", () => {
    for (const unsourced of ["€ 12–18", "€ 32", "€ 11,50", "€ 10,60", "freitags", "€ 148.000"])
      expect(text).not.toContain(unsourced);
  });

  it("scrolls to the current series with its main button and opens the check with the other", () => {
    expect(hero.primaryCta.href).toBe("#aktuelle-serien");
    expect(hero.secondaryCta.href).toBe("/echtheit-pruefen");
  });

  it("leads to the tools the header names", () => {
    expect(hero.tools.map(({ label, href }) => ({ label, href }))).toEqual(toolNav.map(({ label, href }) => ({ label, href })));
  });
});
