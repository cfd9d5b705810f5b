import { describe, expect, it } from "vitest";

import type { FactEntry } from "./fact-base-client";
import {
  factsInOrder,
  keyFromName,
  seriesPhotoSubjects,
  seriesRequestOf,
  sourceOf,
  typedValue,
  type SeriesFields,
} from "./forms";

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
      photos: {},
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

    // Photos of the series, its figures by line and its secret; one of a figure line removed since is not sent.
    expect(seriesPhotoSubjects(fields).map((subject) => [subject.key, subject.name])).toEqual([
      ["serie", "Große Überraschung"],
      ["1", "Erste"],
      ["2", "Zweite"],
      ["secret", ""],
    ]);
    const photo = (alt: string) => ({ data: "/9j/", width: 40, height: 30, alt });
    const photos = { serie: photo(" Die Box "), "2": photo("Zweite von vorne"), "3": photo("Dritte"), secret: photo("Secret") };
    expect(seriesRequestOf({ ...fields, photos }).photos).toEqual([
      { data: "/9j/", alt: "Die Box" },
      { figure: "2", data: "/9j/", alt: "Zweite von vorne" },
      { figure: "secret", data: "/9j/", alt: "Secret" },
    ]);
  });
});
