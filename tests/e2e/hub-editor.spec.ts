import type { Locator, Page } from "@playwright/test";

import { longDraftBody } from "../../bench/typing.mjs";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  checkLine,
  downloadText,
  generateCustom,
  guardAgainstScript,
  HUB_LEGACY_STORAGE_KEY,
  HUB_STORAGE_KEY,
  openHub,
  panelScore,
  previewMetric,
  previewRegion,
  readabilityPanel,
  reloadHub,
  seoPanel,
  splitExport,
  waitForAnalysis,
  pauseClock,
} from "./hub-helpers";

const field = (page: Page, label: string) => previewRegion(page).getByLabel(label, { exact: true });
const edit = (page: Page) => previewRegion(page).getByRole("button", { name: "Bearbeiten" }).click();

/** Types into a field as the editor would (replacing its text) and waits until it is analysed and saved. */
async function setField(page: Page, label: string, value: string) {
  await field(page, label).fill(value);
  await waitForAnalysis(page);
  await expect(previewRegion(page).getByText("Alle Änderungen sind gespeichert.")).toBeVisible();
}

/** A line's verdict as the screen reader hears it first: "Gut", "Verbesserungswürdig" or "Problem". */
async function verdict(line: Locator): Promise<string> {
  return (await line.locator(".sr-only").innerText()).replace(/:\s*$/, "");
}

const description =
  "Labubu Stammtisch in Graz: Wann und wo sich Sammlerinnen und Sammler treffen, was Sie mitbringen und wie Sie Fälschungen erkennen.";

test.describe("AI Content Hub: editing a draft with live analysis", () => {
  test("edits of title, keyphrase and body change the score and the check lines, survive a reload and reach the export", async ({
    page,
  }) => {
    await openHub(page);
    await generateCustom(page, "Stammtisch in Graz");
    await waitForAnalysis(page);
    const seo = seoPanel(page);
    const titleLine = checkLine(seo, "Keyphrase im SEO-Titel");
    const internalLine = checkLine(seo, "Interne Links");
    const generated = (await panelScore(page)).score;
    expect(await previewMetric(page, "SEO-Score")).toBe(generated);

    await edit(page);
    await expect(field(page, "SEO-Titel")).toHaveValue("Stammtisch in Graz");
    // A keyphrase whose first word the title lacks: the title line turns red.
    await setField(page, "Fokus-Keyphrase", "Labubu Stammtisch");
    await expect(titleLine).toContainText("fehlt im SEO-Titel");
    expect(await verdict(titleLine)).toBe("Problem");
    await setField(page, "SEO-Titel", "Labubu Stammtisch in Graz");
    await expect(titleLine).toContainText("Der SEO-Titel beginnt mit der Fokus-Keyphrase – gut.");
    expect(await verdict(titleLine)).toBe("Gut");
    const withKeyphrase = (await panelScore(page)).score;

    // Taking the keyphrase out of the title lowers the score; putting it back restores it.
    await setField(page, "SEO-Titel", "Treffen in Graz");
    await expect(titleLine).toContainText("fehlt im SEO-Titel");
    expect((await panelScore(page)).score).toBeLessThan(withKeyphrase);
    await setField(page, "SEO-Titel", "Labubu Stammtisch in Graz");
    expect((await panelScore(page)).score).toBe(withKeyphrase);

    // Without internal links the line is red; two internal links turn it green.
    const generatedBody = await field(page, "Text (Markdown)").inputValue();
    const body = generatedBody.replace(/\[([^\]]*)\]\((?:\/|https:\/\/www\.labubu-sammler\.at)[^)]*\)/g, "$1");
    await setField(page, "Text (Markdown)", body);
    expect(await verdict(internalLine)).toBe("Problem");
    const withoutLinks = (await panelScore(page)).score;
    await setField(
      page,
      "Text (Markdown)",
      `${body}\n\nMehr dazu im [Ratgeber](/ratgeber) und unter [Echtheit](/#authentizitaet).`,
    );
    await expect(internalLine).toContainText("2 interne Links – gut.");
    await setField(page, "Meta-Beschreibung", description);
    await expect(checkLine(seo, "Länge der Meta-Beschreibung")).toContainText("130 Zeichen – gut.");

    // An invalid slug is explained with the address the export will use; the suggestion can be taken.
    await field(page, "Slug").fill("Labubu Stammtisch!");
    await expect(previewRegion(page).getByText("Beim Export wird daraus „labubu-stammtisch“.")).toBeVisible();
    await expect(field(page, "Slug")).toHaveAttribute("aria-invalid", "true");
    await previewRegion(page).getByRole("button", { name: "Vorschlag übernehmen" }).click();
    await expect(field(page, "Slug")).toHaveValue("labubu-stammtisch");
    await waitForAnalysis(page);
    await expect(previewRegion(page).getByText("Alle Änderungen sind gespeichert.")).toBeVisible();

    const edited = await panelScore(page);
    expect(edited.score).toBeGreaterThan(withoutLinks);
    await expect(previewRegion(page).locator("dt", { hasText: "SEO-Score" }).locator("xpath=following-sibling::dd")).toHaveText(
      String(edited.score),
    );
    const row = page.getByRole("list", { name: "Erstellte Artikel" }).getByRole("listitem").first();
    await expect(row).toContainText("Labubu Stammtisch in Graz");
    await expect(row).toContainText(`SEO ${edited.score}`);

    // Reload: the edits and the score are still there.
    await reloadHub(page);
    await waitForAnalysis(page);
    expect(await panelScore(page)).toEqual(edited);
    expect(await previewMetric(page, "SEO-Score")).toBe(edited.score);
    await expect(previewRegion(page).getByRole("heading", { level: 3 })).toHaveText("Labubu Stammtisch in Graz");
    await expect(previewRegion(page)).toContainText("/ratgeber/labubu-stammtisch");
    await edit(page);
    await expect(field(page, "Fokus-Keyphrase")).toHaveValue("Labubu Stammtisch");
    await expect(field(page, "Meta-Beschreibung")).toHaveValue(description);
    await expect(field(page, "Text (Markdown)")).toHaveValue(/\[Ratgeber\]\(\/ratgeber\)/);

    // The export carries the new front matter.
    const readability = (
      await readabilityPanel(page)
        .getByText(/^Lesbarkeit: /)
        .innerText()
    ).match(/^Lesbarkeit: (\S+)/)![1];
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      previewRegion(page).getByRole("button", { name: "Exportieren" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("labubu-stammtisch.md");
    const { frontMatter, body: exported } = splitExport(await downloadText(download));
    expect(frontMatter).toEqual(
      expect.arrayContaining([
        'title: "Labubu Stammtisch in Graz"',
        'slug: "labubu-stammtisch"',
        `description: "${description}"`,
        'focusKeyphrase: "Labubu Stammtisch"',
        `seoScore: ${edited.score}`,
        `readability: "${readability}"`,
        expect.stringMatching(/^fleschReadingEase: \d{1,3}(\.\d)?$/),
      ]),
    );
    expect(exported).toContain("[Ratgeber](/ratgeber)");
  });

  // Both on one load of the hub, each in a draft of its own.
  test("Änderungen verwerfen restores the generated text and can be undone; edits typed just before a reload are saved with their score", async ({
    page,
  }) => {
    await test.step("Änderungen verwerfen restores the generated text, and the discard can be undone", async () => {
      await openHub(page);
      await generateCustom(page, "Verwerfen im Test");
      await edit(page);
      const discard = previewRegion(page).getByRole("button", { name: "Änderungen verwerfen" });
      await expect(discard).toBeDisabled();
      const original = await field(page, "Text (Markdown)").inputValue();
      await setField(page, "Text (Markdown)", "## Neu\n\nGanz anderer Text.");
      await setField(page, "SEO-Titel", "Ganz neuer Titel");
      await discard.click();
      await expect(field(page, "Text (Markdown)")).toHaveValue(original);
      await expect(field(page, "SEO-Titel")).toHaveValue("Verwerfen im Test");
      await expect(previewRegion(page).getByText("Die Änderungen wurden verworfen")).toBeVisible();
      await expect(previewRegion(page).getByRole("button", { name: "Rückgängig" })).toBeFocused();
      await waitForAnalysis(page);

      // Nothing is lost: the discarded edits come back with one click, and stay after a reload.
      await previewRegion(page).getByRole("button", { name: "Rückgängig" }).click();
      await expect(field(page, "SEO-Titel")).toHaveValue("Ganz neuer Titel");
      await expect(field(page, "Text (Markdown)")).toHaveValue("## Neu\n\nGanz anderer Text.");
      await waitForAnalysis(page);
      await reloadHub(page);
      await expect(previewRegion(page).getByRole("heading", { level: 3 })).toHaveText("Ganz neuer Titel");
    });

    await test.step("edits typed just before a reload are saved with their score", async () => {
      await generateCustom(page, "Schnell neu laden");
      await edit(page);
      await field(page, "SEO-Titel").fill("Gleich nach dem Tippen neu geladen");
      // No waiting for the pause: leaving the page writes the pending edit at once.
      await reloadHub(page);
      await expect(previewRegion(page).getByRole("heading", { level: 3 })).toHaveText("Gleich nach dem Tippen neu geladen");
      await waitForAnalysis(page);
      expect(await previewMetric(page, "SEO-Score")).toBe((await panelScore(page)).score);
    });
  });
});

test.describe("AI Content Hub: bad input in the editor", () => {
  // One load of the hub (the page is large) for every kind of bad input, each in a draft of its own; the
  // guard against scripts watches the whole test. The draft with the raw HTML comes last: it is reloaded.
  test("an empty body, only headings, only a list, odd keyphrases, emoji and right-to-left text, raw HTML and scripts get clear results and stay text", async ({
    page,
  }) => {
    test.slow();
    const check = await guardAgainstScript(page);
    await openHub(page);
    await test.step("an empty body, only headings and only a list each get a clear message", async () => {
      await generateCustom(page, "Leere Texte");
      await edit(page);

      await setField(page, "Text (Markdown)", "");
      await expect(checkLine(seoPanel(page), "Textlänge")).toContainText(
        "Der Text ist leer. Schreiben Sie mindestens 300 Wörter.",
      );
      await expect(checkLine(readabilityPanel(page), "Satzlänge")).toContainText("Der Text ist leer.");
      await expect(readabilityPanel(page)).toContainText("Flesch-Lesbarkeitswert (0–100)");
      await expect(readabilityPanel(page)).toContainText("nicht messbar");

      await setField(page, "Text (Markdown)", "## Eins\n\n## Zwei");
      await expect(checkLine(readabilityPanel(page), "Satzlänge")).toContainText("Der Text besteht nur aus Überschriften.");
      await expect(checkLine(seoPanel(page), "Keyphrase in der Einleitung")).toContainText("noch keinen ersten Absatz");

      await setField(page, "Text (Markdown)", "- Prüfen Sie das Siegel.\n- Zählen Sie die Zähne.\n- Vergleichen Sie den Preis.");
      await expect(checkLine(readabilityPanel(page), "Absatzlänge")).toContainText("keine Absätze, nur Listen");
      await expect(checkLine(readabilityPanel(page), "Flesch-Lesbarkeit")).toContainText("Flesch-Lesbarkeitswert");

      await setField(page, "SEO-Titel", "   ");
      await expect(previewRegion(page).getByText("Bitte geben Sie einen SEO-Titel ein.")).toBeVisible();
      await expect(page.getByRole("list", { name: "Erstellte Artikel" }).getByRole("listitem").first()).toContainText(
        "Ohne Titel",
      );
    });

    await test.step("keyphrases with quotes, punctuation, only function words or spelling variants get clear results", async () => {
      await generateCustom(page, "Straße der Sammler");
      await edit(page);
      const length = checkLine(seoPanel(page), "Länge der Fokus-Keyphrase");

      await setField(page, "Fokus-Keyphrase", "„“");
      await expect(length).toContainText("nur Satz- oder Anführungszeichen");
      await setField(page, "Fokus-Keyphrase", "?!…");
      await expect(length).toContainText("nur Satz- oder Anführungszeichen");
      await setField(page, "Fokus-Keyphrase", "der die das");
      await expect(length).toContainText("„der die das“ besteht nur aus Füllwörtern");
      expect(await verdict(length)).toBe("Problem");

      // "Strasse" in the keyphrase matches "Straße" in the title; quotes ask for the exact phrase.
      await setField(page, "Fokus-Keyphrase", "Strasse der Sammler");
      await expect(checkLine(seoPanel(page), "Keyphrase im SEO-Titel")).toContainText("beginnt mit der Fokus-Keyphrase");
      await setField(page, "Fokus-Keyphrase", "„Sammler Straße“");
      await expect(checkLine(seoPanel(page), "Keyphrase im SEO-Titel")).toContainText("fehlt im SEO-Titel");
    });

    await test.step("emoji and right-to-left text are edited, analysed and shown without breaking anything", async () => {
      await generateCustom(page, "Emoji und Schriften");
      await edit(page);
      await setField(page, "SEO-Titel", "🎉 Labubu שלום");
      await setField(page, "Fokus-Keyphrase", "שלום");
      await setField(page, "Text (Markdown)", "🎉🎉 Labubu ist da. שלום עולם. مرحبا بالعالم؟ 👩‍👩‍👧‍👦");
      await expect(checkLine(seoPanel(page), "Keyphrase in der Einleitung")).toContainText("– gut.");
      await expect(checkLine(seoPanel(page), "Textlänge")).toContainText("nur 7 Wörter");
      await expect(field(page, "SEO-Titel")).toHaveAttribute("dir", "auto");
      await previewRegion(page).getByRole("button", { name: "Vorschau" }).click();
      await expect(page.getByRole("region", { name: "Artikeltext" })).toContainText("שלום עולם. مرحبا بالعالم؟");
    });

    await test.step("raw HTML, a script and javascript: links in the body stay text: in the editor, the preview and the exported file", async () => {
      await generateCustom(page, "HTML im Text");
      await edit(page);
      const html =
        '<script>window.__xss=1;alert(1)</script>\n\nEin Absatz mit <img src=x onerror="window.__xss=2;alert(2)"> und <b>fett</b>, ' +
        "[Klick](javascript:window.__xss=3), <javascript:alert(4)> und [sicher](/ratgeber).";
      await setField(page, "Text (Markdown)", html);
      await previewRegion(page).getByRole("button", { name: "Vorschau" }).click();
      const text = page.getByRole("region", { name: "Artikeltext" });
      await expect(text).toContainText("<script>window.__xss=1;alert(1)</script>");
      await expect(text).toContainText('<img src=x onerror="window.__xss=2;alert(2)">');
      await expect(text).toContainText("<b>fett</b>, Klick, javascript:alert(4) und sicher.");
      await expect(text.getByRole("link")).toHaveText(["sicher"]);
      await expect(checkLine(seoPanel(page), "Textlänge")).toContainText("Wörter");
      await check();

      // Other Markdown renderers pass HTML and any link through: the file carries them as text.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        previewRegion(page).getByRole("button", { name: "Exportieren" }).click(),
      ]);
      const { body } = splitExport(await downloadText(download));
      expect(body).toBe(
        "\\<script\\>window\\.\\_\\_xss\\=1\\;alert\\(1\\)\\<\\/script\\>\n\n" +
          'Ein Absatz mit \\<img src\\=x onerror\\=\\"window\\.\\_\\_xss\\=2\\;alert\\(2\\)\\"\\> und \\<b\\>fett\\<\\/b\\>, ' +
          "Klick, javascript\\:alert\\(4\\) und [sicher](/ratgeber).\n",
      );
      expect(body).not.toMatch(/(^|[^\\])<[a-z/]|javascript:|\]\(javascript/i);
      // The build's check reads what the editor wrote: it names the HTML and the link to fix before publishing.
      await expect(previewRegion(page)).toContainText("Als Artikel würde der Build diese Datei aber ablehnen");
      await expect(previewRegion(page)).toContainText("HTML ist im Artikeltext nicht erlaubt");
      await expect(previewRegion(page)).toContainText("Linkziel „javascript:window.__xss=3“ ist nicht erlaubt");
      // The preview is unchanged by the export.
      await expect(text).toContainText("<script>window.__xss=1;alert(1)</script>");
      await reloadHub(page);
      await expect(page.getByRole("region", { name: "Artikeltext" })).toContainText("<script>window.__xss=1;alert(1)</script>");
      await check();
    });
  });
});

test.describe("AI Content Hub: long texts", () => {
  test("a 100,000-word paste says it is too long to analyse live, and is analysed in the worker", async ({ page }) => {
    // How long the main thread is busy meanwhile is measured by `npm run bench` (bench/responsiveness.mjs).
    test.slow();
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    await openHub(page);
    await generateCustom(page, "Sehr langer Text");
    await edit(page);
    const text = longDraftBody(100_000);
    // On the browser's clock, paused: the analysis of a text this long starts after a two-second pause in typing.
    await pauseClock(page);
    // Pasted in one input event, as a paste arrives.
    await page.evaluate((value) => {
      const input = [...document.querySelectorAll("label")].find((label) => label.textContent === "Text (Markdown)")!
        .control as HTMLTextAreaElement;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }, text);
    await page.clock.runFor(1_999);
    await expect(checkLine(seoPanel(page), "Textlänge")).not.toContainText(/100\.000 Wörter/);
    await page.clock.runFor(1);
    await expect(page.getByText(/zu lang für die Live-Analyse/)).toBeVisible();
    await page.clock.resume();
    await expect(checkLine(seoPanel(page), "Textlänge")).toContainText(/Der Text hat 100\.000 Wörter/, { timeout: 60_000 });
    expect(workers.some((url) => /analysis\.worker/.test(url))).toBe(true);

    // The preview shows the beginning and says so; the whole text is stored.
    await previewRegion(page).getByRole("button", { name: "Vorschau" }).click();
    await expect(previewRegion(page).getByText(/Die Vorschau zeigt die ersten 5\d\.\d{3} von 600\.881 Zeichen/)).toBeVisible();
    await reloadHub(page);
    await expect(checkLine(seoPanel(page), "Textlänge")).toContainText(/100\.000 Wörter/, { timeout: 30_000 });
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key)!).articles[0].content.length,
      HUB_STORAGE_KEY,
    );
    expect(stored).toBe(text.length);
  });
});

test.describe("AI Content Hub: migration, policy and accessibility", () => {
  test("drafts stored by version 1 are migrated: fields derived, score measured, nothing dropped", async ({ page }) => {
    const version1 = {
      version: 1,
      savedAt: "2026-11-21T10:00:00.000Z",
      articles: [
        {
          id: "1795262400000",
          title: "Labubu in Wien: worauf Sammler achten",
          content: "## Einleitung\n\nIn Wien gibt es viele Sammler. Labubu ist dort sehr beliebt.",
          category: "lokal",
          keywords: ["labubu wien", "labubu sammler"],
          wordCount: 12,
          seoScore: 91,
          createdAt: "2026-11-21T10:00:00.000Z",
        },
      ],
      triggers: { "product-announcement": false, "seasonal-content": true, "weekly-tips": true, "trend-monitoring": false },
    };
    await page.addInitScript(
      ([key, raw]) => {
        if (!sessionStorage.getItem("seeded")) localStorage.setItem(key, raw);
        sessionStorage.setItem("seeded", "1");
      },
      [HUB_LEGACY_STORAGE_KEY, JSON.stringify(version1)] as const,
    );
    await openHub(page);
    await waitForAnalysis(page);
    const score = (await panelScore(page)).score;
    expect(score).not.toBe(91);
    expect(await previewMetric(page, "SEO-Score")).toBe(score);
    await expect(previewRegion(page)).toContainText("/ratgeber/labubu-in-wien-worauf-sammler-achten");
    await expect(previewRegion(page)).toContainText("In Wien gibt es viele Sammler. Labubu ist dort sehr beliebt.");
    await edit(page);
    await expect(field(page, "Fokus-Keyphrase")).toHaveValue("labubu wien");
    await expect(field(page, "Verwandte Keywords")).toHaveValue("labubu sammler");
    const stored = await page.evaluate(
      ([current, legacy]) => ({
        current: JSON.parse(localStorage.getItem(current) ?? "null"),
        legacy: localStorage.getItem(legacy),
      }),
      [HUB_STORAGE_KEY, HUB_LEGACY_STORAGE_KEY] as const,
    );
    expect(stored.legacy).toBeNull();
    expect(stored.current.version).toBe(3);
    expect(stored.current.articles[0]).toMatchObject({ focusKeyphrase: "labubu wien", seoScore: score, wordCount: 12 });
    expect(stored.current.triggers["weekly-tips"]).toBe(true);
  });

  // Both on one load of the hub, each in a draft of its own; the policy is watched throughout.
  test("the analysis worker runs under the strict policy without a single violation; editor and panels are keyboard operable, pass axe and never show state by colour alone", async ({
    page,
  }) => {
    test.slow();
    await page.addInitScript(() => {
      const store: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
      document.addEventListener("securitypolicyviolation", (event) =>
        store.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    await openHub(page);
    await test.step("the analysis worker runs under the strict policy without a single violation", async () => {
      await generateCustom(page, "Sicherheit");
      await edit(page);
      await setField(page, "SEO-Titel", "Sicherheit und Labubu");
      expect(workers.filter((url) => /\/assets\/analysis\.worker-[\w-]+\.js$/.test(url))).toHaveLength(1);
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    });

    await test.step("editor and panels: keyboard operable, no axe violations, state never by colour alone", async () => {
      await generateCustom(page, "Barrierefrei bearbeiten");
      await waitForAnalysis(page);
      const toggle = previewRegion(page).getByRole("button", { name: "Bearbeiten" });
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(previewRegion(page).getByRole("button", { name: "Vorschau" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(field(page, "SEO-Titel")).toBeFocused();
      await page.keyboard.press("End");
      await page.keyboard.type(" jetzt");
      await expect(field(page, "SEO-Titel")).toHaveValue("Barrierefrei bearbeiten jetzt");
      await waitForAnalysis(page);
      await expectNoAxeViolations(page);
      // Every check line carries an icon and a spoken verdict, not only a colour.
      const lines = seoPanel(page).getByRole("listitem");
      await expect(lines).toHaveCount(16);
      for (const line of await lines.all()) {
        await expect(line.locator("svg")).toHaveCount(1);
        expect(["Gut", "Verbesserungswürdig", "Problem"]).toContain(await verdict(line));
      }
      await expect(readabilityPanel(page).getByRole("listitem")).toHaveCount(7);
    });
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  });
});
