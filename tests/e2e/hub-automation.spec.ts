import { llmTestPorts } from "../llm-server/ports.mjs";
import { expect, test } from "./fixtures";
import {
  automationChecks,
  finishGeneration,
  openHub,
  previewRegion,
  reloadHub,
  runAutomationUntil,
  scheduleRows,
  setHubNow,
  TICK_MS,
  viennaToday,
} from "./hub-helpers";

/**
 * Days across the year the plan is checked on (the browser's clock is set to each): mid-November
 * (Advent topics start), Christmas Eve (their last day), a day in February (Valentine's Day) and one
 * in July (summer). Each starts a partial week on another weekday.
 */
const PLAN_DATES = ["2026-11-16", "2026-12-24", "2027-02-10", "2027-07-15"];

/** Plan days of the default target (3 a week: Monday, Wednesday, Friday) after `today`, four weeks ahead. */
function expectedPlanDays(today: string): string[] {
  const days: string[] = [];
  for (let offset = 1; offset <= 28; offset++) {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000);
    if ([1, 3, 5].includes(day.getUTCDay())) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

test.describe("AI Content Hub: Automatisierung", () => {
  test.beforeEach(async ({ page }) => {
    await openHub(page);
    await page.getByRole("tab", { name: "Automatisierung" }).click();
  });

  // The defaults, then the switches and the target changed in the same load of the hub: each step starts
  // where the one before left the settings (master on, the triggers as they were).
  test("starts with the specified defaults; master off plans nothing and the weekly target re-plans at once; trigger switches toggle by mouse and keyboard, log the change and persist", async ({
    page,
  }) => {
    await test.step("starts with the specified defaults", async () => {
      await expect(page.getByRole("switch", { name: "Automatisierung aktiv" })).toHaveAttribute("aria-checked", "true");
      const weekly = page.getByLabel("Artikel pro Woche");
      await expect(weekly).toHaveValue("3");
      await expect(weekly.locator("option")).toHaveText([
        "1 Artikel pro Woche",
        "2 Artikel pro Woche",
        "3 Artikel pro Woche",
        "5 Artikel pro Woche",
      ]);
      const focus = page.getByLabel("Inhaltlicher Schwerpunkt");
      await expect(focus).toHaveValue("balanced");
      await expect(focus.locator("option")).toHaveText(["Ausgewogen", "SEO-Reichweite", "Saisonale Themen", "Trend-Themen"]);
      await expect(page.getByText("Spezialisiert auf Österreich")).toBeVisible();

      const triggers = [
        ["Neue Produktankündigung", "true", "Bei Ankündigung"],
        ["Saisonale Inhalte", "true", "Zur Saison"],
        ["Wöchentliche Sammler-Tipps", "false", "Wöchentlich"],
        ["Trend-Monitoring", "true", "Bei jeder Planung"],
      ] as const;
      for (const [name, checked, frequency] of triggers) {
        const toggle = page.getByRole("switch", { name });
        await expect(toggle).toHaveAttribute("aria-checked", checked);
        await expect(page.getByRole("listitem").filter({ has: toggle })).toContainText(`Häufigkeit: ${frequency}`);
      }

      const tile = (label: string) =>
        page
          .getByRole("tabpanel", { name: "Automatisierung" })
          .locator("dt", { hasText: label })
          .locator("xpath=following-sibling::dd");
      // Computed from the real plan and drafts: twelve planned, nothing drafted yet.
      await expect(tile("Geplant (nächste 4 Wochen)")).toHaveText("12");
      await expect(tile("Entwürfe bereit")).toHaveText("0");
      await expect(tile("Erfolgsquote der Entwürfe")).toHaveText("–");
      await expect(page.getByRole("heading", { name: "Keyphrases im Plan" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Nächste Schritte" })).toBeVisible();
    });

    await test.step("master off plans nothing; the weekly target re-plans at once", async () => {
      const master = page.getByRole("switch", { name: "Automatisierung aktiv" });
      await master.click();
      await expect(scheduleRows(page)).toHaveCount(0);
      await expect(page.getByText("Keine Artikel geplant.")).toBeVisible();
      await expect(
        page.getByText("Die Automatisierung ist pausiert: Es wird nichts geplant und nichts entworfen."),
      ).toBeVisible();
      await master.click();
      await expect(scheduleRows(page)).toHaveCount(12);
      await page.getByLabel("Artikel pro Woche").selectOption("5");
      await expect(scheduleRows(page)).toHaveCount(20);
      await page.getByLabel("Artikel pro Woche").selectOption("1");
      await expect(scheduleRows(page)).toHaveCount(4);
    });

    await test.step("trigger switches toggle by mouse and keyboard, log the change and persist", async () => {
      const logs: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "log") logs.push(message.text());
      });
      const weeklyTips = page.getByRole("switch", { name: "Wöchentliche Sammler-Tipps" });
      await weeklyTips.click();
      await expect(weeklyTips).toHaveAttribute("aria-checked", "true");
      await expect.poll(() => logs).toContain("Trigger „Wöchentliche Sammler-Tipps“ aktiviert");

      const trends = page.getByRole("switch", { name: "Trend-Monitoring" });
      await trends.focus();
      await page.keyboard.press("Space");
      await expect(trends).toHaveAttribute("aria-checked", "false");
      await expect.poll(() => logs).toContain("Trigger „Trend-Monitoring“ deaktiviert");

      const master = page.getByRole("switch", { name: "Automatisierung aktiv" });
      await master.click();
      await expect(master).toHaveAttribute("aria-checked", "false");
      await expect(page.getByText("Die Automatisierung ist pausiert; die Trigger")).toBeVisible();
      await page.getByLabel("Artikel pro Woche").selectOption("5");
      await page.getByLabel("Inhaltlicher Schwerpunkt").selectOption("seo");

      await reloadHub(page);
      await page.getByRole("tab", { name: "Automatisierung" }).click();
      await expect(page.getByRole("switch", { name: "Wöchentliche Sammler-Tipps" })).toHaveAttribute("aria-checked", "true");
      await expect(page.getByRole("switch", { name: "Trend-Monitoring" })).toHaveAttribute("aria-checked", "false");
      await expect(page.getByRole("switch", { name: "Automatisierung aktiv" })).toHaveAttribute("aria-checked", "false");
      await expect(page.getByLabel("Artikel pro Woche")).toHaveValue("5");
      await expect(page.getByLabel("Inhaltlicher Schwerpunkt")).toHaveValue("seo");
    });
  });

  test("the planning dialog validates in German and adds a scheduled row @mobile", async ({ page }) => {
    const openButton = page.getByRole("button", { name: "Neuen Artikel planen" });
    await openButton.click();
    const dialog = page.getByRole("dialog", { name: "Neuen Artikel planen" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Titel")).toBeFocused();
    // The target length guides; the draft's length comes from its content. Keywords become related keywords.
    await expect(dialog.getByLabel("Ziellänge (Wörter)")).toHaveAccessibleDescription(
      /^Nur zur Orientierung: Die Länge eines Entwurfs ergibt sich aus seinem Inhalt/,
    );
    await expect(dialog.getByLabel("Keywords")).toHaveAccessibleDescription(/verwandten Keywords des Entwurfs/);

    // Escape closes and returns focus to the button.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(openButton).toBeFocused();

    await openButton.click();
    await dialog.getByLabel("Ziellänge (Wörter)").fill("50");
    await dialog.getByLabel("Veröffentlichung am").fill("2020-01-01");
    await dialog.getByRole("button", { name: "Artikel planen" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Bitte prüfen Sie die markierten Felder.");
    await expect(dialog.getByText("Bitte geben Sie einen Titel ein.")).toBeVisible();
    await expect(dialog.getByText("Das Datum darf nicht in der Vergangenheit liegen.")).toBeVisible();
    await expect(dialog.getByText(/Die Ziellänge muss eine ganze Zahl zwischen 300 und 5\.000 Wörtern sein\./)).toBeVisible();
    await expect(dialog.getByLabel("Titel")).toBeFocused();
    await expect(dialog.getByLabel("Titel")).toHaveAttribute("aria-invalid", "true");

    await dialog.getByLabel("Titel").fill("Neujahr mit Labubu: Vorsätze für Sammler");
    await dialog.getByLabel("Kategorie").selectOption("seasonal");
    await dialog.getByLabel("Veröffentlichung am").fill("2027-01-15");
    await dialog.getByLabel("Ziellänge (Wörter)").fill("1100");
    await dialog.getByLabel("Keywords").fill("labubu neujahr, labubu sammeln");
    await dialog.getByRole("button", { name: "Artikel planen" }).click();
    await expect(dialog).toBeHidden();

    const row = page
      .getByRole("list", { name: "Geplante Artikel" })
      .locator(":scope > li")
      .filter({ hasText: "Neujahr mit Labubu" });
    await expect(row).toContainText("Saisonal");
    await expect(row).toContainText("15. Jänner 2027");
    await expect(row).toContainText(/1\.100 Wörter/);
    await expect(row).toContainText("labubu neujahr");
    await expect(row).toContainText("Geplant");
    await expect(row).toContainText("Manuell");
    await expect(page.getByText("„Neujahr mit Labubu: Vorsätze für Sammler“ wurde eingeplant.")).toBeVisible();
    // The list stays in date order.
    const dates = await scheduleRows(page)
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(dates).toEqual([...dates].sort());
  });
});

test.describe("AI Content Hub: automation drafts due slots", () => {
  const llm = llmTestPorts();

  test("a planned slot's keywords become the draft's related keywords", async ({ page }) => {
    await openHub(page);
    await page.getByRole("tab", { name: "Automatisierung" }).click();
    // Only the editor's slot: the automation plans nothing while it is off, and drafts nothing then either.
    await page.getByRole("switch", { name: "Automatisierung aktiv" }).click();
    await expect(scheduleRows(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Neuen Artikel planen" }).click();
    const dialog = page.getByRole("dialog", { name: "Neuen Artikel planen" });
    const day = await viennaToday(page);
    await dialog.getByLabel("Titel").fill("Labubu im Regal zeigen");
    await dialog.getByLabel("Veröffentlichung am").fill(day);
    await dialog.getByLabel("Keywords").fill("Vitrine, Staubschutz");
    await dialog.getByRole("button", { name: "Artikel planen" }).click();
    await expect(dialog).toBeHidden();
    const slot = scheduleRows(page).filter({ hasText: "Labubu im Regal zeigen" });
    await expect(slot).toContainText("Geplant");

    // Its day has come and the automation is on: an own topic no brief covers becomes a research
    // outline (never announced as a finished draft), with the slot's keywords.
    await page.getByRole("switch", { name: "Automatisierung aktiv" }).click();
    await runAutomationUntil(page, () => slot.getByText("Gliederung bereit", { exact: true }).isVisible());
    await slot.getByRole("button", { name: /^Entwurf öffnen/ }).click();
    await previewRegion(page).getByRole("button", { name: "Bearbeiten" }).click();
    await expect(previewRegion(page).getByLabel("Verwandte Keywords")).toHaveValue("Vitrine, Staubschutz");
  });

  test("master off drafts nothing, even when a slot's day has come", async ({ page }) => {
    await openHub(page);
    await page.getByRole("tab", { name: "Automatisierung" }).click();
    const day = (await scheduleRows(page).first().locator("time").getAttribute("datetime"))!;
    await page.getByRole("switch", { name: "Automatisierung aktiv" }).click();
    await expect(scheduleRows(page)).toHaveCount(0);
    await setHubNow(page, `${day}T09:00:00+01:00`);
    // The automation has looked at least twice with the moved clock (a look that started before the
    // clock moved may still finish after it: wait for three) and drafted nothing, planned nothing.
    const before = await automationChecks(page);
    for (let look = 0; look < 3; look++) await page.clock.fastForward(TICK_MS);
    await expect.poll(() => automationChecks(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 3);
    await expect(scheduleRows(page)).toHaveCount(0);
    await page.getByRole("tab", { name: "Content Generator" }).click();
    await expect(page.getByText("Noch keine Artikel. Generieren Sie Ihren ersten Entwurf.")).toBeVisible();
  });

  test.describe("with a model server that refuses the connection", () => {
    // The browser logs the refused request itself.
    test.use({ allowConsoleErrors: [[/Failed to load resource/, /ERR_CONNECTION_REFUSED/], { scope: "test" }] });

    test("an unreachable model fails the slot with the reason; retry drafts it", async ({ page }) => {
      await openHub(page);
      await page.getByRole("radio", { name: "Sprachmodell (OpenAI-kompatibel)" }).check();
      await page.getByLabel("Endpunkt").fill(`${llm.closedOrigin}/v1`);
      await page.getByLabel("Modell", { exact: true }).fill("test-stream");
      await page.getByRole("tab", { name: "Automatisierung" }).click();
      const first = scheduleRows(page).first();
      const day = (await first.locator("time").getAttribute("datetime"))!;
      await setHubNow(page, `${day}T09:00:00+01:00`);
      await runAutomationUntil(page, () => first.getByText("Fehlgeschlagen", { exact: true }).isVisible());
      await expect(first).toContainText("Grund: Der Server hat nicht geantwortet");

      // Back to the offline source, then retry by keyboard.
      await page.getByRole("tab", { name: "Content Generator" }).click();
      await page.getByRole("radio", { name: "Offline-Vorlage" }).check();
      await page.getByRole("tab", { name: "Automatisierung" }).click();
      await first.getByRole("button", { name: /^Erneut versuchen/ }).focus();
      await page.keyboard.press("Enter");
      await finishGeneration(page);
      await expect(first.getByText("Entwurf bereit", { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(first).not.toContainText("Grund:");
    });
  });
});

for (const date of PLAN_DATES) {
  test.describe(`AI Content Hub: the plan on ${date}`, () => {
    test("twelve slots on Monday, Wednesday and Friday; edited, deleted and added by hand, one per day; a due slot is drafted", async ({
      page,
    }) => {
      await openHub(page, { now: `${date}T10:00:00Z` });
      await page.getByRole("tab", { name: "Automatisierung" }).click();
      const rows = scheduleRows(page);
      const days = expectedPlanDays(date);
      await expect(rows).toHaveCount(12);
      const dates = () => rows.locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
      expect(await dates()).toEqual(days);
      for (const row of await rows.all()) {
        await expect(row.getByText("Geplant", { exact: true })).toBeVisible();
        await expect(row).toContainText(/Automatisch \((Neue Produktankündigung|Saisonale Inhalte|Trend-Monitoring)\)/);
      }
      // The newest series comes first among the product announcements.
      await expect(rows.filter({ hasText: "Neue Produktankündigung" }).first()).toContainText("Pin for Love");

      // Edited: the slot is the editor's. Deleted: its topic is not planned again, its day gets the next topic.
      const first = rows.first();
      const title = await first.locator("p").first().innerText();
      // A new series has no brief yet: its slot becomes a research outline around the series' facts.
      const ready = (await first.innerText()).includes("Neue Produktankündigung") ? "Gliederung bereit" : "Entwurf bereit";
      await first.getByRole("button", { name: /^Bearbeiten/ }).click();
      const editDialog = page.getByRole("dialog", { name: "Geplanten Artikel bearbeiten" });
      await expect(editDialog.getByLabel("Titel")).toHaveValue(title);
      await editDialog.getByLabel("Keywords").fill("labubu bearbeitet");
      await editDialog.getByRole("button", { name: "Änderungen speichern" }).click();
      await expect(editDialog).toBeHidden();
      const edited = rows.filter({ hasText: title });
      await expect(edited).toContainText("Manuell");
      await expect(edited).toContainText("labubu bearbeitet");
      const removedTitle = await rows.nth(1).locator("p").first().innerText();
      await rows
        .nth(1)
        .getByRole("button", { name: /^Löschen/ })
        .click();
      await expect(page.getByText(`„${removedTitle}“ wurde aus dem Plan gelöscht.`)).toBeVisible();
      await expect(rows.filter({ hasText: removedTitle })).toHaveCount(0);
      await expect(rows).toHaveCount(12);
      expect(await dates()).toEqual(days);

      // Planned by hand, seven weeks ahead: beyond the automatic plan, in date order.
      await page.getByRole("button", { name: "Neuen Artikel planen" }).click();
      const dialog = page.getByRole("dialog", { name: "Neuen Artikel planen" });
      const later = new Date(Date.parse(`${date}T00:00:00Z`) + 49 * 86_400_000).toISOString().slice(0, 10);
      await dialog.getByLabel("Titel").fill("Labubu im Regal zeigen");
      await dialog.getByLabel("Veröffentlichung am").fill(later);
      await dialog.getByRole("button", { name: "Artikel planen" }).click();
      await expect(dialog).toBeHidden();
      await expect(rows).toHaveCount(13);
      expect(await dates()).toEqual([...days, later]);

      await reloadHub(page);
      await page.getByRole("tab", { name: "Automatisierung" }).click();
      await expect(rows).toHaveCount(13);
      await expect(rows.filter({ hasText: removedTitle })).toHaveCount(0);
      await expect(rows.filter({ hasText: title })).toContainText("Manuell");

      // The first slot's day comes: only it is drafted.
      await setHubNow(page, `${days[0]}T09:00:00Z`);
      await runAutomationUntil(page, () => first.getByText(ready, { exact: true }).isVisible());
      await expect(page.getByText(`„${title}“: ${ready}.`)).toBeVisible();
      await expect(rows.getByText(/^(Entwurf|Gliederung) bereit$/)).toHaveCount(1);
      const tile = page.getByRole("tabpanel", { name: "Automatisierung" }).locator("dt", { hasText: "Entwürfe bereit" });
      await expect(tile.locator("xpath=following-sibling::dd")).toHaveText("1");

      // Keyboard: open the draft in the generator tab.
      await first.getByRole("button", { name: /^Entwurf öffnen/ }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("tab", { name: "Content Generator" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("list", { name: "Erstellte Artikel" }).getByRole("listitem")).toHaveCount(1);
      await expect(page.getByRole("list", { name: "Erstellte Artikel" })).toContainText(title);
    });
  });
}
