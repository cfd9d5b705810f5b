import type { Page } from "@playwright/test";

import { expect, renderedFrames, test, waitForHydration } from "./fixtures";

/** Counts full document loads of the main frame (the first one included). */
function countDocumentLoads(page: Page) {
  const loads = { count: 0 };
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && request.resourceType() === "document")
      loads.count++;
  });
  return loads;
}

async function expectPageIntact(page: Page) {
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator("h1").first()).not.toHaveText(/^\s*$/);
  await expect(page.locator("footer")).toBeVisible();
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
}

test.describe("a code-split module that fails to load", () => {
  test("vite:preloadError reloads the page once, and never again while it keeps failing", async ({ page }) => {
    const loads = countDocumentLoads(page);
    await page.goto("/");
    await waitForHydration(page);
    expect(loads.count).toBe(1);

    // What Vite's loader dispatches when a chunk cannot be fetched (e.g. replaced by a deploy).
    const dispatch = () =>
      page.evaluate(() => {
        const event = new Event("vite:preloadError", { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    const reloaded = page.waitForEvent("load");
    expect(await dispatch()).toBe(true);
    await reloaded;
    await waitForHydration(page);
    expect(loads.count).toBe(2);

    // Still failing right after the reload: the handler lets the error through instead of looping.
    // It decides within the event (preventDefault and reload go together), so no reload can follow.
    expect(await dispatch()).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem("preload-reload-at"))).toMatch(/^\d+$/);
    await expectPageIntact(page);
    expect(loads.count).toBe(2);
  });

  test.describe("blocked in the browser", () => {
    // (A list option is passed as [value, options]; a bare array would be read as that pair.)
    test.use({
      allowConsoleErrors: [
        [/Failed to load resource/, /dynamically imported module/, /Failed to fetch/, /error loading/i],
        { scope: "test" },
      ],
    });

    test("viewport-gated sections: at most one reload, the rest of the page stays readable", async ({ page }) => {
      const { inHtml, onHydration } = await scriptsOfFirstVisit(page);
      // Whatever loads only later (when scrolled near) is a lazy section's chunk: block it, always.
      const blocked = await blockScripts(page, (path) => !inHtml.has(path) && !onHydration.has(path));
      const loads = countDocumentLoads(page);

      await page.goto("/");
      await waitForHydration(page);
      test.skip((await page.locator("#aktuelle-serien").count()) === 0, "the landing page has no lazy sections yet");
      // The first blocked chunk may reload the page once; on the page then shown the section says it
      // could not load. Scroll until that message is there, whichever page it ends up on.
      const failed = page.locator("#aktuelle-serien").getByRole("alert");
      await expect(async () => {
        await scrollThrough(page);
        await expect(failed).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 90_000 });

      expect(blocked.length, "lazy chunks requested (and blocked)").toBeGreaterThan(0);
      expect(loads.count, "document loads: the first and at most one reload").toBeLessThanOrEqual(2);
      await expectPageIntact(page);
      // Sections rendered into the prerendered HTML are untouched by the failure.
      for (const id of ["home", "authentizitaet", "faq"]) await expect(page.locator(`#${id}`)).toBeVisible();
    });

    test("static code-split sections: no chunk on the first visit, prerendered content stays even when blocked", async ({
      page,
    }) => {
      // FAQ, guides and trust are prerendered; the browser keeps that markup and needs no code for it.
      const blocked = await blockScripts(page, (path) => /\/(faq|guides|trust)-section-[\w-]+\.js$/.test(path));
      const loads = countDocumentLoads(page);

      await page.goto("/");
      await waitForHydration(page);
      await scrollThrough(page);
      // Everything a first visit loads has loaded once the lazy sections (the last to load) show.
      for (const id of ["aktuelle-serien", "zubehoer", "shops-wien"]) {
        await expect(page.locator(`#${id} ul > li`).first()).toBeVisible();
      }
      await page.waitForLoadState("networkidle");

      expect(blocked, "section chunks requested on a first visit").toEqual([]);
      expect(loads.count).toBe(1);
      await expectPageIntact(page);
      for (const id of ["faq", "guides", "vertrauen"]) {
        const body = page.locator(`#${id} [data-static-island]`);
        await expect(body).toBeVisible();
        expect((await body.innerText()).trim().length, `#${id} content`).toBeGreaterThan(200);
      }
      await page.locator("#faq summary").first().click();
      await expect(page.locator("#faq details").first()).toHaveAttribute("open", "");
    });

    test("client-side navigation to / with the section chunks blocked: at most one reload, no error screen", async ({ page }) => {
      await page.goto("/diese-seite-gibt-es-nicht");
      await waitForHydration(page);
      const blocked = await blockScripts(page, (path) => /\/(faq|guides|trust)-section-[\w-]+\.js$/.test(path));
      const loads = countDocumentLoads(page);
      await page.getByRole("link", { name: "Return to Home" }).click();
      await expect(page).toHaveURL(/\/$/);
      // The FAQ shows either its content (after a reload) or the German notice that it could not load.
      await expect(page.locator("#faq [data-static-island]")).toContainText(/\S{3}/);
      expect(loads.count, "at most one reload").toBeLessThanOrEqual(1);
      // Without a reload the navigation stayed client-side and must have asked for the section code.
      if (loads.count === 0) expect(blocked.length, "chunks needed after a client-side navigation").toBeGreaterThan(0);
      await expectPageIntact(page);
      await expect(page.locator("#faq")).toBeVisible();
    });
  });
});

/** Scripts of a clean first visit to `/`: referenced by the HTML, and requested until hydration is done. */
async function scriptsOfFirstVisit(page: Page) {
  const html = await (await page.request.get("/")).text();
  const inHtml = new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]));
  const onHydration = new Set<string>();
  const record = (request: { url: () => string }) => {
    const path = new URL(request.url()).pathname;
    if (/^\/assets\/.+\.js$/.test(path)) onHydration.add(path);
  };
  page.on("request", record);
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  page.off("request", record);
  // Start the real test from a clean slate (the reload guard lives in sessionStorage).
  await page.evaluate(() => sessionStorage.clear());
  await page.goto("about:blank");
  return { inHtml, onHydration };
}

/** Makes every request for a matching script fail like a network error; returns the list of blocked paths. */
async function blockScripts(page: Page, shouldBlock: (path: string) => boolean) {
  const blocked: string[] = [];
  await page.route(/\/assets\/[\w.-]+\.js$/, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!shouldBlock(path)) return route.continue();
    blocked.push(path);
    return route.abort("failed");
  });
  return blocked;
}

/**
 * Scrolls to the bottom, one rendered frame per step so every lazy section is seen near the
 * viewport however slow the machine. A reload on the way ends the pass early (callers retry).
 */
async function scrollThrough(page: Page) {
  await page.waitForLoadState("load");
  await page
    .evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (let y = 0; y <= document.body.scrollHeight; y += 300) {
        window.scrollTo({ top: y, behavior: "instant" });
        await frame();
      }
    })
    // A reload in the middle destroys the evaluation context.
    .catch(() => undefined);
  await renderedFrames(page).catch(() => undefined);
}

test.describe("JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/", "/impressum", "/datenschutz", "/ai-content"]) {
    test(`${path} is readable from the prerendered HTML alone`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      await expectPageIntact(page);
      const main = (await page.locator("main").innerText()).trim();
      expect(main.length).toBeGreaterThan(10);
      // Footer: legal links and the affiliate disclosure are there without JavaScript.
      const footer = page.locator("footer");
      await expect(footer.getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/impressum");
      await expect(footer.getByRole("link", { name: /Datenschutz/ })).toHaveAttribute("href", "/datenschutz");
      // Styled by the inline stylesheet (allowed by hash): the skip link is visually hidden.
      const skipLink = page.getByRole("link", { name: "Zum Inhalt springen" });
      expect(await skipLink.evaluate((el) => getComputedStyle(el).position)).toBe("absolute");
    });
  }

  test.describe("on an unknown path", () => {
    // Chromium reports the 404 status of the page itself as a console error; that one is the point.
    test.use({ allowConsoleErrors: [[/status of 404/], { scope: "test" }] });

    test("the 404 page answers 404 and is readable", async ({ page }) => {
      const response = await page.goto("/gibt-es-nicht");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    });
  });
});
