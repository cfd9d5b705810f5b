import type { Route } from "./+types/serien";
import { SeriesCatalogue } from "~/components/series/series-catalogue";
import { seriesNewestFirst } from "~/content/facts";
import { pages } from "~/content/pages";
import { itemListNode, pageJsonLd, webPageNode } from "~/lib/jsonld";
import { buildMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  buildMeta({
    ...pages.serien,
    jsonLd: pageJsonLd(
      webPageNode(pages.serien, {
        type: "CollectionPage",
        mainEntity: itemListNode(seriesNewestFirst().map((entry) => ({ name: entry.name, path: `/serien#${entry.key}` }))),
      }),
    ),
  });

export default function Page() {
  return <SeriesCatalogue />;
}
