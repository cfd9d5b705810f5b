import type { Route } from "./+types/neu";
import { NewsPage } from "~/features/news";
import { newsPageData } from "~/features/news/index.server";
import { pages } from "~/content/pages";
import { pageJsonLd, webPageNode } from "~/shell/seo/jsonld-pages";
import { buildMeta } from "~/shell/seo/meta";

// Runs at build time only (ssr: false): the changes are read from the content's Git history while the build
// prerenders (docs/decisions/0071) and travel in the HTML and the .data file.
export function loader() {
  return { head: buildMeta({ ...pages.neu, jsonLd: pageJsonLd(webPageNode(pages.neu)) }), news: newsPageData() };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <NewsPage data={loaderData.news} />;
}
