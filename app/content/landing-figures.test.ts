import { describe, expect, it } from "vitest";

import { accessories, accessoriesNote } from "../features/landing/copy/accessories";
import { authenticityFeatures, authenticityNotes } from "../features/landing/copy/authenticity";
import { facts, seriesCatalogue } from "./facts";
import { faq } from "../features/landing/copy/faq";
import { footerContent } from "../shell/copy/footer";
import { guides } from "../features/landing/copy/guides";
import { hero, market } from "../features/landing/copy/hero";
import { promoBanners } from "./promos";
import { lazyCopy, sectionIntros } from "../features/landing/copy/sections";
import { seriesTeaser } from "../features/series/copy";
import { structuredData } from "../shell/copy/structured-data";
import { trustContact, trustPrinciples } from "../features/landing/copy/trust";
import { viennaNote, viennaPast, viennaPlaces } from "../features/landing/copy/vienna-shops";
import { formatPartialDate } from "~/utils/format";

/**
 * Every number a visitor can read on the landing page (de-AT: "€ 130.000", "14,7", "1 : 72",
 * "U3", "2015"), as numbers. Group separators (".", no-break spaces) are dropped, "," is the
 * decimal mark.
 */
export function figuresIn(text: string): number[] {
  const matches = text.replace(/[\u00a0\u202f]/g, " ").match(/\d+(?:[. ]\d{3})*(?:,\d+)?/g) ?? [];
  return matches.map((token) => Number(token.replace(/[. ](?=\d{3}\b)/g, "").replace(",", ".")));
}

/** Strings in a value, recursively (content modules are plain objects and arrays). */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Numbers the fact base states: in its sentences, its values, its Stand dates and the series catalogue. */
const factFigures = new Set<number>([
  ...facts.flatMap((fact) => [
    ...figuresIn(fact.statement),
    ...Object.values(fact.values ?? {}).flatMap((value) => (typeof value === "number" ? [value] : figuresIn(value))),
    // The "Stand" shown beside a fact ("Stand 31. März 2021") is the fact's own date.
    ...(fact.asOf ? figuresIn(formatPartialDate(fact.asOf)) : []),
  ]),
  ...stringsIn(seriesCatalogue).flatMap(figuresIn),
  ...seriesCatalogue.flatMap((entry) => entry.prices.flatMap((price) => [price.amount, price.high ?? price.amount])),
]);

/** The copy of every landing section; URLs are not text a visitor reads. */
const landingText = stringsIn({
  hero,
  market,
  sectionIntros,
  lazyCopy,
  authenticityFeatures,
  authenticityNotes,
  seriesTeaser,
  accessories,
  accessoriesNote,
  viennaPlaces: viennaPlaces(),
  viennaPast,
  viennaNote,
  promoBanners: Object.values(promoBanners).map(({ link: _link, ...banner }) => banner),
  faq,
  guides,
  trustPrinciples,
  trustContact,
  structuredData: { ...structuredData, article: { ...structuredData.article, datePublished: "", dateModified: "" } },
  footerContent,
}).filter((text) => !/^(https?:|mailto:|#|\/)/.test(text));

describe("figures on the landing page", () => {
  it("finds figures the de-AT way", () => {
    expect(figuresIn("rund € 130.000 und 14,7 Boxen, 1 : 72, U3, 1 080 000")).toEqual([130000, 14.7, 1, 72, 3, 1080000]);
  });

  it("all come from the fact base", () => {
    const unsourced = landingText.flatMap((text) =>
      figuresIn(text)
        .filter((figure) => !factFigures.has(figure))
        .map((figure) => `${figure} in „${text.slice(0, 80)}…“`),
    );
    expect(unsourced).toEqual([]);
  });

  it("would catch a figure that is not in the fact base", () => {
    // Figures the first landing page showed that no source backs (docs/decisions/0009).
    for (const text of ["Sondereditionen ab € 32", "Thailand € 11,50", "Hongkong € 10,60"])
      expect(
        figuresIn(text).every((figure) => factFigures.has(figure)),
        text,
      ).toBe(false);
  });
});
