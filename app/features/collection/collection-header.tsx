import { PageHeader } from "~/shell/page-header";
import { collectionPage as copy } from "./copy";

/** The page's heading and introduction (static). */
export function CollectionHeader() {
  return <PageHeader eyebrow={copy.eyebrow} title={copy.title} titleId={copy.titleId} intro={copy.intro} />;
}
