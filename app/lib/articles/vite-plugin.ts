// Loaded by vite.config.ts: relative imports with extensions only (the config is bundled without the "~" alias).
import path from "node:path";

import type { Plugin, ViteDevServer } from "vite";

import { articlesDirectory, readArticleFolder } from "./load.ts";
import { newestFirst, summarizeArticle } from "./summary.ts";
import type { Article } from "./types.ts";

export const ARTICLE_INDEX_ID = "virtual:articles";
export const ARTICLE_LOADERS_ID = "virtual:article-loaders";
const ARTICLE_ID_PREFIX = "virtual:article/";
const IDS = [ARTICLE_INDEX_ID, ARTICLE_LOADERS_ID, ARTICLE_ID_PREFIX];
const RESOLVED = "\0";

/**
 * Turns the article folder into modules:
 * - `virtual:articles`: every article's summary (front matter, word count, headings, links —
 *   no body), newest first, and the loaders below;
 * - `virtual:article-loaders`: one dynamic import per slug, without any article data;
 * - `virtual:article/<slug>`: one article with its body, reached only through its loader, so
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
      return IDS.some((known) => id === known || (known.endsWith("/") && id.startsWith(known))) ? RESOLVED + id : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED) || !IDS.some((known) => id.slice(1).startsWith(known))) return undefined;
      const articles = read();
      if (id === RESOLVED + ARTICLE_INDEX_ID) return articleIndexModule(articles);
      if (id === RESOLVED + ARTICLE_LOADERS_ID) return articleLoadersModule(articles);
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
          if (module.id && IDS.some((known) => module.id!.startsWith(RESOLVED + known)))
            server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", changed).on("change", changed).on("unlink", changed);
    },
  };
}

/** The index module's source: JSON data (valid JavaScript), newest first. */
export function articleIndexModule(articles: readonly Article[]): string {
  const summaries = newestFirst(articles.map(summarizeArticle));
  return `export const articles = ${JSON.stringify(summaries)};\nexport { loaders } from ${JSON.stringify(ARTICLE_LOADERS_ID)};\n`;
}

/** One dynamic import per article: each body becomes its own chunk. */
export function articleLoadersModule(articles: readonly Article[]): string {
  const loaders = articles.map(
    ({ frontMatter: { slug } }) => `  ${JSON.stringify(slug)}: () => import(${JSON.stringify(ARTICLE_ID_PREFIX + slug)}),`,
  );
  return `export const loaders = {\n${loaders.join("\n")}\n};\n`;
}
