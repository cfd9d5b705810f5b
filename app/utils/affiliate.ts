import { site } from "~/config/site";

/** rel for every marketplace link (Google: affiliate links are "sponsored"). */
export const AFFILIATE_REL = "sponsored noopener noreferrer";

/**
 * Builds a marketplace URL with the partner tag. Accepts a path or search on the marketplace;
 * anything pointing elsewhere is rejected so content typos can never leak a foreign link. While no
 * tag is configured (the default until the owner sets one) links carry no tag at all, and a foreign
 * tag in the input is removed either way.
 */
export function affiliateUrl(pathOrUrl: string, tag: string = site.marketplace.partnerTag): string {
  const base = new URL(site.marketplace.baseUrl);
  const url = new URL(pathOrUrl, base);
  if (url.host !== base.host || url.protocol !== "https:") {
    throw new Error(`Affiliate link must point to ${base.host}: ${pathOrUrl}`);
  }
  url.searchParams.delete("tag");
  if (tag.trim()) url.searchParams.set("tag", tag.trim());
  return url.toString();
}

/** True for an absolute link to the marketplace: such a link must be built by `affiliateUrl`. */
export function isMarketplaceUrl(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === "https:" && url.host === new URL(site.marketplace.baseUrl).host;
  } catch {
    return false;
  }
}

/** Marketplace search for a phrase, tagged. */
export function affiliateSearchUrl(query: string): string {
  return affiliateUrl(`/s?k=${encodeURIComponent(query)}`);
}

/** Props for an <a> that opens a marketplace link in a new tab, without opener or referrer. */
export function affiliateLinkProps(pathOrUrl: string) {
  return { href: affiliateUrl(pathOrUrl), target: "_blank", rel: AFFILIATE_REL } as const;
}
