// The hub knows what is published: "veröffentlicht" with a link, "Veröffentlichen" with the build's
// own check and three steps, "Überarbeiten" of a published article; and the analytics tab with the
// published articles, the drafts and the warnings. The published article is the shipped
// app/content/articles/labubu-faelschung-erkennen.md.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { readArticleFolder } from "../../app/features/articles/load.server.ts";
import type { Locator } from "@playwright/test";

import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  checkLine,
  downloadText,
  generateButton,
  generateCustom,
  generatorForm,
  openHub,
  previewRegion,
  reloadHub,
  seoPanel,
  splitExport,
  finishGeneration,
  waitForAnalysis,
} from "./hub-helpers";

const PUBLISHED = {
  slug: "labubu-faelschung-erkennen",
  path: "/ratgeber/labubu-faelschung-erkennen",
  title: "Labubu Fälschung erkennen: So prüfen Sie Ihre Figur",
  keyphrase: "Labubu Fälschung erkennen",
};

async function generateListTopic(page: import("@playwright/test").Page) {
  await page.getByLabel("Kategorie", { exact: true }).selectOption("guides");
  await page.getByLabel("Thema", { exact: true }).selectOption({ label: "Secret-Figuren: Seltenheit, Chancen und Wert" });
  await generateButton(page).click();
  await finishGeneration(page);
  await expect(generatorForm(page).getByRole("status")).toContainText("Fertig", { timeout: 15_000 });
}

test.describe("AI Content Hub: publishing", () => {
  test("Veröffentlichen downloads a file the build accepts and says in three steps where it goes", async ({ page }) => {
    await openHub(page);
    await generateListTopic(page);
    await expect(previewRegion(page).getByText("veröffentlicht", { exact: true })).toHaveCount(0);
    // Keyboard: focus the button and press Enter.
    await previewRegion(page).getByRole("button", { name: "Veröffentlichen" }).focus();
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    const fileName = download.suggestedFilename();
    expect(fileName).toMatch(/^[a-z0-9-]+\.md$/);
    const steps = previewRegion(page).getByRole("status").filter({ hasText: "So wird daraus eine Seite" });
    await expect(steps).toContainText(`„${fileName}“ wurde heruntergeladen.`);
    await expect(steps.getByRole("listitem")).toHaveText([
      `Legen Sie „${fileName}“ in den Ordner app/content/articles/ des Projekts.`,
      /^Committen Sie die Datei/,
      /^Bauen und veröffentlichen Sie die Website neu/,
    ]);
    // This server has no write path (the editor mode, npm run hub, has one): the hub says why it downloads.
    await expect(steps).toContainText("Warum ein Download? Diese Website läuft ohne Redaktionsmodus");

    // The build's own reader accepts the file unchanged.
    const text = await downloadText(download);
    const dir = await mkdtemp(path.join(tmpdir(), "hub-publish-"));
    try {
      await writeFile(path.join(dir, fileName), text);
      const [article] = readArticleFolder(dir);
      expect(article?.frontMatter.slug).toBe(fileName.replace(/\.md$/, ""));
      expect(article?.frontMatter.category).toBe("guides");
      expect(article?.frontMatter.sources.length).toBeGreaterThan(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("a draft the build would refuse is not downloaded; the build's reasons are listed", async ({ page }) => {
    await openHub(page);
    await generateListTopic(page);
    await previewRegion(page).getByRole("button", { name: "Bearbeiten" }).click();
    await previewRegion(page).getByLabel("Meta-Beschreibung").fill("Zu kurz.");
    let downloads = 0;
    page.on("download", () => downloads++);
    await previewRegion(page).getByRole("button", { name: "Veröffentlichen" }).click();
    const problems = previewRegion(page)
      .getByRole("status")
      .filter({ hasText: "Dieser Entwurf kann so nicht veröffentlicht werden" });
    await expect(problems).toContainText("„description“ hat 8 Zeichen; erlaubt sind 50–160");
    await expect(problems).toContainText("es ist nichts heruntergeladen worden");
    expect(downloads).toBe(0);
  });

  test("Exportieren downloads every draft but checks the file as publishing does, in the preview and in the list", async ({
    page,
  }) => {
    await openHub(page);
    await generateListTopic(page);
    const refused = (region: Locator) =>
      region.getByRole("status").filter({ hasText: "Als Artikel würde der Build diese Datei aber ablehnen" });
    // A file the build accepts: downloaded, and no warning.
    const [accepted] = await Promise.all([
      page.waitForEvent("download"),
      previewRegion(page).getByRole("button", { name: "Exportieren" }).click(),
    ]);
    expect(accepted.suggestedFilename()).toMatch(/^[a-z0-9-]+\.md$/);
    await expect(page.getByText("Als Arbeitskopie ist die Datei vollständig")).toHaveCount(0);

    // A file the build refuses: still downloaded (a working copy), with the build's reasons beside the button.
    await previewRegion(page).getByRole("button", { name: "Bearbeiten" }).click();
    await previewRegion(page).getByLabel("Meta-Beschreibung").fill("Zu kurz.");
    const [working] = await Promise.all([
      page.waitForEvent("download"),
      previewRegion(page).getByRole("button", { name: "Exportieren" }).click(),
    ]);
    expect(splitExport(await downloadText(working)).frontMatter).toContain('description: "Zu kurz."');
    await expect(refused(previewRegion(page))).toContainText(`„${working.suggestedFilename()}“ wurde heruntergeladen.`);
    await expect(refused(previewRegion(page))).toContainText("„description“ hat 8 Zeichen; erlaubt sind 50–160");

    // Fixing the draft makes the warning stale: it goes.
    await previewRegion(page)
      .getByLabel("Meta-Beschreibung")
      .fill("Secret-Figuren: was Sammler in Österreich über Seltenheit, Chancen und echte Figuren wissen sollten.");
    await expect(refused(previewRegion(page))).toHaveCount(0);

    // The list's export button checks the same file and says so above the list.
    await previewRegion(page).getByLabel("Meta-Beschreibung").fill("Wieder zu kurz.");
    const row = page.getByRole("list", { name: "Erstellte Artikel" }).getByRole("listitem").first();
    await Promise.all([page.waitForEvent("download"), row.getByRole("button", { name: /^Export/ }).click()]);
    await expect(refused(page.locator("body"))).toContainText("„description“ hat 15 Zeichen; erlaubt sind 50–160");
    await expect(refused(previewRegion(page))).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a draft whose slug is published shows veröffentlicht with a working link", async ({ page }) => {
    await openHub(page);
    await generateCustom(page, "Echtheit prüfen im Test");
    await previewRegion(page).getByRole("button", { name: "Bearbeiten" }).click();
    await previewRegion(page).getByLabel("Slug").fill(PUBLISHED.slug);
    const link = previewRegion(page).getByRole("link", { name: new RegExp(PUBLISHED.path) });
    await expect(previewRegion(page).getByText("veröffentlicht", { exact: true })).toBeVisible();
    await expect(link).toHaveAttribute("href", PUBLISHED.path);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${PUBLISHED.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PUBLISHED.title);
  });

  test("a row in Erstellte Artikel says veröffentlicht and links the page when its draft's slug is published", async ({
    page,
  }) => {
    await openHub(page);
    await generateCustom(page, "Echtheit prüfen im Test");
    await generateCustom(page, "Zweiter Entwurf zum Vergleich");
    const rows = page.getByRole("list", { name: "Erstellte Artikel" }).getByRole("listitem");
    await expect(rows).toHaveCount(2);
    await expect(rows.getByText("veröffentlicht", { exact: true })).toHaveCount(0);

    // The preview shows the newest draft: give it the published article's slug.
    await previewRegion(page).getByRole("button", { name: "Bearbeiten" }).click();
    await previewRegion(page).getByLabel("Slug").fill(PUBLISHED.slug);
    const row = rows.filter({ hasText: "Zweiter Entwurf zum Vergleich" });
    await expect(row.getByText("veröffentlicht", { exact: true })).toBeVisible();
    await expect(rows.getByText("veröffentlicht", { exact: true })).toHaveCount(1);
    const link = row.getByRole("link", { name: new RegExp(PUBLISHED.path) });
    await expect(link).toHaveAttribute("href", PUBLISHED.path);
    await expect(link).toHaveAccessibleName(`${PUBLISHED.path} (Veröffentlichte Seite „${PUBLISHED.title}“ öffnen)`);

    // Stored with the draft: after a reload the row still says so, and the link opens the page.
    await reloadHub(page);
    const reloaded = page
      .getByRole("list", { name: "Erstellte Artikel" })
      .getByRole("listitem")
      .filter({ hasText: "Zweiter Entwurf zum Vergleich" });
    await expect(reloaded.getByText("veröffentlicht", { exact: true })).toBeVisible();
    await reloaded.getByRole("link", { name: new RegExp(PUBLISHED.path) }).click();
    await expect(page).toHaveURL(new RegExp(`${PUBLISHED.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PUBLISHED.title);
  });

  test("Überarbeiten loads a published article only on that click and opens it as a new draft", async ({ page }) => {
    const bodyChunks: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === `${PUBLISHED.path}.md`) bodyChunks.push(request.url());
    });
    await openHub(page);
    const list = page.getByRole("list", { name: "Veröffentlichte Artikel" });
    await expect(list.getByRole("link", { name: PUBLISHED.title, exact: true })).toHaveAttribute("href", PUBLISHED.path);
    expect(bodyChunks).toEqual([]);

    await list.getByRole("button", { name: `Überarbeiten „${PUBLISHED.title}“` }).click();
    await expect(page.getByText(`„${PUBLISHED.title}“ ist jetzt ein Entwurf`)).toBeVisible();
    expect(bodyChunks).toHaveLength(1);
    const preview = previewRegion(page);
    await expect(preview.getByRole("heading", { name: PUBLISHED.title })).toBeVisible();
    await expect(preview.getByText("Überarbeitung", { exact: true })).toBeVisible();
    await expect(preview.getByText("veröffentlicht", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Artikeltext" })).toContainText("Fälschung");

    // The revision keeps its first publication date; the build accepts it.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      preview.getByRole("button", { name: "Veröffentlichen" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${PUBLISHED.slug}.md`);
    const { frontMatter } = splitExport(await downloadText(download));
    expect(frontMatter).toContain('datePublished: "2026-11-22"');
    expect(frontMatter).toContain('source: "Veröffentlichter Artikel (Überarbeitung)"');
  });

  test("a revision shows what it changes against the live article, word by word", async ({ page }) => {
    await openHub(page);
    const list = page.getByRole("list", { name: "Veröffentlichte Artikel" });
    await list.getByRole("button", { name: `Überarbeiten „${PUBLISHED.title}“` }).click();
    await expect(page.getByText(`„${PUBLISHED.title}“ ist jetzt ein Entwurf`)).toBeVisible();
    const preview = previewRegion(page);
    const comparison = preview.locator("details").filter({ hasText: "Änderungen gegenüber der Live-Fassung" });
    await comparison.getByText("Änderungen gegenüber der Live-Fassung").click();
    await expect(comparison).toContainText("Kein Unterschied: Titel, Meta-Beschreibung und Text sind wie live.");

    // One sentence added at the start, the last paragraph's last word taken away.
    await preview.getByRole("button", { name: "Bearbeiten" }).click();
    const text = preview.getByLabel("Text (Markdown)");
    const live = await text.inputValue();
    const lastWord = live.trimEnd().match(/(\S+)\s*$/)![1]!;
    await text.fill(`Neu im Dezember geprüft.\n\n${live.trimEnd().slice(0, -lastWord.length)}`);
    await expect(preview.getByText("Gespeichert", { exact: false })).toBeVisible();
    await preview.getByRole("button", { name: "Vorschau" }).click();
    await comparison.getByText("Änderungen gegenüber der Live-Fassung").click();
    await expect(comparison.locator("dt").filter({ hasText: "Text" })).toContainText("Text · 4 Wörter neu, 1 entfernt");
    await expect(comparison.locator("dt").filter({ hasText: "SEO-Titel" })).toContainText("unverändert");
    await expect(comparison.locator("ins").first()).toHaveText(/^neu: Neu im Dezember geprüft\./);
    await expect(comparison.locator("del")).toHaveText(`entfernt: ${lastWord}`);
    // Long unchanged passages are shortened to their ends.
    await expect(comparison.locator("dd")).toContainText("…");
    await expectNoAxeViolations(page);
  });

  test("a second revision beside the first is the same article: neither a copy of it nor its keyphrase used before", async ({
    page,
  }) => {
    await openHub(page);
    const list = page.getByRole("list", { name: "Veröffentlichte Artikel" });
    const revise = list.getByRole("button", { name: `Überarbeiten „${PUBLISHED.title}“` });
    await revise.click();
    await expect(page.getByText(`„${PUBLISHED.title}“ ist jetzt ein Entwurf`)).toBeVisible();
    await revise.click();
    await expect(
      page.getByRole("list", { name: "Erstellte Artikel" }).getByRole("button", { name: `Ansehen „${PUBLISHED.title}“` }),
    ).toHaveCount(2);
    await waitForAnalysis(page);
    const originality = checkLine(seoPanel(page), "Eigenständigkeit");
    // What it shares with other published articles is measured; its own first draft is not among them.
    await expect(originality).not.toContainText(PUBLISHED.title);
    await expect(originality).not.toHaveText(/^Problem: /);
    await expect(checkLine(seoPanel(page), "Bereits verwendete Keyphrase")).toHaveText(/^Gut: /);
  });
});

test.describe("AI Content Hub: analytics", () => {
  test("lists published articles and drafts with their figures, the category split and the warnings", async ({ page }) => {
    await openHub(page);
    // A draft with the published article's keyphrase and no internal link.
    await generateCustom(page, "Analytics im Test");
    await previewRegion(page).getByRole("button", { name: "Bearbeiten" }).click();
    await previewRegion(page).getByLabel("Fokus-Keyphrase").fill(PUBLISHED.keyphrase);
    await previewRegion(page).getByLabel("Text (Markdown)").fill("## Teil\n\nEin kurzer Text ohne Links.");
    await expect(previewRegion(page).getByText("Gespeichert", { exact: false })).toBeVisible();

    // Keyboard: the tab opens with the arrow keys.
    await page.getByRole("tab", { name: "Content Generator" }).focus();
    await page.keyboard.press("End");
    const panel = page.getByRole("tabpanel", { name: "Analytics" });
    const table = panel.getByRole("table");
    const published = table.getByRole("row").filter({ hasText: PUBLISHED.title });
    await expect(published).toContainText("veröffentlicht");
    await expect(published).toContainText("Sammler-Guides");
    // Its last change: the day its own text last changed in the content's history (docs/decisions/0071).
    await expect(published).toContainText("27. November 2026");
    await expect(published).toContainText(PUBLISHED.keyphrase);
    // Words, SEO score and readability, measured at build time (the title is the row header).
    // Words in Austrian format, grouped like an amount: "1.041".
    await expect(published.getByRole("cell").nth(3)).toHaveText(/^\d{1,3}(?:\.\d{3})*$/);
    await expect(published.getByRole("cell").nth(4)).toHaveText(/^\d{1,3}$/);
    await expect(published.getByRole("cell").nth(5)).toHaveText(/^(gut|okay|schwer)$/);
    await expect(published.getByRole("link", { name: PUBLISHED.path })).toHaveAttribute("href", PUBLISHED.path);

    const draft = table.getByRole("row").filter({ hasText: "Entwurf" }).filter({ hasNotText: PUBLISHED.title });
    await expect(draft).toHaveCount(1);
    await expect(draft).toContainText("Allgemein");
    await expect(draft).toContainText("Analytics im Test");

    const split = panel.getByRole("listitem").filter({ hasText: "Sammler-Guides" });
    await expect(split).toContainText("1 veröffentlicht, 0 Entwürfe");

    const warnings = panel.getByRole("list", { name: "Hinweise" });
    await expect(warnings.getByRole("listitem").filter({ hasText: "Keyphrase doppelt" })).toContainText(
      `„${PUBLISHED.keyphrase}“ ist die Fokus-Keyphrase von`,
    );
    await expect(warnings.getByRole("listitem").filter({ hasText: "Keine internen Links" })).toContainText("(Entwurf)");
    // Current facts with a "Stand" older than twelve months (prices of mid-2025); historical facts never (the record auction).
    const staleFacts = warnings.getByRole("listitem").filter({ hasText: "Aktueller Fakt älter als 12 Monate" });
    await expect(staleFacts.filter({ hasText: "Im offiziellen Pop-Mart-Webshop kosten" })).toContainText("Stand Juli 2025");
    await expect(warnings.getByRole("listitem").filter({ hasText: "Den Rekord hält" })).toHaveCount(0);
    await expect(panel.getByRole("button", { name: "Analytics öffnen" })).toHaveCount(0);
  });

  test("has no axe violations on the analytics tab with articles and warnings", async ({ page }) => {
    test.slow();
    await openHub(page);
    await generateCustom(page, "Barrierefreiheit der Analytics");
    await page.getByRole("tab", { name: "Analytics" }).click();
    await expect(page.getByRole("tabpanel", { name: "Analytics" }).getByRole("table")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("AI Content Hub: the published articles are files, fetched when needed", () => {
  // A refused fetch is reported by Chromium as a console error; here that is the point.
  test.use({ allowConsoleErrors: [[/Failed to load resource/], { scope: "test" }] });

  test("the page carries none of them; when the list cannot be loaded the hub says so in German and loads it again", async ({
    page,
    request,
  }) => {
    for (const file of ["/ai-content", "/ai-content.data"])
      expect(await (await request.get(file)).text(), file).not.toContain(PUBLISHED.path);
    await page.route("**/ai-content/veroeffentlicht.json", (route) => route.abort("internetdisconnected"));
    await openHub(page);
    const alert = page
      .getByRole("alert")
      .filter({ hasText: "Die Liste der veröffentlichten Artikel konnte nicht geladen werden" });
    await expect(alert).toBeVisible();
    await expect(page.getByText("Die veröffentlichten Artikel sind noch nicht geladen.")).toBeVisible();
    // The tools work meanwhile.
    await generateCustom(page, "Entwurf ohne Liste");
    await page.unroute("**/ai-content/veroeffentlicht.json");
    await alert.getByRole("button", { name: "Erneut laden" }).click();
    await expect(alert).toHaveCount(0);
    const list = page.getByRole("list", { name: "Veröffentlichte Artikel" });
    await expect(list.getByRole("link", { name: PUBLISHED.title, exact: true })).toHaveAttribute("href", PUBLISHED.path);
  });

  test("the analytics figures load when the tab opens, with a German message and a retry when that fails", async ({ page }) => {
    const figures: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/ai-content/kennzahlen.json")) figures.push(request.url());
    });
    await page.route("**/ai-content/kennzahlen.json", (route) => route.abort("internetdisconnected"));
    await openHub(page);
    expect(figures).toEqual([]);
    await page.getByRole("tab", { name: "Analytics" }).click();
    const panel = page.getByRole("tabpanel", { name: "Analytics" });
    const alert = panel.getByRole("alert");
    await expect(alert).toContainText("Die Kennzahlen der veröffentlichten Artikel konnten nicht geladen werden.");
    await page.unroute("**/ai-content/kennzahlen.json");
    await alert.getByRole("button", { name: "Erneut laden" }).click();
    await expect(panel.getByRole("table").getByRole("row").filter({ hasText: PUBLISHED.title })).toContainText("veröffentlicht");
    await expect(panel.getByRole("alert")).toHaveCount(0);
    expect(figures).toHaveLength(2);
  });
});
