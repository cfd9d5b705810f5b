import { describe, expect, it } from "vitest";

import { accessories } from "../features/landing/copy/accessories";
import { promoBanners } from "./promos";
import { site } from "~/config/site";

/** Every marketplace link the landing page shows, wherever it is defined. */
const links = [
  ...Object.values(promoBanners).map((banner) => ({ where: `promo ${banner.variant}`, href: banner.link })),
  ...accessories.map((item) => ({ where: `accessory ${item.key}`, href: item.link.href })),
];

describe("marketplace links in the landing content", () => {
  it.each(links)("$where is an https link to the marketplace, tagged only once a partner tag is set", ({ href }) => {
    const url = new URL(href);
    expect(url.origin).toBe(new URL(site.marketplace.baseUrl).origin);
    expect(url.protocol).toBe("https:");
    expect(url.searchParams.get("tag")).toBe(site.marketplace.partnerTag || null);
  });

  it("has one banner per variant, each with its analytics label", () => {
    expect(Object.values(promoBanners).map((b) => [b.variant, b.label])).toEqual([
      ["new-series", "new_series_banner"],
      ["start-collection", "start_collection_banner"],
    ]);
  });
});
