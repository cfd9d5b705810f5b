// The house's ESLint run on a text as if it stood in a file, for the tests of its rules (boundaries, promises).
import { ESLint } from "eslint";

// With CI=true typescript-eslint infers a single run and reads each typed file from the disk, not the text given:
// the tests ask for the text to be linted.
const eslint = new ESLint({
  overrideConfig: { languageOptions: { parserOptions: { disallowAutomaticSingleRunInference: true } } },
});

/**
 * The rules `source` breaks (or the parser's message) linted as if it stood in `file`. An app file need not exist;
 * a file of the Node side must, since it is linted with the types of its program (docs/decisions/0089).
 * @param {string} file @param {string} source @returns {Promise<string[]>}
 */
export async function brokenRules(file, source) {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

/** @param {string} file @param {string} source the messages of the lint, as [rule, message] */
export async function lintMessages(file, source) {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).map((message) => [message.ruleId, message.message]);
}
