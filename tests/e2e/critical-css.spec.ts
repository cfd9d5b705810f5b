import type { Page } from "@playwright/test";

import { articleHeads, fixedPages } from "./article-files";
import { expect, pageModules, test, waitForHydration } from "./fixtures";

// The inline stylesheet holds only the rules the prerendered markup can use (scripts/critical-css.mjs);
// the whole one arrives as a file before hydration. Before it arrives, and without JavaScript for
// good, the page must look exactly as it does with the whole stylesheet.
const notFound = "/gibt-es-nicht";
const pages = [...fixedPages, `/ratgeber/${articleHeads[0]!.slug}`, "/ratgeber/kategorie/guides", notFound];

/** Box, colours, type and display of every element, in document order. */
function looks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        element.tagName,
        [box.x, box.y, box.width, box.height].map((value) => Math.round(value * 2) / 2).join(","),
        style.display,
        style.color,
        style.backgroundColor,
        style.fontSize,
        style.fontWeight,
        style.borderTopWidth,
        style.borderTopColor,
        style.borderRadius,
        style.boxShadow,
      ].join(" ");
    }),
  );
}

test.describe("the inline stylesheet", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of pages) {
    test.describe(path, () => {
      // The 404 page answers with its status, which Chromium reports as a console error.
      if (path === notFound) test.use({ allowConsoleErrors: [/status of 404/] });
      test(`${path}: shows the prerendered page as the whole stylesheet does @mobile`, async ({ page }) => {
        await page.goto(path);
        const inlineOnly = await looks(page);
        expect(inlineOnly.length).toBeGreaterThan(50);
        expect(await page.locator('link[rel="stylesheet"]').count(), "nothing but the inline stylesheet").toBe(0);

        // The same page again with the whole stylesheet linked after the inline one, where the hydration script puts it.
        const html = await (await page.request.get(path)).text();
        const { stylesheet } = pageModules(html);
        expect(stylesheet).toMatch(/^\/assets\/site-[\w-]+\.css$/);
        await page.route(
          (url) => url.pathname === new URL(path, "http://x").pathname,
          (route) =>
            route.fulfill({
              contentType: "text/html; charset=utf-8",
              body: html.replace("</head>", `<link rel="stylesheet" href="${stylesheet}"></head>`),
            }),
        );
        await page.goto(path);
        expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
        expect(await looks(page)).toEqual(inlineOnly);
      });
    });
  }
});

test("the whole stylesheet is in place before React takes over the page", async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.documentElement?.hasAttribute("data-hydrated")) return;
      observer.disconnect();
      const sheet = [...document.styleSheets].find((candidate) => candidate.href?.includes("/assets/site-"));
      (window as unknown as { __sheetRulesAtHydration: number }).__sheetRulesAtHydration = sheet?.cssRules.length ?? 0;
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  await page.goto("/ai-content");
  await waitForHydration(page);
  const rules = await page.evaluate(() => (window as unknown as { __sheetRulesAtHydration: number }).__sheetRulesAtHydration);
  // A sheet still loading has no rules; the whole one has dozens at the top level (its layers hold the rest).
  expect(rules).toBeGreaterThan(20);
  await expect(page.locator('link[rel="stylesheet"][href^="/assets/site-"]')).toHaveCount(1);
});
