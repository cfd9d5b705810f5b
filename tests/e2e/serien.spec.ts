import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const newestFirst = ["Pin for Love", "Wacky Mart", "Big into Energy", "Have a Seat", "Exciting Macaron"];

test.describe("the series catalogue", () => {
  test("every series links the official shop for Pop Mart's own product photos, and says why not a product page", async ({
    page,
  }) => {
    await page.goto("/serien");
    for (const name of newestFirst) {
      const section = page
        .locator("main section[id]")
        .filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });
      const official = section.getByRole("link", { name: "Offizielle Produktbilder im Shop von Pop Mart (popmart.com/at)" });
      await expect(official, name).toHaveAttribute("href", "https://www.popmart.com/at");
      await expect(
        section.getByText(/nennt keine Quelle, die wir gefunden haben: Der Link führt zum offiziellen Shop/),
      ).toBeVisible();
    }
  });

  test("lists every series newest first, each field with its source or 'nicht gesichert'", async ({ page }) => {
    await page.goto("/serien");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Labubu-Serien im Überblick");
    await expect(page.locator("main section[id] > h2")).toHaveText(newestFirst);
    await expect(page.getByText(/^Stand der Serienliste: 27\. November 2026/)).toBeVisible();

    const seat = page.locator("section#have-a-seat");
    const row = (label: string) => seat.locator("dl > div").filter({ has: page.locator("dt").getByText(label, { exact: true }) });
    await expect(row("Erschienen")).toContainText("Juli 2024");
    await expect(row("Reguläre Figuren")).toContainText("Sisi, Ququ, Dada, Zizi, Baba, Hehe");
    await expect(row("Secret-Figur")).toContainText("Duoduo");
    await expect(row("Chance auf die Secret-Figur")).toContainText(/1\s:\s72/);
    await expect(row("Größe")).toContainText("etwa 15 cm");
    await expect(row("Preise zum Start")).toContainText("Stand: 5. Juni 2025");
    // Every price in euros, the source's own amount beside it, marked as a conversion at a named day's ECB rate.
    await expect(row("Preise zum Start")).toContainText(/≈\s€\s19\s\(\$\s21,99; Pop Mart USA, online\)/);
    const conversion = row("Preise zum Start").locator("[data-conversion]");
    await expect(conversion).toContainText("≈ umgerechnet zum EZB-Referenzkurs vom 8. Mai 2026.");
    await expect(conversion.getByRole("link", { name: "Europäische Zentralbank" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.ecb\.europa\.eu\//,
    );
    // The pataca has no ECB rate: it goes through its fixed link to the Hong Kong dollar, and says so.
    const wacky = page
      .locator("section#wacky-mart dl > div")
      .filter({ has: page.locator("dt", { hasText: "Preise zum Start" }) });
    await expect(wacky).toContainText(/≈\s€\s9\s\(MOP\s83; Macao, zum Start\)/);
    await expect(wacky.locator("[data-conversion]")).toContainText("Pataca über ihren festen Kurs zum Hongkong-Dollar");
    for (const label of ["Erschienen", "Reguläre Figuren", "Secret-Figur", "Größe"]) {
      const link = row(label).getByRole("link").first();
      expect(await link.getAttribute("href"), label).toMatch(/^https:\/\//);
    }

    // Conflicting odds are not resolved by guessing.
    const macaronOdds = page
      .locator("section#exciting-macaron dl > div")
      .filter({ has: page.locator("dt", { hasText: "Chance auf die Secret-Figur" }) });
    await expect(macaronOdds).toContainText("nicht gesichert");
    await expect(macaronOdds).toContainText(/1\s:\s72 und 1\s:\s144/);
    await expect(page.locator("section#wacky-mart")).toContainText("nicht gesichert");
  });

  test("links each series to the set calculator with its values and to the check", async ({ page }) => {
    await page.goto("/serien");
    await waitForHydration(page);
    const energy = page.locator("section#big-into-energy");
    await expect(energy.getByRole("link", { name: "Set-Rechner für Big into Energy öffnen" })).toHaveAttribute(
      "href",
      "/set-rechner?series=big-into-energy&figures=6&odds=1%2F72",
    );
    await expect(energy.getByRole("link", { name: "Figur Schritt für Schritt prüfen" })).toHaveAttribute(
      "href",
      "/echtheit-pruefen",
    );
    await energy.getByRole("link", { name: "Set-Rechner für Big into Energy öffnen" }).click();
    await expect(page).toHaveURL(/\/set-rechner\?series=big-into-energy&figures=6&odds=1%2F72$/);
    await expect(page.getByLabel("Chance auf die Secret-Figur")).toHaveValue("1/72");
    await expect(page.getByLabel("Serie aus dem Katalog")).toHaveValue("big-into-energy");
  });

  test("jumps from the list to a series with its heading clear of the header @mobile", async ({ page }) => {
    await page.goto("/serien");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Serien auf dieser Seite" })
      .getByRole("link", { name: /Exciting Macaron/ })
      .click();
    await expect(page).toHaveURL(/#exciting-macaron$/);
    const heading = page.getByRole("heading", { level: 2, name: "Exciting Macaron" });
    await expect(heading).toBeInViewport();
    const headerBottom = await page.locator("body > header").evaluate((el) => el.getBoundingClientRect().bottom);
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(headerBottom);
  });

  test("has no axe violations @mobile", async ({ page }) => {
    await page.goto("/serien");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("reads completely from the prerendered HTML @mobile", async ({ page }) => {
      await page.goto("/serien");
      await expect(page.locator("main section[id] > h2")).toHaveText(newestFirst);
      await expect(page.getByText(/^Stand der Serienliste: 27\. November 2026/)).toBeVisible();
      await expect(page.locator("section#pin-for-love")).toContainText("in China zwei Sets mit je 14 Figuren");
      await expect(page.locator("section#big-into-energy")).toContainText("Love, Happiness, Loyalty, Serenity, Hope, Luck");
    });
  });
});
