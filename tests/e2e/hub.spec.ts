import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, renderedFrames, test, waitForHydration } from "./fixtures";
import {
  countWords,
  downloadText,
  generateButton,
  generateCustom,
  generatorForm,
  openHub,
  panelScore,
  readabilityPanel,
  reloadHub,
  previewMetric,
  previewRegion,
  seoPanel,
  splitExport,
  waitForAnalysis,
  pauseClock,
  finishGeneration,
} from "./hub-helpers";

/** What the generator does at each of its six steps (docs/decisions/0035). */
const statusTexts = [
  "Thema wird einem Briefing zugeordnet …",
  "Fakten werden mit Quelle und Stand aus der Faktenbasis geladen …",
  "Gliederung wird nach der Vorlage der Kategorie gebaut …",
  "Text wird aus Briefing, Fakten und Notizen geschrieben …",
  "Quellen werden mit ihrem Stand zusammengestellt …",
  "Entwurf wird geprüft: SEO, Lesbarkeit und Belege …",
];

test.describe("AI Content Hub: prerendered overview", () => {
  test("the static HTML carries the sample statistics in Austrian formatting", async ({ request }) => {
    const response = await request.get("/ai-content");
    expect(response.status()).toBe(200);
    const html = (await response.text()).replace(/[\u202f\u00a0]/g, " ");
    for (const text of [
      "AI Content Hub",
      "Artikel gesamt",
      ">47<",
      ">84<",
      "58,4 Tsd.",
      "Ø 1.243 Wörter pro Artikel",
      "Platz 2",
      "38 %",
      "34 %",
      "28 %",
      "2.400",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="84"|aria-valuenow="84"[^>]*role="progressbar"/);
    // Nothing from the browser's storage can be in the prerendered page.
    expect(html).not.toContain("Erstellte Artikel");
  });

  test("shows the overview without JavaScript and says the tools need it", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/ai-content");
    await expect(page.getByRole("heading", { level: 1, name: "AI Content Hub" })).toBeVisible();
    await expect(page.getByText("58,4 Tsd.")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Durchschnittlicher SEO-Score" })).toHaveAttribute("aria-valuenow", "84");
    await expect(page.getByRole("row", { name: /labubu fake erkennen/ })).toContainText("1.900");
    // Playwright text selectors skip <noscript>; with scripting off its content is ordinary, visible markup.
    await expect(page.locator("noscript p")).toBeVisible();
    await expect(page.locator("noscript p")).toContainText("benötigen JavaScript");
    await context.close();
  });
});

test.describe("AI Content Hub: the tools open without moving what the visitor looks at", () => {
  /** Holds the list of published articles, so the tools open when the test says. */
  async function holdPublishedList(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route("**/ai-content/veroeffentlicht.json", async (route) => {
      asked();
      await released;
      await route.continue();
    });
    return { requested, release };
  }
  const toolsTab = (page: Page) => page.getByRole("tab", { name: "Content Generator" });
  const privacyLink = (page: Page) =>
    page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: "Rechtliches" })
      .getByRole("link", { name: /Datenschutz/ });

  test("scrolled down to the footer, the footer stays where it is and its link is clicked @mobile", async ({ page }) => {
    const list = await holdPublishedList(page);
    await page.goto("/ai-content");
    await waitForHydration(page);
    await privacyLink(page).scrollIntoViewIfNeeded();
    await list.requested;
    const before = await privacyLink(page).boundingBox();
    list.release();
    await expect(toolsTab(page)).toBeVisible();
    await renderedFrames(page);
    // The tools are over a thousand pixels taller than their placeholder; the footer did not move.
    expect((await privacyLink(page).boundingBox())?.y).toBeCloseTo(before!.y, 0);
    await privacyLink(page).click();
    await expect(page).toHaveURL(/\/datenschutz$/);
  });

  test("where the visitor sees the tools' start, the page does not scroll", async ({ page }) => {
    const list = await holdPublishedList(page);
    await page.goto("/ai-content");
    await waitForHydration(page);
    await page
      .getByRole("region", { name: "Werkzeuge" })
      .evaluate((section) => section.scrollIntoView({ block: "start", behavior: "instant" }));
    await list.requested;
    const scrolled = await page.evaluate(() => window.scrollY);
    list.release();
    await expect(toolsTab(page)).toBeVisible();
    await renderedFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(toolsTab(page)).toBeInViewport();
  });
});

test.describe("AI Content Hub: generator", () => {
  test("generates an article with the real 6 × 800 ms timing, status texts in order and custom-topic precedence", async ({
    page,
  }) => {
    await openHub(page);
    const form = generatorForm(page);
    const generate = generateButton(page);
    const category = page.getByLabel("Kategorie", { exact: true });
    const topic = page.getByLabel("Thema", { exact: true });
    const progress = page.getByRole("progressbar", { name: "Fortschritt der Generierung" });

    // Nothing chosen: no topic list yet, nothing to generate.
    await expect(generate).toBeDisabled();
    await expect(topic).toHaveCount(0);
    await expect(progress).toHaveAttribute("aria-valuenow", "0");

    // A category reveals the grouped topic list; no option has an empty value.
    await category.selectOption("guides");
    await expect(topic).toBeVisible();
    expect(await topic.locator("optgroup").evaluateAll((groups) => groups.map((group) => group.getAttribute("label")))).toEqual([
      "Authentizität",
      "Investment",
    ]);
    expect(
      await page
        .locator("select option")
        .evaluateAll((options) => options.filter((option) => (option as HTMLOptionElement).value === "").length),
    ).toBe(0);
    // 21 topics, less the one a published article covers (hub-publish-check.spec.ts).
    await expect(topic.locator("option")).toHaveCount(20);
    await topic.selectOption({ label: "Preisvergleich: Österreich, Asien und die USA" });
    await expect(generate).toBeEnabled();

    // Changing the category keeps the chosen topic.
    await category.selectOption("reviews");
    await expect(topic).toHaveValue("investment-5");
    await category.selectOption("lokal");
    await expect(topic).toHaveValue("investment-5");
    await category.selectOption("guides");

    // A custom topic wins as the title; a brief covers this one (the teeth), so the text is that brief's.
    const customTitle = "Labubu Zähne zählen";
    await page.getByLabel("Eigenes Thema").fill(customTitle);

    // The six steps, on the browser's clock (Playwright's, paused): each step's timer fires at 800 ms,
    // not a millisecond earlier, whatever the machine's load.
    const status = form.getByRole("status");
    const progressNow = async () => Math.round(Number(await progress.getAttribute("aria-valuenow")) * 100) / 100;
    const stepValues = [0, 16.67, 33.33, 50, 66.67, 83.33, 100];
    await pauseClock(page);
    await generate.click();
    await expect(generate).toBeDisabled();
    for (let step = 0; step < 6; step++) {
      await expect(status).toHaveText(statusTexts[step]!);
      await expect.poll(progressNow).toBe(stepValues[step]);
      await page.clock.runFor(799);
      await expect(status).toHaveText(statusTexts[step]!);
      expect(await progressNow()).toBe(stepValues[step]);
      await page.clock.runFor(1);
      await expect.poll(progressNow).toBe(stepValues[step + 1]);
    }
    await expect(status).toContainText(`Fertig: „${customTitle}“`);
    await expect(generate).toBeEnabled();
    // The bar stays full and says so until the next run.
    await page.clock.runFor(800);
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(progress).toHaveAttribute("aria-valuetext", "Fertig");
    await page.clock.resume();

    // The new article is first in the list and in the preview, titled by the custom topic.
    const list = page.getByRole("list", { name: "Erstellte Artikel" });
    await expect(list.getByRole("listitem").first()).toContainText(customTitle);
    await expect(list.getByRole("listitem").first()).toHaveAttribute("aria-current", "true");
    const preview = previewRegion(page);
    await expect(preview.getByRole("heading", { level: 3 })).toHaveText(customTitle);

    // Word count shown equals the words in the preview text, at least the guide's minimum; the SEO
    // score is measured and "gut"; the related keywords come from the brief.
    const shownWords = await previewMetric(page, "Wörter");
    const body = page.getByRole("region", { name: "Artikeltext" });
    // The note that explains the "nicht neu bestätigt" marks is the page's, not the article's (ADR 0081).
    const staleNote = await body.locator('[id$="hinweis-nicht-neu-bestaetigt"]').allInnerTexts();
    expect(countWords(await body.innerText()) - countWords(staleNote.join("\n"))).toBe(shownWords);
    expect(shownWords).toBeGreaterThanOrEqual(800);
    await waitForAnalysis(page);
    const seo = await previewMetric(page, "SEO-Score");
    expect(seo).toBe((await panelScore(page)).score);
    await expect(seoPanel(page)).toContainText("Textlänge: Der Text hat");
    expect(seo).toBeGreaterThanOrEqual(71);
    expect(seo).toBeLessThanOrEqual(100);
    const keywords = await previewMetric(page, "Keywords");
    expect(keywords).toBeGreaterThanOrEqual(2);
    expect(keywords).toBeLessThanOrEqual(4);
    // The guide template: the steps are a numbered list; the editor's words are the title, never quoted as meta-talk.
    await expect(body.locator("ol")).toHaveCount(1);
    await expect(body).toContainText("genau neun spitze Zähne");
    expect(await body.innerText()).not.toContain(`„${customTitle}“`);
  });

  test("a custom topic alone is enough; one no brief covers yields a research outline around the topic", async ({ page }) => {
    await openHub(page);
    await expect(generateButton(page)).toBeDisabled();
    await generateCustom(page, "Labubu-Stammtisch in Graz");
    const preview = previewRegion(page);
    await expect(preview.getByRole("heading", { level: 3 })).toHaveText("Labubu-Stammtisch in Graz");
    await expect(preview).toContainText("Allgemein");
    const body = page.getByRole("region", { name: "Artikeltext" });
    // No brief covers a regulars' table in Graz: an outline about it, not another topic's text.
    await expect(body).toContainText("Recherche nötig");
    await expect(body.getByRole("heading").last()).toHaveText("Fazit: Labubu-Stammtisch in Graz");
    expect(countWords(await body.innerText())).toBe(await previewMetric(page, "Wörter"));
  });

  test("new articles go first; view, export, delete and undo work per row; statistics add up", async ({ page }) => {
    await openHub(page);
    await generateCustom(page, "Erster Artikel");
    await generateCustom(page, "Zweiter Artikel");
    const list = page.getByRole("list", { name: "Erstellte Artikel" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByRole("listitem").nth(0)).toContainText("Zweiter Artikel");
    await expect(previewRegion(page).getByRole("heading", { level: 3 })).toHaveText("Zweiter Artikel");

    // View button (its name includes the title) switches the preview.
    await page.getByRole("button", { name: "Ansehen „Erster Artikel“" }).click();
    await expect(previewRegion(page).getByRole("heading", { level: 3 })).toHaveText("Erster Artikel");

    // Statistics: count, total words, average measured SEO score, last article.
    const stats = page.getByRole("heading", { name: "Statistik" }).locator("xpath=ancestor::*[@data-slot='card']");
    const firstWords = await previewMetric(page, "Wörter");
    const firstScore = await previewMetric(page, "SEO-Score");
    await page.getByRole("button", { name: "Ansehen „Zweiter Artikel“" }).click();
    await expect(previewRegion(page).getByRole("heading", { level: 3 })).toHaveText("Zweiter Artikel");
    const secondWords = await previewMetric(page, "Wörter");
    const secondScore = await previewMetric(page, "SEO-Score");
    await expect(stats.locator("dd").nth(0)).toHaveText("2");
    expect(Number((await stats.locator("dd").nth(1).innerText()).replace(/\D/g, ""))).toBe(firstWords + secondWords);
    await expect(stats.locator("dd").nth(2)).toHaveText(String(Math.round((firstScore + secondScore) / 2)));
    await expect(stats.locator("dd").nth(3)).toContainText("Zweiter Artikel");
    // The rows show the same measured scores.
    await expect(list.getByRole("listitem").nth(0)).toContainText(`SEO ${secondScore}`);
    await expect(list.getByRole("listitem").nth(1)).toContainText(`SEO ${firstScore}`);

    // Row export downloads <slug>.md.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export „Erster Artikel“" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("erster-artikel.md");
    expect(splitExport(await downloadText(download)).frontMatter[0]).toBe('title: "Erster Artikel"');

    // Delete, then undo; focus lands on the undo button.
    await page.getByRole("button", { name: "Löschen „Zweiter Artikel“" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByText("„Zweiter Artikel“ wurde gelöscht.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Rückgängig" })).toBeFocused();
    await expect(previewRegion(page).getByRole("heading", { level: 3 })).toHaveText("Erster Artikel");
    await page.getByRole("button", { name: "Rückgängig" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByRole("listitem").nth(0)).toContainText("Zweiter Artikel");
  });

  test("the preview's 'Exportieren' downloads Markdown with YAML front matter and the article body", async ({ page }) => {
    await openHub(page);
    await page.getByLabel("Kategorie", { exact: true }).selectOption("lokal");
    await page
      .getByLabel("Thema", { exact: true })
      .selectOption({ label: "Einkaufen auf der Mariahilfer Straße: Tipps für Figuren-Sammler" });
    await generateButton(page).click();
    await finishGeneration(page);
    await expect(generatorForm(page).getByRole("status")).toContainText("Fertig");

    const words = await previewMetric(page, "Wörter");
    await waitForAnalysis(page);
    const seo = await previewMetric(page, "SEO-Score");
    const readability = (
      await readabilityPanel(page)
        .getByText(/^Lesbarkeit: /)
        .innerText()
    ).match(/^Lesbarkeit: (\S+)/)![1];
    const description = await previewRegion(page)
      .locator("dt", { hasText: "Meta-Beschreibung" })
      .locator("xpath=following-sibling::dd")
      .innerText();
    expect(readability).toBe("gut");
    expect(description).toMatch(/^Mariahilfer Straße für Figuren-Sammler: .{100,150}$/);
    const previewText = await page.getByRole("region", { name: "Artikeltext" }).innerText();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      previewRegion(page).getByRole("button", { name: "Exportieren" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("mariahilfer-strasse-tipps-fuer-figuren-sammler.md");
    const { frontMatter, body } = splitExport(await downloadText(download));
    // The brief of the list topic: its SEO title, keyphrase and keywords, the measured score.
    expect(frontMatter).toEqual([
      'title: "Mariahilfer Straße: Tipps für Figuren-Sammler"',
      'slug: "mariahilfer-strasse-tipps-fuer-figuren-sammler"',
      `description: "${description.replaceAll('"', '\\"')}"`,
      'focusKeyphrase: "Mariahilfer Straße"',
      "keywords:",
      '  - "Einkaufsstraße"',
      '  - "Neubaugasse"',
      '  - "Figuren-Sammler"',
      'category: "lokal"',
      expect.stringMatching(/^datePublished: "\d{4}-\d{2}-\d{2}"$/),
      expect.stringMatching(/^dateModified: "\d{4}-\d{2}-\d{2}"$/),
      "sources:",
      ...frontMatter.slice(frontMatter.indexOf("sources:") + 1, frontMatter.indexOf(`seoScore: ${seo}`)),
      `seoScore: ${seo}`,
      `readability: "${readability}"`,
      expect.stringMatching(/^fleschReadingEase: \d+(\.\d)?$/),
      `wordCount: ${words}`,
      'source: "Offline-Vorlage"',
    ]);
    // Each source with its publisher and address, and its title and own date where they are known.
    const sourceLines = frontMatter.slice(frontMatter.indexOf("sources:") + 1, frontMatter.indexOf(`seoScore: ${seo}`));
    expect(sourceLines.length).toBeGreaterThan(0);
    for (const line of sourceLines)
      expect(line).toMatch(/^ {2}- publisher: ".+"$|^ {4}(title: ".+"|date: "\d{4}(-\d\d){0,2}"|url: "https:\/\/.+")$/);
    expect(sourceLines.filter((line) => line.startsWith("  - publisher:")).length).toBe(
      sourceLines.filter((line) => line.startsWith("    url:")).length,
    );
    // The body opens with the intro (the title is the H1) and has the local template's Vienna section.
    expect(body.startsWith("Die Mariahilfer Straße ist eine der bekannten Einkaufsstraßen Wiens")).toBe(true);
    expect(body).toContain("## Ein Nachmittag auf der Einkaufsstraße");
    expect(countWords(body)).toBe(words);
    // Every paragraph of the preview is in the file (links read as their words; the preview keeps
    // amounts and dates together with no-break spaces, the file has plain ones).
    const plain = (text: string) => text.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[\u00a0\u202f]/g, " ");
    const bodyText = plain(body);
    for (const paragraph of previewText
      .split("\n")
      .filter((line) => line.length > 40)
      .slice(0, 5))
      expect(bodyText).toContain(plain(paragraph));
  });

  test("reload keeps generated articles and the schedule", async ({ page }) => {
    await openHub(page);
    await generateCustom(page, "Bleibt nach dem Neuladen");
    await page.getByRole("tab", { name: "Automatisierung" }).click();
    await page.getByRole("button", { name: "Neuen Artikel planen" }).click();
    await page.getByRole("dialog").getByLabel("Titel").fill("Geplant und gespeichert");
    await page.getByRole("dialog").getByRole("button", { name: "Artikel planen" }).click();
    await expect(page.getByRole("list", { name: "Geplante Artikel" })).toContainText("Geplant und gespeichert");

    await reloadHub(page);
    await expect(page.getByRole("list", { name: "Erstellte Artikel" }).getByRole("listitem")).toHaveCount(1);
    await expect(previewRegion(page).getByRole("heading", { level: 3 })).toHaveText("Bleibt nach dem Neuladen");
    await page.getByRole("tab", { name: "Automatisierung" }).click();
    await expect(page.getByRole("list", { name: "Geplante Artikel" })).toContainText("Geplant und gespeichert");
  });
});

test.describe("AI Content Hub: tabs and accessibility", () => {
  test("tabs follow the APG keyboard pattern", async ({ page }) => {
    await openHub(page);
    const generator = page.getByRole("tab", { name: "Content Generator" });
    await expect(generator).toHaveAttribute("aria-selected", "true");
    await generator.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Automatisierung" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Automatisierung" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Automatisierung" })).toBeVisible();
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(generator).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Content Generator" })).toBeHidden();
  });

  // One load of the hub for every tab and state (the page is large): axe takes several seconds per run
  // on a loaded two-core machine, so the test has the time of a slow one.
  test("has no axe violations on each tab: analytics and automation empty, the planning dialog with errors, the generator empty and with an article", async ({
    page,
  }) => {
    test.slow();
    await openHub(page);
    await test.step("the analytics tab, with no draft", async () => {
      await page.getByRole("tab", { name: "Analytics" }).click();
      await expectNoAxeViolations(page);
    });
    await test.step("the automation tab and the planning dialog with errors", async () => {
      await page.getByRole("tab", { name: "Automatisierung" }).click();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Neuen Artikel planen" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Artikel planen" }).click();
      await expect(page.getByRole("dialog").getByText("Bitte geben Sie einen Titel ein.")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
    await test.step("the generator tab, empty and with an article", async () => {
      await page.getByRole("tab", { name: "Content Generator" }).click();
      await expectNoAxeViolations(page);
      await page.getByLabel("Kategorie", { exact: true }).selectOption("reviews");
      await generateCustom(page, "Barrierefreiheit im Test");
      await expectNoAxeViolations(page);
    });
  });
});
