import { readFileSync } from "node:fs";

import { HtmlValidate } from "html-validate";

import { expect, test } from "./fixtures";

// React writes JSX attribute names (charSet, hrefLang) and self-closing void elements; both are
// valid HTML, so only those style rules are relaxed (see .htmlvalidate.json).
const config = JSON.parse(readFileSync(new URL("../../.htmlvalidate.json", import.meta.url), "utf8"));
const validator = new HtmlValidate(config);

for (const path of ["/", "/ai-content", "/impressum", "/datenschutz", "/serien", "/set-rechner", "/echtheit-pruefen", "/404"]) {
  test(`the prerendered HTML of ${path} is valid`, async ({ request }) => {
    const response = await request.get(path);
    const report = await validator.validateString(await response.text());
    const problems = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.line}:${m.column})`),
    );
    expect(problems).toEqual([]);
  });
}
