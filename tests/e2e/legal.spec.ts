import type { Page } from "@playwright/test";

import AxeBuilder from "@axe-core/playwright";

import { expect, expectNoAxeViolations, test, waitForHydration, waitForScrollToSettle } from "./fixtures";

/** Every "[…]" placeholder a visitor sees must be marked as one, so the owner cannot miss it. */
async function expectPlaceholdersMarked(page: Page) {
  const unmarked = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (/^\s*\[[^\]]+\]\s*$/.test(node.textContent ?? "") && !node.parentElement?.closest("[data-placeholder]"))
        found.push(node.textContent!);
    }
    return found;
  });
  expect(unmarked).toEqual([]);
}

test.describe("Impressum", () => {
  test("shows the mandatory fields of ECG, UGB and MedienG @mobile", async ({ page }) => {
    await page.goto("/impressum");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
    for (const name of ["Medieninhaber und Diensteanbieter", "Angaben zum Unternehmen", "Offenlegung nach § 25 Mediengesetz"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    const main = page.getByRole("main");
    for (const term of [
      "Name / Firma",
      "Anschrift",
      "E-Mail",
      "Unternehmensgegenstand",
      "UID-Nummer",
      "Firmenbuch",
      "Aufsichtsbehörde",
      "Kammerzugehörigkeit",
      "Medieninhaber",
      "Grundlegende Richtung (Blattlinie)",
    ]) {
      await expect(main.locator("dt", { hasText: term }).first()).toBeVisible();
    }
    // Operator values the owner has not set yet are visible placeholders, never invented data.
    for (const placeholder of ["[E-Mail-Adresse]", "[Postleitzahl]", "[Ort]", "[Rechtsform, z. B. Einzelunternehmen]"]) {
      await expect(main.locator("[data-placeholder]", { hasText: placeholder }).first()).toBeVisible();
    }
    await expect(main.locator('a[href^="mailto:["]')).toHaveCount(0);
    await expect(main).not.toContainText(/kontakt@labubu-sammler\.at|Stephansplatz/);
    await expect(main.getByText("Als Amazon-Partner verdienen wir an qualifizierten Verkäufen.")).toBeVisible();
    await expectPlaceholdersMarked(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("Datenschutzerklärung", () => {
  test("covers GDPR Art. 13 with a working table of contents", async ({ page }) => {
    await page.goto("/datenschutz");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Datenschutz\u00ad?erklärung/);

    const toc = page.getByRole("navigation", { name: "Inhalt" });
    const tocLinks = toc.getByRole("link");
    const sectionHeadings = page.getByRole("main").locator("section > h2");
    await expect(tocLinks).toHaveCount(await sectionHeadings.count());
    expect(await tocLinks.count()).toBeGreaterThanOrEqual(10);

    for (const name of [
      "Verantwortlicher",
      "Aufruf der Website (Server-Logdateien)",
      "Speicherung in Ihrem Browser",
      "Partnerlinks zu Amazon",
      "Empfänger und Übermittlung in Drittländer",
      "Speicherdauer im Überblick",
      "Ihre Rechte",
      "Beschwerde bei der Datenschutzbehörde",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    const main = page.getByRole("main");
    for (const text of [
      "Art. 15 DSGVO",
      "Art. 16 DSGVO",
      "Art. 17 DSGVO",
      "Art. 18 DSGVO",
      "Art. 20 DSGVO",
      "Art. 21 DSGVO",
      "Art. 7 Abs. 3 DSGVO",
      "§ 165 Abs. 3 TKG 2021",
      "Barichgasse 40–42",
      "1030 Wien",
    ]) {
      await expect(main.getByText(text).first()).toBeVisible();
    }
    await expect(main.getByText(/keine Cookies/i).first()).toBeVisible();
    // Statements that depend on unset values wait for them: hosting location and log retention.
    await expect(main).not.toContainText("Wir übermitteln keine personenbezogenen Daten in Länder außerhalb");
    await expect(main.locator("[data-placeholder]", { hasText: "[ja oder nein]" })).toBeVisible();
    await expect(main.locator("[data-placeholder]", { hasText: "[Anzahl Tage]" }).first()).toBeVisible();
    await expect(main).not.toContainText("Partnerkennung");
    await expect(main.getByRole("link", { name: /Datenschutzerklärung von Amazon/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.amazon\.de\//,
    );
    await expect(main.getByRole("table")).toBeVisible();

    // A jump from the contents list lands with the heading visible below the sticky header.
    await toc.getByRole("link", { name: /Ihre Rechte/ }).click();
    await expect(page).toHaveURL(/#rechte$/);
    const heading = page.getByRole("heading", { level: 2, name: "Ihre Rechte" });
    const headerBottom = await page
      .locator("header")
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(headerBottom);
    await expect(heading).toBeInViewport();
    // axe runs on the page at rest: during the smooth scroll a link may pass under the sticky header.
    await waitForScrollToSettle(page);

    await expectPlaceholdersMarked(page);
    await expectNoAxeViolations(page);
  });

  test("after every jump from the contents list, no link sits half under the header (axe target-size)", async ({ page }) => {
    // At 1280 px the sticky contents list once started under the header, which is taller with its tools row.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/datenschutz");
    await waitForHydration(page);
    const links = page.getByRole("navigation", { name: "Inhalt" }).getByRole("link");
    for (let index = 0; index < (await links.count()); index++) {
      await links.nth(index).click();
      await waitForScrollToSettle(page);
      const results = await new AxeBuilder({ page }).withRules(["target-size"]).setLegacyMode().analyze();
      expect(
        results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" "))),
        await links.nth(index).innerText(),
      ).toEqual([]);
    }
  });
});

/** From any page, the footer leads to both legal pages. */
async function expectFooterLeadsToLegalPages(page: Page) {
  const legalNav = () => page.getByRole("contentinfo").getByRole("navigation", { name: "Rechtliches" });
  await expect(legalNav().getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/impressum");
  await legalNav()
    .getByRole("link", { name: /Datenschutz/ })
    .click();
  await expect(page).toHaveURL(/\/datenschutz$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Datenschutz\u00ad?erklärung/);
  await legalNav().getByRole("link", { name: "Impressum" }).click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect(page.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
}

test("the footer's legal links lead to Impressum and Datenschutz from every kind of page", async ({ page }) => {
  for (const path of ["/", "/ai-content", "/impressum", "/datenschutz"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expectFooterLeadsToLegalPages(page);
  }
});

test.describe("404 page", () => {
  // Chromium reports the 404 status of the document itself as a console error; that status is the
  // point here. Each test checks that the document is the only response that failed.
  test.use({ allowConsoleErrors: [/status of 404/] });

  function recordFailedResponses(page: Page) {
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(new URL(response.url()).pathname);
    });
    return failed;
  }

  test("answers 404, logs the missing path and leads home @mobile", async ({ page }) => {
    const failed = recordFailedResponses(page);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await page.goto("/sammlung/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect.poll(() => warnings.some((text) => text.includes("/sammlung/gibt-es-nicht"))).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toHaveCount(0);
    expect(failed).toEqual(["/sammlung/gibt-es-nicht"]);
  });

  test("leads to Impressum and Datenschutz from its footer", async ({ page }) => {
    const failed = recordFailedResponses(page);
    await page.goto("/gibt-es-nicht");
    await waitForHydration(page);
    await expectFooterLeadsToLegalPages(page);
    expect(failed).toEqual(["/gibt-es-nicht"]);
  });
});
