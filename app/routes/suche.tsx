import type { Route } from "./+types/suche";
import { SearchPage } from "~/features/search";
import { pages } from "~/content/pages";
import { pageJsonLd, webPageNode } from "~/shell/seo/jsonld-pages";
import { buildMeta } from "~/shell/seo/meta";

// Runs at build time only (ssr: false): the head travels in the prerendered HTML and the .data file.
export function loader() {
  return { head: buildMeta({ ...pages.suche, jsonLd: pageJsonLd(webPageNode(pages.suche, { type: "SearchResultsPage" })) }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

export default function Page() {
  return <SearchPage />;
}
