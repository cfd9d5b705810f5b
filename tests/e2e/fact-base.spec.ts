// The hub's "Faktenbasis" and "Serienkatalog" in the editor mode (docs/decisions/0050), on a temporary copy of the
// whole project with its own Git repository: a stale fact re-confirmed in the hub loses its "nicht neu bestätigt"
// on an article page, a series added in the hub with an own photo of one figure and of the series (docs/decisions/0053)
// is in /serien, in "Meine Sammlung" and in the search — the photographed figure by its photo, the other drawn —,
// each change ONE commit by the editor, live by rendering the pages anew without a full build (docs/decisions/0076). A
// fact without a source is refused with a German message, and nothing is written. A shop added in the hub is on the
// home page's Vienna shops and in the search. A series' secret odds corrected in the hub name their new source on
// /serien (docs/decisions/0092). A price corrected through the write API is on the home page, while the
// pages that do not show it keep their files (docs/decisions/0078). One server start for all.
import { statSync } from "node:fs";
import path from "node:path";

import type { Locator, Page } from "@playwright/test";

import { testPhoto } from "../support/test-photos.mjs";

import { KNOWLEDGE_PATH } from "../../app/content/data/knowledge";
import { EDITOR_API } from "../../app/features/hub/publishing/editor-contract";
import { type EditorServer, startEditorServer } from "./editor-server";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { openEditorHub } from "./hub-helpers";

const port = Number(process.env.FACTS_E2E_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 7);
const origin = `http://127.0.0.1:${port}`;
const TOKEN = "e2e-faktenbasis-6f7899abad6362b971907cbc4fd35c06";
const EDITOR = "Petra Faktencheck";
/** A stale current fact the published articles state with its marker. */
const FACT = "price-official-shop-austria";
const ARTICLE = "/ratgeber/labubu-big-into-energy";
/** The stale figure as a reader meets it: its Stand, then the mark that names it "nicht neu bestätigt" (ADR 0081). */
const STALE_SENTENCE = /laut Kurier bei etwa €\s19\s\(Stand\sJuli\s2025\s?\*\s?nicht\sneu\sbestätigt\)/u;
const SERIES = { name: "Testreihe Sternfall", key: "testreihe-sternfall", figures: ["Funkelkind", "Mondpfote"] };
/** A shop an editor adds in the hub (docs/decisions/0050). */
const SHOP = { name: "Spielwaren Kunterbunt", address: "Wiedner Hauptstraße 12" };
/** Pages that show no price of the official shop: a correction of it leaves their files as they were. */
const UNTOUCHED = ["impressum/index.html", "serien/index.html", "echtheit-pruefen/index.html"];
/** The operator's own photos of the series and of its first figure; the second figure stays drawn. */
const PHOTOS = {
  series: "Die Box der Testreihe Sternfall, von vorne",
  figure: "Funkelkind von vorne, auf einem Holztisch",
};
/** A variant's or thumbnail's address: content-addressed below /fotos/ (docs/decisions/0048). */
const VARIANT = (suffix: string) => new RegExp(`^/fotos/[0-9a-f]{16}-${suffix}$`);
/** How long a change may take to be live: every page rendered anew on a busy machine. */
const LIVE = { timeout: 420_000 };

let server: EditorServer;

test.describe.configure({ mode: "serial" });
test.describe("the fact base in the hub", () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startEditorServer({
      port,
      wholeProject: true,
      env: () => ({ EDITOR_TOKEN: TOKEN, EDITOR_GIT_AUTHOR: `${EDITOR} <petra@example.at>` }),
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a fact without a source is refused with a German message, and nothing is written", async ({ request }) => {
    const before = server.git("log", "--oneline");
    const post = (data: unknown) =>
      request.post(`${origin}${EDITOR_API.factReconfirm.path}`, {
        headers: { Origin: origin, Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
        data,
      });
    const none = await post({ factId: FACT });
    expect(none.status()).toBe(400);
    expect((await none.json()).problems).toEqual([expect.stringMatching(/^Jede Angabe braucht eine Quelle/)]);
    const empty = await post({ factId: FACT, source: { url: "", title: "", name: "Kurier", published: "" } });
    expect(empty.status()).toBe(400);
    const { message, problems } = await empty.json();
    expect(message).toMatch(/nicht gespeichert werden\. Es wurde nichts geschrieben/);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/https-Adresse/),
        expect.stringMatching(/Titel/),
        expect.stringMatching(/Erscheinungsdatum/),
      ]),
    );
    expect(server.git("log", "--oneline")).toBe(before);
    expect(server.git("status", "--porcelain")).toBe("");
  });

  test("an editor re-confirms a stale fact and adds a series with its own photos; each is one commit, live on the pages", async ({
    page,
  }) => {
    test.setTimeout(1_200_000);
    await page.goto(`${origin}${ARTICLE}`);
    await expect(page.getByRole("main")).toContainText(STALE_SENTENCE);
    const commits = Number(server.git("rev-list", "--count", "HEAD"));

    await openHub(page);
    await page.getByRole("tab", { name: "Faktenbasis" }).click();
    const view = page.getByRole("tabpanel", { name: "Faktenbasis" });
    await expect(view.getByText(/aktuellen Fakten (ist|sind) nicht neu bestätigt/)).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    await view.getByLabel("Fakt", { exact: true }).selectOption(FACT);
    const form = view.getByRole("form", { name: "Neu bestätigen" });
    await form.getByLabel("Adresse (https://…)").fill("https://kurier.at/trend-hub/labubu-preise-2026/1");
    await form.getByLabel("Titel des Beitrags").fill("Was Labubus jetzt kosten");
    await form.getByLabel("Herausgeber oder Medium").fill("Kurier");
    await form.getByLabel("Erscheinungsdatum").fill("2026-10-02");
    const answer = page.waitForResponse((response) => response.url().endsWith(EDITOR_API.factReconfirm.path), LIVE);
    await form.getByRole("button", { name: "Neu bestätigen und veröffentlichen" }).click();
    await expect(form.getByRole("status")).toContainText(`Committet als ${EDITOR}, live nach`, LIVE);
    // The pages read the facts when they render: no `react-router build` ran (docs/decisions/0076), and what the
    // browser's scripts read names the new source.
    expect((await (await answer).json()).fullBuild).toBe(false);
    expect(await (await page.request.get(`${origin}${KNOWLEDGE_PATH}`)).text()).toContain(
      "https://kurier.at/trend-hub/labubu-preise-2026/1",
    );

    await page.goto(`${origin}${ARTICLE}`);
    await expect(page.getByRole("main")).toContainText(/laut Kurier bei etwa €\s19\. So stand es/u);
    await expect(page.getByRole("main")).not.toContainText(STALE_SENTENCE);
    expect(server.git("log", "-1", "--format=%an|%s")).toBe(
      `${EDITOR}|Re-confirm fact "${FACT}" with Kurier, 2026-10-02 (https://kurier.at/trend-hub/labubu-preise-2026/1)`,
    );
    expect(server.git("show", "--name-only", "--format=", "HEAD").split("\n").sort()).toEqual([
      "app/content/articles/labubu-als-wertanlage.md",
      "app/content/articles/labubu-big-into-energy.md",
      "app/content/articles/labubu-kaufen-in-wien.md",
      "app/content/facts/market.yaml",
      "app/content/facts/sources.yaml",
    ]);

    await openHub(page);
    await page.getByRole("tab", { name: "Serienkatalog" }).click();
    const catalogue = page.getByRole("tabpanel", { name: "Serienkatalog" });
    const add = catalogue.getByRole("form", { name: "Serie hinzufügen" });
    await add.getByLabel("Name der Serie").fill(SERIES.name);
    await add.getByLabel("Erschienen am").fill("2026-10-15");
    await add.getByLabel("Reguläre Figuren, eine pro Zeile").fill(SERIES.figures.join("\n"));
    await add.getByLabel("Chance auf die Secret-Figur: 1 zu … (optional)").fill("144");
    await add.getByLabel("Secret-Figur (optional)").fill("Nachtlicht");
    // Own photos, chosen with the file picker: a phone's JPEG with its place in the EXIF, prepared on this device.
    const photo = await testPhoto({ width: 1200, height: 900, seed: 53 });
    await add
      .getByLabel("Foto der Serie", { exact: true })
      .setInputFiles({ name: "Box.jpg", mimeType: "image/jpeg", buffer: photo });
    await add.getByLabel("Beschreibung (Foto der Serie)").fill(PHOTOS.series);
    const figurePhoto = await testPhoto({ width: 1200, height: 900, seed: 54 });
    await add
      .getByLabel(`Foto von „${SERIES.figures[0]}“`, { exact: true })
      .setInputFiles({ name: "IMG_0042.JPG", mimeType: "image/jpeg", buffer: figurePhoto });
    await add.getByLabel(`Beschreibung (Foto von „${SERIES.figures[0]}“)`).fill(PHOTOS.figure);
    await add.getByLabel("Adresse (https://…)").fill("https://www.popmart.com/at/testreihe-sternfall");
    await add.getByLabel("Titel des Beitrags").fill("Testreihe Sternfall");
    await add.getByLabel("Herausgeber oder Medium").fill("Pop Mart");
    await add.getByLabel("Erscheinungsdatum").fill("2026-10-15");
    await expectNoAxeViolations(page);
    const added = page.waitForResponse((response) => response.url().endsWith(EDITOR_API.seriesAdd.path), LIVE);
    await add.getByRole("button", { name: "Serie hinzufügen und veröffentlichen" }).click();
    await expect(add.getByRole("status")).toContainText(`Committet als ${EDITOR}, live nach`, LIVE);
    // A series' own photos are made with its pages, without the full build (docs/decisions/0076).
    expect((await (await added).json()).fullBuild).toBe(false);
    expect(Number(server.git("rev-list", "--count", "HEAD"))).toBe(commits + 2);
    expect(server.git("log", "-1", "--format=%an|%s")).toBe(`${EDITOR}|Add series "${SERIES.name}" (/serien#${SERIES.key})`);
    expect(server.git("show", "--name-only", "--format=", "HEAD").split("\n")).toEqual(
      expect.arrayContaining([
        `app/content/photos/${SERIES.key}/serie.jpg`,
        `app/content/photos/${SERIES.key}/figur-1.jpg`,
        `app/content/facts/series/${SERIES.key}.yaml`,
      ]),
    );

    await page.goto(`${origin}/serien`);
    const entry = page.locator(`[id="${SERIES.key}"]`);
    await expect(entry).toContainText(SERIES.name);
    for (const figure of SERIES.figures) await expect(entry).toContainText(figure);
    // The series' photo: AVIF and WebP in the widths the photo has, its size reserved, described.
    const cover = entry.locator('picture[data-slot="photo"]');
    for (const format of ["avif", "webp"])
      await expect(cover.locator(`source[type="image/${format}"]`)).toHaveAttribute(
        "srcset",
        new RegExp(`^/fotos/[0-9a-f]{16}-640\\.${format} 640w, \\S+-960\\.${format} 960w, \\S+-1200\\.${format} 1200w$`),
      );
    await expect(cover.getByRole("img", { name: PHOTOS.series })).toHaveAttribute("width", "1200");
    await expect(cover.getByRole("img", { name: PHOTOS.series })).toHaveAttribute("height", "900");
    // The photographed figure's tile shows its photo, described; the other figure's tile is still the drawing.
    const tile = (figure: string) => entry.getByRole("listitem").filter({ hasText: figure }).locator('[data-slot="figure-tile"]');
    await expectPhotoTile(tile(SERIES.figures[0]!), PHOTOS.figure);
    await expect(tile(SERIES.figures[1]!).locator("svg")).toBeVisible();
    await expect(tile(SERIES.figures[1]!).locator("img")).toHaveCount(0);

    await page.goto(`${origin}/sammlung`);
    await waitForHydration(page);
    const collection = page.getByRole("region", { name: SERIES.name });
    for (const figure of SERIES.figures)
      await expect(collection.getByRole("checkbox", { name: `${figure} (${SERIES.name}): habe ich` })).toBeVisible();
    const row = (figure: string) => collection.getByRole("row").filter({ hasText: figure }).locator('[data-slot="figure-tile"]');
    await expectPhotoTile(row(SERIES.figures[0]!), PHOTOS.figure);
    await expect(row(SERIES.figures[1]!).locator("svg")).toBeVisible();

    await page.goto(`${origin}/suche`);
    await waitForHydration(page);
    await page.getByRole("main").getByRole("searchbox", { name: "Suchbegriff" }).fill("Sternfall");
    await expect(page.getByRole("list", { name: "Suchergebnisse" })).toContainText(SERIES.name, { timeout: 30_000 });
  });

  test("an editor corrects a series' secret odds with the source that states them: one commit, the page names the new source", async ({
    page,
  }) => {
    test.setTimeout(900_000);
    await openHub(page);
    await page.getByRole("tab", { name: "Serienkatalog" }).click();
    const form = page.getByRole("tabpanel", { name: "Serienkatalog" }).getByRole("form", { name: "Serie korrigieren" });
    await form.getByLabel("Serie", { exact: true }).selectOption({ label: "Have a Seat" });
    await form.getByLabel("Angabe", { exact: true }).selectOption({ label: "Chance auf die Secret-Figur" });
    await expect(form).toContainText("Bisher: 72");
    await expect(form.getByLabel("Neuer Wert")).toHaveValue("72");
    // Without the source that states the new value, nothing goes out.
    await form.getByLabel("Neuer Wert").fill("144");
    const commits = server.git("rev-list", "--count", "HEAD");
    await form.getByRole("button", { name: "Serie korrigieren und veröffentlichen" }).click();
    await expect(form.getByRole("status")).toContainText("Die neue Quelle braucht eine vollständige https-Adresse.");
    expect(server.git("rev-list", "--count", "HEAD")).toBe(commits);

    await form.getByLabel("Adresse (https://…)").fill("https://www.popmart.com/at/have-a-seat-chancen");
    await form.getByLabel("Titel des Beitrags").fill("Have a Seat: Chancen je Box");
    await form.getByLabel("Herausgeber oder Medium").fill("Pop Mart Österreich");
    await form.getByLabel("Erscheinungsdatum").fill("2026-11-20");
    await form.getByRole("button", { name: "Serie korrigieren und veröffentlichen" }).click();
    await expect(form.getByRole("status")).toContainText(`Committet als ${EDITOR}, live nach`, LIVE);
    expect(Number(server.git("rev-list", "--count", "HEAD"))).toBe(Number(commits) + 1);
    expect(server.git("log", "-1", "--format=%an|%s")).toBe(
      `${EDITOR}|Correct series "Have a Seat" (/serien#have-a-seat): secretOdds 1 : 72 → 1 : 144 (Pop Mart Österreich, 2026-11-20, https://www.popmart.com/at/have-a-seat-chancen)`,
    );
    expect(server.git("status", "--porcelain")).toBe("");

    await page.goto(`${origin}/serien`);
    const odds = page.locator('[id="have-a-seat"]').locator("dt", { hasText: "Chance auf die Secret-Figur" }).locator("+ dd");
    await expect(odds).toContainText(/1\s:\s144/u);
    // The new value names the source that states it, and only that one.
    await expect(odds.getByRole("link")).toHaveText(["Pop Mart Österreich"]);
  });

  test("an editor adds a shop the source names; it is one commit, on the home page's Vienna shops and in the search", async ({
    page,
  }) => {
    test.setTimeout(900_000);
    await openHub(page);
    await page.getByRole("tab", { name: "Faktenbasis" }).click();
    const form = page.getByRole("tabpanel", { name: "Faktenbasis" }).getByRole("form", { name: "Geschäft hinzufügen" });
    await form.getByLabel("Name des Geschäfts").fill(SHOP.name);
    await form.getByLabel("Adresse", { exact: true }).fill(SHOP.address);
    await form.getByLabel("Aussage der Quelle").fill("Laut Bezirkszeitung führt {shop} in der {address} Labubu-Figuren.");
    await form.getByLabel("Adresse (https://…)").fill("https://www.meinbezirk.at/wieden/spielwaren-kunterbunt-labubu");
    await form.getByLabel("Titel des Beitrags").fill("Labubus in der Wieden");
    await form.getByLabel("Herausgeber oder Medium").fill("MeinBezirk");
    await form.getByLabel("Erscheinungsdatum").fill("2026-11-20");
    const answer = page.waitForResponse((response) => response.url().endsWith(EDITOR_API.shopAdd.path), LIVE);
    await form.getByRole("button", { name: "Geschäft hinzufügen und veröffentlichen" }).click();
    await expect(form.getByRole("status")).toContainText(`Committet als ${EDITOR}, live nach`, LIVE);
    expect((await (await answer).json()).fullBuild).toBe(false);
    expect(server.git("status", "--porcelain")).toBe("");

    await page.goto(`${origin}/`);
    const shops = page.locator("#shops-wien");
    await shops.scrollIntoViewIfNeeded();
    const card = shops.getByRole("listitem").filter({ hasText: SHOP.name });
    await expect(card).toContainText(SHOP.address);
    await expect(card).toContainText(`Laut Bezirkszeitung führt ${SHOP.name} in der ${SHOP.address} Labubu-Figuren.`);
    await expect(card).toContainText("MeinBezirk");

    await page.goto(`${origin}/suche`);
    await waitForHydration(page);
    await page.getByRole("main").getByRole("searchbox", { name: "Suchbegriff" }).fill("Kunterbunt");
    await expect(page.getByRole("list", { name: "Suchergebnisse" })).toContainText("Kunterbunt", { timeout: 30_000 });

    // It closed: removed with a word why, one commit, and gone from the home page. The site's own shops are not offered.
    await openHub(page);
    await page.getByRole("tab", { name: "Faktenbasis" }).click();
    const removal = page.getByRole("tabpanel", { name: "Faktenbasis" }).getByRole("form", { name: "Geschäft entfernen" });
    const choice = removal.getByLabel("Geschäft", { exact: true });
    await expect(choice.getByRole("option")).toHaveText([`${SHOP.name} (${SHOP.address})`]);
    await removal.getByRole("button", { name: "Geschäft entfernen und veröffentlichen" }).click();
    await expect(removal.getByRole("status")).toContainText("warum das Geschäft entfernt wird");
    const commits = server.git("rev-list", "--count", "HEAD");
    await removal.getByLabel("Grund", { exact: true }).fill("Laut MeinBezirk geschlossen");
    await removal.getByRole("button", { name: "Geschäft entfernen und veröffentlichen" }).click();
    await expect(removal.getByRole("status")).toContainText(`Committet als ${EDITOR}, live nach`, LIVE);
    expect(Number(server.git("rev-list", "--count", "HEAD"))).toBe(Number(commits) + 1);
    expect(server.git("log", "-1", "--format=%an|%s")).toBe(
      `${EDITOR}|Remove shop "${SHOP.name}" (vienna-shop-spielwaren-kunterbunt): Laut MeinBezirk geschlossen`,
    );
    expect(server.git("status", "--porcelain")).toBe("");
    await page.goto(`${origin}/`);
    await page.locator("#shops-wien").scrollIntoViewIfNeeded();
    await expect(page.locator("#shops-wien")).not.toContainText(SHOP.name);
  });

  test("a corrected figure reaches the page that shows it; a page that does not show it keeps its file", async ({
    page,
    request,
  }) => {
    test.setTimeout(900_000);
    // Every page's reads of the fact base are on record since the shop's change (docs/decisions/0078).
    const served = (rel: string) => path.join(server.work, "build/client", rel);
    const untouched = UNTOUCHED.map((rel) => statSync(served(rel)).mtimeMs);
    const home = statSync(served("index.html")).mtimeMs;
    const answer = await request.post(`${origin}${EDITOR_API.factCorrect.path}`, {
      headers: { Origin: origin, Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      data: {
        factId: FACT,
        key: "fromEur",
        value: 21,
        commit: true,
        source: {
          url: "https://kurier.at/trend-hub/labubu-preise-2026/2",
          title: "Labubus kosten jetzt mehr",
          name: "Kurier",
          published: "2026-11-28",
        },
      },
      timeout: LIVE.timeout,
    });
    expect(answer.status(), await answer.text()).toBe(200);
    expect((await answer.json()).fullBuild).toBe(false);
    expect(server.git("status", "--porcelain")).toBe("");

    await page.goto(`${origin}/`);
    await expect(page.locator("#faq")).toContainText(/Labubu-Anhänger ab etwa €\s21/u);
    expect(statSync(served("index.html")).mtimeMs).toBeGreaterThan(home);
    UNTOUCHED.forEach((rel, index) => expect(statSync(served(rel)).mtimeMs, rel).toBe(untouched[index]));
  });
});

/** A figure tile that shows the operator's photo: the thumbnail, described, loaded in the browser (160 px WebP). */
async function expectPhotoTile(tile: Locator, alt: string) {
  const photo = tile.getByRole("img", { name: alt });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveAttribute("src", VARIANT("thumb\\.webp"));
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(160);
  await expect(tile.locator("svg")).toHaveCount(0);
}

/** The editor-mode hub with the key entered. */
const openHub = (page: Page) => openEditorHub(page, { origin, token: TOKEN });
