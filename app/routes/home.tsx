import type { Route } from "./+types/home";
import { LandingPage } from "~/features/landing";
import { homePage } from "~/content/pages-home";
import { newestArticleCards, publishedArticleCard } from "~/features/articles/index.server";
import { viennaArticleSlug } from "~/features/landing/index.server";
import { seriesAddedDays } from "~/features/news/index.server";
import { homeJsonLd } from "~/shell/seo/jsonld";
import { buildMeta } from "~/shell/seo/meta";

// Runs at build time only (ssr: false): the head and the three newest articles travel in the
// prerendered HTML and the route's .data file, so the page's JavaScript carries neither the SEO and
// JSON-LD builders nor any list of articles.
export function loader() {
  return {
    head: buildMeta({ ...homePage, geo: true, jsonLd: homeJsonLd() }),
    newest: newestArticleCards(),
    vienna: publishedArticleCard(viennaArticleSlug),
    // When each series entered the catalogue, from the content's history (docs/decisions/0071).
    seriesAdded: seriesAddedDays(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

export default function Home({ loaderData }: Route.ComponentProps) {
  return <LandingPage newest={loaderData.newest} vienna={loaderData.vienna} seriesAdded={loaderData.seriesAdded} />;
}
