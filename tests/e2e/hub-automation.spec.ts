import { expect, test } from "./fixtures";
import { openHub, reloadHub } from "./hub-helpers";

test.describe("AI Content Hub: Automatisierung", () => {
  test.beforeEach(async ({ page }) => {
    await openHub(page);
    await page.getByRole("tab", { name: "Automatisierung" }).click();
  });

  test("starts with the specified defaults", async ({ page }) => {
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
      ["Saisonale Inhalte", "true", "Monatlich"],
      ["Wöchentliche Sammler-Tipps", "false", "Wöchentlich"],
      ["Trend-Monitoring", "true", "Täglich"],
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
    await expect(tile("Artikel diese Woche generiert")).toHaveText("24");
    await expect(tile("Erfolgsquote")).toHaveText(/^96\s%$/);
    await expect(tile("Ø Wörter pro Artikel")).toHaveText(/^1\s240$/);
    await expect(tile("Ø SEO-Score")).toHaveText("82");
    await expect(page.getByRole("heading", { name: "Top-Keywords der Planung" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nächste Schritte" })).toBeVisible();
  });

  test("shows the schedule with coloured, labelled status badges and Austrian dates", async ({ page }) => {
    const schedule = page.getByRole("list", { name: "Geplante Artikel" });
    await expect(schedule.locator(":scope > li")).toHaveCount(5);
    for (const status of ["Veröffentlicht", "Fehlgeschlagen", "Wird generiert", "Geplant"])
      await expect(schedule.getByText(status, { exact: true }).first()).toBeVisible();
    await expect(schedule).toContainText("29. Jänner 2027");
    await expect(schedule).toContainText("Saisonal");
    await expect(schedule).toContainText("Sammler-Guide");
    await expect(schedule).toContainText("Produkt-Review");
  });

  test("trigger switches toggle by mouse and keyboard, log the change and persist", async ({ page }) => {
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
    await expect(page.getByText("Die Automatisierung ist pausiert")).toBeVisible();
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

  test("the planning dialog validates in German and adds a scheduled row @mobile", async ({ page }) => {
    const openButton = page.getByRole("button", { name: "Neuen Artikel planen" });
    await openButton.click();
    const dialog = page.getByRole("dialog", { name: "Neuen Artikel planen" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Titel")).toBeFocused();

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
    await expect(dialog.getByText(/Die Ziellänge muss eine ganze Zahl zwischen 300 und 5\s000 Wörtern sein\./)).toBeVisible();
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
    await expect(row).toContainText(/1\s100 Wörter/);
    await expect(row).toContainText("labubu neujahr");
    await expect(row).toContainText("Geplant");
    await expect(page.getByText("„Neujahr mit Labubu: Vorsätze für Sammler“ wurde eingeplant.")).toBeVisible();
    // Sorted by date: after the 28 November, before the 29 January entry.
    const titles = await page
      .getByRole("list", { name: "Geplante Artikel" })
      .locator(":scope > li > div > p:first-child")
      .allInnerTexts();
    expect(titles.indexOf("Neujahr mit Labubu: Vorsätze für Sammler")).toBe(
      titles.indexOf("Valentinstag mit Labubu: Geschenkideen für Paare") - 1,
    );
  });
});

test("the analytics tab explains that analytics is not available yet", async ({ page }) => {
  await openHub(page);
  await page.getByRole("tab", { name: "Analytics" }).click();
  const panel = page.getByRole("tabpanel", { name: "Analytics" });
  await expect(panel.getByRole("heading", { name: "Analytics" })).toBeVisible();
  const button = panel.getByRole("button", { name: "Analytics öffnen" });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(/Noch nicht verfügbar: Analytics ist in Vorbereitung/);
});
