import { useCallback, useEffect, useState } from "react";

import type { PhotoView } from "~/domain/photos";
import type { DraftPhoto, GeneratedArticle } from "../drafts/types";
import { loadPhoto } from "./photo-store";

/**
 * A photo of this browser as a data: address (the policy allows images from the site and data: only), loaded once
 * per draft and file; null when it is not stored here (any more).
 */
const dataUrls = new Map<string, Promise<string | null>>();

export function photoDataUrl(draftId: string, file: string): Promise<string | null> {
  const key = `${draftId}/${file}`;
  let url = dataUrls.get(key);
  if (!url) {
    url = loadPhoto(draftId, file)
      .then((blob) => (blob ? readDataUrl(blob) : null))
      .catch(() => null);
    dataUrls.set(key, url);
  }
  return url;
}

/** Forgets a photo's loaded address (it was replaced or removed). */
export function forgetPhotoDataUrl(draftId: string, file: string) {
  dataUrls.delete(`${draftId}/${file}`);
}

function readDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

const viewOf = (photo: DraftPhoto, src: string): PhotoView => ({
  width: photo.width,
  height: photo.height,
  src,
  avif: "",
  webp: "",
  thumb: src,
});

/**
 * The draft's photos as the site's renderer shows them (the hub's preview and the photo panel): a photo of this
 * browser from IndexedDB, one the published article has from the site. A photo not (yet) loaded has no view, and
 * the preview shows its description meanwhile.
 */
export function useDraftPhotoViews(article: Pick<GeneratedArticle, "id" | "photos">) {
  const { id, photos } = article;
  const [loaded, setLoaded] = useState<ReadonlyMap<string, string | null>>(new Map());
  useEffect(() => {
    let live = true;
    for (const photo of photos ?? []) {
      if (photo.url) continue;
      void photoDataUrl(id, photo.file).then((url) => {
        if (live) setLoaded((current) => (current.get(photo.file) === url ? current : new Map(current).set(photo.file, url)));
      });
    }
    return () => {
      live = false;
    };
  }, [id, photos]);
  const viewOfFile = useCallback(
    (name: string): PhotoView | undefined => {
      const photo = photos?.find((candidate) => candidate.file === name);
      if (!photo) return undefined;
      const src = photo.url ?? loaded.get(photo.file);
      return src ? viewOf(photo, src) : undefined;
    },
    [photos, loaded],
  );
  /** False for a photo of this draft that this browser no longer holds. */
  const stored = useCallback(
    (name: string) => {
      const photo = photos?.find((candidate) => candidate.file === name);
      return !!photo && (photo.url !== undefined || loaded.get(name) !== null);
    },
    [photos, loaded],
  );
  return { viewOf: viewOfFile, stored };
}
