import os from "node:os";

import { describe, expect, it } from "vitest";

import { machineFacts } from "./machine.mjs";

describe("machineFacts", () => {
  it("records cores, CPU model, the caller's facts in order, then rounded load averages", () => {
    const facts = machineFacts([1.23456, 0.5, 2], { os: "test" });
    expect(Object.keys(facts)).toEqual(["cores", "cpuModel", "os", "loadAverageBefore", "loadAverageAfter"]);
    expect(facts.cores).toBe(os.cpus().length);
    expect(facts.os).toBe("test");
    expect(facts.loadAverageBefore).toEqual([1.23, 0.5, 2]);
    expect(facts.loadAverageAfter).toHaveLength(3);
    for (const load of facts.loadAverageAfter) expect(load).toBe(Math.round(load * 100) / 100);
  });
});
