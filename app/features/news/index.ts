// The newsroom's changes (/neu, /feed.xml): what pages and the shell may use.
export { NewsPage, type NewsItem, type NewsPageData } from "./news-page";
export { newsCopy } from "./copy";
export { FEED_PATH, FEED_TITLE } from "~/content/feed";
