// The editor mode (`npm run hub`, docs/decisions/0033 and 0034) on a temporary copy of the project
// with its own Git repository and a bare repository as its remote: a draft published from the hub
// is a commit, pushed, and its page is live, listed, in the sitemap and in the search; a revision
// changes the page; a withdrawn article answers 404 everywhere; a scheduled one appears only once
// the server's clock (a file the test writes) passes its time. The write API refuses what it must
// and writes nothing then; the default server and the static build have no write path.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";

import { metadataIn, testPhoto } from "../support/test-photos.mjs";

import { EDITOR_API } from "../../app/features/hub/publishing/editor-contract";
import { benchDraft } from "../../bench/publish.mjs";
import { baseURL } from "../../playwright.config";
import { type EditorServer, projectRoot, startEditorServer } from "./editor-server";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import {
  finishGeneration,
  openEditorHub as openHub,
  generateButton,
  generatorForm,
  HUB_STORAGE_KEY,
  HUB_TEST_NOW,
  previewRegion,
  runAutomationUntil,
  scheduleRows,
  viennaToday,
} from "./hub-helpers";

const root = projectRoot;
// `npm test` picks a free port (scripts/test-all.mjs); run alone, the spec uses E2E_PORT + 5.
const port = Number(process.env.EDITOR_E2E_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 5);
const editor = `http://127.0.0.1:${port}`;
const TOKEN = "e2e-redaktion-85651166c88acfa6e4c9459c27ce1a4b";
const API = { publish: EDITOR_API.publish.path, withdraw: EDITOR_API.withdraw.path };
const SLUG = "redaktion-test-preisvergleich";
/** A list topic no published article covers (the generator offers only those), and a word of its draft for the search. */
const TOPIC = { category: "guides", title: "Preisvergleich: Österreich, Asien und die USA", keyphrase: "Labubu Preisvergleich" };
const SEARCHED = "Preisvergleich";
/** Another open list topic, for the automation's slot. */
const SLOT_TOPIC = "Labubu QR-Code prüfen: So geht es richtig";
const PAGE = `/ratgeber/${SLUG}`;
const LATER = "redaktion-test-geplant";

/** The editor's own photos (docs/decisions/0048): an article of its own, one photo. */
const PHOTO_SLUG = "redaktion-test-foto";
const FILE = "box-mit-gps.jpg";
const ALT = "Eine Labubu-Box von vorne auf einem Holztisch";

let work: string;
let articles: string;
let remote: string;
let clock: string;
let editorServer: EditorServer | undefined;

const git = (...args: string[]) => execFileSync("git", args, { cwd: work, encoding: "utf8" }).trim();
const remoteLog = () => execFileSync("git", ["--git-dir", remote, "log", "--format=%s", "main"], { encoding: "utf8" });
const setServerClock = (instant: Date) => writeFile(clock, instant.toISOString());

test.describe.configure({ mode: "serial" });
test.describe("editor mode", () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    editorServer = await startEditorServer({
      port,
      remote: true,
      env: async (copy) => {
        clock = path.join(copy, "uhr.txt");
        await writeFile(clock, new Date().toISOString());
        return {
          EDITOR_TOKEN: TOKEN,
          EDITOR_GIT_AUTHOR: "Redaktion <redaktion@example.at>",
          EDITOR_TICK_MS: "200",
          PUBLISH_CLOCK_FILE: clock,
        };
      },
    });
    ({ work, articles } = editorServer);
    remote = editorServer.remote!;
  });

  test.afterAll(async () => {
    await editorServer?.stop();
  });

  test("the default server and the static build have no write path", async ({ request }) => {
    const write = await request.post(`${baseURL}${API.publish}`, {
      headers: { Origin: baseURL, Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      data: { article: {} },
    });
    expect(write.status()).toBe(404);
    expect((await request.post(`${baseURL}${API.withdraw}`, { data: { slug: "x" } })).status()).toBe(404);
    expect(await (await request.get(`${baseURL}/ai-content/redaktionsmodus.json`)).json()).toEqual({ editor: false });
    expect(existsSync(path.join(root, "build/client/ai-content/api"))).toBe(false);
    expect(await (await request.get(`${editor}/ai-content/redaktionsmodus.json`)).json()).toEqual({ editor: true });
  });

  test("a missing or wrong key, a foreign Origin, a traversal slug and a 10 MB body are refused, and nothing is written", async ({
    request,
  }) => {
    const before = { files: await readdir(articles), log: git("log", "--oneline") };
    const post = (url: string, data: unknown, headers: Record<string, string> = {}) =>
      request.post(`${editor}${url}`, {
        headers: { Origin: editor, Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json", ...headers },
        data: typeof data === "string" ? data : JSON.stringify(data),
      });
    const refused = async (response: Awaited<ReturnType<typeof post>>, status: number, message: RegExp) => {
      expect(response.status()).toBe(status);
      expect((await response.json()).message).toMatch(message);
    };
    const missing = await request.post(`${editor}${API.withdraw}`, {
      headers: { Origin: editor, "Content-Type": "application/json" },
      data: { slug: "labubu-als-wertanlage" },
    });
    await refused(missing, 401, /Redaktionsschlüssel nötig/);
    await refused(
      await post(API.withdraw, { slug: "labubu-als-wertanlage" }, { Authorization: "Bearer falsch-falsch-falsch" }),
      401,
      /Redaktionsschlüssel ist falsch/,
    );
    await refused(
      await post(API.withdraw, { slug: "labubu-als-wertanlage" }, { Origin: "https://fremd.example" }),
      403,
      /fremden Seite/,
    );
    await refused(await post(API.withdraw, { slug: "../../../package" }), 400, /Adresse des Artikels ist ungültig/);
    await refused(await post(API.withdraw, { slug: "..%2F..%2Fpackage" }), 400, /Adresse des Artikels ist ungültig/);
    // "Veröffentlichen" may carry photos (docs/decisions/0048); any other request is at most 1 MB.
    await refused(await post(API.withdraw, `{"slug":"${"a".repeat(10 * 1024 * 1024)}"}`), 413, /zu groß/);
    await refused(
      await post(API.publish, { article: { title: "x", slug: "x-entwurf" } }),
      422,
      /kann so nicht veröffentlicht werden/,
    );
    expect(await readdir(articles)).toEqual(before.files);
    expect(git("log", "--oneline")).toBe(before.log);
    expect(git("status", "--porcelain", "--", "app")).toBe("");
  });

  test("a content build that fails leaves the site, the folder and the history as they were, and says what failed", async ({
    request,
  }) => {
    // Someone left an unusable file in the folder: the build refuses the folder, so nothing can go live.
    const broken = path.join(articles, "kaputt.md");
    await writeFile(broken, "kein Front-Matter\n");
    // The draft first: bundling it takes seconds, and a connection idle that long may be closed by the server
    // just as the request reuses it.
    const article = await benchDraft(root, "fehlschlag-test", 1);
    const before = {
      files: await readdir(articles),
      log: git("log", "--oneline"),
      list: await (await request.get(`${editor}/ratgeber`)).text(),
    };
    try {
      const response = await request.post(`${editor}${API.publish}`, {
        headers: { Origin: editor, Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
        data: JSON.stringify({ article }),
      });
      expect(response.status()).toBe(500);
      expect((await response.json()).message).toMatch(
        /Inhalts-Build ist fehlgeschlagen, die Website ist unverändert.*kaputt\.md: Das Front-Matter fehlt/s,
      );
      expect(await readdir(articles)).toEqual(before.files);
      expect(git("log", "--oneline")).toBe(before.log);
      expect(await (await request.get(`${editor}/ratgeber`)).text()).toBe(before.list);
      expect((await request.get(`${editor}/ratgeber/fehlschlag-test`)).status()).toBe(404);
    } finally {
      await rm(broken, { force: true });
    }
  });

  test("a draft published from the hub is a pushed commit, and its page is live, listed, in the sitemap and in the search", async ({
    page,
    request,
  }) => {
    test.slow();
    await openEditorHub(page);
    // In the editor mode the hub says where drafts are kept and shows the site's own articles, not sample data.
    const published = (await (await request.get(`${editor}/ai-content/kennzahlen.json`)).json()) as unknown[];
    await expect(page.getByText("Eigene Entwürfe im Browser, geteilte auf dem Redaktionsserver")).toBeVisible();
    await expect(page.getByText("Kennzahlen: veröffentlichte Artikel")).toBeVisible();
    const overview = page.getByRole("region", { name: "Überblick" });
    await expect(overview.getByRole("listitem").filter({ hasText: "Artikel gesamt" })).toHaveText(
      new RegExp(`^Artikel gesamt\\s*${published.length}\\s*\\d+ in den letzten sieben Tagen veröffentlicht$`),
    );
    await expect(overview).toContainText("die veröffentlichten Artikel dieser Website");
    await generateDraft(page, SLUG);
    await previewRegion(page).getByRole("button", { name: "Veröffentlichen" }).click();
    const done = previewRegion(page).getByRole("status").filter({ hasText: "Live:" });
    await expect(done).toContainText("ist veröffentlicht", { timeout: 60_000 });
    await expect(done.getByRole("link", { name: new RegExp(`Seite öffnen: ${PAGE}`) })).toHaveAttribute("href", PAGE);
    const title = /Live: „(.+)“ ist veröffentlicht/.exec(await done.innerText())![1]!;

    expect(git("log", "--format=%s")).toContain(`Publish article "${title}" (${PAGE})`);
    expect(remoteLog()).toContain(`Publish article "${title}" (${PAGE})`);
    const live = await request.get(`${editor}${PAGE}`);
    expect(live.status()).toBe(200);
    expect(await live.text()).toContain(title.replace(/&/g, "&amp;"));
    expect(await (await request.get(`${editor}/ratgeber`)).text()).toContain(`href="${PAGE}"`);
    expect(await (await request.get(`${editor}/sitemap.xml`)).text()).toContain(`${PAGE}</loc>`);
    // What changed lists it with the publication, built before its commit (docs/decisions/0071).
    const news = await (await request.get(`${editor}/neu`)).text();
    expect(news).toContain(`href="${PAGE}"`);
    expect(await (await request.get(`${editor}/feed.xml`)).text()).toContain(`${PAGE}"/>`);
    expect(await (await request.get(`${editor}${PAGE}.md`)).text()).toContain(`slug: "${SLUG}"`);
    await expectSearchHit(page, request, SEARCHED, PAGE, true);
    // The hub's figures and sentence fingerprints follow the page and the search.
    for (const file of HUB_FILES)
      await expect.poll(async () => (await request.get(`${editor}${file}`)).text(), { message: file }).toContain(`"${SLUG}"`);
  });

  test("a revision, a re-publication after withdrawal and a revision of that reach the page, its data, its twin and the search", async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await openEditorHub(page);
    const search = await context.newPage();
    // A revision of the live article adds a section.
    await reviseLiveArticle(page);
    await setCareSection(page, CARE[0], null);
    await publishUntilLive(page);
    expect(git("log", "-1", "--format=%s")).toMatch(new RegExp(`^Revise article ".+" \\(${PAGE}\\)$`));
    await expectServed(search, request, CARE[0], []);

    // Withdrawn, then published again under the same address with the section rewritten.
    await withdrawLiveArticle(page);
    await setCareSection(page, CARE[1], CARE[0]);
    await publishUntilLive(page);
    await expectServed(search, request, CARE[1], [CARE[0]]);

    // The same draft changed once more: a revision of that publication.
    await setCareSection(page, CARE[2], CARE[1]);
    await publishUntilLive(page);
    expect(git("log", "-1", "--format=%s")).toMatch(new RegExp(`^Revise article ".+" \\(${PAGE}\\)$`));
    await expectServed(search, request, CARE[2], [CARE[1]]);
  });

  test("a withdrawn article answers 404 and is gone from the lists, the sitemap and the search", async ({ page, request }) => {
    test.slow();
    await openEditorHub(page);
    const row = page
      .getByRole("list", { name: "Veröffentlichte Artikel" })
      .getByRole("listitem")
      .filter({ has: page.locator(`a[href="${PAGE}"]`) });
    await row.getByRole("button", { name: /Zurückziehen/ }).click();
    await row.getByRole("button", { name: "Ja, zurückziehen" }).click();
    await expect(page.getByText("ist zurückgezogen: Die Seite antwortet nun mit 404.")).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("list", { name: "Veröffentlichte Artikel" }).locator(`a[href="${PAGE}"]`)).toHaveCount(0);

    expect(git("log", "-1", "--format=%s")).toMatch(new RegExp(`^Withdraw article ".+" \\(${PAGE}\\)$`));
    expect(existsSync(path.join(articles, `${SLUG}.md`))).toBe(false);
    expect((await request.get(`${editor}${PAGE}`)).status()).toBe(404);
    expect((await request.get(`${editor}${PAGE}.md`)).status()).toBe(404);
    expect(await (await request.get(`${editor}/ratgeber`)).text()).not.toContain(PAGE);
    expect(await (await request.get(`${editor}/sitemap.xml`)).text()).not.toContain(PAGE);
    expect(await (await request.get(`${editor}/ai-content/veroeffentlicht.json`)).text()).not.toContain(SLUG);
    await expectSearchHit(page, request, SEARCHED, PAGE, false);
    for (const file of HUB_FILES)
      await expect.poll(async () => (await request.get(`${editor}${file}`)).text(), { message: file }).not.toContain(`"${SLUG}"`);
  });

  test("a planned slot's draft is published from the plan, and the slot says Veröffentlicht once its page is live", async ({
    page,
    request,
  }) => {
    test.slow();
    // Today's slot in the plan (the browser's clock: 10:00 in Vienna, past the slot's 09:00), drafted by the automation.
    await openEditorHub(page);
    await page.getByRole("tab", { name: "Automatisierung" }).click();
    await page.getByRole("switch", { name: "Automatisierung aktiv" }).click();
    await page.getByRole("button", { name: "Neuen Artikel planen" }).click();
    const dialog = page.getByRole("dialog", { name: "Neuen Artikel planen" });
    await dialog.getByLabel("Titel").fill(SLOT_TOPIC);
    await dialog.getByLabel("Veröffentlichung am").fill(await viennaToday(page));
    await dialog.getByRole("button", { name: "Artikel planen" }).click();
    await page.getByRole("switch", { name: "Automatisierung aktiv" }).click();
    const slot = scheduleRows(page).filter({ hasText: SLOT_TOPIC });
    await runAutomationUntil(page, async () => (await slot.getByText("Entwurf bereit", { exact: true }).count()) > 0);
    await expect(slot.getByText("Veröffentlicht", { exact: true })).toHaveCount(0);

    await slot.getByRole("button", { name: /^Zum Termin veröffentlichen/ }).click();
    await expect(slot.getByText("Veröffentlicht", { exact: true })).toBeVisible({ timeout: 60_000 });
    const href = await slot.getByRole("link", { name: /^Seite öffnen/ }).getAttribute("href");
    expect(href).toMatch(/^\/ratgeber\/[a-z0-9-]+$/);
    expect((await request.get(`${editor}${href}`)).status()).toBe(200);
    expect(git("log", "-1", "--format=%s")).toMatch(/^Publish article "Labubu QR-Code prüfen/);
  });

  test("a scheduled article is built nowhere until the server's clock reaches its time, then everywhere", async ({
    page,
    request,
  }) => {
    test.slow();
    const now = new Date();
    const due = new Date(now.getTime() + 3 * 24 * 3600_000);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna" }).format(due);
    await openEditorHub(page);
    await generateDraft(page, LATER);
    await previewRegion(page).getByLabel("Datum", { exact: true }).fill(day);
    await previewRegion(page).getByLabel("Uhrzeit", { exact: true }).fill("09:30");
    await previewRegion(page).getByRole("button", { name: "Einplanen" }).click();
    await expect(previewRegion(page).getByRole("status").filter({ hasText: "Eingeplant:" })).toContainText(
      "09:30 (Wiener Zeit)",
      {
        timeout: 60_000,
      },
    );
    expect(git("log", "-1", "--format=%s")).toMatch(
      new RegExp(`^Schedule article ".+" \\(/ratgeber/${LATER}\\) for ${day} 09:30 Vienna time$`),
    );
    await expectAbsent(request, LATER);

    // Moved to one minute before its time: still absent (the server looks every 200 ms).
    await setServerClock(new Date(Date.parse(`${day}T09:29:00${viennaOffset(due)}`)));
    await expect
      .poll(async () => (await request.get(`${editor}${EDITOR_API.status.path}`, { headers: auth() })).json())
      .toMatchObject({
        scheduled: [{ slug: LATER, day, time: "09:30" }],
      });
    await expectAbsent(request, LATER);

    await setServerClock(new Date(Date.parse(`${day}T09:30:00${viennaOffset(due)}`)));
    await expect.poll(async () => (await request.get(`${editor}/ratgeber/${LATER}`)).status(), { timeout: 60_000 }).toBe(200);
    expect(await (await request.get(`${editor}/ratgeber`)).text()).toContain(`href="/ratgeber/${LATER}"`);
    expect(await (await request.get(`${editor}/sitemap.xml`)).text()).toContain(`/ratgeber/${LATER}</loc>`);
    expect(await (await request.get(`${editor}/ratgeber/llms.txt`)).text()).toContain(`/ratgeber/${LATER}.md`);
  });

  test("a browser that visited before a publication finds the new article on / and in the search without accepting anything", async ({
    browser,
    request,
  }) => {
    test.slow();
    // A returning visitor (docs/decisions/0044): the service worker installed, the search used once.
    const context = await browser.newContext({ baseURL: editor, serviceWorkers: "allow" });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await waitForHydration(page);
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe("activated");
      await page.goto("/suche?q=Labubu");
      await waitForHydration(page);
      await expect(page.getByRole("list", { name: "Suchergebnisse" })).toBeVisible();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

      const slug = "redaktion-test-frisch";
      const article = await benchDraft(root, slug, 7);
      const response = await request.post(`${editor}${API.publish}`, {
        headers: { Origin: editor, ...auth(), "Content-Type": "application/json" },
        data: JSON.stringify({ article }),
      });
      expect(response.status()).toBe(200);
      const href = `/ratgeber/${slug}`;
      const title = String((article as { title?: unknown }).title);

      // Within 10 s of the answer "live", without reloading by hand or accepting a new version.
      const started = Date.now();
      const within = () => ({ timeout: Math.max(1_000, 10_000 - (Date.now() - started)), intervals: [250] });
      await expect
        .poll(async () => {
          await page.goto("/");
          return page.locator(`main a[href="${href}"]`).count();
        }, within())
        .toBeGreaterThan(0);
      await expect
        .poll(async () => {
          await page.goto(`/suche?q=${encodeURIComponent(title)}`);
          const results = page.getByRole("list", { name: "Suchergebnisse" });
          await results.or(page.getByText("Keine Treffer")).first().waitFor();
          return results.locator(`a[href="${href}"]`).count();
        }, within())
        .toBe(1);

      // A content-only publication is no new version: the browser finds no new worker, and nothing is offered.
      const update = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
        return { installing: registration?.installing !== null, waiting: registration?.waiting !== null };
      });
      expect(update).toEqual({ installing: false, waiting: false });
      await expect(page.locator("[data-update-prompt=shown]")).toHaveCount(0);

      // Offline afterwards, the search still loads with both indexes: the page kept the new one on the device.
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await (await caches.open("labubu-suchindex")).keys()).some((key) =>
              new URL(key.url).pathname.startsWith("/pagefind/recent/"),
            ),
          ),
        )
        .toBe(true);
      await context.setOffline(true);
      await page.goto(`/suche?q=${encodeURIComponent(title)}`);
      await expect(page.getByRole("main").getByRole("status")).toContainText("Treffer für");
    } finally {
      await context.close();
    }
  });

  test("a JPEG with GPS uploaded in the hub goes live as AVIF and WebP in several widths without metadata; without alt text it is refused", async ({
    page,
    request,
  }) => {
    test.slow();
    const origin = editor;
    const folder = articles;
    const draft = { ...(await benchDraft(root, PHOTO_SLUG, 3)), slug: PHOTO_SLUG } as Record<string, unknown>;
    // A phone's photo: 2,400 × 1,800 px, its camera, description and place (GPS) in its EXIF.
    const photo = await testPhoto({ width: 2400, height: 1800, seed: 39 });
    expect(metadataIn(photo)).not.toEqual([]);

    // The server decides, whatever a client sends: no alt text, or a file that is no photo, is refused; nothing is written.
    const before = git("log", "--oneline");
    const send = (content: string, data: Buffer) =>
      request.post(`${origin}${API.publish}`, {
        headers: { Origin: origin, ...auth(), "Content-Type": "application/json" },
        data: JSON.stringify({
          article: {
            ...draft,
            content: `${content}\n\n![](${FILE})\n`,
            photos: [{ file: FILE, width: 2400, height: 1800, bytes: data.length }],
          },
          photos: [{ file: FILE, data: data.toString("base64") }],
        }),
      });
    const withoutAlt = await send(String(draft.content), photo);
    expect(withoutAlt.status()).toBe(422);
    expect((await withoutAlt.json()).problems).toEqual([
      expect.stringContaining(`Das Foto „${FILE}“ hat keinen Alternativtext.`),
    ]);
    const notAPhoto = await send(String(draft.content), Buffer.from("Das ist kein Foto."));
    expect(notAPhoto.status()).toBe(422);
    expect((await notAPhoto.json()).problems).toEqual([
      expect.stringContaining("ist kein Foto im Format JPEG, PNG, WebP oder AVIF"),
    ]);
    expect(git("log", "--oneline")).toBe(before);
    expect(existsSync(path.join(folder, PHOTO_SLUG))).toBe(false);

    // The hub: the draft seeded through storage, the photo added with the file picker, kept in IndexedDB.
    await page.addInitScript(
      ([key, value]) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      },
      [HUB_STORAGE_KEY, JSON.stringify({ version: 3, savedAt: HUB_TEST_NOW, articles: [draft] })] as const,
    );
    await page.clock.install({ time: new Date(HUB_TEST_NOW) });
    await page.goto(`${origin}/ai-content`);
    await waitForHydration(page);
    const key = page.getByLabel("Redaktionsschlüssel");
    await key.fill(TOKEN);
    await key.blur();
    const preview = previewRegion(page);
    await preview.getByRole("button", { name: "Bearbeiten" }).click();
    await preview.getByLabel("Fotos auswählen").setInputFiles({ name: "Box mit GPS.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(preview.getByText("Ein Foto wurde hinzugefügt.")).toBeVisible({ timeout: 30_000 });
    await expect(preview.getByLabel("Text (Markdown)")).toHaveValue(new RegExp(`!\\[\\]\\(${FILE}\\)\\s*$`));
    // Sent to the editor mode at once and encoded for the site while the editor writes (docs/decisions/0057).
    await expect(preview.getByText("Für die Website umgerechnet: Beim Veröffentlichen ist es sofort da.")).toBeVisible({
      timeout: 30_000,
    });

    // Without alt text the publish check refuses, in German, before anything is sent.
    await preview.getByRole("button", { name: "Veröffentlichen" }).click();
    await expect(preview.getByRole("status").filter({ hasText: `Das Foto „${FILE}“ hat keinen Alternativtext` })).toBeVisible();
    // The panel with its photo and the refusal, keyboard and screen reader alike.
    await expectNoAxeViolations(page);

    // Described, it shows in the preview (from this browser) and publishes with the article in one commit.
    await preview.getByLabel(`Alternativtext für „${FILE}“`).fill(ALT);
    await preview.getByRole("button", { name: "Vorschau" }).click();
    await expect(preview.getByRole("img", { name: ALT })).toHaveAttribute("src", /^data:image\/jpeg;base64,/);
    const published = page.waitForResponse((response) => response.url().endsWith(API.publish));
    await publishUntilLive(page);
    // The publication's content build found every variant made: it encoded nothing itself.
    expect(await (await published).json()).toMatchObject({ live: true, encodedPhotos: 0 });
    expect(git("show", "--name-only", "--format=%s", "HEAD").split("\n")).toEqual([
      expect.stringMatching(new RegExp(`^Publish article ".+" \\(/ratgeber/${PHOTO_SLUG}\\)$`)),
      "",
      `app/content/articles/${PHOTO_SLUG}.md`,
      `app/content/articles/${PHOTO_SLUG}/${FILE}`,
    ]);
    const committed = await readFile(path.join(folder, PHOTO_SLUG, FILE));
    expect(metadataIn(committed)).toEqual([]);

    // The live page: AVIF and WebP in several widths, width and height set; no variant keeps any metadata.
    const html = await (await request.get(`${origin}/ratgeber/${PHOTO_SLUG}`)).text();
    const picture = new RegExp(`<picture data-slot="photo">(.*?)</picture>`).exec(html)?.[1] ?? "";
    expect(picture).toMatch(new RegExp(`<img [^>]*width="2048" height="1536" alt="${ALT}"`));
    const served: string[] = [];
    for (const format of ["avif", "webp"] as const) {
      const srcset = new RegExp(`<source type="image/${format}" srcSet="([^"]+)"`).exec(picture)?.[1] ?? "";
      const variants = srcset.split(", ").map((entry) => entry.split(" ") as [string, string]);
      expect(variants.map(([, width]) => width)).toEqual(["640w", "960w", "1280w", "1920w"]);
      for (const [file, width] of variants) {
        const response = await request.get(`${origin}${file}`);
        expect(response.headers()["content-type"]).toBe(`image/${format}`);
        const bytes = await response.body();
        const meta = await sharp(bytes).metadata();
        expect({ width: meta.width, metadata: metadataIn(bytes) }).toEqual({ width: Number.parseInt(width), metadata: [] });
        served.push(file);
      }
    }

    // Withdrawn, the article takes its photos along (docs/decisions/0053): one commit, and no variant is served any more.
    const withdrawn = await request.post(`${origin}${API.withdraw}`, {
      headers: { Origin: origin, ...auth(), "Content-Type": "application/json" },
      data: { slug: PHOTO_SLUG },
    });
    expect(withdrawn.status()).toBe(200);
    expect(git("show", "--name-only", "--format=%s", "HEAD").split("\n")).toEqual([
      expect.stringMatching(new RegExp(`^Withdraw article ".+" \\(/ratgeber/${PHOTO_SLUG}\\)$`)),
      "",
      `app/content/articles/${PHOTO_SLUG}.md`,
      `app/content/articles/${PHOTO_SLUG}/${FILE}`,
    ]);
    expect(existsSync(path.join(folder, PHOTO_SLUG))).toBe(false);
    for (const file of served) expect((await request.get(`${origin}${file}`)).status(), file).toBe(404);

    // The draft deleted in the hub: its photo stays in IndexedDB while "Rückgängig" is offered, and is gone at the next start.
    const kept = `${String(draft.id)}/${FILE}`;
    expect(await storedPhotoKeys(page)).toEqual([kept]);
    await page
      .getByRole("list", { name: "Erstellte Artikel" })
      .getByRole("button", { name: /^Löschen/ })
      .click();
    await expect(page.getByRole("button", { name: "Rückgängig" })).toBeFocused();
    expect(await storedPhotoKeys(page)).toEqual([kept]);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => storedPhotoKeys(page)).toEqual([]);
  });
});

const auth = () => ({ Authorization: `Bearer ${TOKEN}` });

/** The hub's files about the published articles that follow a publication's page (its figures and fingerprints). */
const HUB_FILES = ["/ai-content/kennzahlen.json", "/ai-content/fingerabdruecke.json"];

/** "+01:00" or "+02:00": Vienna's offset on that day. */
function viennaOffset(instant: Date): string {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Vienna", timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")!.value;
  return name.replace("GMT", "") || "+00:00";
}

async function expectAbsent(request: APIRequestContext, slug: string) {
  expect((await request.get(`${editor}/ratgeber/${slug}`)).status()).toBe(404);
  expect((await request.get(`${editor}/ratgeber/${slug}.md`)).status()).toBe(404);
  for (const file of ["/ratgeber", "/sitemap.xml", "/llms.txt", "/ratgeber/llms.txt", "/ai-content/veroeffentlicht.json"]) {
    expect(await (await request.get(`${editor}${file}`)).text(), file).not.toContain(slug);
  }
}

/** The keys of the photos the hub keeps in this browser's IndexedDB ("<draft id>/<file>"). */
function storedPhotoKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opened = indexedDB.open("labubu-hub-fotos");
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const keys = opened.result.transaction("fotos").objectStore("fotos").getAllKeys();
          keys.onerror = () => reject(keys.error);
          keys.onsuccess = () => {
            resolve(keys.result.map(String));
            opened.result.close();
          };
        };
      }),
  );
}

/** The editor-mode hub with the key entered, the browser's clock set like every hub test's. */
const openEditorHub = (page: Page) => openHub(page, { origin: editor, token: TOKEN, now: HUB_TEST_NOW });

/** A draft of an open list topic, with its slug set. */
async function generateDraft(page: Page, slug: string) {
  await page.getByLabel("Kategorie", { exact: true }).selectOption(TOPIC.category);
  await page.getByLabel("Thema", { exact: true }).selectOption({ label: TOPIC.title });
  await generateButton(page).click();
  await finishGeneration(page);
  await expect(generatorForm(page).getByRole("status")).toContainText("Fertig", { timeout: 15_000 });
  await previewRegion(page).getByRole("button", { name: "Bearbeiten" }).click();
  await previewRegion(page).getByLabel("Slug", { exact: true }).fill(slug);
}

/**
 * The search finds (or no longer finds) the page. The index follows the page in a swap of its own;
 * the server's job (and its lock) ends after it, so the test waits until the server is idle.
 */
async function expectSearchHit(page: Page, request: APIRequestContext, query: string, href: string, present: boolean) {
  await expect
    .poll(async () => (await (await request.get(`${editor}${EDITOR_API.status.path}`, { headers: auth() })).json()).busy, {
      timeout: 60_000,
    })
    .toBe(false);
  await page.goto(`${editor}/suche?q=${encodeURIComponent(query)}`);
  await waitForHydration(page);
  await expect(page.getByRole("main").getByRole("status")).toContainText(`„${query}“`, { timeout: 30_000 });
  // A hit opens the page or, where a section's heading names the word, that section (docs/decisions/0063).
  const hits = page.getByRole("list", { name: "Suchergebnisse" }).locator(`a[href="${href}"], a[href^="${href}#"]`);
  if (present) await expect(hits.first()).toBeVisible();
  else await expect(hits).toHaveCount(0);
}

/** The sections the revisions write in turn: each names its tool in the heading and in a word the search finds. */
const CARE = [
  { heading: "Staub mit dem Pinsel entfernen", text: "Staub entfernen Sie am besten mit einem weichen Pinsel.", word: "Pinsel" },
  {
    heading: "Staub mit dem Mikrofasertuch entfernen",
    text: "Ein trockenes Mikrofasertuch nimmt den Staub sanft auf.",
    word: "Mikrofasertuch",
  },
  {
    heading: "Staub mit dem Blasebalg entfernen",
    text: "Ein kleiner Blasebalg pustet den Staub aus den Falten.",
    word: "Blasebalg",
  },
] as const;
type Care = (typeof CARE)[number];

const publishedRow = (page: Page) =>
  page
    .getByRole("list", { name: "Veröffentlichte Artikel" })
    .getByRole("listitem")
    .filter({ has: page.locator(`a[href="${PAGE}"]`) });

/** "Überarbeiten" of the live article: its text as a new draft, in the editor. */
async function reviseLiveArticle(page: Page) {
  await publishedRow(page)
    .getByRole("button", { name: /Überarbeiten/ })
    .click();
  await previewRegion(page).getByRole("button", { name: "Bearbeiten" }).click();
}

async function withdrawLiveArticle(page: Page) {
  await publishedRow(page)
    .getByRole("button", { name: /Zurückziehen/ })
    .click();
  await publishedRow(page).getByRole("button", { name: "Ja, zurückziehen" }).click();
  await expect(page.getByText("ist zurückgezogen: Die Seite antwortet nun mit 404.")).toBeVisible({ timeout: 60_000 });
}

/** Writes `section` at the end of the open draft's text, in place of `replaced` where that stands. */
async function setCareSection(page: Page, section: Care, replaced: Care | null) {
  const field = previewRegion(page).getByLabel("Text (Markdown)");
  const text = await field.inputValue();
  const own = (care: Care) => `\n\n## ${care.heading}\n\n${care.text}`;
  const kept = replaced ? text.replace(own(replaced), "") : text;
  expect(kept).not.toContain(replaced?.heading ?? "\u0000");
  await field.fill(`${kept.trimEnd()}${own(section)}`);
}

async function publishUntilLive(page: Page) {
  await previewRegion(page).getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(previewRegion(page).getByRole("status").filter({ hasText: "Live:" })).toContainText("ist veröffentlicht", {
    timeout: 60_000,
  });
}

/** The page, its data file, its twin and the search (in `page`, a tab of its own) hold `current` and none of `removed`. */
async function expectServed(page: Page, request: APIRequestContext, current: Care, removed: readonly Care[]) {
  const [html, data, twin] = await Promise.all(
    [PAGE, `${PAGE}.data`, `${PAGE}.md`].map(async (address) => (await request.get(`${editor}${address}`)).text()),
  );
  expect(html).toContain(current.text);
  expect(data).toContain(JSON.stringify(current.heading));
  expect(twin).toContain(current.text);
  for (const old of removed) {
    for (const [name, text] of Object.entries({ html, data, twin })) expect(text, name).not.toContain(old.heading);
    expect(html).not.toContain(old.text);
  }
  await expectSearchHit(page, request, current.word, PAGE, true);
  for (const old of removed) await expectSearchHit(page, request, old.word, PAGE, false);
}
