import { readdirSync } from "node:fs";

import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

import importCycles from "./scripts/lint/import-cycles.mjs";

// The house by feature (docs/decisions/0023). Imports run one way:
//   routes, root → features → ui, shell, content → utils → domain, config
// A feature imports another feature only through its public face (index.ts, or index.server.ts for
// build-time modules); nothing imports the hub but its own routes; no file takes part in an import
// cycle, type-only imports included.
const features = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicFaces = ["**/app/features/*/index.ts", "**/app/features/*/index.server.ts", "**/app/features/*/lazy.ts"];
const throughIndex = "Import another feature only through its index.ts (index.server.ts at build time, lazy.ts on demand).";
const sharedLayers = ["ui", "shell", "content", "utils", "domain", "config"];

/** @type {{ target: string | string[], from: string | string[], except?: string[], message: string }[]} */
const zones = [
  ...features.map((feature) => ({
    target: `./app/features/${feature}/**`,
    from: `./app/features/!(${feature})/**`,
    except: publicFaces,
    message: throughIndex,
  })),
  {
    // app/routes.ts is loaded by the route config loader without the "~/" alias: it reads the article
    // folder through articles/load.server.ts, which imports relatively only.
    target: ["./app/routes/**", "./app/!(routes).{ts,tsx}"],
    from: "./app/features/**",
    except: publicFaces,
    message: throughIndex,
  },
  {
    target: [
      `./app/features/!(hub)/**`,
      `./app/{${sharedLayers.join(",")}}/**`,
      "./app/routes/!(ai-content|hub-*).{ts,tsx}",
      "./app/*.{ts,tsx}",
    ],
    from: "./app/features/hub/**",
    message: "Nothing imports the hub but its own routes: it is an internal tool.",
  },
  {
    target: `./app/{${sharedLayers.join(",")}}/**`,
    from: ["./app/features/**", "./app/routes/**", "./app/*.{ts,tsx}"],
    message: "Shared layers (ui, shell, content, utils, domain, config) do not import features or routes.",
  },
  {
    target: ["./app/ui/**", "./app/content/**"],
    from: ["./app/shell/**"],
    message: "The site shell sits above ui and content.",
  },
  {
    target: ["./app/content/**"],
    from: ["./app/ui/**"],
    message: "Content is text and figures: it imports config, content, utils and domain only.",
  },
  {
    target: ["./app/utils/**"],
    from: ["./app/{ui,shell,content}/**"],
    message: "Helpers sit below content: they import domain and config only.",
  },
  {
    target: ["./app/domain/**"],
    from: ["./app/!(domain)/**", "./app/*.{ts,tsx}"],
    message: "The domain is the floor: it imports nothing.",
  },
  {
    target: ["./app/config/**"],
    from: ["./app/!(config)/**", "./app/*.{ts,tsx}"],
    message: "Config imports nothing but config.",
  },
  {
    target: ["./scripts/**"],
    from: ["./bench/**"],
    message: "Build and test scripts do not import the bench.",
  },
  {
    // The contract the hub and the editor mode's server share is one module both import (docs/decisions/0038).
    target: ["./server/**"],
    from: ["./!(server|node_modules)/**"],
    except: ["**/app/features/hub/publishing/editor-contract.ts"],
    message: "The server imports nothing outside server/ but the hub's contract with it (editor-contract.ts).",
  },
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The server, the editor mode and the scripts are promise-heavy Node code in JavaScript with JSDoc types: a
    // promise nobody awaits loses its failure, and an async callback where a plain one is expected runs unwatched.
    // Linted with the types tsconfig.node.json gives them (the program typecheck builds), so both are errors.
    files: ["server/**/*.mjs", "scripts/**/*.mjs", "bench/**/*.mjs", "tests/**/*.mjs"],
    languageOptions: { parserOptions: { project: "./tsconfig.node.json", tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // Tests sit on top of what they test: they may reach into a feature, and nothing imports them.
    files: ["app/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs}", "server/**/*.mjs"],
    ignores: ["**/*.test.{ts,tsx,mjs}", "**/*.fixtures.ts"],
    plugins: { "import-x": importX, house: importCycles },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones }],
      "house/no-import-cycle": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}", "app/**/*.fixtures.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/*.fixtures", "**/*.fixtures.ts"], message: "Test data is for tests only." }] },
      ],
    },
  },
);
