import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { articlesPlugin } from "./app/lib/articles/vite-plugin.ts";

export default defineConfig({
  plugins: [articlesPlugin(), tailwindcss(), !process.env.VITEST && reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    // The public URL is fixed at build time so the prerendered HTML and the bundle agree.
    "import.meta.env.VITE_SITE_URL": JSON.stringify(process.env.SITE_URL ?? ""),
    // One build date for prerender and bundle (footer year, sitemap lastmod) avoids hydration mismatches.
    "import.meta.env.VITE_BUILD_DATE": JSON.stringify(process.env.BUILD_DATE ?? new Date().toISOString().slice(0, 10)),
  },
  build: { assetsInlineLimit: 0 },
});
