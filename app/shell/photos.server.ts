// Node only (the build, the content build): the photos the build has processed, for the loaders that show them.
// Relative imports only: the build's Vite plugin and the content build set it (docs/decisions/0048).
import { createHash } from "node:crypto";

import { photoChecks as say } from "../content/photo-checks.ts";
import { type PhotoRef, type PhotoView, type ProcessedPhoto, photoView } from "../domain/photos.ts";

/** SHA-256 of a source photo's bytes (base64url): the key of the pipeline's cache and of this registry. */
export function photoHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("base64url");
}

/**
 * What the photo pipeline (scripts/photos/) made of the site's photos: by source hash, and the catalogue's
 * photos (app/content/photos/) by their path there. Kept on `globalThis` like the article folder
 * (app/features/articles/load.server.ts): the build loads this module more than once in one process.
 */
export type PhotoRegistry = {
  photos: ReadonlyMap<string, ProcessedPhoto>;
  catalogue: ReadonlyMap<string, string>;
};

const REGISTRY = Symbol.for("labubu-sammler.photos");

export function setPhotoRegistry(registry: PhotoRegistry): void {
  (globalThis as { [REGISTRY]?: PhotoRegistry })[REGISTRY] = registry;
}

function registry(): PhotoRegistry {
  return (globalThis as { [REGISTRY]?: PhotoRegistry })[REGISTRY] ?? { photos: new Map(), catalogue: new Map() };
}

/** The processed photo of a source; throws (naming `label`) when the build has not processed it. */
export function processedPhoto(hash: string, label: string): ProcessedPhoto {
  const photo = registry().photos.get(hash);
  if (!photo) throw new Error(say.missing(label));
  return photo;
}

/** What a page needs to show a catalogue photo (a series, a figure, a check step), by its path in app/content/photos. */
export function cataloguePhotoView(file: string): PhotoView {
  const hash = registry().catalogue.get(file);
  if (!hash) throw new Error(say.missing(`app/content/photos/${file}`));
  return photoView(processedPhoto(hash, file));
}

/** The views of the catalogue photos some content names (none named: an empty record), by file: a page's loader data. */
export function cataloguePhotoViews(refs: readonly (PhotoRef | undefined)[]): Record<string, PhotoView> {
  return Object.fromEntries(refs.flatMap((ref) => (ref ? [[ref.file, cataloguePhotoView(ref.file)]] : [])));
}
