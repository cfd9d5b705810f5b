import { cpSync, rmSync } from "node:fs";
import path from "node:path";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

import { readEnvironment } from "./server/environment.mjs";
import { LLM_ORIGINS_FILE, parseLlmOrigins } from "./server/llm-origins.mjs";
import { articlesPlugin } from "./app/features/articles/vite-plugin.ts";
import { photosPlugin } from "./scripts/photos/vite-plugin.mjs";
import { contentDataPlugin } from "./app/content/data/vite-plugin.ts";
import { briefDataKind } from "./app/features/hub/copy/briefs/brief-data-kind.ts";

// The build's settings, checked against the schema before anything is built: a wrong value stops the build
// with a message that names the variable.
readEnvironment("build");

// Language-model servers the hub may call: checked by the hub before any request and written into
// the CSP's connect-src. Read once here, so the bundle and the recorded list cannot differ.
const llmOrigins = parseLlmOrigins(process.env.LLM_ORIGINS);

/** Records the list in build/client (hidden, never served) for the server and scripts/postbuild.mjs. */
function recordLlmOrigins(): Plugin {
  return {
    name: "record-llm-origins",
    apply: "build",
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: LLM_ORIGINS_FILE, source: JSON.stringify(llmOrigins) });
    },
  };
}

/**
 * Keeps the server bundle as `<build>/renderer`: with `ssr: false` React Router deletes it after the
 * prerender, but the content build renders the pages an article changes with it (no article is code,
 * so the bundles of the last full build serve every later content build; docs/decisions/0034).
 * Copied before React Router's own step of the same hook prerenders and deletes it.
 */
function keepRenderer(): Plugin {
  return {
    name: "keep-renderer",
    apply: "build",
    writeBundle: {
      order: "pre",
      handler(options) {
        if (this.environment.name === "client" || !options.dir) return;
        const renderer = path.join(path.dirname(options.dir), "renderer");
        rmSync(renderer, { recursive: true, force: true });
        cpSync(options.dir, renderer, { recursive: true });
      },
    },
  };
}

/**
 * Small modules the shell loads on every first visit (the header, the footer, the search entry, the update prompt)
 * that lazily loaded sections share too: one file instead of a dozen, each with its own request and compression
 * overhead. Only modules every page's first visit loads belong here, or a page would load code it does not use.
 */
const SHELL_MODULES =
  /(?:app[\\/](?:utils[\\/](?:cn|load-chunk|search-index-markup)|ui[\\/](?:button-variants|arrow-link|static-island|link-list)|shell[\\/](?:prerendered-lazy|copy[\\/](?:navigation|layout|footer))|content[\\/]search-entry|features[\\/]search[\\/]copy[\\/]search|features[\\/]offline[\\/]keep-offline|config[\\/]site)\.tsx?$)|lucide-react[\\/]dist[\\/]esm[\\/](?:createLucideIcon|Icon|defaultAttributes|context|shared[\\/].*|icons[\\/](?:x|arrow-right|external-link))\.mjs$/;

/** The fact base and the briefs as modules of checked data (docs/decisions/0042), in the pages and in the hub's analysis worker. */
const contentData = () => contentDataPlugin(() => [briefDataKind]);

export default defineConfig({
  // A module worker: the hub's analysis worker reads the fact base with a top-level await (docs/decisions/0076).
  worker: { format: "es", plugins: () => [contentData()] },
  plugins: [
    keepRenderer(),
    photosPlugin(),
    contentData(),
    articlesPlugin(),
    tailwindcss(),
    !process.env.VITEST && reactRouter(),
    recordLlmOrigins(),
  ],
  resolve: { tsconfigPaths: true },
  define: {
    // The public URL is fixed at build time so the prerendered HTML and the bundle agree.
    "import.meta.env.VITE_SITE_URL": JSON.stringify(process.env.SITE_URL ?? ""),
    // One build date for prerender and bundle (footer year, sitemap lastmod) avoids hydration mismatches.
    "import.meta.env.VITE_BUILD_DATE": JSON.stringify(process.env.BUILD_DATE ?? new Date().toISOString().slice(0, 10)),
    "import.meta.env.VITE_LLM_ORIGINS": JSON.stringify(llmOrigins),
  },
  build: {
    assetsInlineLimit: 0,
    // The manifest (build/client/.vite, hidden, never served) tells the service worker which chunks the
    // precached pages can load later (scripts/service-worker.mjs).
    manifest: true,
    rollupOptions: {
      // A feature's public face (index.ts, lazy.ts) only re-exports: a page that uses one of its
      // exports must not pull in the modules behind the others (docs/decisions/0023).
      treeshake: { moduleSideEffects: (id: string) => !/\/app\/features\/[^/]+\/(?:index|lazy)\.ts$/.test(id) },
      output: {
        // React, its DOM renderer and React Router: every page loads all of them on its first visit, so one
        // file instead of five saves a request and each file's own compression overhead.
        advancedChunks: {
          groups: [
            { name: "framework", test: /node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]/ },
            { name: "shell", test: SHELL_MODULES },
          ],
        },
      },
    },
  },
});
