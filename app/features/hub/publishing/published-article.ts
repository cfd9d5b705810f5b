import { site } from "~/config/site";
import { markdownPath } from "~/features/articles";
import type { Article } from "~/features/articles";
import { loadChunk } from "~/utils/load-chunk";

/**
 * A published article in full, read from its Markdown twin (/ratgeber/<slug>.md) with the build's
 * own validation. Throws when the twin cannot be fetched or is not that article's.
 */
export async function loadPublishedArticle(slug: string): Promise<Article> {
  const [response, reader] = await Promise.all([fetch(markdownPath(slug)), loadChunk(() => import("~/features/articles/lazy"))]);
  if (!response.ok) throw new Error(`${markdownPath(slug)}: ${response.status}`);
  const article = reader.articleFromTwin(await response.text(), site.url);
  if (!article || article.frontMatter.slug !== slug) throw new Error(`${markdownPath(slug)} is not the article's twin`);
  return article;
}
