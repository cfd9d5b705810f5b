// Node only (the build, the content build): the views of an article's photos. Relative imports only (the articles Vite plugin).
import { type PhotoView, photoView } from "../../domain/photos.ts";
import { processedPhoto } from "../../shell/photos.server.ts";
import type { ArticlePhoto } from "./types.ts";

/**
 * What the page and the Markdown twin need of an article's photos, by file name: the processed photos
 * of its photo folder (docs/decisions/0048). Throws, naming the photo, when the build has not processed one.
 */
export function articlePhotoViews(slug: string, photos: readonly ArticlePhoto[] = []): Record<string, PhotoView> {
  return Object.fromEntries(photos.map((photo) => [photo.file, photoView(processedPhoto(photo.hash, `${slug}/${photo.file}`))]));
}
