import { describe, expect, it } from "vitest";

import type { FactEntry } from "./fact-base-client";
import { factsInOrder, keyFromName, seriesRequestOf, sourceOf, typedValue, type SeriesFields } from "./forms";

const fact = (id: string, stale: boolean, asOf?: string): FactEntry => ({
  id,
  file: "market",
  statement: id,
  values: {},
  lifespan: "current",
  ...(asOf ? { asOf } : {}),
  stale,
  sources: [],
});

describe("the fact base forms", () => {
  it("list the stale facts first, the oldest Stand first, then the rest in the files' order", () => {
    const ordered = factsInOrder([
      fact("a", false, "2026-01"),
      fact("b", true, "2025-07"),
      fact("c", false),
      fact("d", true, "2021-06"),
    ]);
    expect(ordered.map((item) => item.id)).toEqual(["d", "b", "a", "c"]);
  });

  it("keep a corrected number a number however it is typed, and text text", () => {
    expect(typedValue(19, "21")).toBe(21);
    expect(typedValue(19, " 21,5 ")).toBe(21.5);
    expect(typedValue(130000, "140.000")).toBe(140000);
    expect(typedValue(19, "etwa 20")).toBe("etwa 20");
    expect(typedValue("Wien", " Graz ")).toBe("Graz");
  });

  it("send a series with its figures one per line, its odds as N of „1 zu N“ and its key from the name", () => {
    const source = { url: " https://www.popmart.com/at/x ", title: "X", name: "Pop Mart", published: "2026-10-15" };
    const fields: SeriesFields = {
      key: "",
      name: " Große Überraschung ",
      release: "2026-10",
      market: "",
      figures: "Erste\n\n  Zweite  \n",
      secretName: "",
      secretOdds: "1 zu 144",
      sizeCm: "",
      confidence: "medium",
      source,
    };
    expect(seriesRequestOf(fields)).toEqual({
      key: "grosse-ueberraschung",
      name: "Große Überraschung",
      release: "2026-10",
      figures: ["Erste", "Zweite"],
      secretOdds: 144,
      source: sourceOf(source),
      confidence: "medium",
    });
    expect(keyFromName("Labubu × Coca-Cola")).toBe("labubu-coca-cola");
    // A number that is none is sent as typed: the server refuses it with its reason.
    expect(seriesRequestOf({ ...fields, secretOdds: "oft" }).secretOdds).toBeNaN();
  });
});
