import { readdirSync } from "node:fs";
import path from "node:path";

import type { APIRequestContext, Page } from "@playwright/test";

import { SITEMAP_MAX_URLS, SITES, siteDir } from "./sites.mjs";
import { expect, expectNoAxeViolations, test, waitForHydration } from "../e2e/fixtures";
import { openHub } from "../e2e/hub-helpers";

// The site with 100 articles, served by the real server: /ratgeber with the newest 24 and four archive
// pages counted from the oldest (docs/decisions/0056: /seite/1 holds the oldest 24, /seite/4 the 4
// between them and the first page), each category with one archive page, every page prerendered with
// its own head; out-of-range pages 404; the sitemap split at the lowered limit; llms.txt short, with
// the full list beside it; every article as Markdown.

const COUNT = SITES.many;
const slugs = readdirSync(path.join(siteDir(COUNT), "..", `articles-${COUNT}`)).map((name) => name.replace(/\.md$/, ""));
/** Archive pages besides the first page; in reading order (newest first) the newest archive page comes first. */
const archivePages = Math.ceil((COUNT - 24) / 24);
const listPaths = ["/ratgeber", ...Array.from({ length: archivePages }, (_, index) => `/ratgeber/seite/${archivePages - index}`)];
/** Cards on each page of `listPaths`: 24 on the first, the rest on the newest archive page, 24 on the others. */
const cardsOn = (index: number) => (index === 1 ? COUNT - 24 * archivePages : 24);

/** Chromium reports the 404 status of the page itself as a console error; on a 404 test that is the point. */
const notFoundConsole = /status of 404/;

function articleCards(page: Page) {
  return page
    .locator("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });
}

async function headOf(page: Page, request: APIRequestContext, urlPath: string) {
  const response = await request.get(urlPath);
  expect(response.status(), urlPath).toBe(200);
  return page.evaluate(
    (html) => {
      const doc = new DOMParser().parseFromString(html, "text/html");
      return {
        title: doc.title,
        description: doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
        canonicals: [...doc.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href")),
        markdown: [...doc.querySelectorAll('link[rel="alternate"][type="text/markdown"]')].map((link) =>
          link.getAttribute("href"),
        ),
        navLinks: [...doc.querySelectorAll('nav[aria-label="Seiten der Artikelliste"] a')].map((link) => ({
          href: link.getAttribute("href"),
          current: link.getAttribute("aria-current"),
        })),
      };
    },
    await response.text(),
  );
}

test.describe("the pages of /ratgeber with 100 articles", () => {
  test("each page is prerendered with its own canonical, title and description and numbered links to the others", async ({
    page,
    request,
  }) => {
    const heads = [];
    for (const [index, urlPath] of listPaths.entries()) {
      const head = await headOf(page, request, urlPath);
      expect(head.canonicals).toHaveLength(1);
      expect(new URL(head.canonicals[0]!).pathname).toBe(urlPath);
      expect(head.navLinks.filter((link) => link.current === "page").map((link) => link.href)).toEqual([urlPath]);
      if (index > 0) expect(head.title).toContain(`Seite ${archivePages + 1 - index} |`);
      heads.push(head);
    }
    expect(new Set(heads.map((head) => head.title)).size).toBe(listPaths.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(listPaths.length);
    // Every page's nav links the first page and page 1 (the oldest): any page is at most two clicks away.
    for (const head of heads)
      expect(head.navLinks.map((link) => link.href)).toEqual(expect.arrayContaining(["/ratgeber", listPaths.at(-1)]));
  });

  test("the pages work without JavaScript: newest first, page by page to the oldest", async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/ratgeber");
    const nav = page.getByRole("navigation", { name: "Seiten der Artikelliste" });
    const seen: string[] = [];
    for (const [index, urlPath] of listPaths.entries()) {
      await expect(page).toHaveURL(new RegExp(`${urlPath}$`));
      const cards = articleCards(page);
      await expect(cards).toHaveCount(cardsOn(index));
      seen.push(...(await cards.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))));
      const name = index === 0 ? "Neueste Artikel" : `Seite ${archivePages + 1 - index}`;
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
      if (index < listPaths.length - 1) await nav.getByRole("link", { name: "Ältere Artikel" }).click();
      else await expect(nav.getByRole("link", { name: "Ältere Artikel" })).toHaveCount(0);
    }
    // Every article once, newest first across the pages.
    expect(new Set(seen).size).toBe(COUNT);
    expect(seen.sort()).toEqual(slugs.map((slug) => `/ratgeber/${slug}`).sort());
    await context.close();
  });

  test("with JavaScript the links navigate in the page, and an archive page passes axe", async ({ page }) => {
    test.slow();
    await page.goto("/ratgeber");
    await waitForHydration(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    const nav = page.getByRole("navigation", { name: "Seiten der Artikelliste" });
    await nav.getByRole("link", { name: "Seite 1", exact: true }).click();
    await expect(page).toHaveURL(/\/ratgeber\/seite\/1$/);
    await expect(nav.getByRole("link", { name: "Seite 1", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle(/Seite 1 \|/);
    await expect(page.locator("main header")).toContainText(/Seite 1: Artikel vom .+ bis .+/);
    await nav.getByRole("link", { name: "Neuere Artikel" }).click();
    await expect(page).toHaveURL(/\/ratgeber\/seite\/2$/);
    await expect(articleCards(page)).toHaveCount(24);
    expect(documents).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("a category has its own pages: /ratgeber/kategorie/guides and /seite/1", async ({ page, request }) => {
    const archive = await headOf(page, request, "/ratgeber/kategorie/guides/seite/1");
    expect(new URL(archive.canonicals[0]!).pathname).toBe("/ratgeber/kategorie/guides/seite/1");
    expect(archive.title).toMatch(/^Sammler-Guides – Labubu-Ratgeber, ältere Artikel, Seite 1 \|/);
    await page.goto("/ratgeber/kategorie/guides/seite/1");
    await waitForHydration(page);
    await expect(articleCards(page)).toHaveCount(COUNT / 4 - 24);
    await expect(page.getByRole("navigation", { name: "Sie sind hier" }).getByRole("link")).toHaveText([
      "Startseite",
      "Ratgeber",
      "Sammler-Guides",
    ]);
  });
});

test.describe("the hub with 100 published articles", () => {
  test("lists them ten at a time, and the analytics 25 rows at a time", async ({ page }) => {
    test.slow();
    await openHub(page);
    const list = page.getByRole("list", { name: "Veröffentlichte Artikel" });
    await expect(list.getByRole("listitem")).toHaveCount(10);
    const pager = page.getByRole("navigation", { name: "Seiten der veröffentlichten Artikel" });
    await expect(pager).toContainText(`Seite 1 von ${COUNT / 10}`);
    const first = await list.getByRole("listitem").first().getByRole("link").first().getAttribute("href");
    await pager.getByRole("button", { name: "Nächste Seite" }).click();
    await expect(pager).toContainText(`Seite 2 von ${COUNT / 10}`);
    await expect(list.getByRole("listitem").first().getByRole("link").first()).not.toHaveAttribute("href", first!);

    await page.getByRole("tab", { name: "Analytics" }).click();
    const panel = page.getByRole("tabpanel", { name: "Analytics" });
    // 25 rows and the header row.
    await expect(panel.getByRole("table").getByRole("row")).toHaveCount(26);
    const tablePager = panel.getByRole("navigation", { name: "Seiten der Tabelle „Artikel und Entwürfe“" });
    await expect(tablePager).toContainText(`Seite 1 von ${COUNT / 25}`);
    await tablePager.getByRole("button", { name: "Nächste Seite" }).click();
    await expect(tablePager).toContainText(`Seite 2 von ${COUNT / 25}`);
    await expectNoAxeViolations(page);
  });
});

test.describe("addresses that are no page", () => {
  test.use({ allowConsoleErrors: [[notFoundConsole], { scope: "test" }] });

  const missing = [
    `/ratgeber/seite/${archivePages + 1}`,
    "/ratgeber/seite/99",
    "/ratgeber/seite/0",
    "/ratgeber/seite/01",
    "/ratgeber/seite/abc",
    "/ratgeber/kategorie/guides/seite/2",
  ];

  test("answer 404 from the server", async ({ request }) => {
    for (const urlPath of missing) expect((await request.get(urlPath)).status(), urlPath).toBe(404);
  });

  for (const urlPath of [missing[0]!, missing[2]!]) {
    test(`${urlPath} shows the 404 page, hydrated without an error`, async ({ page }) => {
      const response = await page.goto(urlPath);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
    });
  }
});

test.describe("crawlers", () => {
  test(`the sitemap becomes an index once it passes ${SITEMAP_MAX_URLS} URLs (the lowered limit); every URL is in one child`, async ({
    page,
    request,
  }) => {
    const read = async (urlPath: string) => {
      const response = await request.get(urlPath);
      expect(response.status(), urlPath).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
      return page.evaluate(
        (xml) => {
          const doc = new DOMParser().parseFromString(xml, "application/xml");
          return {
            root: doc.documentElement.localName,
            locs: [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent ?? ""),
            error: doc.getElementsByTagName("parsererror").length > 0,
          };
        },
        await response.text(),
      );
    };
    const index = await read("/sitemap.xml");
    expect(index).toMatchObject({ root: "sitemapindex", error: false });
    const urls: string[] = [];
    for (const [number, loc] of index.locs.entries()) {
      expect(new URL(loc).pathname).toBe(`/sitemaps/${number + 1}.xml`);
      const child = await read(new URL(loc).pathname);
      expect(child).toMatchObject({ root: "urlset", error: false });
      expect(child.locs.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      urls.push(...child.locs.map((url) => new URL(url).pathname));
    }
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(
      expect.arrayContaining([...listPaths, "/ratgeber/kategorie/guides/seite/1", ...slugs.map((slug) => `/ratgeber/${slug}`)]),
    );
    expect(index.locs).toHaveLength(Math.ceil(urls.length / SITEMAP_MAX_URLS));
  });

  test("llms.txt lists the ten newest articles as Markdown and links the full list, which has all of them", async ({
    request,
  }) => {
    const markdownLinks = (text: string) =>
      [...text.matchAll(/\]\((https?:\/\/[^)]+\.md)\)/g)].map((match) => new URL(match[1]!).pathname);
    const short = await (await request.get("/llms.txt")).text();
    expect(markdownLinks(short)).toHaveLength(10);
    expect(short).toMatch(/\]\(https?:\/\/[^)]+\/ratgeber\/llms\.txt\): /);
    const full = await request.get("/ratgeber/llms.txt");
    expect(full.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const all = markdownLinks(await full.text());
    expect(all.sort()).toEqual(slugs.map((slug) => `/ratgeber/${slug}.md`).sort());
    for (const urlPath of all.slice(0, 5)) {
      const twin = await request.get(urlPath);
      expect(twin.status(), urlPath).toBe(200);
      expect(twin.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    }
  });
});
