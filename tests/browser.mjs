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

/**
 * The browser for end-to-end tests: Chromium's headless shell when it is installed (Debian:
 * chromium-headless-shell; CHROME_HEADLESS_SHELL_PATH overrides), else the full browser. The shell
 * renders with the same engine and version but without the browser's UI layers, which costs far less
 * CPU per page on a small machine. Lighthouse and the bench keep the full browser
 * (`chromiumExecutable`), so what they measure is what a visitor's Chrome does.
 * @returns {string}
 */
export function testChromiumExecutable() {
  const candidates = [process.env.CHROME_HEADLESS_SHELL_PATH, "/usr/bin/chromium-headless-shell"];
  const found = candidates.find((candidate) => Boolean(candidate) && existsSync(/** @type {string} */ (candidate)));
  return found ?? chromiumExecutable();
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
