import { readFile } from "node:fs/promises";

import type { Browser, Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const STORAGE_KEY = "labubu-sammlung:v1";
const owned = (page: Page, figure: string) => page.getByLabel(`${figure}: habe ich`, { exact: true });
const wanted = (page: Page, figure: string) => page.getByLabel(`${figure}: gesucht`, { exact: true });
// The steppers count copies in hand (docs/decisions/0046): the first "+" ticks "Habe ich", each further one is a double.
const moreCopies = (page: Page, figure: string) => page.getByLabel(`${figure}: ein Exemplar mehr`, { exact: true });
const fewerCopies = (page: Page, figure: string) => page.getByLabel(`${figure}: ein Exemplar weniger`, { exact: true });
const doubles = (page: Page, figure: string) => page.getByLabel(`${figure}: Anzahl Doppelte`, { exact: true });
const series = (page: Page, key: string) => page.locator(`[data-series="${key}"]`);

async function openCollection(page: Page) {
  await page.goto("/sammlung");
  await waitForHydration(page);
  await expect(page.locator("[data-collection-status=ready]")).toBeVisible();
}

/** A page in a fresh browser context whose localStorage throws, as in a locked-down private window. */
async function pageWithoutStorage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  return context.newPage();
}

/** Marks a small collection on Have a Seat: three figures owned (Dada three times: two doubles), the secret wanted. */
async function markSample(page: Page) {
  await owned(page, "Sisi (Have a Seat)").check();
  // By keyboard: Space ticks a focused checkbox.
  await owned(page, "Ququ (Have a Seat)").focus();
  await page.keyboard.press("Space");
  for (let copy = 0; copy < 3; copy++) await moreCopies(page, "Dada (Have a Seat)").click();
  await wanted(page, "Duoduo (Have a Seat)").check();
}

test.describe("Meine Sammlung", () => {
  // Whole user flows over a page with some 200 controls: give them room on a busy machine (no time is asserted).
  test.slow();

  test("the prerendered page shows every series and its figures without JavaScript", async ({ request }) => {
    const html = await (await request.get("/sammlung")).text();
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    for (const name of ["Exciting Macaron", "Have a Seat", "Big into Energy", "Pin for Love", "Wacky Mart"])
      expect(text).toContain(name);
    for (const figure of ["Sisi", "Ququ", "Hehe", "Duoduo", "Love", "Serenity", "Soymilk", "Chestnut Cocoa", "Figur 12"])
      expect(text).toContain(figure);
    expect(text).toContain("0 von 6");
    expect(text).toContain("Die Chance auf die Secret-Figur ist für diese Serie nicht gesichert.");
    expect(text).toContain("Die Sammlung wird geladen. Ohne JavaScript können Sie die Figuren ansehen");
    // Controls are there but locked until the page has loaded the stored collection.
    expect(html).toMatch(/<input type="checkbox"[^>]*aria-label="Sisi \(Have a Seat\): habe ich"[^>]*disabled=""/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("series, figures and the charts' tables are readable", async ({ page }) => {
      await page.goto("/sammlung");
      await expect(page.getByRole("heading", { level: 1, name: "Meine Sammlung" })).toBeVisible();
      await expect(series(page, "wacky-mart").getByRole("rowheader", { name: "Fried Shrimp" })).toBeVisible();
      await expect(series(page, "pin-for-love").getByRole("rowheader", { name: "Figur 14" })).toBeVisible();
      await expect(owned(page, "Sisi (Have a Seat)")).toBeDisabled();
      const chart = series(page, "have-a-seat").getByRole("img", { name: /Have a Seat: Chance/ });
      await expect(chart).toBeVisible();
      await series(page, "have-a-seat").getByText("Die Zahlen als Tabelle").click();
      await expect(series(page, "have-a-seat").getByRole("table").nth(1)).toBeVisible();
    });
  });

  test("marking figures updates progress, expected boxes and the live region, and survives a reload @mobile", async ({
    page,
  }) => {
    await openCollection(page);
    const seat = series(page, "have-a-seat");
    await expect(seat.locator("[data-progress]")).toContainText("0 von 6");
    await expect(seat.locator("[data-expected=regular]")).toContainText("im Schnitt noch 14,9 Boxen");
    await markSample(page);
    await expect(seat.locator("[data-progress]")).toContainText("3 von 6");
    await expect(doubles(page, "Dada (Have a Seat)")).toHaveValue("2");
    await expect(owned(page, "Dada (Have a Seat)")).toBeChecked(); // the first "+" ticked it
    // 6 × (1/3 + 1/2 + 1) = 11, stretched by the secret's 1 : 72 → 11.2; with the secret 73.1.
    await expect(seat.locator("[data-expected=regular]")).toContainText(
      "die fehlenden drei regulären Figuren brauchen Sie im Schnitt noch 11,2 Boxen",
    );
    await expect(seat.locator("[data-expected=full]")).toContainText("im Schnitt noch 73,1 Boxen");
    // The cost in euros, converted at the ECB's rate of a named day, the source's dollars beside it.
    await expect(seat.locator("[data-outlook]")).toContainText(/≈\s€\s208\s\(\$\s245\) für die regulären Figuren/);
    await expect(seat.locator("[data-outlook] [data-conversion]")).toContainText(
      "umgerechnet zum EZB-Referenzkurs vom 8. Mai 2026",
    );
    await expect(page.getByRole("status").filter({ hasText: "Have a Seat:" })).toHaveText(
      "Have a Seat: 3 von 6 regulären Figuren, Secret-Figur fehlt noch.",
    );
    await expect(seat.getByRole("progressbar", { name: "Fortschritt Have a Seat" })).toHaveAttribute("aria-valuetext", "3 von 6");

    // "−" takes copies away in the reverse order: the doubles, then the last copy unticks "Habe ich"; "+" adds it back.
    const ququ = "Ququ (Have a Seat)";
    await fewerCopies(page, ququ).click();
    await expect(owned(page, ququ)).not.toBeChecked();
    await expect(fewerCopies(page, ququ)).toBeDisabled();
    await moreCopies(page, ququ).click();
    await expect(owned(page, ququ)).toBeChecked();
    await expect(doubles(page, ququ)).toHaveValue("0");

    // Typing a count; more than 99 is brought down to 99.
    await doubles(page, "Hehe (Have a Seat)").fill("150");
    await doubles(page, "Hehe (Have a Seat)").blur();
    await expect(doubles(page, "Hehe (Have a Seat)")).toHaveValue("99");
    await expect(owned(page, "Hehe (Have a Seat)")).toBeChecked();
    await owned(page, "Hehe (Have a Seat)").uncheck();
    await expect(doubles(page, "Hehe (Have a Seat)")).toHaveValue("0");

    await page.reload();
    await waitForHydration(page);
    await expect(seat.locator("[data-progress]")).toContainText("3 von 6");
    await expect(doubles(page, "Dada (Have a Seat)")).toHaveValue("2");
    await expect(wanted(page, "Duoduo (Have a Seat)")).toBeChecked();
    await expect(page.locator("[data-totals]")).toHaveText("Insgesamt: 3 Figuren, 2 Doppelte, 1 gesucht.");
  });

  test("a series starts the set calculator with the figures already in hand; the calculator draws its chart", async ({
    page,
  }) => {
    await openCollection(page);
    await markSample(page);
    await series(page, "have-a-seat").getByRole("link", { name: "Im Set-Rechner weiterrechnen (3 von 6 schon da)" }).click();
    await expect(page).toHaveURL(/\/set-rechner\?series=have-a-seat&figures=6&have=3&odds=1%2F72$/);
    await waitForHydration(page);
    await expect(page.getByLabel("Davon haben Sie schon", { exact: true })).toHaveValue("3");
    await expect(page.getByText("Ausgangspunkt: Sie haben schon 3 von 6 regulären Figuren.")).toBeVisible();
    await expect(page.locator("[data-result=regular]")).toContainText("11,2");
    const chart = page.getByRole("img", { name: "Chance, alles Fehlende mit so vielen weiteren Boxen zu bekommen" });
    await expect(chart).toBeVisible();
    await page.getByText("Die Zahlen als Tabelle").click();
    const table = page.getByRole("table", { name: "Chance, alles Fehlende mit so vielen weiteren Boxen zu bekommen" });
    await expect(table.getByRole("columnheader", { name: "Chance: mit Secret-Figur" })).toBeVisible();
    // Ticking the secret leaves one line and one chance column.
    await page.getByLabel("Die Secret-Figur habe ich schon").check();
    await expect(page).toHaveURL(/&secret=1$/);
    await expect(table.getByRole("columnheader")).toHaveCount(2);
    await expect(page.locator("[data-line=full]")).toHaveCount(0);
    // A series whose odds are open sends an empty odds field: the calculator asks instead of assuming.
    await page.goto("/sammlung");
    await waitForHydration(page);
    await series(page, "pin-for-love").getByRole("link", { name: "Im Set-Rechner mit einer eigenen Annahme rechnen" }).click();
    await waitForHydration(page);
    await expect(page.getByLabel("Chance auf die Secret-Figur", { exact: true })).toHaveValue("");
    await expect(page.getByRole("heading", { name: "Bitte prüfen Sie Ihre Eingaben" })).toBeVisible();
  });

  test("an exported JSON file restores the collection in a fresh browser; the CSV has one row per figure", async ({
    page,
    browser,
    baseURL,
  }) => {
    await openCollection(page);
    await markSample(page);
    const [json] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Als JSON exportieren" }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^labubu-sammlung-\d{4}-\d{2}-\d{2}\.json$/);
    const jsonPath = await json.path();
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Als CSV exportieren" }).click(),
    ]);
    const csvText = await readFile(await csv.path(), "utf8");
    const rows = csvText
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(rows[0]).toBe("Serie;Figur;Secret-Figur;Habe ich;Doppelte;Gesucht");
    expect(rows).toHaveLength(1 + 7 + 7 + 7 + 15 + 13);
    expect(rows).toContain("Have a Seat;Dada;nein;ja;2;nein");
    expect(rows).toContain("Have a Seat;Duoduo;ja;nein;0;ja");

    const fresh = await browser.newContext({ baseURL });
    const other = await fresh.newPage();
    await openCollection(other);
    await owned(other, "Love (Big into Energy)").check();
    await other.getByLabel("Datei importieren (JSON oder CSV)").setInputFiles(jsonPath);
    const preview = other.locator("[data-import=preview]");
    await expect(preview).toContainText("enthält Angaben zu 4 Figuren aus 1 Serie");
    await expect(preview).toContainText("4 neu, 0 entfernt, 0 geändert.");
    await expect(preview).toContainText("Dada (Have a Seat): habe ich, 2 doppelt");
    await other.getByLabel("Ersetzen", { exact: true }).check();
    await expect(preview).toContainText("4 neu, 1 entfernt, 0 geändert.");
    await expect(preview).toContainText("Love (Big into Energy): habe ich");
    await other.getByRole("button", { name: "Übernehmen" }).click();
    await expect(other.locator("[data-import=done]")).toHaveText("Import übernommen: 4 neu, 1 entfernt, 0 geändert.");
    await expect(series(other, "have-a-seat").locator("[data-progress]")).toContainText("3 von 6");
    await expect(owned(other, "Love (Big into Energy)")).not.toBeChecked();
    await other.reload();
    await waitForHydration(other);
    await expect(doubles(other, "Dada (Have a Seat)")).toHaveValue("2");
    await expect(wanted(other, "Duoduo (Have a Seat)")).toBeChecked();
    await fresh.close();
  });

  test("a broken, foreign, oversized or hostile file gets a German message and changes nothing", async ({ page }) => {
    await openCollection(page);
    await markSample(page);
    const before = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
    const input = page.getByLabel("Datei importieren (JSON oder CSV)");
    const failure = page.locator("[data-import=failed]");
    const files = [
      { name: "kaputt.json", text: '{"format": "labubu-sammlung", "version": 1, "series": {', message: "ist aber beschädigt" },
      { name: "fremd.json", text: '{"articles": []}', message: "stammt nicht aus „Meine Sammlung“" },
      {
        name: "boese.json",
        text: '{"format":"labubu-sammlung","version":1,"series":{"have-a-seat":{"4":{"owned":true,"doubles":0,"wanted":false,"x":"<img src=x onerror=alert(1)>"}}}}',
        message: "nicht den erwarteten Aufbau",
      },
      {
        name: "formel.csv",
        text: 'Serie;Figur;Secret-Figur;Habe ich;Doppelte;Gesucht\nHave a Seat;Zizi;nein;=HYPERLINK("http://example.com");0;nein\n',
        message: "Zeile 2 der CSV-Datei: In der Spalte „Habe ich“",
      },
      { name: "gross.csv", text: "x".repeat(300 * 1024), message: "Die Datei ist zu groß" },
      { name: "bild.png", text: "\u0089PNG\r\n\u001a\n\u0000\u0000", message: "keine Textdatei" },
    ];
    for (const file of files) {
      await input.setInputFiles({
        name: file.name,
        mimeType: "application/octet-stream",
        buffer: Buffer.from(file.text, "latin1"),
      });
      await expect(failure).toContainText(file.message);
      await expect(failure).toContainText("An Ihrer Sammlung hat sich nichts geändert.");
      await expect(page.locator("[data-import=preview]")).toHaveCount(0);
    }
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(before);
    await expect(series(page, "have-a-seat").locator("[data-progress]")).toContainText("3 von 6");
    await expect(owned(page, "Zizi (Have a Seat)")).not.toBeChecked();

    // A file that is fine but then cancelled changes nothing either.
    await input.setInputFiles({
      name: "ok.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Serie;Figur;Secret-Figur;Habe ich;Doppelte;Gesucht\nHave a Seat;Zizi;nein;ja;0;nein\n"),
    });
    await expect(page.locator("[data-import=preview]")).toContainText("1 neu, 0 entfernt, 0 geändert.");
    await page.getByRole("button", { name: "Abbrechen" }).click();
    await expect(page.locator("[data-import=done]")).toContainText("Import abgebrochen");
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(before);
  });

  test("the trade link shows the doubles and wanted figures in a browser without storage; nothing in it runs", async ({
    page,
    browser,
    baseURL,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openCollection(page);
    await markSample(page);
    // Two copies of Love: one kept, one double to trade.
    await moreCopies(page, "Love (Big into Energy)").click();
    await moreCopies(page, "Love (Big into Energy)").click();
    await page.getByRole("button", { name: "Link kopieren" }).click();
    await expect(page.getByText("Link kopiert – Sie können ihn jetzt in eine Nachricht einfügen.")).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${baseURL}/sammlung/tausch#v=1&d=big-into-energy.1_have-a-seat.3x2&w=have-a-seat.s`);
    await expect(page.getByLabel("Ihr Tauschlink")).toHaveValue(link);

    const reader = await pageWithoutStorage(browser, baseURL);
    await reader.goto(link);
    await waitForHydration(reader);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText("Tauschliste einer Sammlerin oder eines Sammlers");
    const doublesSection = reader.getByRole("region", { name: "Doppelt – zum Tauschen" });
    await expect(doublesSection).toContainText("Have a Seat");
    await expect(doublesSection).toContainText("Dada (2 Stück)");
    await expect(doublesSection).toContainText("Love");
    await expect(reader.getByRole("region", { name: "Gesucht" })).toContainText("Duoduo");
    await expectNoAxeViolations(reader);

    // A tampered link: unknown entries are counted, markup in it is never rendered or run.
    let dialogs = 0;
    reader.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await reader.goto(`/sammlung/tausch#v=1&d=have-a-seat.1.99.<img src=x onerror=alert(1)>_javascript:alert(1).2&w=`);
    await expect(reader.getByRole("region", { name: "Doppelt – zum Tauschen" })).toContainText("Sisi");
    await expect(reader.getByText("3 Einträge im Link passen zu keiner Figur unseres Katalogs")).toBeVisible();
    await expect(reader.locator("main img")).toHaveCount(0);
    await reader.goto(`/sammlung/tausch#v=1&d=${"have-a-seat.1.".repeat(300)}`);
    await expect(reader.getByRole("alert")).toHaveText(/zu lang für eine Tauschliste/);
    await reader.goto("/sammlung/tausch"); // no fragment: a new document
    await waitForHydration(reader);
    await expect(reader.getByRole("alert")).toHaveText(/enthält keine Tauschliste/);
    expect(dialogs).toBe(0);
    await reader.context().close();
  });

  test("without usable storage the page says so in German and still works for the session", async ({ browser, baseURL }) => {
    const page = await pageWithoutStorage(browser, baseURL);
    await page.goto("/sammlung");
    await waitForHydration(page);
    await expect(page.locator("[data-storage-notice=unavailable]")).toContainText(
      "Ihr Browser lässt diese Seite gerade nichts speichern",
    );
    await owned(page, "Sisi (Have a Seat)").check();
    await expect(series(page, "have-a-seat").locator("[data-progress]")).toContainText("1 von 6");
    await page.context().close();
  });

  test("corrupt or foreign stored data is discarded with a notice, never a crash", async ({ page }) => {
    for (const [stored, notice] of [
      ['{"format":"labubu-sammlung","version":1,"series":{"have', "war beschädigt und wird nicht verwendet"],
      ['{"format":"labubu-sammlung","version":9,"series":{}}', "stammt aus einer anderen Version"],
      [
        '{"format":"labubu-sammlung","version":1,"series":{"have-a-seat":{"1":{"owned":"ja","doubles":-1,"wanted":0}}}}',
        "ungültige Einträge",
      ],
    ]) {
      await page.goto("/sammlung/tausch"); // any page of the origin that does not read the collection
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEY, stored]);
      await openCollection(page);
      await expect(page.getByRole("alert")).toContainText(notice!);
      await expect(series(page, "have-a-seat").locator("[data-progress]")).toContainText("0 von 6");
    }
    // The next change overwrites the discarded data with a valid collection.
    await owned(page, "Sisi (Have a Seat)").check();
    await expect(page.getByRole("alert")).toHaveCount(0);
    const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!) as unknown, STORAGE_KEY);
    expect(saved).toMatchObject({ format: "labubu-sammlung", version: 1, series: { "have-a-seat": { "1": { owned: true } } } });
  });

  test.describe("a stored value that cannot be turned into text", () => {
    /** `String(version)` throws for this value: it has no callable toString or valueOf. */
    const hostile = '{"format":"labubu-sammlung","version":{"toString":1},"series":{}}';

    test("stored: the other-version notice, an empty collection and controls that work", async ({ page }) => {
      await page.goto("/sammlung/tausch");
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEY, hostile]);
      await openCollection(page);
      await expect(page.getByRole("alert")).toContainText("stammt aus einer anderen Version dieser Seite");
      await expect(series(page, "have-a-seat").locator("[data-progress]")).toContainText("0 von 6");
      await expect(owned(page, "Sisi (Have a Seat)")).toBeEnabled();
      await owned(page, "Sisi (Have a Seat)").check();
      await expect(series(page, "have-a-seat").locator("[data-progress]")).toContainText("1 von 6");
      const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!) as unknown, STORAGE_KEY);
      expect(saved).toMatchObject({ version: 1, series: { "have-a-seat": { "1": { owned: true } } } });
    });

    test("written by another tab into the open page: the notice, and the page keeps working", async ({ page, context }) => {
      await openCollection(page);
      await owned(page, "Sisi (Have a Seat)").check();
      const other = await context.newPage();
      await other.goto("/sammlung/tausch");
      await other.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEY, hostile]);
      await other.close();
      await expect(page.getByRole("alert")).toContainText("stammt aus einer anderen Version dieser Seite");
      await expect(series(page, "have-a-seat").locator("[data-progress]")).toContainText("0 von 6");
      await owned(page, "Ququ (Have a Seat)").check();
      await expect(series(page, "have-a-seat").locator("[data-progress]")).toContainText("1 von 6");
    });

    test("in an import file: a message that does not ask to try again, and nothing changes", async ({ page }) => {
      await openCollection(page);
      await markSample(page);
      const before = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
      await page.getByLabel("Datei importieren (JSON oder CSV)").setInputFiles({
        name: "sammlung.json",
        mimeType: "application/json",
        buffer: Buffer.from(hostile),
      });
      const failure = page.locator("[data-import=failed]");
      await expect(failure).toContainText("Die Datei nennt keine Version, die diese Seite kennt");
      await expect(failure).toContainText("An Ihrer Sammlung hat sich nichts geändert.");
      await expect(failure).not.toContainText(/noch einmal|erneut|versuchen/);
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(before);
    });
  });

  test("has no axe violations: with a marked collection and its charts, and with an import preview open @mobile", async ({
    page,
  }) => {
    await openCollection(page);
    await markSample(page);
    await series(page, "have-a-seat").getByText("Die Zahlen als Tabelle").click();
    await expectNoAxeViolations(page);
    await page.getByLabel("Datei importieren (JSON oder CSV)").setInputFiles({
      name: "ok.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Serie;Figur;Secret-Figur;Habe ich;Doppelte;Gesucht\nHave a Seat;Zizi;nein;ja;0;nein\n"),
    });
    await expect(page.locator("[data-import=preview]")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("boxes or singles per series", () => {
  test("compares with a box price and single prices the collector enters, kept in this browser @mobile", async ({ page }) => {
    // Have a Seat (sourced odds 1 : 72) with Sisi, Ququ and Dada in hand: three regular figures and the secret missing.
    await page.addInitScript((key) => {
      if (localStorage.getItem(key)) return;
      const owned = { owned: true, doubles: 0, wanted: false };
      localStorage.setItem(
        key,
        JSON.stringify({
          format: "labubu-sammlung",
          version: 1,
          series: { "have-a-seat": { "1": owned, "2": owned, "3": owned } },
        }),
      );
    }, STORAGE_KEY);
    await openCollection(page);
    const panel = series(page, "have-a-seat").locator("[data-series-singles]");
    await panel.getByText("Boxen oder einzeln kaufen?").click();
    await expect(panel).toContainText("Ein Euro-Preis ist für diese Serie nicht gesichert");
    await panel.getByLabel("Preis pro Box (€)", { exact: true }).fill("12");
    await expect(panel).toContainText("Je Figur in dieser Reihenfolge: Zizi, Baba, Hehe.");
    await panel.getByLabel("Preis pro fehlender Figur (€)", { exact: true }).fill("15; 20; 25");
    await expect(panel.locator("[data-boxes-or-singles]")).toContainText("Einzeln: drei Figuren für € 60");
    await expect(panel.locator("[data-comparison=singles]")).toBeVisible();
    await expect(panel.locator("[data-threshold]")).toContainText("(Ihr Durchschnitt)");
    await expectNoAxeViolations(page);
    // The prices stay for the next visit.
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator("[data-collection-status=ready]")).toBeVisible();
    await panel.getByText("Boxen oder einzeln kaufen?").click();
    await expect(panel.getByLabel("Preis pro fehlender Figur (€)", { exact: true })).toHaveValue("15; 20; 25");
  });

  test("says so where the secret's odds are not sourced", async ({ page }) => {
    await openCollection(page);
    const panel = series(page, "pin-for-love").locator("[data-series-singles]");
    await panel.getByText("Boxen oder einzeln kaufen?").click();
    await expect(panel).toContainText("Für den Vergleich mit Boxen fehlt die gesicherte Chance auf die Secret-Figur.");
  });
});
