import type { Route } from "./+types/sammlung";
import { CollectionTracker } from "~/features/collection";
import { prerenderedIsland } from "~/shell/prerendered-lazy";
import { seriesNewestFirst } from "~/content/facts/series";
import { pages } from "~/content/pages";
import { collectionCatalogue } from "~/features/collection";
import { cataloguePhotoView } from "~/shell/photos.server";
import { pageJsonLd, webPageNode } from "~/shell/seo/jsonld-pages";
import { buildMeta } from "~/shell/seo/meta";

// Runs at build time only (ssr: false): the head and the catalogue (plain data, newest series first
// like /serien) travel in the prerendered HTML, so the page's code does not carry the fact base.
export function loader() {
  return {
    head: buildMeta({ ...pages.sammlung, jsonLd: pageJsonLd(webPageNode(pages.sammlung)) }),
    catalogue: collectionCatalogue(seriesNewestFirst(), (file) => cataloguePhotoView(file).thumb),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

const CollectionHeader = prerenderedIsland(
  () => import("~/features/collection/lazy").then((m) => ({ default: m.CollectionHeader })),
  "collection-header",
);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10 md:py-14">
      <CollectionHeader />
      <CollectionTracker catalogue={loaderData.catalogue} />
    </div>
  );
}
