import { site } from "~/config/site";
import { markdownPath } from "~/features/articles";
import { loadChunk } from "~/utils/load-chunk";
import { textVersion } from "./editor-contract";
import type { OpenedArticle } from "./published";

/**
 * A published article in full, read from its Markdown twin (/ratgeber/<slug>.md) with the build's
 * own validation, and the twin's version stamp: a revision sent with it replaces the article without
 * asking again only while the live twin still has that stamp (docs/decisions/0038). Throws when the
 * twin cannot be fetched or is not that article's.
 */
export async function loadPublishedArticle(slug: string): Promise<OpenedArticle> {
  const [response, reader] = await Promise.all([fetch(markdownPath(slug)), loadChunk(() => import("~/features/articles/lazy"))]);
  if (!response.ok) throw new Error(`${markdownPath(slug)}: ${response.status}`);
  const text = await response.text();
  const article = reader.articleFromTwin(text, site.url);
  if (!article || article.frontMatter.slug !== slug) throw new Error(`${markdownPath(slug)} is not the article's twin`);
  return { ...article, version: textVersion(text) };
}
