import type { Route } from "./+types/serien";
import { prerenderedIsland } from "~/shell/prerendered-lazy";
import { seriesNewestFirst, seriesPhotoRefs } from "~/content/facts/series";
import { cataloguePhotoViews } from "~/shell/photos.server";
import { PhotoViews } from "~/ui/photo-views";
import { pages } from "~/content/pages";
import { itemListNode, pageJsonLd, webPageNode } from "~/shell/seo/jsonld-pages";
import { buildMeta } from "~/shell/seo/meta";

// Runs at build time only (ssr: false): the head travels in the prerendered HTML and the .data file.
export function loader() {
  return {
    head: buildMeta({
      ...pages.serien,
      jsonLd: pageJsonLd(
        webPageNode(pages.serien, {
          type: "CollectionPage",
          mainEntity: itemListNode(seriesNewestFirst().map((entry) => ({ name: entry.name, path: `/serien#${entry.key}` }))),
        }),
      ),
    }),
    // The operator's own photos of series and figures (docs/decisions/0048); none yet.
    photos: cataloguePhotoViews(seriesNewestFirst().flatMap(seriesPhotoRefs)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

// All static: the browser keeps the prerendered catalogue and never downloads or hydrates its code (ADR 0001).
const SeriesCatalogue = prerenderedIsland(
  () => import("~/features/series/lazy").then((m) => ({ default: m.SeriesCatalogue })),
  "series-catalogue",
);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { photos } = loaderData;
  return (
    <PhotoViews value={(file) => (Object.hasOwn(photos, file) ? photos[file] : undefined)}>
      <SeriesCatalogue />
    </PhotoViews>
  );
}
