import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";

import { buildMeta, geoMeta } from "./meta";
import { absoluteUrl, site } from "~/config/site";
import { pages } from "~/content/pages";

type Descriptor = Record<string, unknown>;
const all = (meta: MetaDescriptor[]) => meta as Descriptor[];
const named = (meta: MetaDescriptor[], name: string) =>
  all(meta)
    .filter((m) => m.name === name)
    .map((m) => m.content);
const property = (meta: MetaDescriptor[], prop: string) =>
  all(meta)
    .filter((m) => m.property === prop)
    .map((m) => m.content);
const links = (meta: MetaDescriptor[], rel: string) => all(meta).filter((m) => m.tagName === "link" && m.rel === rel);

const indexable = Object.values(pages).filter((page) => page !== pages.notFound);

describe("buildMeta", () => {
  it("gives every page exactly one title and one description, unique across the site", () => {
    const metas = Object.values(pages).map((page) => buildMeta(page));
    const titles = metas.map((meta) =>
      all(meta)
        .filter((m) => "title" in m)
        .map((m) => m.title),
    );
    const descriptions = metas.map((meta) => named(meta, "description"));
    for (const list of [...titles, ...descriptions]) expect(list).toHaveLength(1);
    expect(new Set(titles.flat()).size).toBe(metas.length);
    expect(new Set(descriptions.flat()).size).toBe(metas.length);
  });

  it("keeps titles and descriptions within what search results show", () => {
    for (const page of Object.values(pages)) {
      expect(page.title.length, page.title).toBeLessThanOrEqual(80);
      expect(page.description.length, page.description).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.description).toBeLessThanOrEqual(160);
    }
  });

  it.each(indexable)("sets one absolute canonical and self-referencing hreflang for $path", (page) => {
    const meta = buildMeta(page);
    const canonical = links(meta, "canonical");
    expect(canonical).toEqual([{ tagName: "link", rel: "canonical", href: absoluteUrl(page.path) }]);
    expect(String(canonical[0]!.href)).toMatch(/^https?:\/\/[^/]+\//);
    const alternates = links(meta, "alternate");
    expect(alternates.map((l) => l.hrefLang)).toEqual(["de-at", "de-de", "de-ch", "x-default"]);
    for (const alternate of alternates) expect(alternate.href).toBe(absoluteUrl(page.path));
    expect(named(meta, "robots")[0]).toMatch(/^index, follow/);
  });

  it("adds the page's keywords when it has some", () => {
    expect(named(buildMeta(pages.home), "keywords")[0]).toMatch(/^Labubu, .*Wien/);
    expect(named(buildMeta(pages.impressum), "keywords")).toEqual([]);
  });

  it("adds Open Graph and Twitter cards with the absolute 1200×630 image", () => {
    const meta = buildMeta(pages.home);
    const image = `${site.url}/og-image.png`;
    expect(property(meta, "og:image")).toEqual([image]);
    expect(property(meta, "og:image:width")).toEqual(["1200"]);
    expect(property(meta, "og:image:height")).toEqual(["630"]);
    expect(property(meta, "og:url")).toEqual([`${site.url}/`]);
    expect(property(meta, "og:title")).toEqual([pages.home.title]);
    expect(property(meta, "og:description")).toEqual([pages.home.description]);
    expect(property(meta, "og:locale")).toEqual(["de_AT"]);
    expect(property(meta, "og:type")).toEqual(["website"]);
    expect(named(meta, "twitter:card")).toEqual(["summary_large_image"]);
    expect(named(meta, "twitter:image")).toEqual([image]);
    expect(named(meta, "twitter:title")).toEqual([pages.home.title]);
    expect(named(meta, "twitter:image:alt")[0]).toBeTruthy();
  });

  it("writes the geo tags of the content's region, Wien (AT-9), on the home page and only there", () => {
    const meta = buildMeta({ ...pages.home, geo: true });
    expect(named(meta, "geo.region")).toEqual(["AT-9"]);
    expect(named(meta, "geo.placename")).toEqual(["Wien"]);
    expect(named(meta, "geo.position")).toEqual(["48.2083;16.3725"]);
    expect(named(meta, "ICBM")).toEqual(["48.2083, 16.3725"]);
    // The operator's own location is no geo tag: it is not what the content is about, and it is a placeholder.
    expect(geoMeta()).toEqual(meta.filter((tag) => "name" in tag && /^(geo\.|ICBM)/.test(String(tag.name))));
    const other = buildMeta(pages.datenschutz);
    for (const name of ["geo.region", "geo.placename", "geo.position", "ICBM"]) expect(named(other, name)).toEqual([]);
  });

  it("keeps the 404 page out of the index, without canonical or hreflang", () => {
    const meta = buildMeta({ ...pages.notFound, noindex: true });
    expect(named(meta, "robots")).toEqual(["noindex, follow"]);
    expect(links(meta, "canonical")).toEqual([]);
    expect(links(meta, "alternate")).toEqual([]);
  });

  it("renders each JSON-LD object as its own ld+json descriptor", () => {
    const data = [{ "@context": "https://schema.org", "@type": "Thing", name: "a" }];
    const meta = buildMeta({ ...pages.home, jsonLd: data });
    expect(all(meta).filter((m) => "script:ld+json" in m)).toEqual([{ "script:ld+json": data[0] }]);
    expect(all(buildMeta(pages.impressum)).filter((m) => "script:ld+json" in m)).toEqual([]);
  });
});

describe("buildMeta for articles", () => {
  const meta = buildMeta({
    path: "/ratgeber/beispiel",
    title: "Beispielartikel",
    description: "Eine Beschreibung, lang genug für eine Suchergebnisseite und für soziale Netzwerke.",
    ogType: "article",
    article: { publishedTime: "2026-01-31", modifiedTime: "2026-02-01", section: "Sammler-Guides", tags: ["Labubu", "Echtheit"] },
  });

  it("adds the Open Graph article tags: times, section and one tag per keyword", () => {
    expect(property(meta, "og:type")).toEqual(["article"]);
    expect(property(meta, "article:published_time")).toEqual(["2026-01-31"]);
    expect(property(meta, "article:modified_time")).toEqual(["2026-02-01"]);
    expect(property(meta, "article:section")).toEqual(["Sammler-Guides"]);
    expect(property(meta, "article:tag")).toEqual(["Labubu", "Echtheit"]);
  });

  it("lets a list page say it is a website and leaves article tags out", () => {
    const list = buildMeta({ ...pages.impressum, ogType: "website" });
    expect(property(list, "og:type")).toEqual(["website"]);
    expect(all(list).filter((m) => String(m.property ?? "").startsWith("article:"))).toEqual([]);
  });
});
