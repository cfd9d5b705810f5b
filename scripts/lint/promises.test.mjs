import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The promise rules of eslint.config.js for the server side, proven with deliberate mistakes linted as if they
// stood in a real server module (type-aware rules need a file of the project; the text replaces its content).
const eslint = new ESLint();

/** @param {string} source */
async function brokenRules(source) {
  const [result] = await eslint.lintText(source, { filePath: "server/index.mjs" });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("the server side's promise rules in ESLint", () => {
  it("stops a promise nobody awaits and an async callback whose promise is dropped", async () => {
    const declarations = "/** @returns {Promise<void>} */\nconst save = async () => {};\n";
    expect(await brokenRules(`${declarations}save();\n`)).toEqual(["@typescript-eslint/no-floating-promises"]);
    expect(await brokenRules(`${declarations}setTimeout(async () => { await save(); }, 1);\n`)).toEqual([
      "@typescript-eslint/no-misused-promises",
    ]);
  }, 180_000);

  it("lets an awaited, caught or deliberately ignored promise pass", async () => {
    const declarations = "/** @returns {Promise<void>} */\nconst save = async () => {};\n";
    expect(await brokenRules(`${declarations}await save();\nsave().catch(() => {});\nvoid save();\n`)).toEqual([]);
  }, 180_000);
});
