import { existsSync } from "node:fs";

/** System Chromium (CHROME_PATH, then /usr/bin/chromium); Playwright never downloads a browser here. */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  const found = candidates.find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate!));
  if (!found) {
    throw new Error(
      "Kein Chromium gefunden. Setzen Sie CHROME_PATH oder installieren Sie Chromium (Debian: apt-get install -y chromium; sonst: npx playwright install chromium).",
    );
  }
  return found;
}

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
