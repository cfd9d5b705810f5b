import { expect, test, waitForHydration } from "./fixtures";

test.use({
  allowConsoleErrors: [[/Failed to load resource/, /dynamically imported module/, /Failed to fetch/], { scope: "test" }],
});

test("the hub explains a tools chunk that cannot load, keeps the overview and offers a reload", async ({ page }) => {
  // Block the tools chunk on every attempt (the page may reload once on its own).
  await page.route(/\/assets\/hub-tools-[\w-]+\.js$/, (route) => route.abort("failed"));
  await page.goto("/ai-content");
  await waitForHydration(page);
  // The tools load when they come near the viewport. The failed load may reload the page while it scrolls: scroll
  // again on the reloaded page.
  await expect(async () => {
    await page.getByRole("region", { name: "Werkzeuge" }).scrollIntoViewIfNeeded();
  }).toPass({ timeout: 30_000 });
  const alert = page.getByRole("alert").filter({ hasText: "Die Werkzeuge konnten nicht geladen werden" });
  // Generous: the failure may first reload the page once, and on a busy machine that takes a while.
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert.getByRole("button", { name: "Seite neu laden" })).toBeVisible();
  // The prerendered overview stays readable.
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
});
