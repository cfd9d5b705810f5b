import { defineConfig, mergeConfig } from "vitest/config";

import viteConfig from "./vite.config.ts";

const include = ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "scripts/**/*.test.{ts,mjs}", "bench/**/*.test.{ts,mjs}"];
// Files that replace modules, globals or environment variables, or read module-level caches those
// change, get a module registry of their own; every other file shares one per worker, which saves
// the import of the same modules 135 times (about half the suite's time on two cores).
const isolated = [
  "app/config/site.test.ts",
  "app/features/legal/legal.test.ts",
  "app/shell/seo/jsonld.test.ts",
  "scripts/postbuild.test.mjs",
  "app/features/articles/article-data.server.test.ts",
  "app/features/hub/analysis/fact-reads.test.ts",
  // Lints with the types of the Node side's program (docs/decisions/0089): a TypeScript program of its own that
  // would stay in a shared worker's memory for every file after it.
  "scripts/lint/boundaries.test.mjs",
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: "node",
      // Generous: the suite must pass on a loaded two-core machine; no test asserts a duration.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      projects: [
        { extends: true, test: { name: "isolated", include: isolated } },
        { extends: true, test: { name: "shared", include, exclude: isolated, isolate: false } },
      ],
    },
  }),
);
