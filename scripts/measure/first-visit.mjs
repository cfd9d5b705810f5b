// A first visit in a real browser, without scrolling: every request the page makes until it has
// hydrated and the network has been quiet, plus console errors, page errors and failed requests.
import { chromium } from "playwright-core";

import { chromiumArgs, chromiumExecutable } from "../../tests/browser.mjs";

/** Lighthouse's mobile screen (Moto G Power) and the desktop size the end-to-end tests use. */
export const VIEWPORTS = /** @type {const} */ ({
  mobile: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
});

export async function launchBrowser() {
  return chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
}

/**
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 * @param {{ viewport: keyof typeof VIEWPORTS, quietMs?: number, timeoutMs?: number }} options
 */
export async function firstVisit(browser, url, { viewport, quietMs = 500, timeoutMs = 20_000 }) {
  const { width, height, ...device } = VIEWPORTS[viewport];
  const context = await browser.newContext({ viewport: { width, height }, ...device, locale: "de-AT", serviceWorkers: "block" });
  const page = await context.newPage();
  /** @type {Array<{ url: string, resourceType: string, status: number | null }>} */
  const requests = [];
  /** @type {string[]} */
  const errors = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on("request", (request) => {
    inFlight++;
    lastActivity = Date.now();
    requests.push({ url: request.url(), resourceType: request.resourceType(), status: null });
  });
  page.on("requestfinished", async (request) => {
    const response = await request.response().catch(() => null);
    const entry = requests.findLast((candidate) => candidate.url === request.url());
    if (entry && response) entry.status = response.status();
    if (response && response.status() >= 400) errors.push(`HTTP ${response.status()} ${request.url()}`);
    settle();
  });
  page.on("requestfailed", (request) => {
    errors.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? "?"})`);
    settle();
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));

  let hydrated;
  try {
    await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
    hydrated = await page
      .waitForFunction(() => globalThis.document.documentElement.dataset.hydrated === "true", undefined, { timeout: timeoutMs })
      .then(() => true)
      .catch(() => false);
    // Whatever hydration starts (lazy chunks for sections in view, data) belongs to the first visit too.
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < quietMs)) {
      await page.waitForTimeout(50);
    }
  } finally {
    await context.close();
  }
  return { url, viewport, requests, errors, hydrated };
}
