import path from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { SITES, siteDir } from "./sites.mjs";
import { chromiumArgs, testChromiumExecutable } from "../browser";

// The growth tests (docs/site.md, "The site at 1,000 articles"): two fixture builds with few and with many
// articles, compared file by file, and the many-article site served by the real server. One step of
// its own, run after the end-to-end tests:
//   npx playwright test -c tests/growth/playwright.config.ts
// Its web server builds both sites first (into build/growth/; build/client stays as it is), then
// serves the larger one on GROWTH_PORT (default E2E_PORT + 2).
const port = Number(process.env.GROWTH_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: ".",
  outputDir: path.resolve("test-results/growth"),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: path.resolve("test-results/growth.json") }]],
  use: {
    baseURL,
    locale: "de-AT",
    timezoneId: "Europe/Vienna",
    launchOptions: { executablePath: testChromiumExecutable(), args: chromiumArgs },
    trace: "off",
    // As in the end-to-end tests: the service worker would precache in the background of every page.
    serviceWorkers: "block",
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
  },
  webServer: {
    command: "node tests/growth/sites.mjs && node server/index.mjs",
    cwd: path.resolve(import.meta.dirname, "../.."),
    url: `${baseURL}/robots.txt`,
    env: { PORT: String(port), HOST: "127.0.0.1", QUIET: "1", SITE_ROOT: path.join(siteDir(SITES.many), "client") },
    reuseExistingServer: false,
    // Two builds on a machine others use too.
    timeout: 900_000,
    stdout: "pipe",
  },
});
