import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { editRequestProblems } from "./edit-copy";
import {
  correctRequest,
  newSeriesFrom,
  reconfirmRequest,
  requestProblems,
  seriesPhotoFile,
  seriesRequest,
  shopRequest,
  type SeriesRequest,
} from "./edit-requests";

const source = { name: "Pop Mart", title: "Neue Serie", url: "https://www.popmart.com/at/neue-serie", published: "2026-09-01" };
const problems = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : requestProblems(result.issues);
};

describe("the fact base's change requests", () => {
  it("refuse a change without a source, or with a source that lacks its address, title or date, in German", () => {
    expect(problems(reconfirmRequest, { factId: "price-official-shop-austria" })).toEqual([editRequestProblems.source]);
    expect(problems(reconfirmRequest, { factId: "price-official-shop-austria", source: { name: "Kurier" } })).toEqual([
      editRequestProblems.source,
    ]);
    expect(
      problems(reconfirmRequest, {
        factId: "price-official-shop-austria",
        source: { ...source, url: "http://x.at", title: " ", published: "gestern" },
      }),
    ).toEqual([
      "Die neue Quelle braucht einen Titel.",
      "Die neue Quelle braucht eine vollständige https-Adresse.",
      "Die neue Quelle braucht ihr Erscheinungsdatum (JJJJ, JJJJ-MM oder JJJJ-MM-TT).",
    ]);
    expect(problems(reconfirmRequest, { factId: "price-official-shop-austria", source })).toEqual([]);
    expect(problems(shopRequest, { name: "X", address: "Y", statement: "{shop} in {address}", confidence: "solid" })).toEqual([
      editRequestProblems.source,
    ]);
  });

  it("refuse a series key that is no kebab-case name (it becomes a file name), and odds that are no whole number", () => {
    const series = { key: "neue-serie", name: "Neue Serie", release: "2026-09", figures: ["Eins"], source, confidence: "solid" };
    expect(problems(seriesRequest, series)).toEqual([]);
    expect(problems(seriesRequest, { ...series, key: "../../package" })).toEqual([editRequestProblems.seriesKey]);
    expect(problems(seriesRequest, { ...series, secretOdds: 1.5 })).toEqual([editRequestProblems.odds]);
    expect(problems(seriesRequest, { ...series, figures: [] })).toEqual([editRequestProblems.figures]);
    expect(problems(correctRequest, { factId: "x", key: "fromEur" })).toEqual([editRequestProblems.value]);
  });

  it("make a series request the catalogue entry: every field names the request's source, the count follows the names", () => {
    const request: SeriesRequest = {
      key: "neue-serie",
      name: "Neue Serie",
      release: "2026-09",
      market: "Europa",
      figures: ["Eins", "Zwei"],
      secretName: "Drei",
      secretOdds: 144,
      source,
      confidence: "solid",
    };
    const field = <T>(value: T) => ({ value, confidence: "solid", sources: [source] });
    expect(newSeriesFrom(request)).toEqual({
      key: "neue-serie",
      name: "Neue Serie",
      releases: field([{ date: "2026-09", market: "Europa" }]),
      regularCount: field("2 reguläre Figuren und eine Secret-Figur"),
      figuresPerSet: 2,
      hasSecret: true,
      regularNames: field({ names: ["Eins", "Zwei"], partial: false }),
      secretName: field("Drei"),
      secretOdds: field(144),
    });
  });

  it("take at most one photo of the series and of each figure, each described, and name their files by what they show", () => {
    const series = { key: "neue-serie", name: "Neue Serie", release: "2026-09", figures: ["Eins"], source, confidence: "solid" };
    const photo = { figure: "1", data: "/9j/", alt: "Eins von vorne" };
    expect(
      problems(seriesRequest, { ...series, photos: [photo, { ...photo, figure: "secret" }, { data: "/9j/", alt: "Box" }] }),
    ).toEqual([]);
    expect(problems(seriesRequest, { ...series, photos: [photo, photo] })).toEqual([editRequestProblems.photoTwice]);
    expect(problems(seriesRequest, { ...series, photos: [{ ...photo, figure: "../x" }] })).toEqual([
      editRequestProblems.photoFigure,
    ]);
    expect(problems(seriesRequest, { ...series, photos: [{ ...photo, alt: "" }] })).toEqual([editRequestProblems.photoAlt(250)]);
    expect(seriesPhotoFile("neue-serie", "1", "jpeg")).toBe("neue-serie/figur-1.jpg");
    expect(seriesPhotoFile("neue-serie", undefined, "png")).toBe("neue-serie/serie.png");
    const request = v.parse(seriesRequest, series);
    expect(
      newSeriesFrom(request, [
        { figure: "1", file: "neue-serie/figur-1.jpg", alt: "Eins von vorne" },
        { file: "neue-serie/serie.png", alt: "Box" },
      ]),
    ).toMatchObject({
      photo: { file: "neue-serie/serie.png", alt: "Box" },
      figurePhotos: { "1": { file: "neue-serie/figur-1.jpg", alt: "Eins von vorne" } },
    });
  });
});
