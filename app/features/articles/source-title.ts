import type { ArticleSource } from "./types";
import { articleCopy } from "~/features/articles/copy/article";

/**
 * What a source's link says (docs/decisions/0041): its publisher and the page's title ("UPI: CPSC warnt vor
 * gefälschten Labubus"), or the one-line name of an article written before sources had a publisher.
 */
export function sourceTitle(source: Pick<ArticleSource, "name" | "publisher" | "title">): string {
  const publisher = source.publisher ?? source.name;
  return source.title ? articleCopy.sourceTitle(publisher, source.title) : publisher;
}
