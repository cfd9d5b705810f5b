import type { Route } from "./+types/sammlung";
import { CollectionTracker } from "~/components/collection/collection-tracker";
import { StaticIsland, prerenderedLazy } from "~/components/landing/prerendered-lazy";
import { seriesNewestFirst } from "~/content/facts/series";
import { pages } from "~/content/pages";
import { collectionCatalogue } from "~/lib/collection/catalogue";
import { pageJsonLd, webPageNode } from "~/lib/jsonld-pages";
import { buildMeta } from "~/lib/seo";

// Runs at build time only (ssr: false): the head and the catalogue (plain data, newest series first
// like /serien) travel in the prerendered HTML, so the page's code does not carry the fact base.
export function loader() {
  return {
    head: buildMeta({ ...pages.sammlung, jsonLd: pageJsonLd(webPageNode(pages.sammlung)) }),
    catalogue: collectionCatalogue(seriesNewestFirst()),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

const CollectionHeader = prerenderedLazy(
  () => import("~/components/collection/collection-header").then((m) => ({ default: m.CollectionHeader })),
  "collection-header",
);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10 md:py-14">
      <StaticIsland name="collection-header">
        <CollectionHeader />
      </StaticIsland>
      <CollectionTracker catalogue={loaderData.catalogue} />
    </div>
  );
}
