import type { APIRequestContext } from "@playwright/test";
import { JSDOM } from "jsdom";

import { calculateSet } from "../../app/features/calculator/set-calculation.ts";
import { formatCount, formatDecimal } from "../../app/utils/format.ts";
import { articleHeads } from "./article-files";
import { expect, test } from "./fixtures";

/**
 * One truth per figure (docs/decisions/0036): the pages that state the same figure state the same value, read from
 * the prerendered HTML a visitor and a crawler get. The home page once promised "six features, three critical"
 * while the check asked nine questions with four critical ones, and the calculator's table said 14,9 boxes beside
 * an explanation and a home page that said 14,7 without saying why.
 */

async function documentOf(request: APIRequestContext, path: string): Promise<Document> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return new JSDOM(await response.text()).window.document;
}

const text = (element: Element | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();

test.describe("one truth per figure", () => {
  test("the home page's authenticity guide lists the check's features: same count, order, names and critical ones", async ({
    request,
  }) => {
    const home = await documentOf(request, "/");
    const check = await documentOf(request, "/echtheit-pruefen");

    const homeFeatures = [...home.querySelectorAll("#authentizitaet ol > li")];
    const checkSteps = [...check.querySelectorAll("fieldset[data-step]")];
    expect(homeFeatures.length).toBeGreaterThan(0);
    expect(homeFeatures).toHaveLength(checkSteps.length);

    // "1. Zähne Kritisch" on the home page, "1. Zähne" + badge in the check's legend: compare the names.
    const name = (element: Element, selector: string) =>
      text(element.querySelector(selector))
        .replace(/^\d+\.\s*/, "")
        .replace(/\s*Kritisch$/, "");
    expect(homeFeatures.map((li) => name(li, "h3"))).toEqual(
      checkSteps.map((fieldset) => name(fieldset, "legend > span > span")),
    );

    const homeCritical = homeFeatures.filter((li) => li.hasAttribute("data-critical")).map((li) => name(li, "h3"));
    const checkCritical = checkSteps
      .filter((fieldset) => fieldset.hasAttribute("data-critical"))
      .map((fieldset) => name(fieldset, "legend > span > span"));
    expect(homeCritical).toEqual(checkCritical);

    // The counts in the running text match the lists.
    const all = formatCount(checkSteps.length);
    const critical = formatCount(checkCritical.length);
    const promise = text(home.querySelector("#authentizitaet header"));
    expect(promise).toContain(`${all[0]!.toUpperCase()}${all.slice(1)} Merkmale`);
    expect(promise).toContain(`die ${critical} kritischen`);
    expect(text(check.querySelector("main"))).toContain(`Gehen Sie die ${all} Fragen`);
    expect(text(check.querySelector("main"))).toContain(`die ${critical} kritischen Merkmale`);
    expect(text(home.querySelector("#guides"))).toContain(`${all} Fragen, die ${critical} kritischen zuerst`);
    // No page counts the features another way.
    for (const [path, document] of [
      ["/", home],
      ["/echtheit-pruefen", check],
    ] as const)
      expect(text(document.querySelector("main")), path).not.toMatch(/\b(sechs|sieben|acht|zehn) (Echtheits)?[Mm]erkmale/);
  });

  test("every page that gives the boxes for a set of six gives the calculator's numbers, and says which case it means", async ({
    request,
  }) => {
    const plain = calculateSet({ figures: 6, secretChance: 0, price: 20 });
    const withSecret = calculateSet({ figures: 6, secretChance: 1 / 72, price: 20 });
    const noSecret = formatDecimal(plain.regularBoxes, 1);
    const regulars = formatDecimal(withSecret.regularBoxes, 1);
    const full = formatDecimal(withSecret.fullBoxes, 1);
    expect([noSecret, regulars, full]).toEqual(["14,7", "14,9", "73,7"]);

    const pages = ["/", "/set-rechner", ...articleHeads.map((article) => `/ratgeber/${article.slug}`)];
    for (const path of pages) {
      const main = text((await documentOf(request, path)).querySelector("main"));
      // Every "N,N Boxen" on these pages is one of the three values of the usual case.
      for (const [, value] of main.matchAll(/(\d+,\d)\s(?:Blind)?[Bb]oxen/g))
        expect([noSecret, regulars, full], `${path}: ${value}`).toContain(value);
      // "Six equally likely figures" (no secret) always comes with the plain coupon-collector number.
      for (const [sentence] of main.matchAll(/sechs gleich (?:häufige|wahrscheinliche)n? Figuren[^.]*?(\d+,\d)/g))
        expect(sentence, path).toContain(noSecret);
    }
    // The calculator explains how its table's number follows from the plain one.
    const calculator = text((await documentOf(request, "/set-rechner")).querySelector("main"));
    expect(calculator).toContain(`= ${noSecret} Boxen`);
    expect(calculator).toContain(`${noSecret} × 72/71 = ${regulars} Boxen`);
    expect(calculator).toContain(`Im Schnitt brauchen Sie ${regulars} Boxen für die regulären Figuren und ${full} Boxen`);
  });
});
