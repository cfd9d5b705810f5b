import type { MetaDescriptor } from "react-router";

import { absoluteUrl, site } from "~/config/site";

export type PageSeo = {
  /** Path of the page, e.g. "/" or "/impressum". */
  path: string;
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Pages that should not appear in search results (the 404 page). */
  noindex?: boolean;
  /** JSON-LD objects rendered as <script type="application/ld+json">. */
  jsonLd?: readonly object[];
  /** Open Graph type; by default "website" for "/" and "article" elsewhere. */
  ogType?: "website" | "article";
  /** The geo tags of the content's region (the home page). */
  geo?: boolean;
  /** Open Graph article tags (ogp.me "article"): ISO dates, the section and one tag per keyword. */
  article?: { publishedTime: string; modifiedTime: string; section: string; tags: readonly string[] };
};

/** The language versions this site serves; all point at the same de-AT page until others exist. */
export const hreflangs = ["de-at", "de-de", "de-ch", "x-default"] as const;

/** Builds the complete head of a page: title, description, canonical, hreflang, OG/Twitter, geo, JSON-LD. */
export function buildMeta(page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(site.socialImage.path);
  const meta: MetaDescriptor[] = [{ title: page.title }, { name: "description", content: page.description }];
  if (page.keywords?.length) meta.push({ name: "keywords", content: page.keywords.join(", ") });
  meta.push({ name: "robots", content: page.noindex ? "noindex, follow" : "index, follow, max-image-preview:large" });
  if (!page.noindex) {
    meta.push({ tagName: "link", rel: "canonical", href: url });
    for (const lang of hreflangs) meta.push({ tagName: "link", rel: "alternate", hrefLang: lang, href: url });
  }
  meta.push(
    { property: "og:type", content: page.ogType ?? (page.path === "/" ? "website" : "article") },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "de_AT" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(site.socialImage.width) },
    { property: "og:image:height", content: String(site.socialImage.height) },
    { property: "og:image:alt", content: site.socialImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: site.socialImage.alt },
    ...(page.geo ? geoMeta() : []),
  );
  if (page.article) {
    meta.push(
      { property: "article:published_time", content: page.article.publishedTime },
      { property: "article:modified_time", content: page.article.modifiedTime },
      { property: "article:section", content: page.article.section },
      ...page.article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    );
  }
  for (const data of page.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return meta;
}

/**
 * Geo tags (read by Bing, ignored by Google) for the region the content is about: Wien, AT-9 (the site config's
 * `contentRegion`), not the operator's address, so they are there from the first build.
 */
export function geoMeta(
  region: { code: string; name: string; latitude: number; longitude: number } = site.contentRegion,
): MetaDescriptor[] {
  return [
    { name: "geo.region", content: region.code },
    { name: "geo.placename", content: region.name },
    { name: "geo.position", content: `${region.latitude};${region.longitude}` },
    { name: "ICBM", content: `${region.latitude}, ${region.longitude}` },
  ];
}
