// The articles feature (/ratgeber): what pages, other features and the hub may use.
export { ArticleIndex } from "./article-index";
export { ArticlePage } from "./article-page";
export { ArticleMarkdownSource } from "./article-source";
export { MarkdownContent } from "./markdown-content";
export { NewestArticles } from "./newest-articles";
export { NewestArticlesContext } from "./newest-articles-context";
export type { ArticleCard } from "./article-pages";
export { inertMarkdown, lexMarkdown, linksOf } from "./markdown";
export {
  type PhotoText,
  photoImage,
  photoProblems,
  photoTexts,
  withPhoto,
  withPhotoText,
  withoutPhoto,
} from "./photo-references";
export { articlePageHeads } from "./page-heads";
export { articlePath, markdownPath } from "./paths";
export { slugify } from "./slug";
export { sourceTitle } from "./source-title";
export { frontMatterBlock } from "./front-matter";
export { orderedFrontMatter } from "./front-matter-schema";
export type { Article, PublishedArticle } from "./types";
export type { ServedPhoto } from "./twin-read";
export { viennaInstant, viennaWallClock } from "./publication-time";
