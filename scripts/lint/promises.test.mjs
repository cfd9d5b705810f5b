import { describe, expect, it } from "vitest";

import { brokenRules } from "./lint-text.mjs";

// The type-aware rules of eslint.config.js for the Node side, proven on deliberate mistakes: each one passes
// typecheck, build and tests that never make the promise fail; only the linter stops it. The text is linted as
// if it stood in a file of the program (tsconfig.node.json), since the rules need its types.

const mistakes = `import { readFile } from "node:fs/promises";
import http from "node:http";

export function start() {
  readFile("a.txt");
  http.createServer(async (req, res) => {
    res.end(await readFile("b.txt"));
  });
}
`;
const handled = `import { readFile } from "node:fs/promises";
import http from "node:http";

export async function start() {
  await readFile("a.txt");
  http.createServer((req, res) => {
    readFile("b.txt").then((bytes) => res.end(bytes), () => res.end());
  });
}
`;

describe("promises on the Node side", () => {
  it.each(["server/app.mjs", "scripts/editor/publisher.mjs", "tests/llm-server/server.mjs"])(
    "%s: a promise nobody awaits and an async callback where a plain one is expected are errors",
    async (file) => {
      expect(await brokenRules(file, mistakes)).toEqual([
        "@typescript-eslint/no-floating-promises",
        "@typescript-eslint/no-misused-promises",
      ]);
      expect(await brokenRules(file, handled)).toEqual([]);
    },
  );
});
