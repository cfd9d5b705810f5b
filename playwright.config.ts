import { defineConfig, devices } from "@playwright/test";

import { testChromiumExecutable, chromiumArgs } from "./tests/browser";
import { llmTestPorts } from "./tests/llm-server/ports.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
const llm = llmTestPorts({ ...process.env, E2E_PORT: String(port) });

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous limits: the suite must pass on a loaded two-core machine. Nothing here bounds a duration
  // the site is judged by; `npm run bench` measures those.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    locale: "de-AT",
    timezoneId: "Europe/Vienna",
    launchOptions: { executablePath: testChromiumExecutable(), args: chromiumArgs },
    trace: "off",
    // The service worker is tested in tests/e2e/offline.spec.ts, which allows it; elsewhere it would
    // precache in the background of every test and answer requests that tests intercept.
    serviceWorkers: "block",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
      },
      grep: /@mobile/,
    },
  ],
  webServer: [
    {
      // The real production server on the real build (npm test builds first).
      command: `node server/index.mjs`,
      url: `${baseURL}/robots.txt`,
      env: { PORT: String(port), HOST: "127.0.0.1", QUIET: "1" },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The OpenAI-compatible test server for the hub's language-model tests (tests/llm-server).
      command: `node tests/llm-server/server.mjs`,
      url: `${llm.origin}/v1/models`,
      env: { LLM_TEST_PORT: String(llm.port) },
      reuseExistingServer: false,
      timeout: 15_000,
    },
  ],
});
