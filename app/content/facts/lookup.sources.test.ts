import { describe, expect, it } from "vitest";

import { distinctSources, latestAsOf } from "./lookup";

const kurier = { name: "Kurier", url: "https://kurier.at/a" };
const orf = { name: "ORF", url: "https://orf.at/b" };

describe("distinctSources", () => {
  it("keeps each URL once, in order of first mention, with its first name", () => {
    const renamed = { name: "Kurier (online)", url: kurier.url };
    expect(distinctSources([kurier, orf, renamed, orf])).toEqual([kurier, orf]);
    expect(distinctSources([])).toEqual([]);
  });
});

describe("latestAsOf", () => {
  it("picks the newest date at any precision and skips missing ones", () => {
    expect(latestAsOf(["2025-04", undefined, "2025-06-05", "2024"])).toBe("2025-06-05");
    expect(latestAsOf([undefined, ""])).toBeUndefined();
  });
});
