import type {
  Article,
  BreadcrumbList,
  CollectionPage,
  Graph,
  ImageObject,
  LocalBusiness,
  Organization,
  ItemList,
  Person,
  PostalAddress,
  Product,
  Review,
  SearchAction,
  WebSite,
  WithActionConstraints,
} from "schema-dts";

import { absoluteUrl, configured, operatorCoordinates, site, SOLE_TRADER_LEGAL_FORM } from "~/config/site";
import { SEARCH_PATH } from "~/content/search-entry";
import { structuredData } from "~/shell/copy/structured-data";

/**
 * JSON-LD for the home page as one `@graph`: the nodes point at each other by `@id`, so the
 * operator is described once and the website, article and business refer to it.
 *
 * Placeholders ("[…]") from the site config never reach the structured data: a crawler would
 * publish them as facts. A placeholder field is left out (telephone, street, legal name) and
 * appears automatically once the owner fills it in.
 *
 * Serialising into <script> is safe without extra work: React Router's `"script:ld+json"` meta
 * descriptor escapes <, > and & as \u003c, \u003e, \u0026 (tested in jsonld.test.ts).
 */

export const jsonLdIds = {
  organization: absoluteUrl("/#organization"),
  website: absoluteUrl("/#website"),
  webpage: absoluteUrl("/#webpage"),
  article: absoluteUrl("/#article"),
  localBusiness: absoluteUrl("/#localbusiness"),
} as const;

/** The value, or undefined while it is still a "[…]" placeholder or empty. */
function filled(value: string): string | undefined {
  return configured(value);
}

/** Drops undefined properties so the JSON carries no empty keys. */
function compact<T>(value: T): T {
  return Object.fromEntries(Object.entries(value as object).filter(([, v]) => v !== undefined)) as T;
}

function image(path: string, width: number, height: number, caption: string): ImageObject {
  const pixels = (value: number) => ({ "@type": "QuantitativeValue" as const, value, unitCode: "E37" /* pixel */ });
  return { "@type": "ImageObject", url: absoluteUrl(path), width: pixels(width), height: pixels(height), caption };
}

const socialImage = () => image(site.socialImage.path, site.socialImage.width, site.socialImage.height, site.socialImage.alt);
// Square, as search engines prefer for a logo.
const logo = () => image(site.icon.path, site.icon.size, site.icon.size, site.name);

function postalAddress(): PostalAddress {
  const { operator } = site;
  return compact<PostalAddress>({
    "@type": "PostalAddress",
    streetAddress: filled(operator.street),
    postalCode: filled(operator.postalCode),
    addressLocality: filled(operator.city),
    addressCountry: operator.country,
  });
}

export function organizationNode(): Organization {
  const { operator } = site;
  return compact<Organization>({
    "@type": "Organization",
    "@id": jsonLdIds.organization,
    name: site.name,
    legalName: filled(operator.name),
    description: structuredData.organization.description,
    url: absoluteUrl("/"),
    logo: logo(),
    email: filled(operator.email),
    telephone: filled(operator.phone),
    address: postalAddress(),
    // LocalBusiness is also a Place, so the operator's location can point at it once it is published.
    location: hasFullAddress() ? { "@id": jsonLdIds.localBusiness } : undefined,
  });
}

/** Street, postal code and town all set: Google's rules accept a LocalBusiness only with its full address. */
function hasFullAddress(): boolean {
  const { operator } = site;
  return [operator.street, operator.postalCode, operator.city].every((value) => filled(value) !== undefined);
}

export function websiteNode(): WebSite {
  const search: WithActionConstraints<SearchAction> = {
    "@type": "SearchAction",
    // Built as a string: URL() would percent-encode the braces of the template.
    target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(SEARCH_PATH)}?q={search_term_string}` },
    "query-input": "required name=search_term_string",
  };
  return {
    "@type": "WebSite",
    "@id": jsonLdIds.website,
    name: site.name,
    alternateName: site.shortName,
    url: absoluteUrl("/"),
    inLanguage: site.locale,
    publisher: { "@id": jsonLdIds.organization },
    potentialAction: search,
  };
}

export function articleNode(): Article {
  const { article } = structuredData;
  return {
    "@type": "Article",
    "@id": jsonLdIds.article,
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    inLanguage: site.locale,
    image: socialImage(),
    url: absoluteUrl("/"),
    mainEntityOfPage: absoluteUrl("/"),
    isPartOf: { "@id": jsonLdIds.website },
    author: { "@id": jsonLdIds.organization },
    publisher: { "@id": jsonLdIds.organization },
  };
}

/**
 * The operator as a LocalBusiness, only once its full address is set (until then, null): a business without
 * street, postal code and town is what Google's rules reject, and the operator's address is not to be guessed.
 */
export function localBusinessNode(): LocalBusiness | null {
  if (!hasFullAddress()) return null;
  const { operator } = site;
  const coordinates = operatorCoordinates(operator.coordinates);
  return compact<LocalBusiness>({
    "@type": "LocalBusiness",
    "@id": jsonLdIds.localBusiness,
    name: site.name,
    description: structuredData.localBusiness.description,
    url: absoluteUrl("/"),
    image: absoluteUrl(site.socialImage.path),
    email: filled(operator.email),
    telephone: filled(operator.phone),
    address: postalAddress(),
    geo: coordinates ? { "@type": "GeoCoordinates", latitude: coordinates.lat, longitude: coordinates.lng } : undefined,
  });
}

/**
 * The graph for "/": organisation, site, article and, once the operator's address is set, the local business. No
 * Product: the page sells nothing, rates nothing and reviews nothing, and a Product without offers, review or
 * rating is what Google's rules reject (docs/decisions/0036).
 */
export function homeJsonLd(): Graph[] {
  const business = localBusinessNode();
  return [
    {
      "@context": "https://schema.org",
      "@graph": [organizationNode(), websiteNode(), articleNode(), ...(business ? [business] : [])],
    },
  ];
}

export type Crumb = { name: string; path: string };

/** The trail from the home page to a page, as shown in its breadcrumb navigation. */
export function breadcrumbNode(crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * The author of the articles: the operator from the site config. While the operator's name is
 * still a "[…]" placeholder, the site (the Organization node) is named instead, never the placeholder.
 */
export function authorNode(): Person | Organization | { "@id": string } {
  const name = configured(site.operator.name);
  if (name === undefined) return { "@id": jsonLdIds.organization };
  // A sole trader is a natural person; any other legal form (or none set yet) is an organisation.
  const legalForm: string | undefined = configured(site.operator.legalForm);
  return legalForm === SOLE_TRADER_LEGAL_FORM
    ? { "@type": "Person", name, url: absoluteUrl("/impressum") }
    : { "@type": "Organization", name, url: absoluteUrl("/impressum") };
}

/** A photo as structured data names it: the site path of its WebP, its size and, unless decorative, its description. */
export type JsonLdPhoto = { path: string; width: number; height: number; caption?: string };

/** An article's verdict on one product (docs/decisions/0049): the editor's rating from 1 to 5, pros and cons. */
export type JsonLdReview = { product: string; rating: number; pros: readonly string[]; cons: readonly string[] };

export type ArticleJsonLdInput = {
  path: string;
  title: string;
  description: string;
  datePublished: string;
  dateModified: string;
  section: string;
  keywords: readonly string[];
  wordCount: number;
  /** The article's own photos, in the order the text shows them; the share image stands in without any. */
  photos?: readonly JsonLdPhoto[];
  /** Only a product review (category "reviews") with the editor's own rating. */
  review?: JsonLdReview;
};

function photoObject(photo: JsonLdPhoto): ImageObject {
  return compact<ImageObject>({ ...image(photo.path, photo.width, photo.height, ""), caption: photo.caption || undefined });
}

/** Pros or cons as Google's pros-and-cons markup reads them: an ItemList of named ListItems, in the page's order. */
function notesList(notes: readonly string[]): ItemList | undefined {
  if (notes.length === 0) return undefined;
  return {
    "@type": "ItemList",
    itemListElement: notes.map((name, index) => ({ "@type": "ListItem", position: index + 1, name })),
  };
}

/**
 * The product an article reviews, carrying the article's review (docs/decisions/0049): written by the site
 * itself (the Organization node), rated by the editor on a scale of 1 to 5, with the pros and cons the page
 * lists, and the article's photos. A Product is only ever built here, so no page carries one without a review.
 */
export function reviewedProductNode(
  article: Pick<ArticleJsonLdInput, "path" | "title" | "datePublished" | "photos">,
  review: JsonLdReview,
): Product {
  const url = absoluteUrl(article.path);
  const node: Review = compact<Review>({
    "@type": "Review",
    name: article.title,
    url,
    datePublished: article.datePublished,
    inLanguage: site.locale,
    author: { "@type": "Organization", "@id": jsonLdIds.organization, name: site.name, url: absoluteUrl("/") },
    publisher: { "@id": jsonLdIds.organization },
    reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    positiveNotes: notesList(review.pros),
    negativeNotes: notesList(review.cons),
  });
  return compact<Product>({
    "@type": "Product",
    "@id": `${url}#product`,
    name: review.product,
    image: article.photos?.length ? article.photos.map((photo) => absoluteUrl(photo.path)) : undefined,
    review: node,
  });
}

/**
 * An article page: the site, the article by its author (with its photos) and the breadcrumb trail to it; a
 * product review also the product it reviews, with the review.
 */
export function articlePageJsonLd(article: ArticleJsonLdInput, crumbs: readonly Crumb[]): Graph[] {
  const url = absoluteUrl(article.path);
  const product = article.review ? reviewedProductNode(article, article.review) : null;
  const node: Article = compact<Article>({
    "@type": "Article",
    "@id": `${url}#article`,
    headline: article.title,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    inLanguage: site.locale,
    articleSection: article.section,
    keywords: article.keywords.join(", "),
    wordCount: article.wordCount,
    image: article.photos?.length ? article.photos.map(photoObject) : socialImage(),
    url,
    mainEntityOfPage: url,
    isPartOf: { "@id": jsonLdIds.website },
    author: authorNode(),
    publisher: { "@id": jsonLdIds.organization },
    about: product ? { "@id": `${url}#product` } : undefined,
  });
  return [
    {
      "@context": "https://schema.org",
      "@graph": [organizationNode(), websiteNode(), node, ...(product ? [product] : []), breadcrumbNode(crumbs)],
    },
  ];
}

/** A list of articles (/ratgeber and its category pages). */
export function articleListJsonLd(page: { path: string; title: string; description: string }, crumbs: readonly Crumb[]): Graph[] {
  const url = absoluteUrl(page.path);
  const node: CollectionPage = {
    "@type": "CollectionPage",
    "@id": `${url}#webpage`,
    name: page.title,
    description: page.description,
    url,
    inLanguage: site.locale,
    isPartOf: { "@id": jsonLdIds.website },
  };
  return [{ "@context": "https://schema.org", "@graph": [organizationNode(), websiteNode(), node, breadcrumbNode(crumbs)] }];
}
