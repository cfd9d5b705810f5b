import { execFileSync } from "node:child_process";

import { expect, expectNoAxeViolations, renderEverySection, test, waitForHydration } from "./fixtures";

// The build reads the content's Git history (app/content/history.server.ts); this checkout's history is the
// expectation, so the test holds for whatever the newsroom commits next.
const gitDay = (args: string[]) =>
  execFileSync("git", ["log", "-1", "--no-merges", "--format=%aI", ...args], { encoding: "utf8" }).trim();
const viennaDay = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(iso),
  );
const shallow = execFileSync("git", ["rev-parse", "--is-shallow-repository"], { encoding: "utf8" }).trim() === "true";

test.describe("Neu: what the newsroom changed", () => {
  test("the home page's first screen links to /neu @mobile", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("link", { name: "Neu: was sich geändert hat" });
    await expect(link).toBeInViewport();
    await link.click();
    await expect(page).toHaveURL(/\/neu$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Was sich geändert hat");
  });

  test("lists the changes with dates, newest first, and links each to its page @mobile", async ({ page }) => {
    await page.goto("/neu");
    const items = page.locator("#neu-aenderungen + ol > li");
    await expect(items.first()).toBeVisible();
    const days = await items.locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
    expect(days.length).toBeGreaterThan(3);
    expect([...days].sort().reverse()).toEqual(days);
    // The newest change to the content is the newest day listed.
    if (!shallow) expect(days[0]).toBe(viennaDay(gitDay(["--", "app/content/articles", "app/content/facts"])));
    const published = items.filter({ hasText: "Artikel veröffentlicht" }).filter({ hasText: "Labubu kaufen in Wien" });
    await expect(published).toHaveCount(1);
    await published.getByRole("link").click();
    await expect(page).toHaveURL(/\/ratgeber\/labubu-kaufen-in-wien$/);
  });

  test("an article's 'aktualisiert' is the day its own text last changed in the history", async ({ page }) => {
    test.skip(shallow, "a shallow clone has no complete history: the file's own day stands");
    await page.goto("/ratgeber/labubu-faelschung-erkennen");
    const day = viennaDay(gitDay(["--", "app/content/articles/labubu-faelschung-erkennen.md"]));
    await expect(page.locator("li", { hasText: "aktualisiert" }).locator("time")).toHaveAttribute("datetime", day);
  });

  test("'Neue Serien' on / says when each series entered the catalogue, as /neu does", async ({ page }) => {
    test.skip(shallow, "a shallow clone has no complete history");
    await page.goto("/");
    await renderEverySection(page);
    const card = page.locator("#aktuelle-serien li").first();
    const name = (await card.locator("h3").textContent())!;
    const day = await card.getByText("Im Katalog seit").locator("..").locator("time").getAttribute("datetime");
    await page.goto("/neu");
    const entry = page.locator("#neu-aenderungen + ol > li", { hasText: "Serie aufgenommen" }).filter({ hasText: name });
    await expect(entry.locator("time")).toHaveAttribute("datetime", day!);
  });

  test("every page names the feed in its head, and the feed is Atom with the same changes", async ({ page, request }) => {
    for (const path of ["/", "/neu", "/serien", "/ratgeber/labubu-kaufen-in-wien"]) {
      await page.goto(path);
      await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", "/feed.xml");
    }
    const feed = await request.get("/feed.xml");
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const xml = await feed.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    // The feed's first entry is the page's first change.
    await page.goto("/neu");
    const first = page.locator("#neu-aenderungen + ol > li").first();
    const label = (await first.locator("p > span.font-semibold").textContent())!;
    const subject = (await first.locator("h3").count()) > 0 ? (await first.locator("h3").textContent())! : "";
    const title = /<entry>\n {4}<id>[^<]+<\/id>\n {4}<title>([^<]+)<\/title>/.exec(xml)?.[1];
    expect(title).toBe(subject ? `${label}: ${subject}`.replace(/&/g, "&amp;") : label);
  });

  test("has no axe violations @mobile", async ({ page }) => {
    await page.goto("/neu");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
