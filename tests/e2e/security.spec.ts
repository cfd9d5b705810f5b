import type { Page } from "@playwright/test";

import { fixedPages } from "./article-files";
import { expect, test, waitForHydration } from "./fixtures";

/** Every page a visitor can reach; an unknown path (served the 404 page) separately. */
const pages = [...fixedPages, "/ratgeber/kategorie/guides", "/ratgeber/labubu-faelschung-erkennen"];
const notFoundPath = "/gibt-es-nicht/sicher";
/** Chromium reports the 404 status of the page itself as a console error; that one is the point. */
const notFoundConsole = /status of 404/;

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

/** The policy is strict and the page (scrolled through, hydrated) runs without a single violation. */
function policyHolds(path: string) {
  test(`${path}: strict policy, and the page runs without a single violation`, async ({ page }) => {
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
  });
}

test.describe("Content-Security-Policy", () => {
  for (const path of pages) policyHolds(path);

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
