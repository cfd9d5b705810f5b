import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { Meta, createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { articleListJsonLd, articlePageJsonLd, homeJsonLd, jsonLdIds } from "./jsonld";
import { richResultErrors } from "../../../tests/support/rich-results";
import { buildMeta } from "./meta";
import { absoluteUrl, isPlaceholder, site } from "~/config/site";
import { pages } from "~/content/pages";
import { structuredData } from "~/shell/copy/structured-data";

type Node = Record<string, unknown> & { "@type": string };

/** What a crawler sees: the serialised JSON, parsed back. */
function graphOf(data: readonly object[]): Node[] {
  const parsed = JSON.parse(JSON.stringify(data)) as { "@context": string; "@graph": Node[] }[];
  return parsed.flatMap((block) => {
    expect(block["@context"]).toBe("https://schema.org");
    return block["@graph"];
  });
}

function nodeOf(graph: Node[], type: string): Node {
  const node = graph.find((n) => n["@type"] === type);
  if (!node) throw new Error(`no ${type} node`);
  return node;
}

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Every string in the JSON that looks like a URL. */
const urlsIn = (value: unknown) => stringsIn(value).filter((s) => /^(https?:|\/)/.test(s));

describe("home JSON-LD", () => {
  const graph = graphOf(homeJsonLd());

  it("holds organisation, site and article, each with a unique @id, and what Google's rules accept", () => {
    // No Product (nothing to offer, review or rate) and no LocalBusiness until the operator's full address is set.
    expect(graph.map((n) => n["@type"]).sort()).toEqual(["Article", "Organization", "WebSite"]);
    expect(richResultErrors(homeJsonLd())).toEqual([]);
    const ids = graph.map((n) => n["@id"]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("uses absolute URLs on the site's own origin everywhere", () => {
    const urls = urlsIn(graph);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(url.startsWith(site.url + "/"), url).toBe(true);
  });

  it("references only nodes that exist in the graph", () => {
    const ids = new Set(graph.map((n) => n["@id"]));
    const refs = JSON.stringify(graph).match(/\{"@id":"[^"]+"\}/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ids.has((JSON.parse(ref) as { "@id": string })["@id"]), ref).toBe(true);
  });

  it("describes the organization with name, url and a square logo", () => {
    const org = nodeOf(graph, "Organization");
    expect(org.name).toBe(site.name);
    expect(org.url).toBe(absoluteUrl("/"));
    expect(org.logo).toMatchObject({ url: absoluteUrl("/apple-touch-icon.png"), width: { value: 180 }, height: { value: 180 } });
  });

  it("gives the WebSite a SearchAction that opens the search page with ?q={search_term_string}", () => {
    const website = nodeOf(graph, "WebSite");
    expect(website.url).toBe(absoluteUrl("/"));
    expect(website.inLanguage).toBe("de-AT");
    expect(website.potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${site.url}/suche?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
  });

  it("dates the Article from the content module and credits the organization", () => {
    const article = nodeOf(graph, "Article");
    const orgRef = { "@id": nodeOf(graph, "Organization")["@id"] };
    expect(article).toMatchObject({
      headline: structuredData.article.headline,
      description: structuredData.article.description,
      datePublished: structuredData.article.datePublished,
      dateModified: structuredData.article.dateModified,
      inLanguage: "de-AT",
      author: orgRef,
      publisher: orgRef,
      image: { url: absoluteUrl("/og-image.png"), width: { value: 1200 }, height: { value: 630 } },
    });
    expect(String(article.headline).length).toBeLessThanOrEqual(110);
    expect(String(article.datePublished) <= String(article.dateModified)).toBe(true);
    expect(article.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("publishes no LocalBusiness while the operator's address is a placeholder", () => {
    expect(graph.some((n) => n["@type"] === "LocalBusiness")).toBe(false);
    expect(nodeOf(graph, "Organization")).not.toHaveProperty("location");
  });

  it("carries no ratings or reviews anywhere", () => {
    const json = JSON.stringify(graph);
    expect(json).not.toMatch(/aggregateRating|"review"|"reviews"|Rating|Review/);
  });

  it("leaves placeholders out instead of publishing them as facts", () => {
    expect(stringsIn(graph).filter(isPlaceholder)).toEqual([]);
    const { operator } = site;
    for (const type of ["Organization"]) {
      const node = nodeOf(graph, type);
      const address = node.address as Record<string, unknown>;
      // Stays true after the owner fills the config: then the value must appear instead.
      expect(node.telephone).toBe(isPlaceholder(operator.phone) ? undefined : operator.phone);
      expect(address.streetAddress).toBe(isPlaceholder(operator.street) ? undefined : operator.street);
      expect(node.email).toBe(isPlaceholder(operator.email) ? undefined : operator.email);
    }
    expect(nodeOf(graph, "Organization").legalName).toBe(isPlaceholder(operator.name) ? undefined : operator.name);
  });
});

describe("home JSON-LD once the owner has filled in the operator data", () => {
  afterEach(() => {
    vi.doUnmock("~/config/site");
    vi.resetModules();
  });

  it("publishes telephone, address, e-mail, coordinates and legal name", async () => {
    vi.resetModules();
    vi.doMock("~/config/site", async (importOriginal) => {
      const actual = await importOriginal<typeof import("~/config/site")>();
      return {
        ...actual,
        site: {
          ...actual.site,
          operator: {
            ...actual.site.operator,
            name: "Maria Muster",
            street: "Musterstraße 1",
            postalCode: "1010",
            city: "Wien",
            email: "office@beispiel.at",
            phone: "+43 1 2345678",
            coordinates: "48.2082, 16.3738",
          },
        },
      };
    });
    const { homeJsonLd: filledJsonLd } = await import("./jsonld");
    const graph = graphOf(filledJsonLd());
    const business = nodeOf(graph, "LocalBusiness");
    expect(business.telephone).toBe("+43 1 2345678");
    expect(business.address).toMatchObject({ streetAddress: "Musterstraße 1", postalCode: "1010", addressLocality: "Wien" });
    expect(business.email).toBe("office@beispiel.at");
    expect(business.geo).toEqual({ "@type": "GeoCoordinates", latitude: 48.2082, longitude: 16.3738 });
    expect(business).not.toHaveProperty("openingHours");
    expect(business).not.toHaveProperty("priceRange");
    expect(nodeOf(graph, "Organization").legalName).toBe("Maria Muster");
    expect(nodeOf(graph, "Organization").location).toEqual({ "@id": business["@id"] });
    expect(richResultErrors(filledJsonLd())).toEqual([]);
  });
});

describe("JSON-LD inside the prerendered <script>", () => {
  /** Renders the route's head exactly as React Router does in the prerender. */
  function renderHead(jsonLd: readonly object[]): string {
    const Stub = createRoutesStub([
      { path: "/", meta: () => buildMeta({ ...pages.home, jsonLd }), Component: () => createElement(Meta) },
    ]);
    return renderToString(createElement(Stub, { initialEntries: ["/"] }));
  }

  function scriptBodies(html: string): string[] {
    return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  }

  it("renders the home graph as one script that parses back to the same data", () => {
    const bodies = scriptBodies(renderHead(homeJsonLd()));
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0]!)).toEqual(JSON.parse(JSON.stringify(homeJsonLd()[0])));
  });

  it("cannot be broken out of by a </script> or <!-- in any string", () => {
    const hostile = "</script><script>alert(1)</script><!-- & \u2028";
    const html = renderHead([{ "@context": "https://schema.org", "@type": "Thing", name: hostile }]);
    const bodies = scriptBodies(html);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toMatch(/<\/script|<!--/i);
    expect(bodies[0]).not.toContain("<");
    expect((JSON.parse(bodies[0]!) as { name: string }).name).toBe(hostile);
    expect(html).not.toContain("<script>alert(1)");
  });
});

describe("article JSON-LD", () => {
  const article = {
    path: "/ratgeber/beispiel",
    title: "Beispielartikel",
    description: "Eine Beschreibung.",
    datePublished: "2026-01-31",
    dateModified: "2026-02-01",
    section: "Sammler-Guides",
    keywords: ["Labubu", "Echtheit"],
    wordCount: 900,
  };
  const crumbs = [
    { name: "Startseite", path: "/" },
    { name: "Ratgeber", path: "/ratgeber" },
    { name: "Beispielartikel", path: "/ratgeber/beispiel" },
  ];

  it("is an Article with dates, section and keywords, plus the breadcrumb trail", () => {
    const graph = graphOf(articlePageJsonLd(article, crumbs));
    expect(graph.map((n) => n["@type"])).toEqual(["Organization", "WebSite", "Article", "BreadcrumbList"]);
    expect(nodeOf(graph, "Article")).toMatchObject({
      "@id": absoluteUrl("/ratgeber/beispiel#article"),
      headline: "Beispielartikel",
      datePublished: "2026-01-31",
      dateModified: "2026-02-01",
      articleSection: "Sammler-Guides",
      keywords: "Labubu, Echtheit",
      wordCount: 900,
      mainEntityOfPage: absoluteUrl("/ratgeber/beispiel"),
      publisher: { "@id": jsonLdIds.organization },
    });
    expect(nodeOf(graph, "BreadcrumbList").itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Startseite", item: absoluteUrl("/") },
      { "@type": "ListItem", position: 2, name: "Ratgeber", item: absoluteUrl("/ratgeber") },
      { "@type": "ListItem", position: 3, name: "Beispielartikel", item: absoluteUrl("/ratgeber/beispiel") },
    ]);
  });

  it("credits the site while the operator's name is a placeholder, never the placeholder", () => {
    expect(isPlaceholder(site.operator.name)).toBe(true);
    const graph = graphOf(articlePageJsonLd(article, crumbs));
    expect(nodeOf(graph, "Article").author).toEqual({ "@id": jsonLdIds.organization });
    expect(JSON.stringify(graph)).not.toContain(site.operator.name);
  });

  const photos = [
    { path: "/fotos/0123456789abcdef-1280.webp", width: 2048, height: 1536, caption: "Die Box von vorne" },
    { path: "/fotos/fedcba9876543210-960.webp", width: 960, height: 1280, caption: "" },
  ];
  const review = {
    product: "Labubu Big into Energy Blindbox",
    rating: 3.5,
    pros: ["Sechs Figuren je Set"],
    cons: ["Secret selten"],
  };

  it("names the article's own photos as its images, and the share image only without any", () => {
    const withPhotos = nodeOf(graphOf(articlePageJsonLd({ ...article, photos }, crumbs)), "Article");
    expect(withPhotos.image).toEqual([
      expect.objectContaining({ url: absoluteUrl(photos[0]!.path), caption: "Die Box von vorne" }),
      expect.not.objectContaining({ caption: expect.anything() }),
    ]);
    expect(nodeOf(graphOf(articlePageJsonLd(article, crumbs)), "Article").image).toMatchObject({
      url: absoluteUrl(site.socialImage.path),
    });
  });

  it("carries no Product without a review: nothing on the page is offered, rated or reviewed", () => {
    const graph = graphOf(articlePageJsonLd({ ...article, photos }, crumbs));
    expect(graph.map((n) => n["@type"])).not.toContain("Product");
  });

  it("makes a product review a Product with the site's review: the editor's rating, pros and cons, the photos", () => {
    const data = articlePageJsonLd({ ...article, photos, review }, crumbs);
    expect(richResultErrors(data)).toEqual([]);
    const graph = graphOf(data);
    const product = nodeOf(graph, "Product");
    expect(product).toMatchObject({
      "@id": absoluteUrl("/ratgeber/beispiel#product"),
      name: "Labubu Big into Energy Blindbox",
      image: photos.map((photo) => absoluteUrl(photo.path)),
      review: {
        "@type": "Review",
        author: { "@type": "Organization", "@id": jsonLdIds.organization, name: site.name },
        reviewRating: { "@type": "Rating", ratingValue: 3.5, bestRating: 5, worstRating: 1 },
        positiveNotes: {
          "@type": "ItemList",
          itemListElement: [{ "@type": "ListItem", position: 1, name: "Sechs Figuren je Set" }],
        },
        negativeNotes: { "@type": "ItemList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Secret selten" }] },
        datePublished: "2026-01-31",
      },
    });
    expect(nodeOf(graph, "Article").about).toEqual({ "@id": product["@id"] });
  });

  it("leaves out an empty list of cons, and the offline check refuses a review with one statement or off its scale", () => {
    const data = articlePageJsonLd({ ...article, review: { ...review, pros: ["Eins", "Zwei"], cons: [] } }, crumbs);
    expect(richResultErrors(data)).toEqual([]);
    const product = nodeOf(graphOf(data), "Product") as unknown as { review: Record<string, unknown> };
    expect(product.review).not.toHaveProperty("negativeNotes");
    const one = articlePageJsonLd({ ...article, review: { ...review, cons: [] } }, crumbs);
    expect(richResultErrors(one).join("\n")).toMatch(/two statements at least/);
    const off = articlePageJsonLd({ ...article, review: { ...review, rating: 7 } }, crumbs);
    expect(richResultErrors(off).join("\n")).toMatch(/outside its scale/);
  });

  it("lists articles on a CollectionPage", () => {
    const graph = graphOf(
      articleListJsonLd({ path: "/ratgeber", title: "Ratgeber", description: "Alle Artikel." }, crumbs.slice(0, 2)),
    );
    expect(nodeOf(graph, "CollectionPage")).toMatchObject({
      url: absoluteUrl("/ratgeber"),
      isPartOf: { "@id": jsonLdIds.website },
    });
  });
});

describe("article JSON-LD once the owner has filled in the operator's name", () => {
  afterEach(() => {
    vi.doUnmock("~/config/site");
    vi.resetModules();
  });

  it.each([
    ["Einzelunternehmen", "Person"],
    ["GmbH", "Organization"],
  ])("names the operator (%s) as the author, a %s", async (legalForm, type) => {
    vi.resetModules();
    vi.doMock("~/config/site", async (importOriginal) => {
      const actual = await importOriginal<typeof import("~/config/site")>();
      return { ...actual, site: { ...actual.site, operator: { ...actual.site.operator, name: "Maria Muster", legalForm } } };
    });
    const { authorNode: filledAuthor } = await import("./jsonld");
    expect(filledAuthor()).toEqual({ "@type": type, name: "Maria Muster", url: absoluteUrl("/impressum") });
  });
});

describe("the offline check of Google's rules (tests/support/rich-results.ts)", () => {
  const graphWith = (...nodes: object[]) => [{ "@context": "https://schema.org", "@graph": nodes }];

  it("rejects what the home page once published: a Product with neither offers nor review nor rating", () => {
    const product = { "@type": "Product", "@id": "x#product", name: "Labubu", brand: { "@type": "Brand", name: "Pop Mart" } };
    expect(richResultErrors(graphWith(product))).toEqual([
      expect.stringMatching(/Product needs offers, review or aggregateRating/),
    ]);
    const offered = { ...product, offers: { "@type": "AggregateOffer", lowPrice: 19, priceCurrency: "EUR" } };
    expect(richResultErrors(graphWith(offered))).toEqual([]);
  });

  it("rejects a LocalBusiness without its full address, an undated or unnamed article author and dangling references", () => {
    const business = { "@type": "LocalBusiness", name: "X", address: { "@type": "PostalAddress", addressCountry: "AT" } };
    expect(richResultErrors(graphWith(business))).toHaveLength(3);
    const article = { "@type": "Article", headline: "H", datePublished: "21.11.2026", author: { "@id": "nowhere" } };
    const errors = richResultErrors(graphWith(article)).join("\n");
    for (const expected of [/reference nowhere/, /ISO 8601/, /author with a name/]) expect(errors).toMatch(expected);
  });
});
