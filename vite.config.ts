import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

import { LLM_ORIGINS_FILE, parseLlmOrigins } from "./server/llm-origins.mjs";

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

import { articlesPlugin } from "./app/features/articles/vite-plugin.ts";

export default defineConfig({
  plugins: [articlesPlugin(), tailwindcss(), !process.env.VITEST && reactRouter(), recordLlmOrigins()],
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
    },
  },
});
