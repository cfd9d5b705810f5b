import { describe, expect, it } from "vitest";

import { distinctSources, latestAsOf, standOf } from "./lookup";
import type { Fact } from "./types";

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

describe("standOf", () => {
  const fact = (id: string, extra: Partial<Fact>): Fact => ({
    id,
    statement: "Satz.",
    sources: [kurier],
    confidence: "solid",
    tags: [],
    lifespan: "historical",
    ...extra,
  });
  const launch = fact("launch", { asOf: "2025-04-25" });
  const fresh = fact("fresh", { lifespan: "current", asOf: "2025-12-09" });
  const older = fact("older", { lifespan: "current", asOf: "2025-10" });
  const stale = fact("stale", { lifespan: "current", asOf: "2025-07", notReconfirmed: "2026-11-24" });

  it("lets a current fact that was not re-confirmed speak for the group, marked", () => {
    expect(standOf([fresh, stale, launch])).toEqual({ asOf: "2025-07", notReconfirmed: true });
  });

  it("shows the oldest Stand of re-confirmed current facts, unmarked", () => {
    expect(standOf([fresh, older, launch])).toEqual({ asOf: "2025-10", notReconfirmed: false });
  });

  it("falls back to the newest date of historical facts, and to nothing without dates", () => {
    expect(standOf([launch, fact("undated", {})])).toEqual({ asOf: "2025-04-25", notReconfirmed: false });
    expect(standOf([fact("undated", {})])).toBeUndefined();
  });
});

describe("the day a page was read", () => {
  it("is recorded only for pages without a date of their own, never after the fact base's re-check day", async () => {
    const { accessedOn, sources } = await import("./sources");
    const { recheckDay } = await import("./recheck");
    const read = Object.values(sources).filter((source) => source.accessed);
    expect(read.length).toBeGreaterThan(0);
    for (const source of read) {
      expect(source.published, source.url).toBeUndefined();
      expect(source.accessed! <= recheckDay, source.url).toBe(true);
      // Found by its address in another form.
      expect(accessedOn(`${source.url.replace("https://www.", "https://")}/`)).toBe(source.accessed);
    }
    expect(accessedOn(sources.upiCpsc!.url)).toBeUndefined();
  });
});
