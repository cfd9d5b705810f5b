import { JSDOM } from "jsdom";

import { articleCategoriesInUse, articleHeads, fixedPages } from "./article-files";
import { expect, renderedFrames, test, waitForHydration } from "./fixtures";
import { documentTypographyFindings } from "../support/typography";

/**
 * Numbers read one way and lines break where they may (docs/decisions/0036): on every page, one grouping style
 * ("1.165" like "€ 2.038"), no-break spaces inside amounts and ratios ("€ 20", "1 : 72"), no heading line starting
 * with a dash. Read from the prerendered HTML; the home page also in the browser, with its lazily loaded sections.
 */

const pages = [
  ...fixedPages,
  ...articleCategoriesInUse.map((category) => `/ratgeber/kategorie/${category}`),
  ...articleHeads.map((article) => `/ratgeber/${article.slug}`),
];

const describe = (findings: ReturnType<typeof documentTypographyFindings>) =>
  findings.map(({ text, finding }) => `${finding.rule}: „${finding.match}“ in „${text}“`);

test.describe("numbers and line breaks", () => {
  test("every prerendered page writes numbers one way and keeps amounts, ratios and heading dashes together", async ({
    request,
  }) => {
    const found: string[] = [];
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      found.push(...describe(documentTypographyFindings(new JSDOM(html).window.document)).map((line) => `${path} ${line}`));
    }
    expect(found).toEqual([]);
  });

  test("the home page's lazily loaded sections too, and its headings never break inside „1 : 72“ @mobile", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 400) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      await renderedFrames(page);
    }
    await expect(page.locator("[data-slot=skeleton]")).toHaveCount(0);
    const html = await page.content();
    expect(describe(documentTypographyFindings(new JSDOM(html).window.document))).toEqual([]);
    // The ratio in a series card stays on one line at a phone's width.
    const ratio = page
      .locator("#aktuelle-serien li")
      .filter({ hasText: "Big into Energy" })
      .getByText(/1\s:\s72/);
    const lines = await ratio.evaluate((element) => {
      const text = element.firstChild as Text;
      const at = text.data.search(/1\s:\s72/);
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 6);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });
});
