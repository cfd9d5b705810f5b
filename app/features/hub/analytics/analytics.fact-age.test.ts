import { describe, expect, it } from "vitest";

import { analyticsWarnings, endOfPeriod, oneYearBefore } from "./analytics";
import { facts } from "~/content/facts";

/** The ids of the facts the analytics warns about on `today`. */
const staleOn = (dated: Parameters<typeof analyticsWarnings>[1], today: string) =>
  analyticsWarnings([], dated, today).flatMap((warning) => (warning.kind === "stale-fact" ? [warning.factId] : []));

describe("analytics: facts age by their lifespan (docs/decisions/0022)", () => {
  it("never warns about a historical fact, however old its date", () => {
    const historical = [
      { id: "auction", statement: "A.", asOf: "2025-06-10", lifespan: "historical" as const },
      { id: "origin", statement: "B.", asOf: "2015", lifespan: "historical" as const },
    ];
    for (const today of ["2026-11-24", "2030-01-01", "2100-12-31"]) expect(staleOn(historical, today)).toEqual([]);
  });

  it("warns about a current fact once its Stand is more than twelve months old, not before", () => {
    const price = [{ id: "price", statement: "P.", asOf: "2025-07", lifespan: "current" as const }];
    expect(staleOn(price, "2026-07-31")).toEqual([]);
    expect(staleOn(price, "2026-08-01")).toEqual(["price"]);
    expect(staleOn(price, "2026-11-24")).toEqual(["price"]);
  });

  it("on the fact base at the end of 2026: every warning is a current fact that really expired, no historical fact among them", () => {
    const today = "2026-11-24";
    const yearAgo = oneYearBefore(today);
    const warned = new Set(staleOn(facts, today));
    const expired = facts.filter((fact) => fact.lifespan === "current" && fact.asOf && endOfPeriod(fact.asOf) < yearAgo);
    expect([...warned].sort()).toEqual(expired.map((fact) => fact.id).sort());
    for (const fact of facts.filter((fact) => fact.lifespan === "historical")) expect(warned.has(fact.id), fact.id).toBe(false);
    // The market figures of closed periods and the record auction were warned about before they were historical.
    for (const id of ["market-monsters-revenue-2024", "market-monsters-revenue-h1-2025", "record-auction-2025"])
      expect(warned.has(id), id).toBe(false);
    // A current fact the re-check could not confirm is still expired, and still warned about.
    expect(warned.has("price-official-shop-austria")).toBe(true);
    // One it confirmed with a newer dated source is not.
    expect(warned.has("import-duty-threshold")).toBe(false);
  });
});
