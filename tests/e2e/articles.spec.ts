import { readFileSync } from "node:fs";

import type { Page, Request } from "@playwright/test";

import { articleCategoriesInUse, articleHeads as articles } from "./article-files";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { splitFrontMatter } from "../../app/features/articles/front-matter.ts";

const article = articles.find((candidate) => candidate.slug === "labubu-faelschung-erkennen")!;
const articlePath = `/ratgeber/${article.slug}`;

/** Chromium reports the 404 status of the page itself as a console error; on a 404 test that is the point. */
const notFoundConsole = /status of 404/;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** The article cards of a list page (each has its title as an H2). */
function articleCards(page: Page) {
  return page
    .locator("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });
}

test.describe("figures that could not be re-confirmed", () => {
  const wien = "/ratgeber/labubu-kaufen-in-wien";
  const stale = (markdown: string) => markdown.match(/\(Stand [^()]*? – nicht neu bestätigt\)/g) ?? [];

  test("an article with several says it once, in a note each figure's mark leads to @mobile", async ({ page, request }) => {
    // The file marks eight figures; its twin keeps them as written.
    const twin = await (await request.get(`${wien}.md`)).text();
    expect(stale(twin).length).toBeGreaterThanOrEqual(2);
    await open(page, wien);
    const body = page.locator("main article");
    // Each figure keeps its own Stand, with a mark instead of the words.
    await expect(body).not.toContainText("– nicht neu bestätigt)");
    await expect(body.getByText(/\(Stand 2025\*/).first()).toBeVisible();
    const marks = body.locator('sup a[href="#hinweis-nicht-neu-bestaetigt"]');
    await expect(marks).toHaveCount(stale(twin).length);
    await expect(marks.first()).toHaveAccessibleName("nicht neu bestätigt");
    const note = page.locator("#hinweis-nicht-neu-bestaetigt");
    await expect(note).toHaveCount(1);
    await expect(note).toContainText("Nicht neu bestätigt: Für die so markierten Angaben");
    await marks.first().click();
    await expect(page).toHaveURL(/#hinweis-nicht-neu-bestaetigt$/);
    await expect(note).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test("the note is in the prerendered page, for readers without JavaScript", async ({ request }) => {
    const html = await (await request.get(wien)).text();
    expect(html).toContain('id="hinweis-nicht-neu-bestaetigt"');
    expect(html).not.toContain("– nicht neu bestätigt)");
  });
});

test.describe("article list", () => {
  test("/ratgeber lists every article newest first, each linked, with the category filter as links", async ({ page }) => {
    await open(page, "/ratgeber");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikel für Labubu-Sammler in Österreich");
    const cards = articleCards(page);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(articles.map((a) => a.title));
    for (const [index, item] of articles.entries())
      await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", `/ratgeber/${item.slug}`);

    const filter = page.getByRole("navigation", { name: "Artikel nach Kategorie" });
    const all = filter.getByRole("link", { name: /^Alle Artikel/ });
    await expect(all).toHaveAttribute("href", "/ratgeber");
    await expect(all).toHaveAttribute("aria-current", "page");
    const guides = filter.getByRole("link", { name: /^Sammler-Guides/ });
    await expect(guides).toHaveAttribute("href", "/ratgeber/kategorie/guides");
    await expectNoAxeViolations(page);

    // A real link: the category page is its own page, reachable by a click.
    await guides.click();
    await expect(page).toHaveURL(/\/ratgeber\/kategorie\/guides$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sammler-Guides");
    await expect(filter.getByRole("link", { name: /^Sammler-Guides/ })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle(/^Sammler-Guides – Labubu-Ratgeber/);
  });

  test("the filter links every category that has articles; each category page lists exactly its articles, newest first", async ({
    page,
  }) => {
    await open(page, "/ratgeber");
    const filter = page.getByRole("navigation", { name: "Artikel nach Kategorie" });
    await expect(filter.getByRole("link")).toHaveCount(articleCategoriesInUse.length + 1);
    for (const category of articleCategoriesInUse) {
      const link = filter.locator(`a[href="/ratgeber/kategorie/${category}"]`);
      await expect(link).toHaveCount(1);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/ratgeber/kategorie/${category}$`));
      const inCategory = articles.filter((item) => item.category === category);
      await expect(articleCards(page).getByRole("heading", { level: 2 })).toHaveText(inCategory.map((item) => item.title));
      for (const [index, item] of inCategory.entries())
        await expect(articleCards(page).nth(index).getByRole("link")).toHaveAttribute("href", `/ratgeber/${item.slug}`);
    }
  });

  test("the category page is prerendered: list, filter and trail are in its HTML", async ({ request }) => {
    const response = await request.get("/ratgeber/kategorie/guides");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`href="${articlePath}"`);
    expect(html).toContain(`href="/ratgeber"`);
    expect(html).toMatch(/<h1[^>]*>Sammler-Guides<\/h1>/);
  });

  test("the category page passes axe @mobile", async ({ page }) => {
    await open(page, "/ratgeber/kategorie/guides");
    await expectNoAxeViolations(page);
  });
});

test.describe("article page", () => {
  test("shows title, de-AT dates, reading time, contents, body, sources, more and the way back", async ({ page }) => {
    await open(page, articlePath);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(main.locator("time").first()).toHaveText("22. November 2026");
    await expect(main.locator("time").first()).toHaveAttribute("datetime", "2026-11-22");
    // The article's own reading time comes first; the related articles below show theirs.
    await expect(main.getByText(/^\d+ Minuten Lesezeit$/).first()).toBeVisible();
    await expect(main.getByRole("navigation", { name: "Sie sind hier" }).getByRole("link")).toHaveText([
      "Startseite",
      "Ratgeber",
      "Sammler-Guides",
    ]);

    const toc = main.getByRole("navigation", { name: "Inhalt" });
    const tocLinks = toc.getByRole("link");
    expect(await tocLinks.count()).toBeGreaterThanOrEqual(3);
    // Every entry points at an H2 of the body with the same text.
    for (const link of await tocLinks.all()) {
      const id = (await link.getAttribute("href"))!.slice(1);
      await expect(main.locator(`h2[id="${id}"]`)).toHaveText((await link.textContent())!);
    }
    const last = tocLinks.last();
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${(await last.getAttribute("href"))!}$`));
    await expect(main.locator(`h2${(await last.getAttribute("href"))!}`)).toBeInViewport();

    const sources = main.getByRole("region", { name: "Quellen" });
    expect(await sources.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    for (const link of await sources.getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    // External links in the text: no opener, no referrer; links to this site stay plain.
    const body = main.locator("h2[id] ~ p a[href^='https://']").first();
    await expect(body).toHaveAttribute("rel", "noopener noreferrer");
    await expect(main.getByRole("link", { name: "Überblick auf der Startseite" })).toHaveAttribute("href", "/#authentizitaet");
    // The fake-check article sends the reader to the step-by-step check, in the introduction and at the end.
    const checkLinks = main.getByRole("link", { name: "Echtheit prüfen", exact: true });
    await expect(checkLinks).toHaveCount(2);
    for (const link of await checkLinks.all()) await expect(link).toHaveAttribute("href", "/echtheit-pruefen");
    // No marketplace link in this article, so no affiliate notice.
    await expect(main.getByText("Hinweis zu Partnerlinks")).toHaveCount(0);

    await main.getByRole("link", { name: "Zurück zu allen Artikeln" }).click();
    await expect(page).toHaveURL(/\/ratgeber$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikel für Labubu-Sammler in Österreich");
  });

  test("passes axe @mobile", async ({ page }) => {
    await open(page, articlePath);
    await expectNoAxeViolations(page);
  });

  test("every other article page shows its title and contents and passes axe", async ({ page }) => {
    for (const item of articles.filter((other) => other.slug !== article.slug)) {
      await open(page, `/ratgeber/${item.slug}`);
      await expect(page.locator("main").getByRole("heading", { level: 1 })).toHaveText(item.title);
      expect(await page.getByRole("navigation", { name: "Inhalt" }).getByRole("link").count()).toBeGreaterThanOrEqual(3);
      await expectNoAxeViolations(page);
    }
  });

  test("the head: title, description, canonical, hreflang, Open Graph article tags, Article and BreadcrumbList JSON-LD", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(articlePath)).text();
    const head = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "text/html");
      const meta = (key: string) =>
        [...doc.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((el) => el.getAttribute("content"));
      return {
        title: doc.title,
        description: meta("description"),
        canonical: [...doc.querySelectorAll('link[rel="canonical"]')].map((el) => el.getAttribute("href")),
        hreflang: [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((el) => el.getAttribute("hreflang")),
        ogType: meta("og:type"),
        published: meta("article:published_time"),
        modified: meta("article:modified_time"),
        section: meta("article:section"),
        tags: meta("article:tag"),
        jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((el) => el.textContent ?? ""),
      };
    }, html);
    expect(head.title).toBe(article.title);
    expect(head.description).toHaveLength(1);
    expect(head.canonical).toHaveLength(1);
    expect(head.canonical[0]).toMatch(new RegExp(`^https?://[^/]+${articlePath}$`));
    expect(head.hreflang).toEqual(["de-at", "de-de", "de-ch", "x-default"]);
    expect(head.ogType).toEqual(["article"]);
    expect(head.published).toEqual(["2026-11-22"]);
    // The day the article's own text last changed in the content's history (docs/decisions/0071).
    expect(head.modified).toEqual(["2026-11-27"]);
    expect(head.section).toEqual(["Sammler-Guides"]);
    expect(head.tags).toContain("Labubu Fälschung erkennen");

    type Node = Record<string, unknown> & { "@type": string };
    const nodes = head.jsonLd.flatMap((text) => (JSON.parse(text) as { "@graph": Node[] })["@graph"]);
    const byType = (type: string) => nodes.find((node) => node["@type"] === type)!;
    const origin = new URL(head.canonical[0]!).origin;
    expect(byType("Article")).toMatchObject({
      headline: article.title,
      datePublished: "2026-11-22",
      dateModified: "2026-11-27",
      inLanguage: "de-AT",
      mainEntityOfPage: head.canonical[0],
      image: { "@type": "ImageObject", url: `${origin}/og-image.png` },
      publisher: { "@id": `${origin}/#organization` },
    });
    // The operator's name is still a placeholder in the config, so the site is named as author.
    expect(byType("Article").author).toEqual({ "@id": `${origin}/#organization` });
    expect(byType("Organization")).toMatchObject({ "@id": `${origin}/#organization`, name: "Labubu Sammler Österreich" });
    expect(byType("BreadcrumbList").itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Startseite", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Ratgeber", item: `${origin}/ratgeber` },
      { "@type": "ListItem", position: 3, name: "Sammler-Guides", item: `${origin}/ratgeber/kategorie/guides` },
      { "@type": "ListItem", position: 4, name: article.title, item: head.canonical[0] },
    ]);
    expect(head.jsonLd.join("")).not.toMatch(/"\[[^"\]]*\]"/);
  });

  test("is static: its first visit loads no more JavaScript than / and never the text's code", async ({ page }) => {
    const bytesOfScripts = async (path: string) => {
      const scripts: Request[] = [];
      const onRequest = (request: Request) => {
        if (request.resourceType() === "script") scripts.push(request);
      };
      page.on("request", onRequest);
      await open(page, path);
      await page.waitForLoadState("networkidle");
      page.off("request", onRequest);
      const sizes = await Promise.all(scripts.map(async (request) => (await (await request.response())?.body())?.length ?? 0));
      return {
        total: sizes.reduce((sum, size) => sum + size, 0),
        urls: scripts.map((request) => new URL(request.url()).pathname),
      };
    };
    const home = await bytesOfScripts("/");
    const articlePage = await bytesOfScripts(articlePath);
    expect(articlePage.total).toBeLessThanOrEqual(home.total);
    // Neither the Markdown renderer nor the article's Markdown twin: the text stays prerendered markup.
    expect(articlePage.urls.filter((url) => /markdown|labubu-faelschung-erkennen/.test(url))).toEqual([]);
    await expect(page.locator("main h2[id]").first()).toBeVisible();
    expect(await page.locator("main").innerText()).toContain("Echte Labubus haben genau neun Zähne;");
  });

  test("after a client-side navigation from the list, the text loads and its contents links work", async ({ page }) => {
    await open(page, "/ratgeber");
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.locator("main").getByRole("link", { name: article.title }).click();
    await expect(page).toHaveURL(new RegExp(`${articlePath}$`));
    await expect(page.getByText("Echte Labubus haben genau neun Zähne;")).toBeVisible();
    // Navigated in the page (no document request), fetching the route data and the text as Markdown.
    expect(requested).not.toContain(articlePath);
    expect(requested).toContain(`${articlePath}.data`);
    expect(requested).toContain(`${articlePath}.md`);
    // The twin's absolute links are the page's own again: a section link stays an anchor.
    await expect(page.locator("main").getByRole("link", { name: "Überblick auf der Startseite" })).toHaveAttribute(
      "href",
      "/#authentizitaet",
    );
    const toc = page.getByRole("navigation", { name: "Inhalt" });
    const first = toc.getByRole("link").first();
    await first.click();
    await expect(page.locator(`main h2${(await first.getAttribute("href"))!}`)).toBeInViewport();
  });

  test.describe("offline", () => {
    // The failed request, and the error the boundary catches and reports.
    test.use({ allowConsoleErrors: [[/ERR_INTERNET_DISCONNECTED/, /Failed to fetch/], { scope: "test" }] });
    test("when the text cannot be loaded after a client-side navigation, it says so in German and tries again, once", async ({
      page,
    }) => {
      const twinRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith(`${articlePath}.md`)) twinRequests.push(request.url());
      });
      await open(page, "/ratgeber");
      await page.route(`**${articlePath}.md`, (route) => route.abort("internetdisconnected"));
      await page.locator("main").getByRole("link", { name: article.title }).click();
      const alert = page.getByRole("alert");
      await expect(alert).toContainText("Der Artikeltext konnte nicht geladen werden.");
      await page.unroute(`**${articlePath}.md`);
      // One request, not a loop of them while the message shows.
      expect(twinRequests).toHaveLength(1);
      await alert.getByRole("button", { name: "Erneut versuchen" }).click();
      await expect(page.getByText("Echte Labubus haben genau neun Zähne;")).toBeVisible();
      await expect(page.getByRole("alert")).toHaveCount(0);
      expect(twinRequests).toHaveLength(2);
    });
  });

  test("reads completely without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(articlePath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(page.getByText("Echte Labubus haben genau neun Zähne;")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Inhalt" }).getByRole("link").first()).toBeVisible();
    await context.close();
  });
});

test.describe("the article as Markdown", () => {
  test.use({ allowConsoleErrors: [[notFoundConsole], { scope: "test" }] });

  test("is served at /ratgeber/<slug>.md as text/markdown, named in the page's head, with title, front matter and absolute links", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(articlePath)).text();
    const links = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "text/html");
      return {
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href"),
        markdown: [...doc.querySelectorAll('link[rel="alternate"][type="text/markdown"]')].map((link) =>
          link.getAttribute("href"),
        ),
      };
    }, html);
    expect(links.markdown).toEqual([`${links.canonical}.md`]);

    const response = await request.get(`${articlePath}.md`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    const twin = await response.text();
    const origin = new URL(links.canonical!).origin;
    expect(twin.startsWith(`---\ntitle: "${article.title}"\n`)).toBe(true);
    expect(twin).toContain(`\nurl: "${links.canonical}"\n`);
    expect(twin).toContain(`\ndatePublished: "${article.datePublished}"\n`);
    expect(twin).toContain(`\n---\n\n# ${article.title}\n\n`);
    expect(twin).toContain("Echte Labubus haben genau neun Zähne;");
    expect(twin).toContain(`](${origin}/#authentizitaet)`);
    // No link left that only works on this site.
    expect(twin).not.toMatch(/\]\((?:\/|#)/);
    expect((await request.get("/ratgeber/gibt-es-nicht.md")).status()).toBe(404);
  });
});

test.describe("links to the articles", () => {
  test("header and footer link „Ratgeber“; the guides section links the newest articles @mobile", async ({ page }, testInfo) => {
    await open(page, "/");
    if (testInfo.project.name === "mobile") {
      await page.getByRole("button", { name: "Menü öffnen" }).click();
      await expect(
        page.getByRole("navigation", { name: "Mobiles Menü" }).getByRole("link", { name: "Ratgeber" }),
      ).toHaveAttribute("href", "/ratgeber");
      await page.getByRole("button", { name: "Menü schließen" }).click();
    } else {
      await expect(
        page.getByRole("navigation", { name: "Werkzeuge", exact: true }).getByRole("link", { name: "Ratgeber" }),
      ).toHaveAttribute("href", "/ratgeber");
    }
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Ratgeber" })).toHaveAttribute("href", "/ratgeber");
    const guides = page.locator("#guides");
    await expect(guides.getByRole("heading", { name: "Neu im Ratgeber" })).toBeVisible();
    // The three newest, and only those.
    await expect(guides.locator('a[href^="/ratgeber/"]')).toHaveCount(Math.min(3, articles.length));
    for (const item of articles.slice(0, 3))
      await expect(guides.getByRole("link", { name: item.title })).toHaveAttribute("href", `/ratgeber/${item.slug}`);
    await expect(guides.getByRole("link", { name: "Alle Artikel im Ratgeber" })).toHaveAttribute("href", "/ratgeber");
  });
});

test.describe("unknown article paths", () => {
  test.use({ allowConsoleErrors: [[notFoundConsole], { scope: "test" }] });

  for (const path of [
    "/ratgeber/gibt-es-nicht",
    "/ratgeber/kategorie/gibt-es-nicht",
    "/ratgeber/kategorie",
    `${articlePath}/mehr`,
  ]) {
    test(`${path} answers 404 with the 404 page`, async ({ page }) => {
      const response = await open(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
    });
  }

  test("a client-side navigation to an unknown slug shows the 404 page, not the error screen", async ({ page }) => {
    await open(page, "/ratgeber");
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate("/ratgeber/gibt-es-nicht"),
    );
    await expect(page).toHaveURL(/\/ratgeber\/gibt-es-nicht$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
    await expect.poll(() => warnings).toContain("404: Seite nicht gefunden: /ratgeber/gibt-es-nicht");
  });
});

test.describe("the Markdown renderer with the XSS fixture (hub preview)", () => {
  test("raw HTML, javascript:/data: links and images stay inert text", async ({ page }) => {
    const split = splitFrontMatter(readFileSync(new URL("../fixtures/articles/xss.md", import.meta.url), "utf8"));
    if (!split.ok) throw new Error("fixture has front matter");
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    // The hub keeps drafts in localStorage (format v1; later versions migrate it).
    const stored = {
      version: 1,
      articles: [
        {
          id: "1795262400000",
          title: "XSS-Fixture",
          content: split.body,
          category: "guides",
          keywords: ["labubu"],
          wordCount: 1,
          seoScore: 50,
          createdAt: "2026-11-21T10:00:00.000Z",
        },
      ],
    };
    await page.addInitScript((raw) => localStorage.setItem("labubu-hub:v1", raw), JSON.stringify(stored));
    await open(page, "/ai-content");
    const preview = page.getByRole("region", { name: "Artikeltext" });
    await expect(preview).toContainText('<script>window.__xss=1</script> <img src=x onerror="window.__xss=2">', {
      timeout: 30_000,
    });
    await expect(preview).toContainText('<div onclick="alert(5)">Block</div>');
    const found = await preview.evaluate((root) => ({
      active: root.querySelectorAll("script, img, iframe, svg:not([aria-hidden='true']), object, embed, [onclick], [onerror]")
        .length,
      hrefs: [...root.querySelectorAll("a")].map((a) => a.getAttribute("href")),
    }));
    expect(found.active).toBe(0);
    expect(found.hrefs.every((href) => href !== null && /^(\/|#|https:\/\/)/.test(href))).toBe(true);
    for (const text of ["Klick", "Daten", "Versteckt", "Bild"]) {
      await expect(preview.getByText(text, { exact: false }).first()).toBeVisible();
      await expect(preview.getByRole("link", { name: text, exact: true })).toHaveCount(0);
    }
    expect(await page.evaluate(() => (window as Window & { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
