import { describe, expect, it } from "vitest";

import { AFFILIATE_REL, affiliateLinkProps, affiliateSearchUrl, affiliateUrl } from "./affiliate";
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
    const url = new URL(affiliateUrl("https://www.amazon.de/s?k=labubu&tag=someone-else-21", tag));
    expect(url.searchParams.get("k")).toBe("labubu");
    expect(url.searchParams.getAll("tag")).toEqual([tag]);
  });

  it("carries no tag while none is configured, and strips a foreign one", () => {
    expect(site.marketplace.partnerTag).toBe("");
    expect(new URL(affiliateUrl("/dp/B0EXAMPLE")).searchParams.has("tag")).toBe(false);
    const url = new URL(affiliateUrl("https://www.amazon.de/s?k=labubu&tag=someone-else-21", "  "));
    expect(url.searchParams.has("tag")).toBe(false);
    expect(url.searchParams.get("k")).toBe("labubu");
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

  it("builds an encoded marketplace search", () => {
    const url = new URL(affiliateSearchUrl("Labubu Big Into Energy & Co"));
    expect(url.pathname).toBe("/s");
    expect(url.searchParams.get("k")).toBe("Labubu Big Into Energy & Co");
  });
});

describe("affiliateLinkProps", () => {
  it("opens in a new tab, marked sponsored, without opener or referrer", () => {
    const props = affiliateLinkProps("/s?k=labubu");
    expect(props.target).toBe("_blank");
    expect(props.rel).toBe("sponsored noopener noreferrer");
    expect(AFFILIATE_REL.split(" ").sort()).toEqual(["noopener", "noreferrer", "sponsored"]);
    expect(new URL(props.href).origin).toBe("https://www.amazon.de");
  });
});
