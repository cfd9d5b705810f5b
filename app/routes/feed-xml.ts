import { newsFeed } from "~/features/news/index.server";

// The Atom feed of /neu (RFC 4287), prerendered to build/client/feed.xml like the sitemap.
export function loader() {
  return new Response(newsFeed(), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
