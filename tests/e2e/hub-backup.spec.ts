import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  downloadText,
  generateCustom,
  HUB_STORAGE_KEY,
  openHub,
  pauseClock,
  previewRegion,
  reloadHub,
  scheduleRows,
  waitForAnalysis,
} from "./hub-helpers";

const MODEL_SETTINGS_KEY = "labubu-hub:llm-settings:v1";
const API_KEY_KEY = "labubu-hub:llm-key";
const SECRET = "sk-test-nie-in-der-sicherung-4711";

const draftList = (page: Page) => page.getByRole("list", { name: "Erstellte Artikel" });
const draftRows = (page: Page, title: string) => draftList(page).getByRole("listitem").filter({ hasText: title });
const bodyField = (page: Page) => previewRegion(page).getByLabel("Text (Markdown)", { exact: true });
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), HUB_STORAGE_KEY);
const storedDraftCount = async (page: Page) =>
  (JSON.parse((await stored(page)) ?? "{}") as { articles?: unknown[] }).articles?.length;

test.describe("AI Content Hub: data that survives tabs and a new browser", () => {
  test("two tabs keep each other's drafts and both versions of a draft edited in both, with a notice in each; the automation runs in one", async ({
    page,
    context,
  }) => {
    // Two hubs generate, analyse and save on a shared, loaded machine.
    test.slow();
    await openHub(page);
    const second = await context.newPage();
    await openHub(second);

    // A draft in the first tab, then one in the second: neither tab loses the other's.
    await generateCustom(page, "Tauschbörse in Linz");
    await generateCustom(second, "Labubu-Treffen in Graz");
    for (const tab of [page, second]) {
      await expect(draftRows(tab, "Tauschbörse in Linz")).toHaveCount(1);
      await expect(draftRows(tab, "Labubu-Treffen in Graz")).toHaveCount(1);
    }
    expect(await storedDraftCount(page)).toBe(2);

    // The automation runs in the first tab; the second says so.
    await page.getByRole("tab", { name: "Automatisierung" }).click();
    await second.getByRole("tab", { name: "Automatisierung" }).click();
    await expect(second.locator("[data-automation-elsewhere=true]")).toContainText(
      "Die Automatisierung läuft in einem anderen geöffneten Tab",
    );
    await expect(page.locator("[data-automation-elsewhere=false]")).toBeAttached();
    await expect(scheduleRows(second)).toHaveCount(await scheduleRows(page).count());
    await page.getByRole("tab", { name: "Content Generator" }).click();
    await second.getByRole("tab", { name: "Content Generator" }).click();

    // Both tabs open the Graz draft in the editor; their analyses (each measures against its own
    // drafts) are no change of the draft.
    await draftRows(page, "Labubu-Treffen in Graz")
      .getByRole("button", { name: /^Ansehen/ })
      .click();
    for (const tab of [page, second]) {
      await previewRegion(tab).getByRole("button", { name: "Bearbeiten" }).click();
      await waitForAnalysis(tab);
    }
    const body = await bodyField(page).inputValue();

    // Both tabs change the same draft while the second tab's clock stands still (its pause before
    // saving does not end); the first tab then leaves the draft, which saves its edit at once: a
    // real conflict, merged by the second tab when it reads the first tab's write.
    await pauseClock(second);
    await bodyField(second).fill(`${body}\n\nFassung aus dem zweiten Tab.`);
    await bodyField(page).fill(`${body}\n\nFassung aus dem ersten Tab.`);
    await draftRows(page, "Tauschbörse in Linz")
      .getByRole("button", { name: /^Ansehen/ })
      .click();

    // Each tab says what happened and where its own version is.
    await expect(second.locator("[data-tab-conflict]")).toContainText(
      "Der Entwurf „Labubu-Treffen in Graz“ wurde gleichzeitig in einem anderen Tab geändert. Beide Fassungen sind erhalten: Ihre steht hier, die aus dem anderen Tab als zweiter Entwurf gleichen Titels in der Liste.",
    );
    await expect(page.locator("[data-tab-conflict]")).toContainText(
      "Der Entwurf „Labubu-Treffen in Graz“ wurde gleichzeitig in einem anderen Tab geändert. Beide Fassungen sind erhalten: Hier steht die aus dem anderen Tab, Ihre als zweiter Entwurf gleichen Titels in der Liste.",
    );
    await second.clock.resume();
    await expect(bodyField(second)).toHaveValue(/Fassung aus dem zweiten Tab\.$/);
    for (const tab of [page, second]) await expect(draftRows(tab, "Labubu-Treffen in Graz")).toHaveCount(2);
    // The first tab finds its own version in the list.
    const versions: string[] = [];
    for (const row of [0, 1]) {
      await draftRows(page, "Labubu-Treffen in Graz")
        .nth(row)
        .getByRole("button", { name: /^Ansehen/ })
        .click();
      const text = previewRegion(page).getByRole("region", { name: "Artikeltext" });
      await expect(text).toContainText("Fassung aus dem");
      versions.push(await text.innerText());
    }
    expect(versions.some((text) => text.includes("Fassung aus dem ersten Tab."))).toBe(true);
    expect(versions.some((text) => text.includes("Fassung aus dem zweiten Tab."))).toBe(true);
    const both = (await stored(second)) ?? "";
    expect(both).toContain("Fassung aus dem ersten Tab.");
    expect(both).toContain("Fassung aus dem zweiten Tab.");
    for (const tab of [page, second]) {
      await tab.getByRole("button", { name: "Hinweis schließen" }).click();
      await expect(tab.locator("[data-tab-conflict]")).toHaveCount(0);
    }

    // The model settings follow to the other tab; the key does not.
    await page.getByRole("radio", { name: "Sprachmodell (OpenAI-kompatibel)" }).check();
    await page.getByLabel("Endpunkt").fill("http://localhost:11434/v1");
    await page.getByLabel("Modell", { exact: true }).fill("llama-test");
    await page.getByLabel("API-Schlüssel (optional)").fill(SECRET);
    await expect(second.getByRole("radio", { name: "Sprachmodell (OpenAI-kompatibel)" })).toBeChecked();
    await expect(second.getByLabel("Endpunkt")).toHaveValue("http://localhost:11434/v1");
    await expect(second.getByLabel("Modell", { exact: true })).toHaveValue("llama-test");
    await expect(second.getByLabel("API-Schlüssel (optional)")).toHaveValue("");

    // Closing the first tab hands the automation to the second.
    await second.getByRole("tab", { name: "Automatisierung" }).click();
    await page.close();
    await expect(second.locator("[data-automation-elsewhere=false]")).toBeAttached();
    await expect(second.getByText("Die Automatisierung läuft in einem anderen geöffneten Tab")).toHaveCount(0);
    await reloadHub(second);
    await expect(draftRows(second, "Labubu-Treffen in Graz")).toHaveCount(2);
    await expect(draftRows(second, "Tauschbörse in Linz")).toHaveCount(1);
  });

  test("a backup restores the workspace in a fresh browser after the preview; the key is never in it; a broken file changes nothing", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two browsers, two drafts, five file checks and two reloads.
    test.slow();
    await openHub(page);
    await generateCustom(page, "Tauschbörse in Linz");
    await generateCustom(page, "Labubu-Treffen in Graz");
    await page.getByRole("tab", { name: "Automatisierung" }).click();
    await page.getByLabel("Artikel pro Woche").selectOption("5");
    await expect.poll(() => scheduleRows(page).count()).toBeGreaterThan(12);
    const slots = await scheduleRows(page).count();
    // A language model with a remembered key: the settings go into the backup, the key never.
    await page.evaluate(
      ([settingsKey, keyKey, secret]) => {
        localStorage.setItem(
          settingsKey!,
          JSON.stringify({ source: "llm", endpoint: "http://localhost:11434/v1", model: "llama-test" }),
        );
        localStorage.setItem(keyKey!, secret!);
        sessionStorage.setItem(keyKey!, secret!);
      },
      [MODEL_SETTINGS_KEY, API_KEY_KEY, SECRET],
    );
    await reloadHub(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Sicherung herunterladen" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("labubu-hub-sicherung-2026-11-24.json");
    const text = await downloadText(download);
    expect(text).not.toContain(SECRET);
    const backup = JSON.parse(text) as {
      format: string;
      version: number;
      workspace: { articles: unknown[]; schedule: unknown[] };
      modelSettings: unknown;
    };
    expect(backup).toMatchObject({ format: "labubu-hub-sicherung", version: 1 });
    expect(backup.workspace.articles).toHaveLength(2);
    expect(backup.workspace.schedule).toHaveLength(slots);
    expect(backup.modelSettings).toEqual({ source: "llm", endpoint: "http://localhost:11434/v1", model: "llama-test" });
    await expect(page.getByText("Sicherung „labubu-hub-sicherung-2026-11-24.json“ wurde heruntergeladen.")).toBeVisible();

    // A fresh browser: new storage, its own plan.
    const fresh = await browser.newContext({ baseURL });
    const other = await fresh.newPage();
    await openHub(other);
    await expect(draftList(other)).toHaveCount(0);
    const input = other.getByLabel("Sicherung laden");
    const failure = other.locator("[data-backup=failed]");
    const before = await stored(other);
    const broken = [
      { name: "kaputt.json", text: text.slice(0, text.length / 2), message: "kein gültiges JSON" },
      {
        name: "sammlung.json",
        text: '{"format":"labubu-sammlung","version":1,"series":{}}',
        message: "keine Sicherung dieses Hubs",
      },
      {
        name: "falsch.json",
        text: JSON.stringify({ ...backup, workspace: { ...backup.workspace, articles: { "0": backup.workspace.articles[0] } } }),
        message: "ungültige Angaben",
      },
      { name: "bild.png", text: "\u0089PNG\r\n\u001a\n\u0000\u0000", message: "keine Textdatei" },
    ];
    for (const file of broken) {
      const buffer = Buffer.from(file.text, file.name.endsWith(".png") ? "latin1" : "utf8");
      await input.setInputFiles({ name: file.name, mimeType: "application/json", buffer });
      await expect(failure).toContainText(file.message);
      await expect(failure).toContainText("Es wurde nichts geändert.");
      await expect(other.locator("[data-backup=preview]")).toHaveCount(0);
    }
    expect(await stored(other)).toBe(before);
    await expect(draftList(other)).toHaveCount(0);

    // The real file: first the preview, then the workspace.
    await input.setInputFiles({
      name: "labubu-hub-sicherung-2026-11-24.json",
      mimeType: "application/json",
      buffer: Buffer.from(text),
    });
    const preview = other.locator("[data-backup=preview]");
    await expect(preview).toContainText("Entwürfe: 2 neu, 0 ersetzt, 0 unverändert.");
    await expect(preview).toContainText(`Plan: ${slots} Termine (bisher 12 Termine).`);
    await expect(preview).toContainText("Automatisierung aktiv, 5 Artikel pro Woche");
    await expect(preview).toContainText("Textquelle: Sprachmodell „llama-test“");
    await expect(preview.getByRole("listitem").filter({ hasText: "Tauschbörse in Linz" })).toHaveCount(1);
    await expectNoAxeViolations(other);
    expect(await stored(other)).toBe(before);
    await other.getByRole("button", { name: "Sicherung übernehmen" }).click();
    await expect(other.locator("[data-backup=done]")).toHaveText(
      `Sicherung übernommen: 2 Entwürfe neu, 0 Entwürfe ersetzt, Plan mit ${slots} Terminen.`,
    );
    await expect(draftRows(other, "Tauschbörse in Linz")).toHaveCount(1);
    await expect(draftRows(other, "Labubu-Treffen in Graz")).toHaveCount(1);

    await reloadHub(other);
    await expect(draftRows(other, "Tauschbörse in Linz")).toHaveCount(1);
    await expect(draftRows(other, "Labubu-Treffen in Graz")).toHaveCount(1);
    await other.getByRole("tab", { name: "Automatisierung" }).click();
    await expect(other.getByLabel("Artikel pro Woche")).toHaveValue("5");
    await expect(scheduleRows(other)).toHaveCount(slots);
    const keys = await other.evaluate(
      ([settingsKey, keyKey]) => ({
        settings: localStorage.getItem(settingsKey!),
        local: localStorage.getItem(keyKey!),
        session: sessionStorage.getItem(keyKey!),
      }),
      [MODEL_SETTINGS_KEY, API_KEY_KEY],
    );
    expect(JSON.parse(keys.settings ?? "null")).toEqual({
      source: "llm",
      endpoint: "http://localhost:11434/v1",
      model: "llama-test",
    });
    expect(keys.local).toBeNull();
    expect(keys.session).toBeNull();
    await fresh.close();
  });

  test("persistent storage is requested with an explanation and the browser's answer is shown", async ({ page }) => {
    // The browser decides by its own rules (engagement, bookmarks); the test fixes its answer.
    await page.addInitScript(() => {
      let persisted = false;
      Object.defineProperty(navigator.storage, "persisted", { value: () => Promise.resolve(persisted) });
      Object.defineProperty(navigator.storage, "persist", {
        value: () => {
          persisted = true;
          return Promise.resolve(true);
        },
      });
    });
    await openHub(page);
    await expect(page.getByText("darf der Browser die Daten von Websites löschen")).toBeVisible();
    const status = page.locator("[data-persist]");
    await expect(status).toHaveText("Dauerhaftes Speichern ist noch nicht aktiv.");
    await page.getByRole("button", { name: "Dauerhaftes Speichern anfordern" }).click();
    await expect(status).toHaveText("Dauerhaftes Speichern ist aktiv: Der Browser löscht diese Daten nicht von sich aus.");
    await expect(page.getByRole("button", { name: "Dauerhaftes Speichern anfordern" })).toHaveCount(0);
  });
});
