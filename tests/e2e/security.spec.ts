import type { Page } from "@playwright/test";

import { articleCategoriesInUse, articleHeads, fixedPages } from "./article-files";
import { expect, test, waitForHydration } from "./fixtures";

/** Every page a visitor can reach; an unknown path (served the 404 page) separately. */
const pages = [
  ...fixedPages,
  "/sammlung/tausch",
  ...articleCategoriesInUse.map((category) => `/ratgeber/kategorie/${category}`),
  ...articleHeads.map((article) => `/ratgeber/${article.slug}`),
];
const notFoundPath = "/gibt-es-nicht/sicher";
/** Chromium reports the 404 status of the page itself as a console error; that one is the point. */
const notFoundConsole = /status of 404/;
/** The 404 page logs the missing path as a warning, as the spec asks; no other page warns. */
const notFoundWarning = /^404: Seite nicht gefunden:/;
/**
 * The test harness's own word, not the page's: the end-to-end tests block service workers
 * (playwright.config.ts), and Playwright says so in the page's console. The worker under the policy,
 * registered for real, is checked once below.
 */
const harnessWarning = /^Service Worker registration blocked by Playwright$/;

type Violation = { directive: string; blockedURI: string; sample: string };

/** Records CSP violations from the very start of every document (init scripts are not subject to CSP). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const store: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = store;
    document.addEventListener("securitypolicyviolation", (event) => {
      store.push({ directive: event.effectiveDirective, blockedURI: event.blockedURI, sample: event.sample });
    });
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);

/**
 * The policy is strict and the page (scrolled through, hydrated) runs without a single violation,
 * and without a console warning: Chromium warns about every header value it cannot use (a
 * Permissions-Policy feature it does not know) on every page.
 */
function policyHolds(path: string) {
  test(`${path}: strict policy, and the page runs without a single violation or console warning`, async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning" && !notFoundWarning.test(message.text()) && !harnessWarning.test(message.text()))
        warnings.push(message.text());
    });
    await recordViolations(page);
    const response = await page.goto(path);
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[\w+/=]+')+;/);
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    await waitForHydration(page);
    // Scroll through the page so lazily loaded sections and their styles come in too.
    await page.evaluate(async () => {
      for (let y = 0; y <= document.body.scrollHeight; y += 400) {
        window.scrollTo({ top: y, behavior: "instant" });
        // Hold each position for a rendered frame, so the lazy sections see it however slow the machine.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
    // The inline stylesheet is allowed by its hash: the skip link is styled (visually hidden).
    const skipLink = page.getByRole("link", { name: "Zum Inhalt springen" });
    expect(await skipLink.evaluate((el) => getComputedStyle(el).position)).toBe("absolute");
    expect(warnings).toEqual([]);
  });
}

test.describe("Content-Security-Policy", () => {
  for (const path of pages) policyHolds(path);

  test.describe("with the service worker registered", () => {
    test.use({ serviceWorkers: "allow" });
    policyHolds("/sammlung");
  });

  test.describe("on the 404 page", () => {
    test.use({ allowConsoleErrors: [[notFoundConsole], { scope: "test" }] });
    policyHolds(notFoundPath);
  });

  test.describe("blocks what an attacker might inject", () => {
    // (A list option is passed as [value, options]; a bare array would be read as that pair.)
    test.use({ allowConsoleErrors: [[/Content Security Policy/, /Refused to/], { scope: "test" }] });

    test("an inline script, an inline event handler, eval, a foreign script and an injected style do not run", async ({
      page,
    }) => {
      await recordViolations(page);
      await page.goto("/");
      await waitForHydration(page);

      const outcome = await page.evaluate(async () => {
        const w = window as unknown as Record<string, unknown>;
        const script = document.createElement("script");
        script.textContent = "window.__injectedScript = true;";
        document.body.append(script);

        const button = document.createElement("button");
        button.setAttribute("onclick", "window.__injectedHandler = true");
        document.body.append(button);
        button.click();

        // Code evaluated by the test driver itself may eval; code running later in the page may not.
        setTimeout(() => {
          try {
            (0, eval)("window.__injectedEval = true");
          } catch (error) {
            w.__evalError = (error as Error).name;
          }
        }, 0);
        setTimeout("window.__injectedTimerString = true", 0);

        const foreign = document.createElement("script");
        foreign.src = "https://evil.example/steal.js";
        document.body.append(foreign);

        const style = document.createElement("style");
        style.textContent = "body { visibility: hidden !important; }";
        document.head.append(style);

        // Timers with the same delay run in order: this one runs after the two above.
        await new Promise((resolve) => setTimeout(resolve, 0));
        return {
          script: w.__injectedScript === true,
          handler: w.__injectedHandler === true,
          eval: w.__injectedEval === true,
          evalError: w.__evalError,
          timerString: w.__injectedTimerString === true,
          bodyVisibility: getComputedStyle(document.body).visibility,
        };
      });

      expect(outcome).toEqual({
        script: false,
        handler: false,
        eval: false,
        evalError: "EvalError",
        timerString: false,
        bodyVisibility: "visible",
      });
      // Violation reports are queued as events: wait for them rather than reading once.
      await expect
        .poll(async () => (await violations(page)).map((v) => v.directive))
        .toEqual(expect.arrayContaining(["script-src-elem", "script-src-attr", "script-src", "style-src-elem"]));
      await expect
        .poll(async () => (await violations(page)).some((v) => v.blockedURI.startsWith("https://evil.example")))
        .toBe(true);
    });

    test("the site cannot be framed", async ({ page, request }) => {
      const response = await request.get("/");
      expect(response.headers()["x-frame-options"]).toBe("DENY");
      // An attacker's page (about:blank here, another origin) tries to embed the home page. setContent
      // waits for the embedding page's load event, which comes only after the frame has loaded (or failed).
      await page.setContent(`<iframe src="${response.url()}" title="Fremde Seite"></iframe>`);
      const frame = page.frames().find((f) => f !== page.mainFrame());
      expect(frame).toBeTruthy();
      // A blocked frame stays on an error document: none of the site's content is inside.
      const framedText = await frame!.evaluate(() => document.documentElement?.textContent ?? "").catch(() => "");
      expect(framedText).not.toContain("Zum Inhalt springen");
    });
  });
});

test.describe("other sites", () => {
  // Chromium logs each load the policy blocks as an error; those are the point here.
  test.use({ allowConsoleErrors: [[/ERR_BLOCKED_BY_RESPONSE/], { scope: "test" }] });

  test("may show the share image and the icons, and load nothing else of the site", async ({ page, baseURL }) => {
    // An attacker's or a chat app's page: about:blank has an opaque origin, so every load is cross-origin.
    const images = ["/og-image.png", "/apple-touch-icon.png", "/favicon.svg"];
    await page.setContent(images.map((src) => `<img src="${baseURL}${src}" alt="">`).join(""));
    const loaded = await page.evaluate(() =>
      Promise.all(
        [...document.images].map((image) =>
          image.decode().then(
            () => image.naturalWidth > 0,
            () => false,
          ),
        ),
      ),
    );
    expect(loaded).toEqual([true, true, true]);
    const others = ["/", "/robots.txt", "/site.webmanifest", "/ratgeber", "/gibt-es-nicht"];
    const outcomes = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map((url) =>
            fetch(url, { mode: "no-cors" }).then(
              () => "geladen",
              () => "blockiert",
            ),
          ),
        ),
      others.map((path) => `${baseURL}${path}`),
    );
    expect(outcomes).toEqual(others.map(() => "blockiert"));
  });
});

test.describe("the 404 page", () => {
  test.use({ allowConsoleErrors: [[notFoundConsole], { scope: "test" }] });

  test("marks its English heading and link as English inside the German page (WCAG 3.1.2)", async ({ page }) => {
    await page.goto(notFoundPath);
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("de-AT");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("lang", "en");
  });
});

test.describe("security headers", () => {
  test("are present on a page, an asset and the 404 page", async ({ page, request }) => {
    await page.goto("/");
    // The deferred hydration adds the modulepreload links only after the first paint: wait for one.
    const asset = await page.locator('link[rel="modulepreload"]').first().getAttribute("href");
    expect(asset).toMatch(/^\/assets\//);
    for (const path of ["/", asset!, "/gibt-es-nicht"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }
  });
});
