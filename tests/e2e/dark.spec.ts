import { articleHeads, fixedPages } from "./article-files";
import { expect, expectNoAxeViolations, renderEverySection, test, waitForHydration } from "./fixtures";

/**
 * The dark theme follows the system setting (docs/decisions/0036): with `prefers-color-scheme: dark` every page
 * turns dark and keeps the contrast axe asks for, at the phone's and the desktop's width (the light theme is
 * checked by each page's own tests).
 */
test.use({ colorScheme: "dark" });

const notFound = "/gibt-es-nicht";
const pages = [...fixedPages, `/ratgeber/${articleHeads[0]!.slug}`, "/ratgeber/kategorie/guides", notFound];

test.describe("the dark theme", () => {
  test.use({ allowConsoleErrors: [[/status of 404/], { scope: "test" }] });

  test("follows the system setting and passes axe on every page @mobile", async ({ page }) => {
    test.slow(); // one axe pass per page
    for (const path of pages) {
      await page.goto(path);
      await waitForHydration(page);
      // Every section rendered, the lazily loaded ones included.
      if (path === "/") await renderEverySection(page);
      // The page is dark: its background is darker than its text.
      const [background, text] = await page.evaluate(() =>
        [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color].map((colour) =>
          colour
            .match(/\d+/g)!
            .slice(0, 3)
            .reduce((sum, value) => sum + Number(value), 0),
        ),
      );
      expect(background, path).toBeLessThan(text!);
      await expectNoAxeViolations(page);
    }
  });

  test("the footer follows: dark behind light text, like the page above it @mobile", async ({ page }) => {
    await page.goto("/");
    const [footer, body] = await Promise.all(
      ["footer", "body"].map((selector) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => {
            const sum = (colour: string) =>
              colour
                .match(/\d+/g)!
                .slice(0, 3)
                .reduce((total, value) => total + Number(value), 0);
            const style = getComputedStyle(element);
            return { background: sum(style.backgroundColor), text: sum(style.color) };
          }),
      ),
    );
    expect(footer!.background).toBeLessThan(footer!.text);
    // Not the light theme's ink footer turned light: at most as bright as the page's own background.
    expect(footer!.background).toBeLessThanOrEqual(body!.background);
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
  });
});
