/** Where the feed lives (prerendered like /sitemap.xml): the shell links it on every page. */
export const FEED_PATH = "/feed.xml";
