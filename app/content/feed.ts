/**
 * Where the feed of /neu lives (prerendered like /sitemap.xml) and its name: the shell links it in every page's
 * head, so both stand apart from the /neu copy and the shell loads none of it.
 */
export const FEED_PATH = "/feed.xml";
export const FEED_TITLE = "Labubu Sammler Österreich – Neu";
