import { expect, test } from "./fixtures";

test("the home page answers and hydrates without console errors", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("h1").first()).toBeVisible();
});
