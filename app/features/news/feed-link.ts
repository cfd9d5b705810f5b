/** Where the feed lives (prerendered like /sitemap.xml) and its name: all the shell needs to link it on every page. */
export const FEED_PATH = "/feed.xml";
export const FEED_TITLE = "Labubu Sammler Österreich – Neu";
