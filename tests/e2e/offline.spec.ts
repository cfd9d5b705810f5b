import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { type Page, chromium } from "@playwright/test";

import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { articleHeads } from "./article-files";
import { firstHitsRight, qualityReport } from "./search-quality";
import { queryHalves } from "../search/collector-query-set.mjs";
import { freePort } from "../../scripts/free-port.mjs";
import { writeServiceWorker } from "../../scripts/service-worker.mjs";
import { chromiumArgs, testChromiumExecutable } from "../browser";

// The offline app (docs/decisions/0032) in a real browser with the real service worker: these tests
// allow it (the other specs block it, playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const ARTICLE = "/ratgeber/labubu-faelschung-erkennen";
const offlineHeading = (page: Page) =>
  page.getByRole("heading", { level: 1, name: "Diese Seite ist ohne Verbindung nicht verfügbar" });

/** Waits until the service worker is active (it has precached everything by then). */
async function workerActive(page: Page) {
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe("activated");
}

/**
 * Waits until every file the search needs offline is in the caches, not only asked for: the worker answers a
 * CACHE_URLS message when its responses are there, and writes them to the cache a little later.
 */
async function searchKeptWhole(page: Page) {
  const { files } = (await (await page.request.get("/pagefind/offline.json")).json()) as { files: string[] };
  const needed = ["/pagefind/current.json", "/pagefind/fragments.json", ...files];
  await expect
    .poll(async () => {
      const cached = new Set(await cachedUrls(page));
      return needed.filter((file) => !cached.has(file));
    })
    .toEqual([]);
}

/** Every address in the page's caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

test.describe("offline", () => {
  // The browser reports each request that finds no network (the data of a page that is not on the device).
  test.use({ allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

  test("after one online visit the tools, a read article and the search work offline; other pages show the offline page", async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto("/");
    await waitForHydration(page);
    await workerActive(page);
    // Read one article online: it is kept with its text for the search.
    await page.goto(ARTICLE);
    await waitForHydration(page);
    await expect
      .poll(async () => (await cachedUrls(page)).filter((url) => url.startsWith("/pagefind/fragment/")).length)
      .toBeGreaterThan(8);
    await expect.poll(async () => (await cachedUrls(page)).includes(ARTICLE)).toBe(true);
    await searchKeptWhole(page);

    await context.setOffline(true);

    // Mark a figure.
    await page.goto("/sammlung");
    await waitForHydration(page);
    await expect(page.locator("[data-collection-status=ready]")).toBeVisible();
    await page.getByLabel("Sisi (Have a Seat): habe ich", { exact: true }).check();
    await expect(page.locator('[data-series="have-a-seat"] [data-progress]')).toContainText("1 von 6");

    // Answer the check.
    await page.goto("/echtheit-pruefen");
    await waitForHydration(page);
    for (const radio of await page.getByRole("radio", { name: "Ja" }).all()) await radio.check();
    await expect(page.getByRole("status").first()).toContainText("Wahrscheinlich echt");

    // Compute a set, then weigh boxes against singles.
    await page.goto("/set-rechner");
    await waitForHydration(page);
    await page.getByLabel("Reguläre Figuren im Set", { exact: true }).fill("6");
    await page.getByLabel("Chance auf die Secret-Figur", { exact: true }).fill("keine");
    await page.getByLabel("Preis pro Box in Euro", { exact: true }).fill("12");
    await page.getByLabel("Davon haben Sie schon", { exact: true }).fill("3");
    await page.getByLabel("Preis pro fehlender Figur (€)", { exact: true }).fill("40");
    const comparison = page.locator("[data-boxes-or-singles]");
    await expect(comparison).toContainText("im Schnitt 11 Boxen, rund € 132");
    await expect(comparison).toContainText("Einzeln kaufen ist im Schnitt um rund € 12 günstiger.");
    await expect(comparison).toContainText(
      "solange höchstens drei Figuren fehlen; ab vier fehlenden sind Boxen im Schnitt günstiger",
    );

    await page.goto("/serien");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // A page never visited: the offline page, whose links lead to what works.
    await page.goto("/impressum");
    await expect(offlineHeading(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.locator("[data-offline-screen]").getByRole("link", { name: "Meine Sammlung", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Meine Sammlung" })).toBeVisible();

    // The hub is never cached: offline it is the offline page, and no cache holds any of it.
    await page.goto("/ai-content");
    await expect(offlineHeading(page)).toBeVisible();
    const urls = await cachedUrls(page);
    expect(urls.filter((url) => /ai-content|hub-tools|analysis\.worker/.test(url))).toEqual([]);

    // The search finds the article read before, and says it shows only what is stored.
    await page.goto("/suche?q=F%C3%A4lschung");
    await waitForHydration(page);
    await expect(page.locator("[data-search-offline]")).toContainText("nur Seiten, die auf diesem Gerät gespeichert sind");
    await expect(page.getByRole("link", { name: /Labubu Fälschung erkennen: So prüfen Sie Ihre Figur/ })).toBeVisible();

    // The read article, and a client-side navigation from it that cannot load offline.
    await page.goto(ARTICLE);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Labubu Fälschung erkennen");
    await page.getByRole("link", { name: /Kategorie: / }).click();
    await expect(offlineHeading(page)).toBeVisible();
  });

  test("an article read and left before the worker took over is kept offline, and the search works offline from the first visit", async ({
    page,
    context,
  }) => {
    test.slow();
    // The article is the first page, and gets no worker: as when a visitor moves on before it has installed.
    await page.addInitScript(() => {
      if (location.pathname.startsWith("/ratgeber/"))
        Object.defineProperty(ServiceWorkerContainer.prototype, "register", { value: () => new Promise(() => {}) });
    });
    await page.goto(ARTICLE);
    await waitForHydration(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("labubu-offline-gelesen"))).toContain(ARTICLE);

    // The next page registers the worker; it never controls this page (the first visit), yet keeps both.
    await page.goto("/");
    await waitForHydration(page);
    await workerActive(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await expect.poll(async () => (await cachedUrls(page)).includes(ARTICLE)).toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("labubu-offline-gelesen"))).toBeNull();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("labubu-suche-offline"))).not.toBeNull();
    await searchKeptWhole(page);

    await context.setOffline(true);
    await page.goto(ARTICLE);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Labubu Fälschung erkennen");
    // Never searched online, and the search still answers offline, the article read before among its results.
    await page.goto("/suche?q=F%C3%A4lschung");
    await waitForHydration(page);
    await expect(page.locator("[data-search-offline]")).toContainText("nur Seiten, die auf diesem Gerät gespeichert sind");
    await expect(page.getByRole("link", { name: /Labubu Fälschung erkennen: So prüfen Sie Ihre Figur/ })).toBeVisible();
  });
});

test.describe("offline search", () => {
  test.use({ allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

  test("the held-out queries bring the same first hits offline as online, once the pages are on the device", async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto("/");
    await waitForHydration(page);
    await workerActive(page);
    // Every article read once: its text is kept for the search (docs/decisions/0032).
    for (const { slug } of articleHeads) {
      await page.goto(`/ratgeber/${slug}`);
      await waitForHydration(page);
      await expect.poll(async () => (await cachedUrls(page)).includes(`/ratgeber/${slug}`)).toBe(true);
    }
    await expect.poll(async () => (await cachedUrls(page)).includes("/pagefind/vocabulary.json")).toBe(true);
    const { heldOut } = queryHalves();
    await page.goto("/suche");
    await waitForHydration(page);
    const online = await firstHitsRight(page, heldOut);

    await context.setOffline(true);
    await page.goto("/suche");
    await waitForHydration(page);
    const offline = await firstHitsRight(page, heldOut);
    console.log(
      [qualityReport("zurückgehaltene Hälfte, online", online), qualityReport("zurückgehaltene Hälfte, offline", offline)].join(
        "\n",
      ),
    );
    // The same query logic runs offline: the same first hits.
    expect(offline.wrong).toEqual(online.wrong);
  });
});

test("the offline page says what works without a connection @mobile", async ({ page }) => {
  await page.goto("/offline");
  await expect(offlineHeading(page)).toBeVisible();
  for (const name of ["Meine Sammlung", "Echtheit prüfen", "Set-Rechner", "Serienkatalog", "Suche", "Startseite"]) {
    await expect(page.locator("[data-offline-screen]").getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expectNoAxeViolations(page);
});

test("the web manifest passes Chromium's installability check", async ({ baseURL }, testInfo) => {
  const profile = await mkdtemp(path.join(os.tmpdir(), "labubu-install-"));
  // Installability is not checked in incognito profiles: a persistent one, as a visitor's browser has.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: testChromiumExecutable(),
    args: chromiumArgs,
    baseURL,
    locale: "de-AT",
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/sammlung");
    await waitForHydration(page);
    await workerActive(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    await testInfo.attach("installability", { body: JSON.stringify({ manifest, installabilityErrors }, null, 2) });
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

/** The real server on a copy of the build, so the test can deploy a new version under the same address. */
function serve(root: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server/index.mjs"], {
    env: { ...process.env, SITE_ROOT: root, PORT: String(port), HOST: "127.0.0.1", QUIET: "1" },
    stdio: "ignore",
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 20_000;
    const probe = () =>
      fetch(`http://127.0.0.1:${port}/robots.txt`)
        .then(() => resolve(child))
        .catch(() => (Date.now() > deadline ? reject(new Error("server did not start")) : setTimeout(probe, 100)));
    probe();
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

test("a new version is offered and applied only when the visitor agrees, keeping what was typed", async ({ browser }) => {
  test.slow();
  // A port of its own, chosen now: E2E_PORT + 3 could be another server's (npm test picks the others at random).
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dir = await mkdtemp(path.join(os.tmpdir(), "labubu-update-"));
  const root = path.join(dir, "client");
  await cp(path.resolve("build/client"), root, { recursive: true });
  let server = await serve(root, port);
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: "allow" });
  try {
    const page = await context.newPage();
    await page.goto("/set-rechner");
    await waitForHydration(page);
    await workerActive(page);
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // A new deploy: the offline page's text changes, and the worker is generated again from the build.
    await stop(server);
    const offlineFile = path.join(root, "offline", "index.html");
    const marker = "Das funktioniert auch ohne Verbindung";
    await writeFile(offlineFile, (await readFile(offlineFile, "utf8")).replace(marker, `${marker} – neue Version`));
    await Promise.all([".br", ".gz"].flatMap((ext) => [rm(`${offlineFile}${ext}`), rm(path.join(root, `sw.js${ext}`))]));
    await writeServiceWorker(root, { log: () => {} });
    server = await serve(root, port);

    const field = page.getByLabel("Reguläre Figuren im Set", { exact: true });
    await field.fill("9");
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    // The browser looks for a new worker on navigations and at least daily; here, at once.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.locator("[data-update-prompt=shown]");
    await expect(prompt).toContainText("Neue Version verfügbar");
    const servedOffline = () => page.evaluate(async () => (await fetch("/offline")).text());
    // Offered, not applied: the old worker still answers, the page was not reloaded, the input is there.
    expect(await servedOffline()).not.toContain("neue Version");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(field).toHaveValue("9");
    await expectNoAxeViolations(page);

    await prompt.getByRole("button", { name: "Später" }).click();
    await expect(page.locator("[data-update-prompt=hidden]")).toBeAttached();
    expect(await servedOffline()).not.toContain("neue Version");

    // On the next page the offer comes back; accepting it switches and reloads this tab.
    await page.reload();
    await waitForHydration(page);
    const reloaded = page.waitForEvent("load");
    await page.locator("[data-update-prompt=shown]").getByRole("button", { name: "Jetzt aktualisieren" }).click();
    await reloaded;
    await waitForHydration(page);
    expect(await servedOffline()).toContain("neue Version");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
    await expect(page.getByLabel("Reguläre Figuren im Set", { exact: true })).toHaveValue("9");
  } finally {
    await context.close();
    await stop(server);
    await rm(dir, { recursive: true, force: true });
  }
});
