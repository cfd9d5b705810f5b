// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { SeriesFigures } from "./series-figures";
import { ComparisonPhoto } from "~/features/check/comparison-photo";
import { FigureTable } from "~/features/collection/figure-table";
import { collectionCatalogue } from "~/features/collection/catalogue";
import { seriesCatalogue, type SeriesEntry } from "~/content/facts/series";
import { PhotoViews, type PhotoView } from "~/ui/photo";

// The repository ships no photos (docs/decisions/0048): these entries name photos the way the operator's would.
const view = (id: string): PhotoView => ({
  width: 1600,
  height: 1200,
  src: `/fotos/${id}-1280.webp`,
  avif: `/fotos/${id}-640.avif 640w`,
  webp: `/fotos/${id}-640.webp 640w`,
  thumb: `/fotos/${id}-thumb.webp`,
});
const views: Record<string, PhotoView> = { "serien/have-a-seat/sisi.jpg": view("aaaa"), "echtheit/zaehne.jpg": view("bbbb") };
const withViews = (node: React.ReactNode) => renderToStaticMarkup(<PhotoViews value={(file) => views[file]}>{node}</PhotoViews>);
const parse = (markup: string) => new DOMParser().parseFromString(`<div>${markup}</div>`, "text/html").body;

const haveASeat = seriesCatalogue.find((entry) => entry.key === "have-a-seat")!;
const photographed: SeriesEntry = {
  ...haveASeat,
  figurePhotos: { "1": { file: "serien/have-a-seat/sisi.jpg", alt: "Die Figur Sisi, sitzend, von vorne" } },
};

describe("figure tiles with the operator's own photos (docs/decisions/0048)", () => {
  it("shows a figure's photo with its alt text on /serien, and the drawing for the others", () => {
    const page = parse(withViews(<SeriesFigures entry={photographed} />));
    const tiles = [...page.querySelectorAll('[data-slot="figure-tile"]')];
    expect(tiles[0]!.querySelector("img")?.getAttribute("src")).toBe("/fotos/aaaa-thumb.webp");
    expect(tiles[0]!.querySelector("img")?.getAttribute("alt")).toBe("Die Figur Sisi, sitzend, von vorne");
    expect(tiles[0]!.getAttribute("aria-hidden")).toBeNull();
    expect(tiles.slice(1).every((tile) => tile.querySelector("svg") && tile.getAttribute("aria-hidden") === "true")).toBe(true);
    expect(page.textContent).toContain("Fotos: eigene Aufnahmen der Redaktion.");
  });

  it("draws every figure where the catalogue names no photo, or the build has none", () => {
    for (const markup of [
      withViews(<SeriesFigures entry={haveASeat} />),
      renderToStaticMarkup(<SeriesFigures entry={photographed} />),
    ]) {
      const page = parse(markup);
      expect(page.querySelectorAll("img")).toHaveLength(0);
      expect(page.textContent).toContain("Von uns gezeichnet, ohne Farben");
    }
  });

  it("shows the same photo in „Meine Sammlung“ from the collection's catalogue", () => {
    const [series] = collectionCatalogue([photographed], (file) => views[file]!.thumb);
    expect(series!.figures[0]!.photo).toEqual({ src: "/fotos/aaaa-thumb.webp", alt: "Die Figur Sisi, sitzend, von vorne" });
    expect(series!.figures.slice(1).some((figure) => figure.photo)).toBe(false);
    const table = parse(renderToStaticMarkup(<FigureTable series={series!} state={undefined} disabled onChange={() => {}} />));
    expect(table.querySelector('[data-figure="1"] img')?.getAttribute("alt")).toBe("Die Figur Sisi, sitzend, von vorne");
    expect(table.querySelectorAll("img")).toHaveLength(1);
  });

  it("shows a check step's comparison photo where there is one", () => {
    const photo = { file: "echtheit/zaehne.jpg", alt: "Die neun Zähne eines Originals, nah" };
    const figure = parse(withViews(<ComparisonPhoto photo={photo} />));
    expect(figure.querySelector("img")?.getAttribute("alt")).toBe("Die neun Zähne eines Originals, nah");
    expect(figure.querySelector("figcaption")?.textContent).toBe("Eigenes Vergleichsfoto der Redaktion");
    expect(withViews(<ComparisonPhoto photo={undefined} />)).toBe("");
  });
});
