import type { Browser, Page } from "@playwright/test";

import { startNginx } from "../../scripts/measure/servers.mjs";
import { articleHeads, fixedPages } from "./article-files";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { collectorQueries } from "./search-queries";
import { firstHitsRight, qualityReport } from "./search-quality";
import { queryHalves } from "../search/collector-query-set.mjs";
import { startHeadersHost } from "./static-host";

// The flows below run many searches or several axe passes each: test.slow() gives a loaded machine
// the time it needs. Nothing here bounds how fast the page is (that is measured by bench/search.mjs).

const searchbox = (page: Page) => page.getByRole("main").getByRole("searchbox", { name: "Suchbegriff" });
const statusLine = (page: Page) => page.getByRole("main").getByRole("status");
const hits = (page: Page) => page.getByRole("list", { name: "Suchergebnisse" }).getByRole("listitem");
/** The hit that links to `href`. */
const hit = (page: Page, href: string) => hits(page).filter({ has: page.locator(`h2 a[href="${href}"]`) });

/** The held-out half's first-hit rate the search keeps at least (docs/decisions/0063, 0091). */
const HELD_OUT_FLOOR = 0.64;

/** How long to wait for a search to settle: the first one loads the index, slow on a busy machine. */
const SETTLED = { timeout: 30_000 };

/** Types a query and waits for its results (or its "no hits") to be announced. */
async function search(page: Page, query: string) {
  await searchbox(page).fill(query);
  await expect(statusLine(page)).toContainText(`„${query}“`, SETTLED);
}

async function openSearch(page: Page, path = "/suche") {
  await page.goto(path);
  await waitForHydration(page);
}

type Violation = { directive: string; blockedURI: string };
/** Records CSP violations from the start of every document. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const store: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = store;
    document.addEventListener("securitypolicyviolation", (event) =>
      store.push({ directive: event.effectiveDirective, blockedURI: event.blockedURI }),
    );
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);

const article = (slug: string) => {
  const head = articleHeads.find((candidate) => candidate.slug === slug);
  expect(head, slug).toBeDefined();
  return { href: `/ratgeber/${slug}`, title: head!.title };
};

/**
 * The whole search flow on one site: German word forms, transliterated umlauts and ß, case, series
 * names (also from a lazily loaded landing section), words inside article bodies, the address
 * following the query, a reload, a click through — without a CSP violation.
 */
async function searchFlow(page: Page) {
  await recordViolations(page);
  await openSearch(page);
  const fake = article("labubu-faelschung-erkennen");
  const vienna = article("labubu-kaufen-in-wien");

  await search(page, "Fälschungen");
  await expect(statusLine(page)).toHaveText(/Treffer für „Fälschungen“/);
  await expect(hit(page, fake.href)).toContainText(fake.title);
  await expect(hit(page, fake.href)).toContainText("Ratgeber · ");
  // Matched words are <mark> elements the page created, every one a form of "Fälschung".
  const marks = await hits(page).locator("mark").allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect(mark).toMatch(/^f(ä|ae)lschung(en)?$/i);
  await expect(page).toHaveURL(/\/suche\?q=F%C3%A4lschungen$/);

  for (const [query, href] of [
    ["Faelschung", fake.href], // ä written as ae
    ["Strasse", vienna.href], // ß written as ss
    ["ZOLL", vienna.href], // case
    ["Auktion", article("labubu-als-wertanlage").href], // a word only inside an article's text
    ["Big into Energy", article("labubu-big-into-energy").href], // a series name
    ["Wacky Mart", "/serien#wacky-mart-title"], // a series name in the catalogue, which opens the series …
    ["Wacky Mart", "/#aktuelle-serien"], // … and in the landing page's lazily loaded series section
    ["Secret-Figur Chance", "/set-rechner"],
    ["QR-Code Hologramm", "/echtheit-pruefen"],
    ["Mariahilfer Straße", "/#shops-wien"], // the lazily loaded Vienna section (last: the reload below repeats it)
  ] as const) {
    await search(page, query);
    await expect(hit(page, href), `${query} → ${href}`).toHaveCount(1);
  }
  await expect(hit(page, "/#shops-wien")).toContainText("Startseite");

  // A shared or reloaded address shows the same search.
  await page.reload();
  await waitForHydration(page);
  await expect(searchbox(page)).toHaveValue("Mariahilfer Straße");
  await expect(hit(page, "/#shops-wien")).toHaveCount(1, SETTLED);

  // Elements that only CSS sets apart (a number, a title, a badge, a question) keep their spaces in the excerpt.
  // (A step's title and its badge open that step of the check.)
  await search(page, "Zähne Kritisch");
  await expect(hit(page, "/echtheit-pruefen#step-teeth")).toContainText("1. Zähne Kritisch Hat die Figur");

  await search(page, "Auktion");
  await hit(page, article("labubu-als-wertanlage").href).getByRole("link").click();
  await expect(page).toHaveURL(/\/ratgeber\/labubu-als-wertanlage$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article("labubu-als-wertanlage").title);
  expect(await violations(page)).toEqual([]);
}

test.describe("site search", () => {
  test("finds pages by inflected words, umlauts and ß spelled out, series names and words inside articles", async ({ page }) => {
    test.slow();
    await searchFlow(page);
  });

  test("collectors' queries bring the right first hit (the published query set), in collectors' words", async ({
    page,
  }, testInfo) => {
    test.slow();
    await openSearch(page);
    const wrong: string[] = [];
    for (const { query, first } of collectorQueries) {
      await search(page, query);
      const href = await hits(page)
        .first()
        .locator("h2 a")
        .getAttribute("href", { timeout: 1_000 })
        .catch(() => null);
      if (href !== first) wrong.push(`${query} → ${href ?? "kein Treffer"} (erwartet ${first})`);
    }
    const right = collectorQueries.length - wrong.length;
    const score = `Suchqualität: ${right} von ${collectorQueries.length} Sammler-Suchen (${Math.round((100 * right) / collectorQueries.length)} %) mit dem richtigen ersten Treffer`;
    console.log([score, ...wrong.map((line) => `  falsch: ${line}`)].join("\n"));
    testInfo.annotations.push({ type: "search-score", description: score });
    expect(right / collectorQueries.length, wrong.join("\n")).toBeGreaterThanOrEqual(0.9);

    // A tool no page's words answer comes first, titled as the tool.
    await search(page, "tauschen");
    await expect(hits(page).first()).toContainText("Meine Sammlung");
  });

  test("collectors' words nobody tuned to: the held-out half of the query set brings the right first hit", async ({
    page,
  }, testInfo) => {
    test.slow();
    await openSearch(page);
    const { tune, heldOut } = queryHalves();
    const tuned = await firstHitsRight(page, tune);
    const held = await firstHitsRight(page, heldOut);
    const report = [qualityReport("Abstimmungshälfte", tuned), qualityReport("zurückgehaltene Hälfte", held)].join("\n");
    console.log(report);
    testInfo.annotations.push({ type: "search-score", description: report.split("\n")[0]! });
    // The target is 90 %; reached so far (docs/decisions/0063, 0091): tune 50 of 56, held-out 36 of 56 (64 %).
    // The floor keeps what was reached from slipping back.
    expect(held.right / held.total, held.wrong.join("\n")).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
  });

  test("a question opens the part that answers it: the FAQ's question, an article's section", async ({ page }) => {
    test.slow();
    await openSearch(page);
    await search(page, "wie viel kostet eine labubu in österreich");
    const question = hits(page).first();
    await expect(question.locator("h2 a")).toHaveAttribute("href", "/#faq");
    await expect(question.locator("h2")).toHaveText("Häufige Fragen · Wie viel kostet eine Labubu in Österreich?");
    // The excerpt is the question's answer, not the section's first question.
    await expect(question).not.toContainText("Labubu ist ein kleines Monster");

    await search(page, "was tun wenn ich eine fälschung gekauft habe");
    const section = hits(page).first().locator("h2 a");
    await expect(section).toHaveText("Was tun, wenn Sie eine Fälschung gekauft haben?");
    await section.click();
    await expect(page).toHaveURL(/\/ratgeber\/labubu-faelschung-erkennen#was-tun-wenn-sie-eine-faelschung-gekauft-haben$/);
    await expect(page.getByRole("heading", { name: "Was tun, wenn Sie eine Fälschung gekauft haben?" })).toBeInViewport();
  });

  test("a phone shows the first result in the first screen, its excerpt without title or control labels, counts in digits @mobile", async ({
    page,
  }, testInfo) => {
    test.slow();
    test.skip(testInfo.project.name !== "mobile", "the first screen of a phone (390 × 844)");
    for (const query of ["Zoll", "Have a Seat", "vitrine"]) {
      await openSearch(page, `/suche?q=${encodeURIComponent(query)}`);
      const first = hits(page).first();
      await expect(first).toBeVisible(SETTLED);
      const box = (await first.boundingBox())!;
      expect(box.y + box.height, `${query}: the first hit ends inside the first screen`).toBeLessThanOrEqual(844);
      const title = (await first.locator("h2").textContent())!.trim();
      const excerpt = (await first.locator("p").last().textContent())!;
      expect(excerpt.replace(/^… /, ""), `${query}: the excerpt does not start with the title`).not.toMatch(
        new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      );
      for (const label of ["öffnen", "Schritt für Schritt prüfen", "Partnershop in einem neuen Tab", "starten"])
        expect(await hits(page).allTextContents(), `${query}: no control label "${label}"`).not.toContainEqual(
          expect.stringContaining(label),
        );
      await expect(statusLine(page)).toHaveText(/^\d+ Treffer für/);
    }
  });

  test("the SearchAction opens the search with the query; result addresses are noindex, the page itself is not", async ({
    page,
    request,
  }) => {
    test.slow();
    const html = await (await request.get("/")).text();
    const template = /"urlTemplate":"([^"]+)"/.exec(html)?.[1];
    expect(template).toMatch(/\/suche\?q=\{search_term_string\}$/);
    const url = new URL(template!.replace("{search_term_string}", encodeURIComponent("Wacky Mart")));
    await openSearch(page, url.pathname + url.search);
    await expect(searchbox(page)).toHaveValue("Wacky Mart");
    await expect(hit(page, "/serien#wacky-mart-title")).toHaveCount(1, SETTLED);
    await expect(page.locator('head meta[name="robots"][content="noindex, follow"]')).toHaveCount(1);

    await openSearch(page);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /^index/);
    await expect(page.locator('head meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  });

  test("no hits: a German message, tips, searches that find something and the main pages", async ({ page }) => {
    test.slow();
    await openSearch(page);
    // A figure the site does not cover: the index would answer with the "z" of "z. B."; the page says there is nothing.
    await search(page, "Zimomo");
    await expect(statusLine(page)).toHaveText("Keine Treffer für „Zimomo“");
    await expect(hits(page)).toHaveCount(0);
    for (const suggestion of ["Fälschung erkennen", "Secret-Figur", "Big into Energy", "Wien"]) {
      await search(page, "Quxbazfoo");
      await expect(statusLine(page)).toHaveText("Keine Treffer für „Quxbazfoo“");
      await expect(page.getByText("Prüfen Sie die Schreibweise")).toBeVisible();
      for (const name of ["Ratgeber: alle Artikel", "Serienkatalog", "Echtheit prüfen"])
        await expect(page.getByRole("main").getByRole("link", { name })).toBeVisible();
      await page.getByRole("button", { name: suggestion }).click();
      await expect(statusLine(page)).toHaveText(new RegExp(`Treffer für „${suggestion}“`), SETTLED);
      await expect(statusLine(page)).not.toHaveText(/Keine/);
      await expect(searchbox(page)).toHaveValue(suggestion);
      await expect(searchbox(page)).toBeFocused();
    }
  });

  test("hostile input stays text and the page stays usable: markup, 10,000 characters, punctuation, emoji", async ({ page }) => {
    test.slow();
    await openSearch(page);
    const markup = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;
    await search(page, markup);
    await expect(statusLine(page)).toHaveText(`Keine Treffer für „${markup}“`);
    expect(await page.locator("main img, main script").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    await searchbox(page).fill("Labubu Zoll ".repeat(900));
    await expect(page.getByText("Ihre Suchanfrage war sehr lang")).toBeVisible();
    await expect(statusLine(page)).toHaveText(/Treffer für „Labubu Zoll Labubu Zoll/, SETTLED);
    expect(new URL(page.url()).search.length).toBeLessThan(300);
    // The field keeps everything that was typed; the page still answers and searches.
    expect((await searchbox(page).inputValue()).length).toBe(10_800);
    await search(page, "Zoll");
    await expect(page.getByText("Ihre Suchanfrage war sehr lang")).toHaveCount(0);

    for (const input of ["!!! ??? …", "😀🎉🧸"]) {
      await searchbox(page).fill(input);
      await expect(statusLine(page)).toHaveText(/Bitte geben Sie mindestens einen Buchstaben oder eine Ziffer ein/);
      await expect(hits(page)).toHaveCount(0);
    }
  });

  test.describe("when the search cannot load", () => {
    // The browser and Pagefind report the refused requests on the console; they are the point here.
    test.use({ allowConsoleErrors: [[/Failed to load/, /ERR_FAILED/, /Failed to fetch/], { scope: "test" }] });

    for (const { name, pattern, query, settled, loadedFirst } of [
      { name: "its script", pattern: /\/pagefind\/pagefind\.js/, query: "Zoll", settled: /Treffer für „Zoll“/ },
      {
        name: "the texts of its results",
        pattern: /\/pagefind\/fragment\//,
        query: "Hologramm",
        settled: /Treffer für „Hologramm“/,
      },
      // Offline after a first search: with no hits, the search checks that the index is reachable
      // (and unchanged) before it says "no hits".
      {
        name: "its index (gone offline)",
        pattern: /\/pagefind\/(index\/|current\.json)/,
        query: "Quxbazfoo",
        settled: /^Keine Treffer für „Quxbazfoo“$/,
        loadedFirst: true,
      },
    ]) {
      test(`${name}: a German message, the query kept, and a retry that works`, async ({ page, context }) => {
        await openSearch(page);
        if (loadedFirst) await search(page, "Zoll");
        // On the context, so requests from Pagefind's worker are refused too.
        await context.route(pattern, (route) => route.abort());
        await searchbox(page).fill(query);
        await expect(statusLine(page)).toHaveText("Die Suche konnte nicht geladen werden.", SETTLED);
        await expect(page.getByText("Ihre Eingabe bleibt erhalten")).toBeVisible();
        await expect(searchbox(page)).toHaveValue(query);

        await context.unroute(pattern);
        await page.getByRole("button", { name: "Erneut versuchen" }).click();
        await expect(statusLine(page)).toHaveText(settled, SETTLED);
        await expect(searchbox(page)).toBeFocused();
      });
    }
  });

  test("the header links the search on every page, and the mobile menu has a search field @mobile", async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    for (const path of [...fixedPages, `/ratgeber/${articleHeads[0]!.slug}`, "/gibt-es-nicht"]) {
      const html = await (await request.get(path)).text();
      const header = /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
      expect(header, path).toContain('href="/suche"');
      expect(header, path).toMatch(/<form[^>]*role="search"[^>]*action="\/suche"[^>]*method="get"/);
      expect(header, path).toContain('name="q"');
    }

    await openSearch(page, "/");
    const bar = page.getByRole("banner");
    if (testInfo.project.name === "mobile") {
      await page.getByRole("button", { name: "Menü öffnen" }).click();
      const menu = page.getByRole("navigation", { name: "Mobiles Menü" });
      const field = menu.getByRole("searchbox", { name: "Suchbegriff" });
      await field.fill("Zoll");
      await field.press("Enter");
      await expect(page).toHaveURL(/\/suche\?q=Zoll$/);
      await waitForHydration(page);
      await expect(searchbox(page)).toHaveValue("Zoll");
      await expect(hits(page).first()).toBeVisible(SETTLED);
      // The bar's link is there on phones too.
      await expect(bar.getByRole("link", { name: "Suche", exact: true })).toBeVisible();
      // The menu field's placeholder fits it: measured in the field's own font against its inner width.
      await page.goto("/");
      await page.getByRole("button", { name: "Menü öffnen" }).click();
      const fit = await menu.getByRole("searchbox").evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: context.measureText(input.placeholder).width, inner };
      });
      expect(fit.text).toBeLessThanOrEqual(fit.inner);
    } else {
      await bar.getByRole("link", { name: "Suche", exact: true }).click();
      await expect(page).toHaveURL(/\/suche$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website durchsuchen");
      // The magnifier leads to a field ready for typing.
      await expect(searchbox(page)).toBeFocused();
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page says the search needs it and links the main pages; the form still sends the query", async ({ page }) => {
      // Playwright turns scripts off without switching the HTML parser's scripting flag, so <noscript>
      // stays unrendered here: its text and links are checked in the HTML.
      const html = await (await page.request.get("/suche")).text();
      const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? "";
      expect(noscript).toContain("Die Suche braucht JavaScript");
      for (const href of ["/ratgeber", "/serien", "/echtheit-pruefen"]) expect(noscript).toContain(`href="${href}"`);

      await page.goto("/suche");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website durchsuchen");
      await searchbox(page).fill("Zoll");
      await searchbox(page).press("Enter");
      await expect(page).toHaveURL(/\/suche\?q=Zoll$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website durchsuchen");
    });
  });

  test("no axe violations with results, with no hits, and with the mobile menu open @mobile", async ({ page }, testInfo) => {
    test.slow();
    await openSearch(page, "/suche?q=Fälschung");
    await expect(hits(page).first()).toBeVisible(SETTLED);
    await expectNoAxeViolations(page);
    await search(page, "Quxbazfoo");
    await expect(page.getByText("So finden Sie eher etwas")).toBeVisible();
    await expectNoAxeViolations(page);
    if (testInfo.project.name === "mobile") {
      await page.getByRole("button", { name: "Menü öffnen" }).click();
      await expect(page.getByRole("navigation", { name: "Mobiles Menü" })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});

/** The same build, served by hosts that know nothing of the site: the search works unchanged. */
test.describe("site search on static hosts", () => {
  async function onHost(browser: Browser, origin: string) {
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    try {
      const response = await page.goto("/suche");
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'wasm-unsafe-eval'");
      await searchFlow(page);
    } finally {
      await context.close();
    }
  }

  test("nginx with the generated snippet (headers, CSP, caching, gzip)", async ({ browser }) => {
    test.slow();
    const nginx = await startNginx("build/client");
    test.skip(!nginx, "nginx is not installed (apt-get install -y nginx)");
    try {
      const index = await fetch(`${nginx!.origin}/pagefind/pagefind.js`, { headers: { "accept-encoding": "gzip" } });
      expect(index.headers.get("content-encoding")).toBe("gzip");
      await onHost(browser, nginx!.origin);
    } finally {
      await nginx?.stop();
    }
  });

  test("a host that applies _headers (Netlify, Cloudflare Pages)", async ({ browser }) => {
    test.slow();
    const host = await startHeadersHost("build/client");
    try {
      await onHost(browser, host.origin);
    } finally {
      await host.close();
    }
  });
});
