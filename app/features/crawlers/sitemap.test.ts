// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { childSitemapPath, SITEMAP_LIMITS, type SitemapEntry, sitemapLimits, splitSitemap, urlsetXml } from "./sitemap";

const SITE = "https://www.beispiel.at";
const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const entries: SitemapEntry[] = Array.from({ length: 7 }, (_, index) => ({
  loc: `${SITE}/ratgeber/artikel-${index}`,
  lastmod: `2026-01-${String(10 + index).padStart(2, "0")}`,
  changefreq: "monthly",
  priority: 0.7,
}));

function read(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe(NS);
  return doc;
}
const locs = (xml: string) => [...read(xml).getElementsByTagNameNS(NS, "loc")].map((loc) => loc.textContent);

describe("sitemap limits", () => {
  it("are the sitemaps.org limits unless SITEMAP_MAX_URLS / SITEMAP_MAX_BYTES lower them", () => {
    expect(SITEMAP_LIMITS).toEqual({ urls: 50_000, bytes: 52_428_800 });
    expect(sitemapLimits({})).toEqual(SITEMAP_LIMITS);
    expect(sitemapLimits({ SITEMAP_MAX_URLS: "20", SITEMAP_MAX_BYTES: "4096" })).toEqual({ urls: 20, bytes: 4096 });
    // Never above the limits, never nonsense.
    expect(sitemapLimits({ SITEMAP_MAX_URLS: "60000", SITEMAP_MAX_BYTES: "-1" })).toEqual(SITEMAP_LIMITS);
    expect(sitemapLimits({ SITEMAP_MAX_URLS: "abc", SITEMAP_MAX_BYTES: "1.5" })).toEqual(SITEMAP_LIMITS);
  });
});

describe("splitSitemap", () => {
  it("leaves a sitemap within both limits as it is", () => {
    expect(splitSitemap(urlsetXml(entries), { urls: 7, bytes: 1_000_000 }, SITE)).toBeNull();
  });

  it("past the URL limit: an index of child sitemaps, each within the limit, all URLs in order", () => {
    const split = splitSitemap(urlsetXml(entries), { urls: 3, bytes: 1_000_000 }, SITE)!;
    expect(split.children.map(locs)).toEqual([
      entries.slice(0, 3).map((entry) => entry.loc),
      entries.slice(3, 6).map((entry) => entry.loc),
      entries.slice(6).map((entry) => entry.loc),
    ]);
    const index = read(split.index);
    expect(index.documentElement.localName).toBe("sitemapindex");
    expect(locs(split.index)).toEqual([1, 2, 3].map((n) => `${SITE}${childSitemapPath(n)}`));
    expect([...index.getElementsByTagNameNS(NS, "lastmod")].map((lastmod) => lastmod.textContent)).toEqual([
      "2026-01-12",
      "2026-01-15",
      "2026-01-16",
    ]);
    expect(split.children[0]).toBe(urlsetXml(entries.slice(0, 3)));
  });

  it("past the byte limit: children that each stay within it", () => {
    const xml = urlsetXml(entries);
    const limit = Math.ceil(new TextEncoder().encode(xml).length / 2);
    const split = splitSitemap(xml, { urls: 50_000, bytes: limit }, SITE)!;
    expect(split.children.length).toBeGreaterThanOrEqual(2);
    for (const child of split.children) expect(new TextEncoder().encode(child).length).toBeLessThanOrEqual(limit);
    expect(split.children.flatMap(locs)).toEqual(entries.map((entry) => entry.loc));
  });

  it("refuses what it did not write and an entry larger than the byte limit", () => {
    expect(() => splitSitemap("<urlset/>", SITEMAP_LIMITS, SITE)).toThrow(/not a sitemap/);
    expect(() => splitSitemap(urlsetXml(entries), { urls: 50_000, bytes: 200 }, SITE)).toThrow(/alone passes/);
  });
});
