// The photos "Veröffentlichen" brings (docs/decisions/0048, 0060): the server, not the hub, decides what is
// written beside an article. Each photo's bytes are checked as the build checks a source photo (size,
// type by its first bytes, width × height from its header within the pipeline's pixel limit, readable),
// and every photo is written as its pixels encoded again, upright, in its own format: no EXIF (GPS, camera),
// XMP, IPTC, ICC profile, PNG text chunk, JPEG comment or byte after the image's end ever lands in Git.
// One photo is decoded at a time in the whole server (decodeInTurn).
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";

import sharp from "sharp";
import * as v from "valibot";

import { photoChecks } from "../../app/content/photo-checks.ts";
import { PHOTO_FILE_NAME } from "../../app/domain/photos.ts";
import {
  PUBLISH_PHOTOS_MAX_BYTES,
  photoUpload,
  uploadedPhotoProblem,
} from "../../app/features/hub/publishing/editor-contract.ts";
import {
  MAX_INPUT_PIXELS,
  checkPixels,
  createPhotoCache,
  decodeInTurn,
  encodeIntoCache,
  photoCacheDir,
} from "../photos/pipeline.mjs";
import { formatDecimal } from "../../app/utils/format.ts";
import { editorMessages as say } from "../../server/editor/messages.mjs";

/** @typedef {{ file: string, bytes: Buffer }} PhotoFile */

const megabytes = (/** @type {number} */ bytes) => `${formatDecimal(bytes / (1024 * 1024), 1)} MB`;

/**
 * The photos as they will be written, or every reason to refuse them (German, one per photo).
 * @param {readonly { file: string, data: string }[]} uploads
 * @returns {Promise<{ ok: true, photos: PhotoFile[] } | { ok: false, problems: string[] }>}
 */
export async function readUploadedPhotos(uploads) {
  const decoded = uploads.map(({ file, data }) => ({ file, bytes: Buffer.from(data, "base64") }));
  const total = decoded.reduce((sum, photo) => sum + photo.bytes.length, 0);
  if (total > PUBLISH_PHOTOS_MAX_BYTES)
    return { ok: false, problems: [say.photosTooLarge(megabytes(total), megabytes(PUBLISH_PHOTOS_MAX_BYTES))] };
  /** @type {string[]} */
  const problems = [];
  /** @type {PhotoFile[]} */
  const photos = [];
  for (const [index, photo] of decoded.entries()) {
    if (decoded.findIndex((other) => other.file === photo.file) !== index) {
      problems.push(say.photoTwice(photo.file));
      continue;
    }
    const problem = uploadedPhotoProblem(photo.file, photo.bytes);
    if (problem) {
      problems.push(problem);
      continue;
    }
    try {
      photos.push({ file: photo.file, bytes: await storedPhoto(photo.bytes, photo.file) });
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, photos };
}

/**
 * "Fürs Veröffentlichen vorbereiten" (docs/decisions/0057): the hub sends a draft's photo when the editor adds it,
 * and the server encodes it into the photo cache the content build reads (the same folder: the content build's
 * process runs in this one's working directory with its environment). The photo is checked and stripped exactly
 * as "Veröffentlichen" will do it, so the bytes the publication commits are these bytes, and its content build
 * finds every variant made. Nothing is written beside any article: a photo never published only takes cache space.
 * @param {{ cacheDir?: string, log?: (line: string) => void }} [options]
 */
export function createPhotoPreparer({ cacheDir = photoCacheDir(), log = () => {} } = {}) {
  const cache = createPhotoCache(cacheDir);
  /**
   * One photo after the other, as the build encodes them: each holds its decoded pixels until its variants are made.
   * @param {readonly PhotoFile[]} photos
   */
  const encode = async (photos) => {
    const results = [];
    for (const photo of photos) results.push(await encodeIntoCache(photo.bytes, photo.file, { cache, log }));
    return results;
  };
  return {
    /**
     * One photo as the hub keeps it, `{ file, data }`: encoded (or found encoded), or the reason it would be refused.
     * @param {unknown} input
     * @returns {Promise<{ status: number, body: Record<string, unknown> }>}
     */
    async prepare(input) {
      const parsed = v.safeParse(photoUpload, input);
      if (!parsed.success) return { status: 400, body: { message: say.photoRequest } };
      const read = await readUploadedPhotos([parsed.output]);
      if (!read.ok) return { status: 422, body: { message: say.photosRefused, problems: read.problems, code: "photos" } };
      try {
        const [result] = await encode(read.photos);
        return { status: 200, body: { file: parsed.output.file, prepared: true, encoded: result?.encoded ?? false } };
      } catch (error) {
        return {
          status: 422,
          body: {
            message: say.photosRefused,
            problems: [error instanceof Error ? error.message : String(error)],
            code: "photos",
          },
        };
      }
    },
    /**
     * A publication's new photos, encoded before its content build runs: those the hub prepared are found in the
     * cache, an encode still under way is awaited (not repeated), the others are encoded here.
     * @param {readonly PhotoFile[]} photos
     */
    async ensure(photos) {
      await encode(photos);
    },
  };
}

/**
 * The photo as it is stored: its size checked from its header first, then, in its turn, decoded within the pixel
 * limit, turned upright and encoded again in its own format. sharp writes no metadata unless asked (no EXIF, XMP,
 * IPTC or ICC profile; the pixels are converted to sRGB), and a new file has no chunk, comment or trailing byte of
 * the old one. Deterministic: the same photo sent again gives the same bytes, so Git sees no change.
 * Throws an Error with a German message naming `label`.
 * @param {Buffer} bytes
 * @param {string} label
 */
async function storedPhoto(bytes, label) {
  const { format } = await checkPixels(bytes, label);
  return decodeInTurn(async () => {
    try {
      const upright = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .autoOrient()
        .toColourspace("srgb");
      if (format === "png") return await upright.png({ compressionLevel: 9 }).toBuffer();
      if (format === "webp") return await upright.webp({ quality: 92 }).toBuffer();
      if (format === "heif") return await upright.avif({ quality: 80 }).toBuffer();
      return await upright.jpeg({ quality: 92 }).toBuffer();
    } catch (error) {
      throw new Error(photoChecks.unreadable(label, error instanceof Error ? error.message : String(error)), { cause: error });
    }
  });
}

/** SHA-256 of a photo's bytes in hex: what an approval holds of each photo (docs/decisions/0060). */
export function photoSha256(/** @type {Uint8Array} */ bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * Under four eyes (docs/decisions/0060): why the photos a publication sends are not the approved version's, one
 * German line per photo. Each photo sent must be one the version names, with the SHA-256 of the very bytes sent;
 * each photo the version holds by its hash must be sent (else a photo of that name already in Git would go out
 * in its place). Photos the version names without a hash are the site's already and stay as Git has them.
 * Read from the request's Base64 alone: nothing is decoded before the approval holds.
 * @param {Record<string, unknown>} draft the approved version
 * @param {readonly { file: string, data: string }[]} uploads
 * @returns {string[]}
 */
export function unapprovedPhotos(draft, uploads) {
  const list = Array.isArray(draft.photos) ? draft.photos : [];
  /** @type {Map<string, string | null>} */
  const approved = new Map();
  for (const photo of list) {
    if (photo && typeof photo === "object" && typeof photo.file === "string")
      approved.set(photo.file, typeof photo.sha256 === "string" ? photo.sha256 : null);
  }
  /** @type {string[]} */
  const problems = [];
  for (const upload of uploads) {
    const hash = approved.get(upload.file);
    if (!hash || hash !== photoSha256(Buffer.from(upload.data, "base64"))) problems.push(say.photoNotApproved(upload.file));
  }
  for (const [file, hash] of approved)
    if (hash && !uploads.some((upload) => upload.file === file)) problems.push(say.approvedPhotoMissing(file));
  return problems;
}

/**
 * The photo files of an article's folder (none when it has no folder).
 * @param {string} folder
 * @returns {string[]}
 */
export function folderPhotos(folder) {
  return folderFiles(folder).filter((name) => PHOTO_FILE_NAME.test(name));
}

/**
 * Every file of an article's photo folder, whatever its name (none when it has no folder): what a withdrawal
 * removes with the article.
 * @param {string} folder
 * @returns {string[]}
 */
export function folderFiles(folder) {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * The file names of the photos a sent draft lists (`photos: [{ file }]`), what of them is well formed.
 * @param {Record<string, unknown>} draft
 * @returns {string[]}
 */
export function draftPhotoNames(draft) {
  const list = Array.isArray(draft.photos) ? draft.photos : [];
  return list.flatMap((photo) =>
    photo && typeof photo === "object" && typeof photo.file === "string" && PHOTO_FILE_NAME.test(photo.file) ? [photo.file] : [],
  );
}
