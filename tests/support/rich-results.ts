/**
 * An offline check of a page's JSON-LD against what Google's structured-data documentation requires of the types the
 * site can publish (docs/decisions/0036): what its Rich Results Test would call an error, not a warning.
 *
 * - Product: `name`, and at least one of `offers`, `review`, `aggregateRating`; an Offer needs `price` (or a
 *   `priceSpecification`) and `priceCurrency`, an AggregateOffer `lowPrice` and `priceCurrency`; a Review an `author`
 *   and a `reviewRating` with `ratingValue`; an AggregateRating `ratingValue` and `ratingCount` or `reviewCount`.
 *   (Product snippets; a Product without any of the three is what the validator reported twice on the home page.)
 * - LocalBusiness and its subtypes: `name` and an `address` (PostalAddress with `streetAddress`, `addressLocality`,
 *   `postalCode`, `addressCountry`): a business without its full address is not a local business result.
 * - Article: a `headline`; `datePublished` / `dateModified` in ISO 8601; an `author` with a name.
 * - BreadcrumbList: `itemListElement`, each ListItem with `position` and `name`, and `item` except on the last.
 * - ItemList: `itemListElement`, each ListItem with `position` and `url` (or `item`); as a Review's pros or cons
 *   (`positiveNotes`, `negativeNotes`), each ListItem with `position` and `name`, and two statements at least
 *   between the two lists (docs/decisions/0049).
 * - Review: an `author` with a name under 100 characters, a `reviewRating.ratingValue` within its `worstRating` and
 *   `bestRating` (1 and 5 unless given).
 * - WebSite with a SearchAction: a `target` whose `urlTemplate` holds the placeholder `query-input` names.
 * - Every `{"@id": …}` reference resolves to a node of the same page.
 */

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const typesOf = (node: Node): string[] => list(node["@type"]).filter((type): type is string => typeof type === "string");
const filled = (value: unknown) => (typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** LocalBusiness and the subtypes a site like this could use. */
const LOCAL_BUSINESS = new Set(["LocalBusiness", "Store", "ToyStore", "HobbyShop", "ProfessionalService"]);

/** Every node of a page's JSON-LD documents, nested ones included, with where it sits. */
function walk(value: unknown, path: string, out: { node: Node; path: string }[]) {
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`, out));
  else if (isObject(value)) {
    if (value["@type"] !== undefined) out.push({ node: value, path });
    for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`, out);
  }
}

/** The errors Google's rules would report for a page's JSON-LD documents (an empty list: valid). */
export function richResultErrors(documents: readonly unknown[]): string[] {
  const nodes: { node: Node; path: string }[] = [];
  documents.forEach((document, index) => walk(document, `#${index}`, nodes));
  const ids = new Map<string, Node>();
  for (const { node } of nodes) if (typeof node["@id"] === "string") ids.set(node["@id"], node);
  const resolve = (value: unknown): Node | undefined =>
    isObject(value) && typeof value["@id"] === "string" && Object.keys(value).length === 1
      ? ids.get(value["@id"])
      : isObject(value)
        ? value
        : undefined;

  const errors: string[] = [];
  const need = (ok: boolean, path: string, what: string) => {
    if (!ok) errors.push(`${path}: ${what}`);
  };

  // References that point nowhere.
  const references = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => references(item, `${path}[${index}]`));
    else if (isObject(value)) {
      const keys = Object.keys(value);
      if (keys.length === 1 && typeof value["@id"] === "string")
        need(ids.has(value["@id"]), path, `reference ${value["@id"]} to no node`);
      else for (const [key, child] of Object.entries(value)) references(child, `${path}.${key}`);
    }
  };
  documents.forEach((document, index) => references(document, `#${index}`));

  for (const { node, path } of nodes) {
    const types = typesOf(node);
    const at = `${path} (${types.join(", ")})`;
    if (types.includes("Product")) {
      need(filled(node.name), at, "Product needs a name");
      need(
        ["offers", "review", "aggregateRating"].some((key) => filled(node[key])),
        at,
        "Product needs offers, review or aggregateRating",
      );
      for (const offer of list(node.offers).map(resolve)) {
        if (!offer) continue;
        if (typesOf(offer).includes("AggregateOffer"))
          need(filled(offer.lowPrice) && filled(offer.priceCurrency), at, "AggregateOffer needs lowPrice and priceCurrency");
        else
          need(
            (filled(offer.price) || filled(offer.priceSpecification)) && filled(offer.priceCurrency),
            at,
            "Offer needs price and priceCurrency",
          );
      }
      for (const review of list(node.review).map(resolve)) {
        if (!review) continue;
        need(filled(review.author), at, "Review needs an author");
        need(filled(resolve(review.reviewRating)?.ratingValue), at, "Review needs reviewRating.ratingValue");
      }
      const rating = resolve(node.aggregateRating);
      if (rating)
        need(
          filled(rating.ratingValue) && (filled(rating.ratingCount) || filled(rating.reviewCount)),
          at,
          "AggregateRating needs ratingValue and a count",
        );
    }
    if (types.includes("Review")) {
      const author = resolve(node.author);
      const name = author?.name;
      need(
        typeof name === "string" && name.trim() !== "" && name.length < 100,
        at,
        "Review needs an author named in under 100 characters",
      );
      const rating = resolve(node.reviewRating);
      const value = Number(rating?.ratingValue);
      const [worst, best] = [Number(rating?.worstRating ?? 1), Number(rating?.bestRating ?? 5)];
      need(Number.isFinite(value) && value >= worst && value <= best, at, "Review's ratingValue lies outside its scale");
      const statements = [node.positiveNotes, node.negativeNotes].map((notes) => list(resolve(notes)?.itemListElement).length);
      if (node.positiveNotes !== undefined || node.negativeNotes !== undefined)
        need(statements[0]! + statements[1]! >= 2, at, "pros and cons need two statements at least");
    }
    if (types.some((type) => LOCAL_BUSINESS.has(type))) {
      need(filled(node.name), at, "LocalBusiness needs a name");
      const address = resolve(node.address);
      for (const key of ["streetAddress", "addressLocality", "postalCode", "addressCountry"])
        need(filled(address?.[key]), at, `LocalBusiness needs address.${key}`);
    }
    if (types.some((type) => ["Article", "NewsArticle", "BlogPosting"].includes(type))) {
      need(filled(node.headline), at, "Article needs a headline");
      for (const key of ["datePublished", "dateModified"])
        if (node[key] !== undefined)
          need(typeof node[key] === "string" && ISO_DATE.test(node[key]), at, `Article ${key} is not ISO 8601`);
      const authors = list(node.author).map(resolve);
      need(authors.length > 0 && authors.every((author) => filled(author?.name)), at, "Article needs an author with a name");
    }
    if (types.includes("BreadcrumbList") || types.includes("ItemList")) {
      const items = list(node.itemListElement).map(resolve);
      const notes = /\.(?:positiveNotes|negativeNotes)$/.test(path);
      need(items.length > 0, at, "list needs itemListElement");
      items.forEach((item, index) => {
        need(typeof item?.position === "number", at, `ListItem ${index + 1} needs a position`);
        if (notes) need(filled(item?.name), at, `ListItem ${index + 1} needs a name`);
        else if (types.includes("BreadcrumbList")) {
          need(filled(item?.name), at, `ListItem ${index + 1} needs a name`);
          if (index < items.length - 1) need(filled(item?.item), at, `ListItem ${index + 1} needs an item`);
        } else need(filled(item?.url) || filled(item?.item), at, `ListItem ${index + 1} needs a url`);
      });
    }
    if (types.includes("SearchAction")) {
      const input = typeof node["query-input"] === "string" ? /name=(\S+)/.exec(node["query-input"])?.[1] : undefined;
      const target = resolve(node.target);
      const template = typeof node.target === "string" ? node.target : target?.urlTemplate;
      need(
        typeof input === "string" && typeof template === "string" && template.includes(`{${input}}`),
        at,
        "SearchAction's target must hold its query-input",
      );
    }
  }
  return errors;
}
