import { PageHeader } from "~/components/layout/page-header";
import { collectionPage as copy } from "~/content/collection";

/** The page's heading and introduction (static). */
export function CollectionHeader() {
  return <PageHeader eyebrow={copy.eyebrow} title={copy.title} titleId={copy.titleId} intro={copy.intro} />;
}
