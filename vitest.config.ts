import { defineConfig, mergeConfig } from "vitest/config";

import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "scripts/**/*.test.{ts,mjs}", "bench/**/*.test.{ts,mjs}"],
      environment: "node",
      // Generous: the suite must pass on a loaded two-core machine; no test asserts a duration.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  }),
);
