import { describe, expect, it } from "vitest";

import { formatKB, formatMs, formatNumber, formatTable, verdict } from "./format.mjs";

describe("formatTable", () => {
  it("aligns columns: text left, numbers right, with a rule under the header", () => {
    const table = formatTable(
      ["page", "LCP", "Perf"],
      [
        ["/", "912 ms", 99],
        ["/ai-content", "1.20 s", 100],
      ],
      { title: "Lighthouse" },
    );
    expect(table.split("\n")).toEqual([
      "Lighthouse",
      "page            LCP  Perf",
      "-----------  ------  ----",
      "/            912 ms    99",
      "/ai-content  1.20 s   100",
    ]);
  });

  it("keeps a number column right-aligned when some cells are blank", () => {
    expect(
      formatTable(
        ["page", "Perf"],
        [
          ["/", 97],
          ["/", ""],
        ],
      ).split("\n")[2],
    ).toBe("/       97");
  });

  it("shows missing values as a dash", () => {
    expect(formatTable(["a", "b"], [["x", null]]).split("\n")[2]).toBe("x  –");
  });
});

describe("number formats", () => {
  it("prints milliseconds below a second and seconds above", () => {
    expect(formatMs(48.6)).toBe("49 ms");
    expect(formatMs(2144.07)).toBe("2.14 s");
    expect(formatMs(null)).toBe("–");
  });
  it("prints kilobytes of 1000 bytes", () => {
    expect(formatKB(130_000)).toBe("130.0 KB");
    expect(formatKB(124_895)).toBe("124.9 KB");
  });
  it("rounds to the requested digits", () => {
    expect(formatNumber(0.00412, 3)).toBe("0.004");
    expect(formatNumber(undefined)).toBe("–");
  });
  it("names the verdict", () => {
    expect([verdict(true), verdict(false), verdict(null)]).toEqual(["PASS", "MISS", "n/a"]);
  });
});
