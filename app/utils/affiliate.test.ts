import { describe, expect, it } from "vitest";

import {
  AFFILIATE_REL,
  affiliateLinkProps,
  affiliateUrl,
  brandStoreLink,
  isMarketplaceSearchUrl,
  shopLinkProps,
} from "./affiliate";
import { site } from "~/config/site";

const tag = "beispiel-21";

describe("affiliateUrl", () => {
  it("adds a configured partner tag to a marketplace path", () => {
    const url = new URL(affiliateUrl("/dp/B0EXAMPLE", tag));
    expect(url.origin).toBe("https://www.amazon.de");
    expect(url.pathname).toBe("/dp/B0EXAMPLE");
    expect(url.searchParams.get("tag")).toBe(tag);
  });

  it("keeps existing parameters and replaces a foreign partner tag", () => {
    const url = new URL(affiliateUrl("https://www.amazon.de/dp/B0EXAMPLE?th=1&tag=someone-else-21", tag));
    expect(url.searchParams.get("th")).toBe("1");
    expect(url.searchParams.getAll("tag")).toEqual([tag]);
  });

  it("carries no tag while none is configured, and strips a foreign one", () => {
    expect(site.marketplace.partnerTag).toBe("");
    expect(new URL(affiliateUrl("/dp/B0EXAMPLE")).searchParams.has("tag")).toBe(false);
    const url = new URL(affiliateUrl("https://www.amazon.de/dp/B0EXAMPLE?th=1&tag=someone-else-21", "  "));
    expect(url.searchParams.has("tag")).toBe(false);
    expect(url.searchParams.get("th")).toBe("1");
  });

  it.each([
    "https://www.example.com/dp/1",
    "https://www.amazon.de.evil.example/dp/1",
    "//evil.example/dp/1",
    "http://www.amazon.de/dp/1",
    "javascript:alert(1)",
    "https://amazon.com/dp/1",
  ])("rejects %s", (href) => {
    expect(() => affiliateUrl(href)).toThrow(/must point to www\.amazon\.de/);
  });

  it.each([
    "/s?k=labubu",
    "https://www.amazon.de/s?k=Labubu+Blindbox",
    "/s/ref=nb_sb_noss?field-keywords=labubu",
    "/gp/search?field-keywords=labubu",
    "/b?node=1&keywords=labubu",
    "/dp/B0EXAMPLE?k=labubu",
  ])("refuses the marketplace search %s: a partner link names a product or a store", (href) => {
    expect(() => affiliateUrl(href, tag)).toThrow(/not a search/);
    expect(isMarketplaceSearchUrl(new URL(href, "https://www.amazon.de").toString())).toBe(true);
  });

  it("tells a product or store link from a search", () => {
    expect(isMarketplaceSearchUrl("https://www.amazon.de/dp/B0EXAMPLE")).toBe(false);
    expect(isMarketplaceSearchUrl("https://www.amazon.de/stores/BEISPIEL/page/0000")).toBe(false);
    expect(isMarketplaceSearchUrl("https://www.example.com/s?k=labubu")).toBe(false);
  });
});

describe("brandStoreLink", () => {
  it("links the brand's store on the marketplace, tagged and sponsored, once its path is set", () => {
    const link = brandStoreLink(" /stores/BEISPIEL/page/0000 ", tag);
    expect(link.sponsored).toBe(true);
    const url = new URL(link.href);
    expect([url.origin, url.pathname, url.searchParams.get("tag")]).toEqual([
      "https://www.amazon.de",
      "/stores/BEISPIEL/page/0000",
      tag,
    ]);
    expect(shopLinkProps(link).rel).toBe(AFFILIATE_REL);
  });

  it.each(["", "  ", "/s?k=labubu", "/stores/X?k=labubu", "https://www.amazon.de/stores/X"])(
    "falls back to the brand's own shop, unsponsored, while the store path is %j",
    (storePath) => {
      const link = brandStoreLink(storePath, tag);
      expect(link).toEqual({ href: site.officialShop.url, sponsored: false });
      expect(shopLinkProps(link)).toEqual({ href: site.officialShop.url, target: "_blank", rel: "noopener noreferrer" });
    },
  );

  it("ships with no store path: nothing guesses the marketplace address", () => {
    expect(site.marketplace.brandStorePath).toBe("");
    expect(brandStoreLink().sponsored).toBe(false);
  });
});

describe("affiliateLinkProps", () => {
  it("opens in a new tab, marked sponsored, without opener or referrer", () => {
    const props = affiliateLinkProps("/dp/B0EXAMPLE");
    expect(props.target).toBe("_blank");
    expect(props.rel).toBe("sponsored noopener noreferrer");
    expect(AFFILIATE_REL.split(" ").sort()).toEqual(["noopener", "noreferrer", "sponsored"]);
    expect(new URL(props.href).origin).toBe("https://www.amazon.de");
  });
});
