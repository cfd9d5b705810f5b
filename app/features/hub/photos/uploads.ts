import type { PhotoUpload } from "~/features/hub/publishing/editor-contract";
import { photosCopy as copy } from "~/features/hub/copy/hub-photos";
import type { GeneratedArticle } from "../drafts/types";
import { loadPhoto } from "./photo-store";

/** A photo's bytes in Base64, as "Veröffentlichen" and a new series send them (editor-contract.ts). */
export function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * The draft's photos "Veröffentlichen" sends (docs/decisions/0048): every photo this browser holds for it; a photo
 * the site has already (`url`) stays where it is. A photo this browser no longer holds is a reason not to send.
 */
export async function photoUploads(
  article: Pick<GeneratedArticle, "id" | "photos">,
): Promise<{ ok: true; photos: PhotoUpload[] } | { ok: false; problems: string[] }> {
  const photos: PhotoUpload[] = [];
  const problems: string[] = [];
  for (const photo of article.photos ?? []) {
    if (photo.url) continue;
    const blob = await loadPhoto(article.id, photo.file).catch(() => undefined);
    if (blob) photos.push({ file: photo.file, data: await base64Of(blob) });
    else problems.push(copy.missingOnDevice(photo.file));
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, photos };
}
