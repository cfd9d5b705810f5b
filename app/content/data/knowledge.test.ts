import { describe, expect, it } from "vitest";

import { readFactBase } from "./fact-base.server";
import { knowledgeFromJson, knowledgeJson } from "./knowledge";

describe("the fact base as the browser reads it (/daten/wissen.json)", () => {
  const { sources, factFiles, series } = readFactBase(process.cwd());
  const knowledge = { sources, factFiles, series };
  const text = knowledgeJson(knowledge);
  const read = knowledgeFromJson(text);

  it("reads back as the files hold it: every fact, series, pattern and source", () => {
    expect(read).toEqual(knowledge);
    const patterns = Object.values(factFiles).flatMap(
      (facts) => JSON.stringify(facts, (_key, value) => (value instanceof RegExp ? "RE" : value)).match(/"RE"/g) ?? [],
    );
    expect(patterns.length).toBeGreaterThan(0);
  });

  it("holds each source once, in the registry, and cites it there", () => {
    for (const source of Object.values(sources)) expect(text.split(JSON.stringify(source.url)).length - 1).toBe(1);
    const cited = read.factFiles.market[0]!.sources[0]!;
    expect(Object.values(read.sources)).toContain(cited);
  });

  it("refuses a source the registry does not hold", () => {
    const broken = text.replace(/"\$quelle":"[^"]+"/, '"$quelle":"gibt-es-nicht"');
    expect(() => knowledgeFromJson(broken)).toThrow(/unknown source gibt-es-nicht/);
  });
});
