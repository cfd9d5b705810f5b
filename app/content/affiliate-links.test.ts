import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { promoBanners } from "./promos";
import { site } from "~/config/site";
import { brandStoreLink, isMarketplaceSearchUrl, isMarketplaceUrl } from "~/utils/affiliate";

const banners = Object.values(promoBanners);
const buildRoot = path.resolve(import.meta.dirname, "../../build/client");

/** Every page of the build, as its path below build/client. */
function pagesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(buildRoot, path.join(entry.parentPath, entry.name)));
}

/** The addresses of a page's links, with the entities the prerender writes decoded. */
function hrefsIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) =>
    match[1]!.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"'),
  );
}

describe("partner links in the promo data", () => {
  it.each(banners)("$variant never links a marketplace search", ({ link }) => {
    expect(isMarketplaceSearchUrl(link.href)).toBe(false);
  });

  it.each(banners)("$variant goes to the brand's store on the marketplace or to its own shop", ({ link }) => {
    if (link.sponsored) {
      expect(new URL(link.href).pathname).toBe(site.marketplace.brandStorePath);
      expect(new URL(link.href).searchParams.get("tag")).toBe(site.marketplace.partnerTag || null);
    } else {
      expect(link.href).toBe(site.officialShop.url);
      expect(isMarketplaceUrl(link.href)).toBe(false);
    }
  });

  it("with a store path and a partner tag set, links that store, tagged, and still no search", () => {
    const link = brandStoreLink("/stores/BEISPIEL/page/0000", "beispiel-21");
    expect(link.sponsored).toBe(true);
    expect(isMarketplaceSearchUrl(link.href)).toBe(false);
    expect(new URL(link.href).searchParams.get("tag")).toBe("beispiel-21");
  });

  it("has one banner per variant, each with its analytics label", () => {
    expect(banners.map((b) => [b.variant, b.label])).toEqual([
      ["new-series", "new_series_banner"],
      ["start-collection", "start_collection_banner"],
    ]);
  });
});

describe.skipIf(!existsSync(path.join(buildRoot, "index.html")))("partner links in the built site", () => {
  it("no page links a marketplace search", () => {
    const found = pagesOf(buildRoot).flatMap((page) =>
      hrefsIn(readFileSync(path.join(buildRoot, page), "utf8"))
        .filter((href) => isMarketplaceSearchUrl(href))
        .map((href) => `${page}: ${href}`),
    );
    expect(found).toEqual([]);
  });

  it("reads the links it checks (the home page's promos among them)", () => {
    const hrefs = hrefsIn(readFileSync(path.join(buildRoot, "index.html"), "utf8"));
    for (const banner of banners) expect(hrefs).toContain(banner.link.href);
  });
});
