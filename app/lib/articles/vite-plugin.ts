// Loaded by vite.config.ts: relative imports with extensions only (the config is bundled without the "~" alias).
import path from "node:path";

import type { Plugin, ViteDevServer } from "vite";

import { articlesDirectory, readArticleFolder } from "./load.ts";
import { newestFirst, summarizeArticle } from "./summary.ts";
import type { Article } from "./types.ts";

export const ARTICLE_INDEX_ID = "virtual:articles";
const ARTICLE_ID_PREFIX = "virtual:articles/";
const RESOLVED = "\0";

/**
 * Turns the article folder into two kinds of modules:
 * - `virtual:articles`: every article's summary (front matter, word count, headings, links —
 *   no body), newest first, plus a loader per slug;
 * - `virtual:articles/<slug>`: one article with its body, reached only through that loader, so
 *   each body is its own chunk and nothing that imports the index downloads a body.
 * Reading the folder validates it: an unusable file stops the build with the problem list.
 */
export function articlesPlugin(): Plugin {
  let dir = articlesDirectory();
  let cache: Article[] | null = null;
  const read = () => (cache ??= readArticleFolder(dir));

  return {
    name: "labubu-articles",
    enforce: "pre",
    configResolved(config) {
      dir = articlesDirectory(config.root);
    },
    buildStart() {
      cache = null;
    },
    resolveId(id) {
      if (id === ARTICLE_INDEX_ID || id.startsWith(ARTICLE_ID_PREFIX)) return RESOLVED + id;
      return undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED + ARTICLE_INDEX_ID)) return undefined;
      const articles = read();
      if (id === RESOLVED + ARTICLE_INDEX_ID) return articleIndexModule(articles);
      const slug = id.slice((RESOLVED + ARTICLE_ID_PREFIX).length);
      const article = articles.find((candidate) => candidate.frontMatter.slug === slug);
      if (!article) this.error(`No article with the slug "${slug}" in ${dir}`);
      return `export default ${JSON.stringify(article)};\n`;
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(dir);
      const changed = (file: string) => {
        if (path.dirname(path.resolve(file)) !== dir) return;
        cache = null;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(RESOLVED + ARTICLE_INDEX_ID)) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", changed).on("change", changed).on("unlink", changed);
    },
  };
}

/** The index module's source: JSON data (valid JavaScript) and one dynamic import per article. */
export function articleIndexModule(articles: readonly Article[]): string {
  const summaries = newestFirst(articles.map(summarizeArticle));
  const loaders = summaries.map(
    (summary) => `  ${JSON.stringify(summary.slug)}: () => import(${JSON.stringify(ARTICLE_ID_PREFIX + summary.slug)}),`,
  );
  return `export const articles = ${JSON.stringify(summaries)};\nexport const loaders = {\n${loaders.join("\n")}\n};\n`;
}
