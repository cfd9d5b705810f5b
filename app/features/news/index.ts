// The newsroom's changes (/neu, /feed.xml): what pages and the shell may use.
export { NewsPage, type NewsItem, type NewsPageData } from "./news-page";
export { FEED_TITLE, newsCopy } from "./copy";
export { FEED_PATH } from "./feed-link";
