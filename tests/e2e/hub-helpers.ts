import { readFile } from "node:fs/promises";

import type { Download, Locator, Page } from "@playwright/test";

import { expect, waitForHydration } from "./fixtures";

export const HUB_STORAGE_KEY = "labubu-hub:v1";

/**
 * Opens the hub. `stepMs` sets the documented test hook `window.__HUB_STEP_MS__` for tests whose
 * subject is not the timing; without it the real 6 × 800 ms apply.
 */
export async function openHub(page: Page, options: { stepMs?: number } = {}) {
  if (options.stepMs !== undefined) {
    await page.addInitScript((ms) => {
      (window as Window & { __HUB_STEP_MS__?: number }).__HUB_STEP_MS__ = ms;
    }, options.stepMs);
  }
  await page.goto("/ai-content");
  await waitForTools(page);
}

/** Reloads and waits until the tools (their own chunk, loaded after hydration) are there again. */
export async function reloadHub(page: Page) {
  await page.reload();
  await waitForTools(page);
}

async function waitForTools(page: Page) {
  await waitForHydration(page);
  // Generous: on a machine saturated by other jobs the lazy chunk can take a while.
  await expect(page.getByRole("tab", { name: "Content Generator" })).toBeVisible({ timeout: 30_000 });
}

export function generatorForm(page: Page): Locator {
  return page.getByRole("form", { name: "Neuer Artikel" });
}

export function generateButton(page: Page): Locator {
  return page.getByRole("button", { name: "Artikel generieren" });
}

/** Types a custom topic, generates and waits until the article is done. */
export async function generateCustom(page: Page, topic: string) {
  await page.getByLabel("Eigenes Thema").fill(topic);
  await generateButton(page).click();
  await expect(generatorForm(page).getByRole("status")).toContainText("Fertig", { timeout: 15_000 });
}

/** The same rule the hub uses: whitespace-separated tokens with a letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** "1 071" (narrow no-break space) → 1071 */
export function parseGermanInteger(text: string): number {
  return Number(text.replace(/[^\d]/g, ""));
}

export function previewRegion(page: Page): Locator {
  // The innermost region that holds the article text: the preview card (the tools section is a region too).
  return page
    .getByRole("region")
    .filter({ has: page.getByRole("region", { name: "Artikeltext" }) })
    .last();
}

export async function previewMetric(page: Page, label: "Wörter" | "SEO-Score" | "Keywords"): Promise<number> {
  const value = previewRegion(page).locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
  return parseGermanInteger(await value.innerText());
}

export async function downloadText(download: Download): Promise<string> {
  return readFile(await download.path(), "utf8");
}

/** Splits an exported file into its YAML front matter lines and the Markdown body. */
export function splitExport(text: string): { frontMatter: string[]; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`Keine Front Matter gefunden:\n${text.slice(0, 300)}`);
  return { frontMatter: match[1]!.split("\n"), body: match[2]! };
}
