import type { APIRequestContext, Page } from "@playwright/test";

import { articleCategoriesInUse, articleHeads, fixedPages } from "./article-files";
import { expect, test } from "./fixtures";
import { richResultErrors } from "../support/rich-results";

/** What a crawler without JavaScript reads from a page's prerendered HTML. */
type Head = {
  lang: string | null;
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  alternates: { hreflang: string; href: string }[];
  meta: Record<string, string[]>;
  jsonLd: string[];
};

const pagePaths = [
  ...fixedPages,
  ...articleCategoriesInUse.map((category) => `/ratgeber/kategorie/${category}`),
  ...articleHeads.map((article) => `/ratgeber/${article.slug}`),
];

/** Parses HTML with the browser's DOMParser: a real HTML parser that runs no scripts. */
async function readHead(page: Page, html: string): Promise<Head> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const all = (selector: string) => [...doc.querySelectorAll(selector)];
    const meta: Record<string, string[]> = {};
    for (const el of all("meta[name], meta[property]")) {
      const key = el.getAttribute("name") ?? el.getAttribute("property")!;
      (meta[key] ??= []).push(el.getAttribute("content") ?? "");
    }
    return {
      lang: doc.documentElement.getAttribute("lang"),
      titles: all("title").map((el) => el.textContent ?? ""),
      descriptions: meta.description ?? [],
      canonicals: all('link[rel="canonical"]').map((el) => el.getAttribute("href") ?? ""),
      alternates: all('link[rel="alternate"][hreflang]').map((el) => ({
        hreflang: el.getAttribute("hreflang") ?? "",
        href: el.getAttribute("href") ?? "",
      })),
      meta,
      jsonLd: all('script[type="application/ld+json"]').map((el) => el.textContent ?? ""),
    };
  }, html);
}

async function fetchHead(page: Page, request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
  return readHead(page, await response.text());
}

/** The public origin the build was made for, read from the home page's canonical link. */
async function siteOrigin(page: Page, request: APIRequestContext): Promise<string> {
  const [canonical] = (await fetchHead(page, request, "/")).canonicals;
  expect(canonical).toMatch(/^https?:\/\/[^/]+\/$/);
  return canonical!.slice(0, -1);
}

test.describe("prerendered head, read without JavaScript", () => {
  for (const path of pagePaths) {
    test(`${path} has language, one title, canonical, hreflang and social tags`, async ({ page, request }) => {
      const origin = await siteOrigin(page, request);
      const head = await fetchHead(page, request, path);
      const url = origin + path;

      expect(head.lang).toBe("de-AT");
      expect(head.titles).toHaveLength(1);
      expect(head.titles[0]).toMatch(/Labubu/);
      expect(head.descriptions).toHaveLength(1);
      expect(head.canonicals).toEqual([url]);
      expect(head.alternates).toEqual(["de-at", "de-de", "de-ch", "x-default"].map((hreflang) => ({ hreflang, href: url })));

      expect(head.meta["og:url"]).toEqual([url]);
      expect(head.meta["og:title"]).toEqual(head.titles);
      expect(head.meta["og:description"]).toEqual(head.descriptions);
      expect(head.meta["og:image"]).toEqual([`${origin}/og-image.png`]);
      expect(head.meta["og:image:width"]).toEqual(["1200"]);
      expect(head.meta["og:image:height"]).toEqual(["630"]);
      expect(head.meta["twitter:card"]).toEqual(["summary_large_image"]);
      expect(head.meta["twitter:image"]).toEqual([`${origin}/og-image.png`]);

      // The home page carries the geo tags of the content's region, Wien (AT-9), from the first build; no other page.
      const geo = {
        "geo.region": ["AT-9"],
        "geo.placename": ["Wien"],
        "geo.position": ["48.2083;16.3725"],
        ICBM: ["48.2083, 16.3725"],
      };
      for (const [name, value] of Object.entries(geo)) expect(head.meta[name], name).toEqual(path === "/" ? value : undefined);

      // Structured data Google's rules accept: what its Rich Results Test would call an error, checked offline.
      expect(richResultErrors(head.jsonLd.map((text) => JSON.parse(text) as unknown))).toEqual([]);
    });
  }

  test("every page has its own title and description", async ({ page, request }) => {
    const heads = await Promise.all(pagePaths.map((path) => fetchHead(page, request, path)));
    const notFound = await readHead(page, await (await request.get("/gibt-es-nicht")).text());
    const titles = [...heads, notFound].map((head) => head.titles[0]);
    const descriptions = [...heads, notFound].map((head) => head.descriptions[0]);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(notFound.meta.robots).toEqual(["noindex, follow"]);
    expect(notFound.canonicals).toEqual([]);
  });

  test("the home page carries keywords and JSON-LD for the organisation, the site and the page's article", async ({
    page,
    request,
  }) => {
    const origin = await siteOrigin(page, request);
    const head = await fetchHead(page, request, "/");
    expect(head.meta.keywords?.[0]).toMatch(/Labubu/);

    expect(head.jsonLd.length).toBeGreaterThan(0);
    type Node = Record<string, unknown> & { "@type": string };
    const nodes = head.jsonLd.flatMap((text) => {
      const data = JSON.parse(text) as { "@context": string; "@graph"?: Node[] } & Node;
      expect(data["@context"]).toBe("https://schema.org");
      return data["@graph"] ?? [data];
    });
    const byType = (type: string) => nodes.find((node) => node["@type"] === type);
    for (const type of ["Organization", "WebSite", "Article"]) expect(byType(type), type).toBeDefined();
    // Nothing honest to put in a Product (no offer, review or rating) and no LocalBusiness without the operator's address.
    expect(byType("Product")).toBeUndefined();
    expect(byType("LocalBusiness")).toBeUndefined();

    expect(byType("WebSite")?.potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: { urlTemplate: `${origin}/suche?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
    expect(byType("Article")).toMatchObject({
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    const json = head.jsonLd.join("\n");
    expect(json).not.toMatch(/aggregateRating|"review"|openingHours/);
    expect(json).not.toMatch(/"\[[^"\]]*\]"/); // no "[…]" placeholders published as facts
  });

  test("the collector pages describe themselves as pages of the site, the catalogue with its list of series", async ({
    page,
    request,
  }) => {
    const origin = await siteOrigin(page, request);
    for (const path of ["/serien", "/set-rechner", "/echtheit-pruefen", "/sammlung"]) {
      const head = await fetchHead(page, request, path);
      const nodes = head.jsonLd.flatMap((text) => (JSON.parse(text) as { "@graph": Record<string, unknown>[] })["@graph"]);
      const webPage = nodes.find((node) => node.url === `${origin}${path}`);
      expect(webPage, path).toMatchObject({ "@type": path === "/serien" ? "CollectionPage" : "WebPage", inLanguage: "de-AT" });
      expect(webPage?.breadcrumb).toMatchObject({ "@type": "BreadcrumbList" });
      const json = head.jsonLd.join("\n");
      expect(json).not.toMatch(/"offers"|aggregateRating|"review"/);
      if (path === "/serien")
        expect(webPage?.mainEntity).toMatchObject({
          "@type": "ItemList",
          numberOfItems: 5,
          itemListElement: expect.arrayContaining([
            expect.objectContaining({ name: "Big into Energy", url: `${origin}/serien#big-into-energy` }),
          ]),
        });
    }
  });
});

test.describe("machine-readable files", () => {
  test("robots.txt allows everyone, names the AI crawlers and points to the sitemap", async ({ page, request }) => {
    const origin = await siteOrigin(page, request);
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\nCrawl-delay: 1$/m);
    for (const bot of [
      "GPTBot",
      "OAI-SearchBot",
      "ChatGPT-User",
      "ClaudeBot",
      "Claude-User",
      "Claude-SearchBot",
      "Google-Extended",
      "PerplexityBot",
      "CCBot",
    ]) {
      expect(text).toMatch(new RegExp(`^User-agent: ${bot}\\nAllow: /\\nCrawl-delay: 1$`, "m"));
    }
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test("sitemap.xml lists every public page with absolute URLs and true dates, the articles included", async ({
    page,
    request,
  }) => {
    const origin = await siteOrigin(page, request);
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const entries = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml");
        if (doc.querySelector("parsererror")) return "parsererror";
        return [...doc.getElementsByTagName("url")].map((url) => ({
          loc: url.getElementsByTagName("loc")[0]?.textContent,
          changefreq: url.getElementsByTagName("changefreq")[0]?.textContent,
          priority: url.getElementsByTagName("priority")[0]?.textContent,
          lastmod: url.getElementsByTagName("lastmod")[0]?.textContent,
        }));
      },
      await response.text(),
    );
    const date = expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/);
    expect(entries).toEqual([
      { loc: `${origin}/`, changefreq: "weekly", priority: "1.0", lastmod: date },
      // The hub has no content date to tell: no lastmod rather than an invented one.
      { loc: `${origin}/ai-content`, changefreq: "monthly", priority: "0.8", lastmod: undefined },
      // No content date is kept for the collector pages yet: no lastmod rather than the build date.
      ...["/serien", "/set-rechner", "/sammlung", "/echtheit-pruefen"].map((path) => ({
        loc: `${origin}${path}`,
        changefreq: "monthly",
        priority: path === "/set-rechner" || path === "/sammlung" ? "0.6" : "0.7",
        lastmod: undefined,
      })),
      // The search page itself (result addresses with ?q= are noindex and not listed).
      { loc: `${origin}/suche`, changefreq: "monthly", priority: "0.4", lastmod: undefined },
      { loc: `${origin}/neu`, changefreq: "weekly", priority: "0.5", lastmod: undefined },
      { loc: `${origin}/ratgeber`, changefreq: "weekly", priority: "0.9", lastmod: date },
      ...articleCategoriesInUse.map((category) => ({
        loc: `${origin}/ratgeber/kategorie/${category}`,
        changefreq: "weekly",
        priority: "0.6",
        lastmod: date,
      })),
      // Newest first, each dated by its own dateModified.
      ...articleHeads.map((article) => ({
        loc: `${origin}/ratgeber/${article.slug}`,
        changefreq: "monthly",
        priority: "0.7",
        lastmod: article.dateModified,
      })),
    ]);
    // Every listed page answers 200.
    for (const entry of entries as { loc: string }[])
      expect((await request.get(new URL(entry.loc).pathname)).status(), entry.loc).toBe(200);
  });

  test("llms.txt follows the llmstxt.org layout with rules in German and English and links the articles as Markdown", async ({
    page,
    request,
  }) => {
    const origin = await siteOrigin(page, request);
    const response = await request.get("/llms.txt");
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text.startsWith("# Labubu Sammler Österreich\n\n> ")).toBe(true);
    expect(text).toMatch(/^## Ratgeber$/m);
    // The newest articles as their Markdown twins (llmstxt.org), then the full list.
    for (const article of articleHeads) expect(text).toContain(`](${origin}/ratgeber/${article.slug}.md): `);
    expect(text).toContain(`](${origin}/ratgeber/llms.txt): `);
    const full = await request.get("/ratgeber/llms.txt");
    expect(full.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const list = await full.text();
    expect(list).toMatch(/^# Labubu Sammler Österreich: alle Artikel des Ratgebers\n\n> /);
    for (const article of articleHeads) expect(list).toContain(`](${origin}/ratgeber/${article.slug}.md): `);
    expect(text).toMatch(/^## Optional$/m);
    expect(text).toContain(`- [`);
    expect(text).toContain(`](${origin}/)`);
    expect(text).toMatch(/Nicht erlaubt: konkrete Preisangaben/);
    expect(text).toMatch(/Not allowed: reproducing specific prices/);
  });

  test("the social image is a 1200×630 PNG under 100 KB, the touch icon and manifest exist", async ({ request }) => {
    const image = await request.get("/og-image.png");
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    const bytes = await image.body();
    expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
    expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
    expect(bytes.length).toBeLessThan(100 * 1024);

    const icon = await (await request.get("/apple-touch-icon.png")).body();
    expect({ width: icon.readUInt32BE(16), height: icon.readUInt32BE(20) }).toEqual({ width: 180, height: 180 });

    const manifest = await request.get("/site.webmanifest");
    expect(manifest.headers()["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(await manifest.json()).toMatchObject({ name: "Labubu Sammler Österreich", lang: "de-AT", theme_color: "#1f1a3d" });
  });

  test("the head links the touch icon and the manifest", async ({ page, request }) => {
    const html = await (await request.get("/impressum")).text();
    const links = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "text/html");
      return [...doc.querySelectorAll("link[rel]")].map((el) => `${el.getAttribute("rel")} ${el.getAttribute("href")}`);
    }, html);
    expect(links).toEqual(expect.arrayContaining(["apple-touch-icon /apple-touch-icon.png", "manifest /site.webmanifest"]));
  });
});
