import { isBrandStorePath, site } from "~/config/site";

/** rel for every marketplace link (Google: affiliate links are "sponsored"). */
export const AFFILIATE_REL = "sponsored noopener noreferrer";

/**
 * Builds a marketplace URL with the partner tag. Accepts a product or store path on the marketplace;
 * anything pointing elsewhere is rejected so content typos can never leak a foreign link, and so is a
 * marketplace search, which also lists the third-party sellers the site warns of (docs/decisions/0069). While no
 * tag is configured (the default until the owner sets one) links carry no tag at all, and a foreign
 * tag in the input is removed either way.
 */
export function affiliateUrl(pathOrUrl: string, tag: string = site.marketplace.partnerTag): string {
  const base = new URL(site.marketplace.baseUrl);
  const url = new URL(pathOrUrl, base);
  if (url.host !== base.host || url.protocol !== "https:") {
    throw new Error(`Affiliate link must point to ${base.host}: ${pathOrUrl}`);
  }
  if (isMarketplaceSearch(url)) throw new Error(`Affiliate link must name a product or a store, not a search: ${pathOrUrl}`);
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

/** Query parameters that carry search words on the marketplace (its search form and older search links). */
const SEARCH_PARAMETERS = ["k", "field-keywords", "keywords"];

function isMarketplaceSearch(url: URL): boolean {
  const path = url.pathname.toLowerCase();
  if (path === "/s" || path.startsWith("/s/") || path.startsWith("/gp/search")) return true;
  return SEARCH_PARAMETERS.some((name) => url.searchParams.has(name));
}

/** True for a link, on the marketplace or not, that opens a marketplace search instead of a product or store. */
export function isMarketplaceSearchUrl(href: string): boolean {
  return isMarketplaceUrl(href) && isMarketplaceSearch(new URL(href));
}

/** Where a promo sends the visitor, and whether that is a partner link (then marked "Anzeige"). */
export type ShopLink = { href: string; sponsored: boolean };

/**
 * The brand's official store on the marketplace, tagged, once the owner has set its path; until then the brand's
 * own shop, which the site recommends anyway, as a plain link. Never a search, never a guessed address.
 */
export function brandStoreLink(
  storePath: string = site.marketplace.brandStorePath,
  tag: string = site.marketplace.partnerTag,
): ShopLink {
  if (isBrandStorePath(storePath)) return { href: affiliateUrl(storePath.trim(), tag), sponsored: true };
  return { href: site.officialShop.url, sponsored: false };
}

/** Props for an <a> that opens a marketplace link in a new tab, without opener or referrer. */
export function affiliateLinkProps(pathOrUrl: string) {
  return { href: affiliateUrl(pathOrUrl), target: "_blank", rel: AFFILIATE_REL } as const;
}

/** Props for a promo's <a>: sponsored when it is a partner link, a plain new-tab link to the official shop otherwise. */
export function shopLinkProps(link: ShopLink) {
  if (link.sponsored) return affiliateLinkProps(link.href);
  return { href: link.href, target: "_blank", rel: "noopener noreferrer" } as const;
}
