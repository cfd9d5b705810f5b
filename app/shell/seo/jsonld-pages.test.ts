import { describe, expect, it } from "vitest";

import { jsonLdIds } from "./jsonld";
import { itemListNode, pageJsonLd, webPageNode } from "./jsonld-pages";
import { absoluteUrl, site } from "~/config/site";
import { pages } from "~/content/pages";

describe("JSON-LD of the collector pages", () => {
  it("describes a page with its address, breadcrumb and the site it belongs to", () => {
    const node = webPageNode(pages.setRechner) as unknown as Record<string, unknown>;
    expect(node).toMatchObject({
      "@type": "WebPage",
      url: absoluteUrl("/set-rechner"),
      name: pages.setRechner.title,
      inLanguage: site.locale,
      isPartOf: { "@id": jsonLdIds.website },
      breadcrumb: {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, item: absoluteUrl("/") },
          { "@type": "ListItem", position: 2, item: absoluteUrl("/set-rechner") },
        ],
      },
    });
    expect(node).not.toHaveProperty("mainEntity");
  });

  it("lists the catalogue's series as an ItemList in page order", () => {
    const list = itemListNode([
      { name: "A", path: "/serien#a" },
      { name: "B", path: "/serien#b" },
    ]) as unknown as Record<string, unknown>;
    expect(list).toEqual({
      "@type": "ItemList",
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "A", url: absoluteUrl("/serien#a") },
        { "@type": "ListItem", position: 2, name: "B", url: absoluteUrl("/serien#b") },
      ],
    });
  });

  it("puts the page beside the organization and the website, with no offers or ratings", () => {
    const graph = pageJsonLd(webPageNode(pages.serien, { type: "CollectionPage" }));
    const json = JSON.stringify(graph);
    expect(JSON.parse(json)[0]["@graph"].map((n: { "@type": string }) => n["@type"])).toEqual([
      "Organization",
      "WebSite",
      "CollectionPage",
    ]);
    expect(json).not.toMatch(/offers|aggregateRating|"review"/);
  });
});
