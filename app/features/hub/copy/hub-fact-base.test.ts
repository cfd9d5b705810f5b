import { describe, expect, it } from "vitest";

import { factBaseCopy } from "./hub-fact-base";

describe("the fact base in the hub", () => {
  it("lists a fact by what it states, with its Stand, never by its technical id", () => {
    const statement = "Im offiziellen Pop-Mart-Webshop kosten Labubu-Anhänger ab etwa € 19.";
    expect(factBaseCopy.option(statement, "2025-07", true)).toBe(`${statement} · Stand 2025-07 · nicht neu bestätigt`);
    const long = `${"Ein langer Satz über Labubus und ihre Preise in Wien ".repeat(3)}.`;
    expect(factBaseCopy.option(long, undefined, false)).toMatch(/^Ein langer Satz .{60,} …$/u);
    expect(factBaseCopy.option(long, undefined, false).length).toBeLessThanOrEqual(90);
  });

  it("names a value by its key only where the fact has several", () => {
    expect(factBaseCopy.correct.valueOption("fromEur", 19, false)).toBe("19");
    expect(factBaseCopy.correct.valueOption("low", 13, true)).toBe("13 (low)");
  });
});
