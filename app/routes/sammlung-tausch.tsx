import type { Route } from "./+types/sammlung-tausch";
import { TradeList } from "~/features/collection";
import { PageHeader } from "~/shell/page-header";
import { tradePage } from "~/features/collection";
import { seriesNewestFirst } from "~/content/facts/series";
import { pages } from "~/content/pages";
import { collectionCatalogue } from "~/features/collection";
import { cataloguePhotoView } from "~/shell/photos.server";
import { buildMeta } from "~/shell/seo/meta";

// Build time only. A trade list is one person's, and its content lives in the link: not for search engines.
export function loader() {
  return {
    head: buildMeta({ ...pages.sammlungTausch, noindex: true }),
    catalogue: collectionCatalogue(seriesNewestFirst(), (file) => cataloguePhotoView(file).thumb),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10 md:py-14">
      <PageHeader eyebrow={tradePage.eyebrow} title={tradePage.title} titleId={tradePage.titleId} intro={tradePage.intro} />
      <TradeList catalogue={loaderData.catalogue} />
    </div>
  );
}
