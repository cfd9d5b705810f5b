import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe("the set calculator", () => {
  test("the prerendered page already shows the usual case and the defaults' result", async ({ request }) => {
    const html = await (await request.get("/set-rechner")).text();
    const text = html
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .replace(/[\u00a0\u202f]/g, " ");
    expect(text).toContain("Wie viele Boxen bis zum vollen Set?");
    expect(text).toContain("Im Schnitt brauchen Sie 14,9 Boxen für die regulären Figuren und 73,7 Boxen");
    expect(text).toMatch(/30 97 % 33 %/); // 30 boxes: regular set 97 %, with the secret 33 %
    expect(text).toContain("6 × (1 + 1/2 + … + 1/6) = 14,7 Boxen");
    expect(html).toContain("<noscript>");
  });

  test("recalculates as you type, keeps the fields in the address and restores them", async ({ page }) => {
    await page.goto("/set-rechner");
    await waitForHydration(page);
    const regular = page.locator("[data-result=regular]");
    await expect(regular).toContainText("14,9");
    await field(page, "Reguläre Figuren im Set").fill("12");
    await field(page, "Chance auf die Secret-Figur").fill("keine");
    await field(page, "Preis pro Box in Euro").fill("22,50");
    await expect(regular).toContainText("37,2"); // 12 × H(12) = 37.24
    await expect(page.locator("[data-result=full]")).toHaveCount(0);
    await expect(page.getByText("Die Serie hat keine Secret-Figur")).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("Im Schnitt 37,2 Boxen für alle Figuren.");
    await expect(page).toHaveURL(/\?figures=12&odds=keine&price=22%2C50&boxes=30$/);

    await page.reload();
    await waitForHydration(page);
    await expect(field(page, "Reguläre Figuren im Set")).toHaveValue("12");
    await expect(regular).toContainText("€ 838"); // 37.24 × 22.50
  });

  test("offers every series of the catalogue and fills in its figures and odds; links still set them", async ({ page }) => {
    await page.goto("/serien");
    const catalogue = await page
      .getByRole("navigation", { name: "Serien auf dieser Seite" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!.replace(/^.*#/, "")));
    expect(catalogue.length).toBeGreaterThanOrEqual(5);

    await page.goto("/set-rechner");
    await waitForHydration(page);
    const picker = field(page, "Serie aus dem Katalog");
    await expect(picker).toHaveValue("eigene");
    const offered = await picker.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toEqual(["eigene", ...catalogue]);

    await picker.selectOption({ label: "Big into Energy" });
    await expect(field(page, "Reguläre Figuren im Set")).toHaveValue("6");
    await expect(field(page, "Chance auf die Secret-Figur")).toHaveValue("1/72");
    await expect(page).toHaveURL(/\?series=big-into-energy&figures=6&odds=1%2F72&/);
    // Open odds are not assumed: the calculator asks for them.
    await picker.selectOption("pin-for-love");
    await expect(field(page, "Reguläre Figuren im Set")).toHaveValue("14");
    await expect(field(page, "Chance auf die Secret-Figur")).toHaveValue("");
    await expect(page.getByRole("heading", { name: "Bitte prüfen Sie Ihre Eingaben" })).toBeVisible();
    // Changing a value makes the fields the visitor's own again.
    await picker.selectOption("big-into-energy");
    await field(page, "Reguläre Figuren im Set").fill("7");
    await expect(picker).toHaveValue("eigene");
    await expect(page).not.toHaveURL(/series=/);

    // A link from the catalogue names its series; the picker shows it.
    await page.goto("/set-rechner?series=have-a-seat&figures=6&odds=1%2F72");
    await waitForHydration(page);
    await expect(picker).toHaveValue("have-a-seat");
    await expect(picker.locator("option:checked")).toHaveText("Have a Seat");
  });

  test("explains every bad input at its field, keeps what was typed and never shows NaN or Infinity", async ({ page }) => {
    await page.goto("/set-rechner");
    await waitForHydration(page);
    for (const { label, value, message } of [
      { label: "Reguläre Figuren im Set", value: "0", message: "Ein Set hat mindestens eine reguläre Figur." },
      { label: "Reguläre Figuren im Set", value: "-4", message: "Ein Set hat mindestens eine reguläre Figur." },
      { label: "Reguläre Figuren im Set", value: "sechs", message: "„sechs“ ist keine Zahl." },
      { label: "Reguläre Figuren im Set", value: "10^12", message: "„10^12“ ist keine Zahl." },
      { label: "Reguläre Figuren im Set", value: "1000000000000", message: "So große Sets gibt es nicht." },
      { label: "Reguläre Figuren im Set", value: "", message: "Bitte geben Sie an, wie viele reguläre Figuren" },
      { label: "Chance auf die Secret-Figur", value: "1/0", message: "Eine Chance von 1 zu 0 gibt es nicht." },
      { label: "Chance auf die Secret-Figur", value: "", message: "Bitte geben Sie die Chance auf die Secret-Figur an" },
      { label: "Preis pro Box in Euro", value: "0", message: "Der Preis muss größer als 0 sein." },
      { label: "Boxen, die Sie kaufen wollen", value: "1000000000000", message: "Bitte geben Sie höchstens 5" },
    ]) {
      const input = field(page, label);
      const valid = await input.inputValue();
      await input.fill(value);
      await expect(input, `${label}: ${value}`).toHaveAttribute("aria-invalid", "true");
      const describedBy = (await input.getAttribute("aria-describedby"))!.split(" ");
      await expect(page.locator(`[id="${describedBy.at(-1)}"]`)).toContainText(message);
      await expect(page.getByRole("heading", { name: "Bitte prüfen Sie Ihre Eingaben" })).toBeVisible();
      await expect(page.locator("main")).not.toContainText(/NaN|Infinity|undefined/);
      // What was typed stays in the field.
      await expect(input).toHaveValue(value);
      // Corrected, the field is valid again.
      await input.fill(valid);
      await expect(input).not.toHaveAttribute("aria-invalid", "true");
    }
    await expect(page.getByRole("heading", { name: "Bitte prüfen Sie Ihre Eingaben" })).toHaveCount(0);
  });

  test("works by keyboard alone", async ({ page }) => {
    await page.goto("/set-rechner");
    await waitForHydration(page);
    await field(page, "Reguläre Figuren im Set").focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("8");
    await page.keyboard.press("Tab");
    await expect(field(page, "Davon haben Sie schon")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(field(page, "Chance auf die Secret-Figur")).toBeFocused();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("1/144");
    await page.keyboard.press("Enter"); // nothing to submit: Enter neither reloads nor loses the input
    await expect(page).toHaveURL(/figures=8&odds=1%2F144/);
    await expect(page.locator("[data-result=regular]")).toContainText("21,9"); // 8 × H(8) / (1 − 1/144)
  });

  test("has no axe violations, also while showing errors @mobile", async ({ page }) => {
    await page.goto("/set-rechner");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await field(page, "Chance auf die Secret-Figur").fill("1/0");
    await expectNoAxeViolations(page);
    // Boxes or singles (docs/decisions/0032): a comparison from the address, then a list of the wrong length.
    await page.goto("/set-rechner?figures=6&have=3&odds=1%2F72&price=12&single=40&secretSingle=300");
    await waitForHydration(page);
    await expect(page.locator("[data-boxes-or-singles]")).toContainText("Mit der Secret-Figur");
    await expectNoAxeViolations(page);
    await field(page, "Preis pro fehlender Figur (€)").fill("12; 15");
    await expect(page.getByText("genau drei Preise")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the explanation and the table for the usual case are readable @mobile", async ({ page }) => {
      await page.goto("/set-rechner");
      await expect(page.getByRole("table")).toBeVisible();
      await expect(page.getByRole("row", { name: /^50 / })).toContainText("50 %");
      // <noscript> stays unrendered when Playwright turns scripts off; its presence is checked on the HTML.
      const html = await (await page.request.get("/set-rechner")).text();
      expect(html).toMatch(/<noscript><p[^>]*>Der Rechner braucht JavaScript\./);
      await expect(page.getByRole("heading", { name: "So rechnen wir" })).toBeVisible();
    });
  });
});
