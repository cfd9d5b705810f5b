// The articles feature's build-time face: modules that read the article folder (never in a client bundle).
export { newestArticleCards, publishedArticleCard, articleListData, articlePageData } from "./article-data.server";
export { articleFolder, publicationNow } from "./load.server";
export { articleMarkdown, publishedArticles } from "./published.server";
export { createContentBuild } from "./content-build.server";
