import { describe, expect, it } from "vitest";

import { describedPlaces, shopPlaces, viennaPlaces } from "./vienna-shops";
import type { Fact } from "../../../content/facts/types";

const addedShop = {
  id: "vienna-shop-spielwaren-kunterbunt",
  values: { shop: "Spielwaren Kunterbunt", address: "Wiedner Hauptstraße 12, 1040 Wien" },
  statement: "Laut Bezirkszeitung führt Spielwaren Kunterbunt (Wiedner Hauptstraße 12, 1040 Wien) Labubus.",
  sources: [],
  lifespan: "current",
  asOf: "2026-11-30",
  confidence: "medium",
  tags: ["vienna", "shop"],
} as unknown as Fact;

describe("Shops Wien", () => {
  it("shows a shop the newsroom added as a card of its own, with its name, address, statement and fact", () => {
    const places = shopPlaces([addedShop], describedPlaces);
    expect(places).toEqual([
      {
        key: "vienna-shop-spielwaren-kunterbunt",
        name: "Spielwaren Kunterbunt",
        kind: "In Quellen genannt",
        factIds: ["vienna-shop-spielwaren-kunterbunt"],
        address: "Wiedner Hauptstraße 12, 1040 Wien",
        text: addedShop.statement,
        caution: expect.stringContaining("prüfen Sie jede Figur"),
      },
    ]);
  });

  it("leaves out shops the site already describes, facts that are no shop and shop facts without a name", () => {
    const described = { ...addedShop, id: "vienna-classifieds" } as Fact;
    const street = { ...addedShop, id: "vienna-neubaugasse", tags: ["vienna"] } as Fact;
    const nameless = { ...addedShop, id: "vienna-shop-ohne-namen", values: { address: "Irgendwo 1" } } as unknown as Fact;
    expect(shopPlaces([described, street, nameless], describedPlaces)).toEqual([]);
  });

  it("lists every shop of the fact base once: the described places first", () => {
    expect(viennaPlaces().slice(0, describedPlaces.length)).toEqual(describedPlaces);
    const ids = viennaPlaces().flatMap((place) => place.factIds);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
