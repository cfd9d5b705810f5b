import { loaders } from "virtual:article-loaders";

import type { Article } from "./types";
import { loadChunk } from "~/lib/load-chunk";

/** The full article (front matter and Markdown body) of a published slug, or null. Loads that article's own chunk. */
export async function loadArticle(slug: string): Promise<Article | null> {
  const load = Object.hasOwn(loaders, slug) ? loaders[slug] : undefined;
  return load ? (await loadChunk(load)).default : null;
}
