import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

import { HtmlValidate } from "html-validate";

import { expect, test } from "./fixtures";

// React writes JSX attribute names (charSet, hrefLang) and self-closing void elements; both are
// valid HTML, so only those style rules are relaxed (see .htmlvalidate.json).
const config = JSON.parse(readFileSync(new URL("../../.htmlvalidate.json", import.meta.url), "utf8"));
const validator = new HtmlValidate(config);

/** Every prerendered page of the build (build/client/**\/index.html), as the path the server answers it under. */
function prerenderedPaths(): string[] {
  const root = path.resolve(import.meta.dirname, "../../build/client");
  let files: string[];
  try {
    files = readdirSync(root, { recursive: true, encoding: "utf8" });
  } catch {
    return []; // no build: the first test says so
  }
  return files
    .filter((file) => file === "index.html" || file.endsWith(`${path.sep}index.html`))
    .map((file) => `/${path.dirname(file).split(path.sep).join("/")}`.replace(/^\/\.$/, "/"))
    .sort();
}

const paths = prerenderedPaths();

test("every page of the site is checked, the article pages included", () => {
  expect(paths).toEqual(expect.arrayContaining(["/", "/ai-content", "/impressum", "/datenschutz", "/404", "/ratgeber"]));
  expect(paths.some((p) => p.startsWith("/ratgeber/kategorie/"))).toBe(true);
  expect(paths.filter((p) => /^\/ratgeber\/(?!kategorie\/)[^/]+$/.test(p)).length).toBeGreaterThan(0);
});

for (const urlPath of paths) {
  test(`the prerendered HTML of ${urlPath} is valid`, async ({ request }) => {
    const response = await request.get(urlPath);
    const report = await validator.validateString(await response.text());
    const problems = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.line}:${m.column})`),
    );
    expect(problems).toEqual([]);
  });
}
