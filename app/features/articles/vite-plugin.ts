// Loaded by vite.config.ts: relative imports with extensions only (the config is bundled without the "~" alias).
import path from "node:path";

import type { Plugin, ViteDevServer } from "vite";

import { normaliseSiteUrl } from "../../config/site-url.ts";
import { articlesDirectory, forgetArticleFolder, publishedFolder } from "./load.server.ts";
import { markdownPath } from "./paths.ts";
import { articlePhotoViews } from "./photos.server.ts";
import { markdownTwin } from "./twin.ts";
import type { Article } from "./types.ts";

/**
 * The article folder's part of the build that is not a page: each article's Markdown twin
 * (/ratgeber/<slug>.md, app/features/articles/twin.ts), written as a static file into the client build
 * and served by the dev server. No article becomes a module: pages get their articles from
 * build-time loaders, and the folder is read once per build (load.server.ts), here as everywhere.
 */
export function articlesPlugin(): Plugin {
  let dir = articlesDirectory();
  // The same public URL vite.config.ts gives the app (import.meta.env.VITE_SITE_URL).
  const siteUrl = normaliseSiteUrl(process.env.SITE_URL);
  // Its photos link the WebP the photo pipeline made (scripts/photos/vite-plugin.mjs ran before).
  const twin = (article: Article) => markdownTwin(article, siteUrl, articlePhotoViews(article.frontMatter.slug, article.photos));
  const twinOf = (slug: string) => {
    const article = publishedFolder(dir).find((candidate) => candidate.frontMatter.slug === slug);
    return article ? twin(article) : null;
  };

  return {
    name: "labubu-articles",
    configResolved(config) {
      dir = articlesDirectory(config.root);
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const article of publishedFolder(dir)) {
        this.emitFile({
          type: "asset",
          fileName: markdownPath(article.frontMatter.slug).slice(1),
          source: twin(article),
        });
      }
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/ratgeber\/([a-z0-9-]+)\.md$/.exec(request.url?.split("?")[0] ?? "");
        const twin = match ? twinOf(match[1]!) : null;
        if (twin === null) return next();
        response.setHeader("Content-Type", "text/markdown; charset=utf-8");
        response.end(twin);
      });
      server.watcher.add(dir);
      const changed = (file: string) => {
        if (path.dirname(path.resolve(file)) !== dir) return;
        // The next request reads the folder again; loaders and twins then show the change.
        forgetArticleFolder(dir);
        server.moduleGraph.invalidateAll();
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", changed).on("change", changed).on("unlink", changed);
    },
  };
}
