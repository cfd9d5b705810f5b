import { useContext } from "react";

import type { PhotoRef } from "~/domain/photos";
import { Photo, PhotoViews } from "~/ui/photo";
import { checkPage as copy } from "./copy";

/** A step's own comparison photo (docs/decisions/0048), where the operator took one and the page has it; else nothing. */
export function ComparisonPhoto({ photo }: { photo: PhotoRef | undefined }) {
  const view = useContext(PhotoViews)?.(photo?.file ?? "");
  if (!photo || !view) return null;
  return (
    <figure className="mt-3 max-w-sm">
      <Photo view={view} alt={photo.alt} sizes={copy.comparisonPhotoSizes} className="rounded-xl" />
      <figcaption className="mt-1 text-sm text-ink-soft">{copy.comparisonPhoto}</figcaption>
    </figure>
  );
}
