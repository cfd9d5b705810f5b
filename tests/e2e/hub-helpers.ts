import { readFile } from "node:fs/promises";

import type { Download, Locator, Page } from "@playwright/test";

import { expect, waitForHydration } from "./fixtures";

export const HUB_STORAGE_KEY = "labubu-hub:v3";
/** Where version 1 kept the hub; it is migrated on first read. */
export const HUB_LEGACY_STORAGE_KEY = "labubu-hub:v1";

/**
 * The browser's clock in hub tests: the hub plans, drafts and warns by the date, so every hub test
 * runs on a date it sets instead of the real one (Playwright's clock, flowing from that moment).
 * The automation tests also run on other dates across the year (hub-automation.spec.ts).
 */
export const HUB_TEST_NOW = "2026-11-24T10:00:00+01:00";

/** The generator's six steps (6 × GENERATION_STEP_MS, app/features/hub/generator/generator.ts). */
export const GENERATION_MS = 6 * 800;
/** How often the automation looks for due slots (TICK_MS, app/features/hub/automation/clock.ts). */
export const TICK_MS = 30_000;
/** How long the model may take for its first token (FIRST_TOKEN_TIMEOUT_MS, app/features/hub/model/client.ts). */
export const FIRST_TOKEN_TIMEOUT_MS = 120_000;

/**
 * Opens the hub with the browser's clock set to `now` (default HUB_TEST_NOW) and flowing from there.
 * The hub's timers are real; a test that is not about timing runs the clock through them
 * (`finishGeneration`, `runAutomation`) instead of waiting.
 */
export async function openHub(page: Page, options: { now?: string } = {}) {
  await page.clock.install({ time: new Date(options.now ?? HUB_TEST_NOW) });
  await page.goto("/ai-content");
  await waitForTools(page);
}

/**
 * The editor-mode hub at `origin` with the editor's key entered; `now` installs the browser's clock
 * as `openHub` does.
 */
export async function openEditorHub(page: Page, { origin, token, now }: { origin: string; token: string; now?: string }) {
  if (now) await page.clock.install({ time: new Date(now) });
  await page.goto(`${origin}/ai-content`);
  await waitForHydration(page);
  await page.getByRole("region", { name: "Werkzeuge" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("tab", { name: "Content Generator" })).toBeVisible({ timeout: 30_000 });
  // The key field appears once the hub knows it runs in the editor mode: fill waits for it.
  const key = page.getByLabel("Redaktionsschlüssel");
  await key.fill(token);
  await key.blur();
}

/** Runs the page's clock through the generator's six steps: the draft started just now is done. */
export async function finishGeneration(page: Page) {
  await page.clock.runFor(GENERATION_MS);
}

/**
 * Moves the page's clock to the automation's next look (a jump: `runFor` would also run every
 * animation frame of half a minute), then through the six steps of a draft that look starts.
 */
export async function nextAutomationLook(page: Page) {
  await page.clock.fastForward(TICK_MS);
  await page.clock.runFor(GENERATION_MS);
}

/** Runs the automation look by look until `done` holds, at most `looks` times. */
export async function runAutomationUntil(page: Page, done: () => Promise<boolean>, looks = 8) {
  for (let look = 0; look < looks; look++) {
    if (await done()) return;
    await nextAutomationLook(page);
  }
  await expect.poll(done, { timeout: 20_000 }).toBe(true);
}

/** Reloads and waits until the tools (their own chunk, loaded after hydration) are there again. */
export async function reloadHub(page: Page) {
  await page.reload();
  await waitForTools(page);
}

async function waitForTools(page: Page) {
  await waitForHydration(page);
  // The tools load when they come near the viewport (or at the first interaction): scroll to them.
  await page.getByRole("region", { name: "Werkzeuge" }).scrollIntoViewIfNeeded();
  // Generous: on a machine saturated by other jobs the lazy chunk can take a while.
  await expect(page.getByRole("tab", { name: "Content Generator" })).toBeVisible({ timeout: 30_000 });
}

/**
 * Pauses the browser's clock (installed flowing by `openHub`) a moment ahead of the latest time of every
 * tab in the page's context (Playwright's clock is the context's). On a loaded machine more than that
 * moment can pass between reading the time and pausing, and Playwright refuses to pause in the past; but
 * it stops every tab's clock before it refuses, so a second reading is frozen and the second pause holds,
 * however slow the machine is.
 */
export async function pauseClock(page: Page, lead = 1_000) {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const times = await Promise.all(
      page
        .context()
        .pages()
        .map((tab) => tab.evaluate(() => Date.now())),
    );
    try {
      await page.clock.pauseAt(Math.max(...times) + lead);
      return;
    } catch (error) {
      if (!String(error).includes("fast-forward to the past")) throw error;
    }
  }
  throw new Error("Die Uhr der Seite ließ sich nicht anhalten.");
}

/** Moves the browser's clock to `iso` without firing the timers in between (the hub reads the time from it). */
export async function setHubNow(page: Page, iso: string) {
  await page.clock.setSystemTime(new Date(iso));
}

/**
 * How many times the automation has looked for due slots (the automation tab's
 * `data-automation-checks`): a test waits for looks after it moved the clock, not for a fixed time.
 */
export async function automationChecks(page: Page): Promise<number> {
  return Number(await page.locator("[data-automation-checks]").getAttribute("data-automation-checks"));
}

/** The page's today in Vienna as "YYYY-MM-DD", like the hub computes it (by the page's clock). */
export async function viennaToday(page: Page): Promise<string> {
  return page.evaluate(() =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna", year: "numeric", month: "2-digit", day: "2-digit" }).format(
      new Date(),
    ),
  );
}

/** The rows of the automation tab's plan. */
export function scheduleRows(page: Page): Locator {
  return page.getByRole("list", { name: "Geplante Artikel" }).locator(":scope > li");
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
  await finishGeneration(page);
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
  // The innermost region with the draft's export button: the preview card (the tools section is a region too).
  return page
    .getByRole("region")
    .filter({ has: page.getByRole("button", { name: "Exportieren", exact: true }) })
    .last();
}

export async function previewMetric(page: Page, label: "Wörter" | "SEO-Score" | "Keywords"): Promise<number> {
  const value = previewRegion(page).locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
  return parseGermanInteger(await value.innerText());
}

/** The analysis panels beside the preview. */
export function seoPanel(page: Page): Locator {
  return page.getByRole("region", { name: "SEO-Analyse" });
}

export function readabilityPanel(page: Page): Locator {
  return page.getByRole("region", { name: "Lesbarkeit" });
}

/** "SEO-Score 62 von 100: okay" → { score: 62, band: "okay" } */
export async function panelScore(page: Page): Promise<{ score: number; band: string }> {
  const text = await seoPanel(page)
    .getByText(/^SEO-Score \d+ von 100: /)
    .innerText();
  const match = /^SEO-Score (\d+) von 100: (\S+)$/.exec(text.trim());
  if (!match) throw new Error(`Unerwartete Score-Zeile: ${text}`);
  return { score: Number(match[1]), band: match[2]! };
}

/** The line of one check in a panel, e.g. "Keyphrase im SEO-Titel". */
export function checkLine(panel: Locator, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return panel.getByRole("listitem").filter({ hasText: new RegExp(`^(Gut|Verbesserungswürdig|Problem): ${escaped}:`) });
}

/** Waits until the panels show the analysis of the current text. */
export async function waitForAnalysis(page: Page) {
  await expect(seoPanel(page).getByText(/^SEO-Score \d+ von 100: /)).toBeVisible();
  await expect(page.getByText("Die Analyse wird aktualisiert …")).toHaveCount(0);
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

/** Fails the test if any payload manages to run: no dialog may open and no marker may be set. */
export async function guardAgainstScript(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return async () => {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as Window & { __xss?: unknown }).__xss)).toBeUndefined();
    const injected = await page.evaluate(() => ({
      scripts: document.querySelectorAll("main script").length,
      images: document.querySelectorAll('main img, img[src="x"]').length,
      handlers: document.querySelectorAll("[onerror], [onload], [onclick], [onmouseover]").length,
      javascriptLinks: document.querySelectorAll('a[href^="javascript" i]').length,
      foreignSvg: document.querySelectorAll("main svg:not([aria-hidden='true'])").length,
    }));
    expect(injected).toEqual({ scripts: 0, images: 0, handlers: 0, javascriptLinks: 0, foreignSvg: 0 });
  };
}
