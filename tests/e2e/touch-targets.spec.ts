import type { Page } from "@playwright/test";

import { expect, test, waitForHydration } from "./fixtures";

/**
 * Thumbs (docs/decisions/0046): on a phone every control of the collection, the check and the calculator is
 * at least 44 × 44 px, WCAG 2.2's enhanced target size (2.5.5). Measured in the page after hydration, with every
 * disclosure open, so the controls inside them count too. What counts as the target: the element itself; for a
 * checkbox or radio, the label around it (pressing the label presses the box). A link in running text is exempt, as
 * in the criterion ("the target is in a sentence or block of text").
 */

const MIN = 44;

type Target = { name: string; width: number; height: number };

/** The controls in `main` smaller than 44 × 44 px. */
async function smallTargets(page: Page): Promise<Target[]> {
  return page.locator("main").evaluate((main, min) => {
    const controls = main.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex='-1'])",
    );
    const inRunningText = (element: HTMLElement) => {
      if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      return (block?.textContent ?? "").trim().length > (element.textContent ?? "").trim().length;
    };
    const found: Target[] = [];
    for (const control of controls) {
      const style = getComputedStyle(control);
      const box = control.getBoundingClientRect();
      // Not shown: in a closed part, hidden, or visually hidden until focused (measured focused, below).
      const visuallyHidden = style.clipPath !== "none" || style.clip !== "auto";
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden" || visuallyHidden) continue;
      if (inRunningText(control)) continue;
      const boxed = control instanceof HTMLInputElement && ["checkbox", "radio"].includes(control.type);
      const target = (boxed && control.closest("label")) || control;
      const { width, height } = target.getBoundingClientRect();
      if (width < min - 0.5 || height < min - 0.5) {
        const name = control.getAttribute("aria-label") ?? control.textContent?.trim() ?? control.tagName;
        found.push({
          name: `${control.tagName.toLowerCase()} „${name.slice(0, 60)}“`,
          width: Math.round(width),
          height: Math.round(height),
        });
      }
    }
    return found;
  }, MIN);
}

/** Opens every disclosure in `main` (their contents load and render), then lets the page settle. */
async function openDisclosures(page: Page) {
  const closed = page.locator("main details:not([open]) > summary");
  for (let count = await closed.count(); count > 0; count = await closed.count()) await closed.first().click();
}

/** The stored document of ADR 0018, seeded rather than clicked together. */
const collection = JSON.stringify({
  format: "labubu-sammlung",
  version: 1,
  savedAt: "2026-11-25T09:30:00.000Z",
  series: {
    "have-a-seat": {
      "1": { owned: true, doubles: 2, wanted: false },
      "2": { owned: true, doubles: 0, wanted: false },
      "5": { owned: false, doubles: 0, wanted: true },
    },
  },
});

test.describe("touch targets on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the enhanced target size matters where a thumb presses: the phone");

  test("every control of „Meine Sammlung“ is at least 44 × 44 px @mobile", async ({ page }) => {
    test.slow(); // some 250 controls, every panel opened
    await page.addInitScript((raw) => {
      if (!localStorage.getItem("labubu-sammlung:v1")) localStorage.setItem("labubu-sammlung:v1", raw);
    }, collection);
    await page.goto("/sammlung");
    await waitForHydration(page);
    await expect(page.locator("[data-collection-status=ready]")).toBeVisible();
    await expect(page.getByLabel("Ihr Tauschlink", { exact: true })).toHaveValue(/tausch#v=1/);
    await openDisclosures(page);
    await page.getByRole("button", { name: "QR-Code zeigen" }).click();
    await expect(page.locator("[data-trade-qr]")).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
    // The way past the series is visually hidden until it has the focus; then it is a target like the others.
    const skip = page.getByRole("link", { name: "Zu Tauschen springen" });
    await skip.focus();
    const box = (await skip.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(MIN);
  });

  test("„Habe ich“, „−“, „+“ and „Gesucht“ stand at least 8 px apart, and the table still fits @mobile", async ({ page }) => {
    await page.addInitScript((raw) => {
      if (!localStorage.getItem("labubu-sammlung:v1")) localStorage.setItem("labubu-sammlung:v1", raw);
    }, collection);
    await page.goto("/sammlung");
    await waitForHydration(page);
    await expect(page.locator("[data-collection-status=ready]")).toBeVisible();
    const rows = page.locator("[data-series] tr[data-figure]");
    expect(await rows.count()).toBeGreaterThan(20);
    const gaps = await rows.evaluateAll((all) =>
      all.flatMap((row) => {
        const boxes = [
          row.querySelector("input[id$=-owned]")!.closest("label")!,
          ...row.querySelectorAll("td button"),
          row.querySelector("input[id$=-wanted]")!.closest("label")!,
        ].map((element) => element.getBoundingClientRect());
        // Owned → "−", and "+" → wanted: the neighbours of different controls.
        return [boxes[1]!.left - boxes[0]!.right, boxes[3]!.left - boxes[2]!.right];
      }),
    );
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(8);
    // Every series' figure table still fits the phone without scrolling sideways.
    const overflow = await page.locator("[data-series]").evaluateAll((cards) =>
      cards.map((card) => {
        const frame = card.querySelector("[data-slot=table-frame]")!;
        return frame.scrollWidth - frame.clientWidth;
      }),
    );
    expect(overflow.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...overflow)).toBe(0);
  });

  test("every control of the check is at least 44 × 44 px, its result shown @mobile", async ({ page }) => {
    await page.goto("/echtheit-pruefen?teeth=yes&nose=yes&logo=unsure&qr=no");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Antworten zurücksetzen" })).toBeVisible();
    await openDisclosures(page);
    expect(await smallTargets(page)).toEqual([]);
  });

  test("every control of the set calculator is at least 44 × 44 px @mobile", async ({ page }) => {
    await page.goto("/set-rechner?figures=6&have=2&odds=1%2F72&price=19%2C90&boxes=30&single=15");
    await waitForHydration(page);
    await expect(page.locator("[data-calculator-singles]")).toContainText("Einzeln");
    await openDisclosures(page);
    expect(await smallTargets(page)).toEqual([]);
  });
});
