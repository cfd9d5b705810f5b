import { call } from "../publishing/editor-client";
import type { GeneratedArticle } from "../drafts/types";
import { loadPhoto, savePhoto } from "../photos/photo-store";
import { base64Of } from "../photos/uploads";
import { forgetPhotoDataUrl } from "../photos/use-photo-views";

/**
 * A shared draft's photos on the server (docs/decisions/0087): the author's hub sends each photo a shared draft shows
 * (asking first whether the server has it, and sending its bytes only if not), and a reviewer's hub fetches the photos
 * of a draft it takes over that it does not hold. A photo the site has already (`url`) stays where it is.
 */
const isKept = (value: unknown): value is { sha256: string; kept: boolean } =>
  typeof (value as { sha256?: unknown } | null)?.sha256 === "string" && typeof (value as { kept?: unknown }).kept === "boolean";
const isPhoto = (value: unknown): value is { sha256: string; data: string } =>
  typeof (value as { sha256?: unknown } | null)?.sha256 === "string" && typeof (value as { data?: unknown }).data === "string";

/** The photos of a draft the server keeps by their hash. */
const ownPhotos = (draft: Pick<GeneratedArticle, "photos">) =>
  (draft.photos ?? []).filter((photo): photo is typeof photo & { sha256: string } => !photo.url && Boolean(photo.sha256));

/** Photos this browser has made sure the server keeps, this page view ("<sha256>"). */
const shared = new Set<string>();

/** Sends the draft's photos the server does not keep yet; a photo this browser no longer holds is left out. */
export async function sharePhotos(token: string, draft: Pick<GeneratedArticle, "id" | "photos">): Promise<void> {
  for (const photo of ownPhotos(draft)) {
    if (shared.has(photo.sha256)) continue;
    const asked = await call("draftPhotoSave", token, { file: photo.file, sha256: photo.sha256 }, isKept);
    if (asked.ok && !asked.value.kept) {
      const blob = await loadPhoto(draft.id, photo.file).catch(() => undefined);
      // Not on this device (any more): nothing to send, and not asked again this page view.
      if (!blob) {
        shared.add(photo.sha256);
        continue;
      }
      const sent = await call(
        "draftPhotoSave",
        token,
        { file: photo.file, sha256: photo.sha256, data: await base64Of(blob) },
        isKept,
      );
      if (sent.ok) shared.add(photo.sha256);
    } else if (asked.ok) shared.add(photo.sha256);
  }
}

/** Fetches the photos of a draft taken over from the server that this browser does not hold, and keeps them here. */
export async function receivePhotos(token: string, draft: Pick<GeneratedArticle, "id" | "photos">): Promise<void> {
  for (const photo of ownPhotos(draft)) {
    if (await loadPhoto(draft.id, photo.file).catch(() => undefined)) continue;
    const loaded = await call("draftPhotoLoad", token, { sha256: photo.sha256 }, isPhoto);
    if (!loaded.ok) continue;
    const bytes = Uint8Array.from(atob(loaded.value.data), (character) => character.charCodeAt(0));
    await savePhoto(draft.id, photo.file, new Blob([bytes], { type: "image/jpeg" })).catch(() => undefined);
    shared.add(photo.sha256);
    forgetPhotoDataUrl(draft.id, photo.file);
  }
}
