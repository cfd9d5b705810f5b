// The articles feature's build-time face: modules that read the article folder (never in a client bundle).
export { newestArticleCards, articleListData, articlePageData } from "./article-data.server";
export { articleFolder } from "./load.server";
export { articleMarkdown, publishedArticles } from "./published.server";
export { contentBuild } from "./content-build.server";
