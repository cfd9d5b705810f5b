import type { Page } from "@playwright/test";

import { expect, renderEverySection, renderedFrames, test, waitForHydration } from "./fixtures";
import { belowMinimum, focusRings, strokes } from "../support/contrast";

/**
 * Non-text contrast in both themes (docs/decisions/0046): every focus ring against what surrounds it and
 * the completion chart's lines against the card they are drawn on, at least 3 : 1 (WCAG 1.4.11), measured from the
 * colours the browser computed. axe checks text, not these.
 */

const collection = JSON.stringify({
  format: "labubu-sammlung",
  version: 1,
  savedAt: "2026-11-25T09:30:00.000Z",
  series: { "have-a-seat": { "1": { owned: true, doubles: 1, wanted: false }, "5": { owned: false, doubles: 0, wanted: true } } },
});

/** The pages with the tools, in the state a collector sees them: a collection stored, a check answered. */
const pages = [
  "/",
  "/sammlung",
  "/sammlung/tausch#v=1&d=have-a-seat.2&w=have-a-seat.1",
  "/echtheit-pruefen?teeth=yes&qr=no",
  "/set-rechner",
];

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  // Every lazily loaded section, so their links count too.
  if (path === "/") await renderEverySection(page);
  if (path === "/sammlung") await expect(page.locator("[data-collection-status=ready]")).toBeVisible();
  // Disclosures open: the controls inside them have rings too.
  await page
    .locator("main details")
    .evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
  await renderedFrames(page);
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`non-text contrast, ${colorScheme}`, () => {
    test.use({ colorScheme });

    test(`every focus ring stands out 3 : 1 from what surrounds it (${colorScheme})`, async ({ page }) => {
      test.slow(); // every control of five pages focused once
      await page.addInitScript((raw) => localStorage.setItem("labubu-sammlung:v1", raw), collection);
      for (const path of pages) {
        await openPage(page, path);
        const rings = await focusRings(page, page.locator("body"));
        expect(rings.length, path).toBeGreaterThan(5);
        expect(
          belowMinimum(rings, (ring) => ring.ring),
          path,
        ).toEqual([]);
      }
    });

    test(`the completion chart's lines stand out 3 : 1 from the card (${colorScheme})`, async ({ page }) => {
      await page.addInitScript((raw) => localStorage.setItem("labubu-sammlung:v1", raw), collection);
      for (const path of ["/set-rechner", "/sammlung"]) {
        await openPage(page, path);
        const lines = await strokes(
          page,
          page.locator("[data-chart=completion] [data-line], [data-chart=completion] [data-legend]"),
        );
        // Both lines: all regular figures (solid) and with the secret (dashed), in the chart and in its legend.
        expect(new Set(lines.map((line) => line.name)), path).toEqual(new Set(["regular", "full"]));
        expect(
          belowMinimum(lines, (line) => line.stroke),
          path,
        ).toEqual([]);
      }
    });
  });
}
