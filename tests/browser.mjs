// The one place that finds the browser for end-to-end tests, Lighthouse and the budgets:
// plain JavaScript so Node scripts (bench/, scripts/) and the TypeScript test setup share it.
import { existsSync } from "node:fs";

/**
 * System Chromium (CHROME_PATH, then the usual Debian/Ubuntu paths); Playwright never downloads a browser here.
 * @returns {string}
 */
export function chromiumExecutable() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  const found = candidates.find((candidate) => Boolean(candidate) && existsSync(/** @type {string} */ (candidate)));
  if (!found) {
    throw new Error(
      "Kein Chromium gefunden. Setzen Sie CHROME_PATH oder installieren Sie Chromium (Debian: apt-get install -y chromium; sonst: npx playwright install chromium).",
    );
  }
  return found;
}

/** Flags for a closed network and a small container (see the toolchain notes); headless mode is added by the caller. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
