import type { BreadcrumbList, Graph, ItemList, WebPage } from "schema-dts";

import { jsonLdIds, organizationNode, websiteNode } from "./jsonld";
import { absoluteUrl, site } from "~/config/site";

/**
 * JSON-LD for pages other than "/": the site identity plus the page itself. Kept apart from
 * jsonld.ts so the home page's code does not carry it.
 */

/** A subpage of the site: name, address, breadcrumb from the home page, optionally its main list. */
export function webPageNode(
  page: { path: string; title: string; description: string },
  options: { type?: "WebPage" | "CollectionPage" | "SearchResultsPage"; mainEntity?: ItemList } = {},
): WebPage {
  const url = absoluteUrl(page.path);
  const breadcrumb: BreadcrumbList = {
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: site.name, item: absoluteUrl("/") },
      { "@type": "ListItem", position: 2, name: page.title, item: url },
    ],
  };
  return {
    "@type": options.type ?? "WebPage",
    "@id": `${url}#webpage`,
    url,
    name: page.title,
    description: page.description,
    inLanguage: site.locale,
    isPartOf: { "@id": jsonLdIds.website },
    publisher: { "@id": jsonLdIds.organization },
    breadcrumb,
    ...(options.mainEntity ? { mainEntity: options.mainEntity } : {}),
  } as WebPage;
}

/** An ordered list of named links on a page (the series of the catalogue). */
export function itemListNode(items: readonly { name: string; path: string }[]): ItemList {
  return {
    "@type": "ItemList",
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: absoluteUrl(item.path),
    })),
  };
}

/** Site identity plus one described page, for pages other than "/". */
export function pageJsonLd(...nodes: WebPage[]): Graph[] {
  return [{ "@context": "https://schema.org", "@graph": [organizationNode(), websiteNode(), ...nodes] }];
}
