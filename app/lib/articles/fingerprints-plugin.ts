// Loaded by vite.config.ts: relative imports with extensions only (the config is bundled without the "~" alias).
import path from "node:path";

import type { Plugin, ViteDevServer } from "vite";

import { fingerprintsOf, type PublishedFingerprints } from "../analysis/fingerprints.ts";
import { articleFolder, articlesDirectory, forgetArticleFolder } from "./load.server.ts";

export const ARTICLE_FINGERPRINTS_ID = "virtual:article-fingerprints";
const RESOLVED = `\0${ARTICLE_FINGERPRINTS_ID}`;

/**
 * `virtual:article-fingerprints`: the sentence fingerprints of every published article
 * (app/lib/analysis/fingerprints.ts), computed at build time. Only the hub's analysis imports it,
 * dynamically, so it becomes a chunk of its own that no page's HTML or first JavaScript carries:
 * about 4 bytes per sentence, loaded when a draft is first analysed.
 */
export function articleFingerprintsPlugin(): Plugin {
  let dir = articlesDirectory();
  return {
    name: "labubu-article-fingerprints",
    enforce: "pre",
    configResolved(config) {
      dir = articlesDirectory(config.root);
    },
    resolveId(id) {
      return id === ARTICLE_FINGERPRINTS_ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      return fingerprintsModule(
        articleFolder(dir, () => {}).map(({ frontMatter, body }) => ({
          slug: frontMatter.slug,
          title: frontMatter.title,
          fingerprints: fingerprintsOf(body),
        })),
      );
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(dir);
      const changed = (file: string) => {
        if (path.dirname(path.resolve(file)) !== dir) return;
        forgetArticleFolder(dir);
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on("add", changed).on("change", changed).on("unlink", changed);
    },
  };
}

export function fingerprintsModule(articles: readonly PublishedFingerprints[]): string {
  return `export default ${JSON.stringify(articles)};\n`;
}
