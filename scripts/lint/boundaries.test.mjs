import { describe, expect, it } from "vitest";

import { brokenRules, lintMessages } from "./lint-text.mjs";

// The boundaries of eslint.config.js, proven with deliberate bad imports: each import here would
// pass typecheck and build, and only the linter stops it.

describe("the house's boundaries in ESLint", () => {
  it("lets a feature use another feature through its index, and stops a reach into its insides", async () => {
    expect(await brokenRules("app/features/collection/x.ts", `export { calculateSet } from "~/features/calculator";\n`)).toEqual(
      [],
    );
    expect(
      await brokenRules(
        "app/features/collection/x.ts",
        `export { calculateSet } from "~/features/calculator/set-calculation";\n`,
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
    expect(await brokenRules("app/features/collection/x.ts", `export * from "../calculator/set-calculation";\n`)).toEqual([
      "import-x/no-restricted-paths",
    ]);
  });

  it("lets routes use a feature's index only", async () => {
    expect(await brokenRules("app/routes/x.tsx", `export { SearchPage } from "~/features/search";\n`)).toEqual([]);
    expect(await brokenRules("app/routes/x.tsx", `export { SearchPage } from "~/features/search/search-page";\n`)).toEqual([
      "import-x/no-restricted-paths",
    ]);
  });

  it("keeps the hub to itself: no public feature, layer or route imports it", async () => {
    const hub = `export { HubHeader } from "~/features/hub";\n`;
    expect(await brokenRules("app/features/landing/x.tsx", hub)).toEqual(["import-x/no-restricted-paths"]);
    expect(await brokenRules("app/shell/x.tsx", hub)).toContain("import-x/no-restricted-paths");
    expect(await brokenRules("app/routes/home.tsx", hub)).toEqual(["import-x/no-restricted-paths"]);
    expect(await brokenRules("app/routes/ai-content.tsx", hub)).toEqual([]);
  });

  it("keeps the layers one way: shared layers never import features, the domain imports nothing", async () => {
    expect(await brokenRules("app/ui/x.tsx", `export { SearchPage } from "~/features/search";\n`)).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(await brokenRules("app/content/x.ts", `export { Button } from "~/ui/button";\n`)).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(await brokenRules("app/utils/x.ts", `export { faq } from "~/features/landing/copy/faq";\n`)).toContain(
      "import-x/no-restricted-paths",
    );
    expect(await brokenRules("app/domain/x.ts", `export { site } from "~/config/site";\n`)).toEqual([
      "import-x/no-restricted-paths",
    ]);
  });

  it("stops a cycle, a type-only one included", async () => {
    const source = `import type { pages } from "./pages";\nexport type Pages = typeof pages;\n`;
    expect(await lintMessages("app/content/public-page.ts", source)).toEqual([
      ["house/no-import-cycle", "Import cycle: app/content/public-page.ts → app/content/pages.ts → app/content/public-page.ts"],
    ]);
  });

  it("keeps test data out of the app and the bench out of the build scripts", async () => {
    expect(await brokenRules("app/features/hub/x.ts", `export { seed } from "./storage/storage.fixtures";\n`)).toEqual([
      "no-restricted-imports",
    ]);
    // A file of the program: scripts are linted with their types (docs/decisions/0089), which a new file has not.
    expect(await brokenRules("scripts/build.mjs", `export { runBench } from "../bench/run.mjs";\n`)).toEqual([
      "import-x/no-restricted-paths",
    ]);
  }, 180_000);
});

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
