import { slugify } from "~/features/articles";
import { photoChecks } from "~/content/photo-checks";
import { PHOTO_FILE_NAME_MAX, PHOTO_MAX_EDGE, PHOTO_MAX_SOURCE_BYTES, sniffPhotoType } from "~/domain/photos";
import type { DraftPhoto } from "../drafts/types";

/** The quality of the JPEG the hub keeps of a photo: the site's pipeline encodes it again, so little is lost. */
const KEPT_QUALITY = 0.92;

export type PreparedPhoto = { ok: true; photo: DraftPhoto; blob: Blob } | { ok: false; message: string };

/**
 * The file name a photo gets in the article's folder: its own name made safe ("IMG 0042.JPG" → "img-0042.jpg"),
 * numbered when the draft has it already, always ending in ".jpg" (the hub keeps a JPEG).
 */
export function photoFileName(name: string, taken: readonly string[]): string {
  const base =
    slugify(name.replace(/\.[^.]*$/, ""))
      .slice(0, PHOTO_FILE_NAME_MAX - 12)
      .replace(/-+$/, "") || "foto";
  for (let number = 1; ; number++) {
    const candidate = number === 1 ? `${base}.jpg` : `${base}-${number}.jpg`;
    if (!taken.includes(candidate)) return candidate;
  }
}

/** SHA-256 of a kept photo's bytes in hex: a review approves the photo by it (docs/decisions/0060). */
export async function sha256Of(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Why a source file is refused before it is read: over 15 MB, or not JPEG, PNG, WebP or AVIF by its first bytes. */
export async function sourceProblem(source: Blob & { name: string }): Promise<string | null> {
  if (source.size > PHOTO_MAX_SOURCE_BYTES) return photoChecks.tooLarge(source.name, source.size);
  const type = sniffPhotoType(new Uint8Array(await source.slice(0, 32).arrayBuffer()));
  if (type === "heic") return photoChecks.heic(source.name);
  if (type === null) return photoChecks.type(source.name);
  return null;
}

/**
 * A photo as the hub keeps it (docs/decisions/0048): upright as the camera meant it, at most PHOTO_MAX_EDGE px on
 * its long edge, drawn once onto a canvas and saved as a JPEG, so nothing of the original's metadata (GPS place,
 * camera, time) leaves this device. The site's pipeline makes its own variants from it and strips again.
 */
export async function preparePhoto(source: File, taken: readonly string[]): Promise<PreparedPhoto> {
  const problem = await sourceProblem(source);
  if (problem) return { ok: false, message: problem };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(source, { imageOrientation: "from-image" });
  } catch (error) {
    return { ok: false, message: photoChecks.unreadable(source.name, error instanceof Error ? error.message : String(error)) };
  }
  const scale = Math.min(1, PHOTO_MAX_EDGE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return { ok: false, message: photoChecks.unreadable(source.name, "canvas") };
  // A transparent PNG gets a white background: the kept photo is a JPEG.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", KEPT_QUALITY));
  if (!blob) return { ok: false, message: photoChecks.unreadable(source.name, "JPEG") };
  const sha256 = await sha256Of(blob);
  return { ok: true, photo: { file: photoFileName(source.name, taken), width, height, bytes: blob.size, sha256 }, blob };
}
