// The photo pipeline (docs/decisions/0048): every photo the site shows is the operator's own, and
// what the site serves of it is made here, with sharp (libvips): turned upright by its EXIF
// orientation, every piece of metadata dropped (EXIF with GPS, XMP, IPTC, ICC: sharp writes none
// unless asked, and the pixels are converted to sRGB), at most PHOTO_MAX_EDGE px on its long edge,
// then AVIF and WebP at the widths of PHOTO_WIDTHS that fit it. Each variant stays within
// PHOTO_VARIANT_MAX_BYTES: the quality steps down until it fits. One that does not fit even at the
// lowest step is kept and named in the build's output (and by the budgets, scripts/budgets.mjs): every
// photo has the same widths in both formats, whatever its content.
//
// The result is kept in a cache by the source's content, so a build encodes a photo once, whatever
// its name or article, and a later build or content build only links the files.
import { createHash } from "node:crypto";
import { constants } from "node:fs";
import { copyFile, link, mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";

import {
  PHOTO_MAX_EDGE,
  PHOTO_MAX_SOURCE_BYTES,
  PHOTO_THUMB_WIDTH,
  PHOTO_VARIANT_MAX_BYTES,
  PHOTO_WIDTHS,
  photoFiles,
  photoTypes,
  sniffPhotoType,
} from "../../app/domain/photos.ts";
import { photoChecks as say } from "../../app/content/photo-checks.ts";

/**
 * @typedef {import("../../app/domain/photos.ts").ProcessedPhoto} ProcessedPhoto
 * @typedef {import("../../app/domain/photos.ts").PhotoVariant} PhotoVariant
 * @typedef {{ hash: string, path: string, label: string }} PhotoSource  a source photo: its content hash, where it is, how messages name it
 */

/**
 * The encoder settings. Any change here changes every photo's id, so browsers that cached the old
 * variants for a year never see stale ones. AVIF at effort 0: measured here, effort 4 took 20–60 times as
 * long for 10–15 % fewer bytes (docs/decisions/0048); a publication waits for these encodes.
 */
export const ENCODING = Object.freeze({
  version: 1,
  avif: { effort: 0, qualities: [50, 40, 30, 22] },
  webp: { effort: 2, qualities: [75, 62, 50, 38, 26] },
  thumb: { width: PHOTO_THUMB_WIDTH, format: "webp" },
});

/** Where the encoded photos are kept between builds unless PHOTO_CACHE_DIR says otherwise. */
export const DEFAULT_CACHE_DIR = "node_modules/.cache/labubu-photos";

/** Pixels a source may have before sharp refuses it (a 15 MB JPEG holds well under this); every sharp call names it. */
export const MAX_INPUT_PIXELS = 120_000_000;

/**
 * The photos this process decodes at once (docs/decisions/0060): one. A decoded photo holds width × height × 3
 * bytes (up to 360 MB at the pixel limit) until its variants are made; without a bound, photos sent at the same
 * time would each hold theirs.
 */
const decodeTurns = { tail: /** @type {Promise<unknown>} */ (Promise.resolve()) };

/**
 * Runs `task` (which decodes a photo) when no other photo of this process is being decoded.
 * @template T
 * @param {() => Promise<T>} task
 * @returns {Promise<T>}
 */
export function decodeInTurn(task) {
  const result = decodeTurns.tail.then(task);
  decodeTurns.tail = result.then(
    () => {},
    () => {},
  );
  return result;
}

/**
 * Width and height from the photo's header (no pixel is decoded), refused over MAX_INPUT_PIXELS: checked before
 * anything decodes the photo. Throws an Error with a German message naming `label`.
 * @param {Uint8Array} bytes
 * @param {string} label
 */
export async function checkPixels(bytes, label) {
  let meta;
  try {
    // The one sharp call without the limit: it reads the header only, and the limit is checked on its numbers
    // right here, so the refusal can say how large the photo is.
    meta = await sharp(bytes, { limitInputPixels: false, animated: false }).metadata();
  } catch (error) {
    throw new Error(say.unreadable(label, error instanceof Error ? error.message : String(error)), { cause: error });
  }
  const { width, height } = meta;
  if (!width || !height) throw new Error(say.unreadable(label, "ohne Bildgröße"));
  if (width * height > MAX_INPUT_PIXELS) throw new Error(say.tooManyPixels(label, width, height, MAX_INPUT_PIXELS));
  return meta;
}

/** @param {string} root */
export function photoCacheDir(root = process.cwd(), env = process.env) {
  return path.resolve(root, env.PHOTO_CACHE_DIR || DEFAULT_CACHE_DIR);
}

/** SHA-256 of a source photo's bytes (base64url): the same photo under any name is one photo. */
export function sourceHash(/** @type {Uint8Array} */ bytes) {
  return createHash("sha256").update(bytes).digest("base64url");
}

/**
 * The content address of a photo's variants: its source and the encoder settings, 16 hex digits.
 * @param {string} hash sourceHash of the source
 */
export function photoId(hash) {
  return createHash("sha256")
    .update(JSON.stringify([ENCODING, hash]))
    .digest("hex")
    .slice(0, 16);
}

/** The widths a photo `width` px wide gets: those of PHOTO_WIDTHS below it, then its own (at most the largest). */
export function variantWidths(/** @type {number} */ width) {
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? width;
  return [...PHOTO_WIDTHS.filter((candidate) => candidate < Math.min(width, largest)), Math.min(width, largest)];
}

/**
 * Refuses a source the pipeline does not read: over the size limit, or not JPEG, PNG, WebP or AVIF
 * by its first bytes. Throws an Error with a German message naming `label`.
 * @param {Uint8Array} bytes
 * @param {string} label
 */
export function checkSource(bytes, label) {
  if (bytes.length > PHOTO_MAX_SOURCE_BYTES) throw new Error(say.tooLarge(label, bytes.length));
  const type = sniffPhotoType(bytes.subarray(0, 32));
  if (type === "heic") throw new Error(say.heic(label));
  if (type === null || !photoTypes.includes(type)) throw new Error(say.type(label));
  return type;
}

/**
 * Encodes one source photo: upright, stripped, scaled, in both formats at every width that fits.
 * @param {Uint8Array} bytes
 * @param {string} label how messages name the photo
 * @returns {Promise<{ photo: ProcessedPhoto, files: Map<string, Buffer> }>}
 */
export async function encodePhoto(bytes, label) {
  checkSource(bytes, label);
  await checkPixels(bytes, label);
  const id = photoId(sourceHash(bytes));
  let decoded;
  try {
    decoded = await sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .autoOrient()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new Error(say.unreadable(label, error instanceof Error ? error.message : String(error)), { cause: error });
  }
  const { width, height, channels } = decoded.info;
  const raw = { width, height, channels };
  /** @type {Map<string, Buffer>} */
  const files = new Map();
  /** @type {PhotoVariant[]} */
  const variants = [];
  const widths = variantWidths(width);
  // Both formats at every width side by side: libuv's threads (four) keep both cores busy.
  const thumbWidth = Math.min(width, PHOTO_THUMB_WIDTH);
  const [thumbnail, ...encoded] = await Promise.all([
    encodeVariant(decoded.data, raw, "webp", thumbWidth),
    ...widths.flatMap((variantWidth) =>
      /** @type {const} */ (["avif", "webp"]).map((format) => encodeVariant(decoded.data, raw, format, variantWidth)),
    ),
  ]);
  /** @param {Awaited<ReturnType<typeof encodeVariant>>} variant @param {string} file @returns {PhotoVariant} */
  const record = (variant, file) => {
    files.set(file, variant.body);
    return { format: variant.format, width: variant.width, height: variant.height, file, bytes: variant.body.length };
  };
  for (const variant of encoded) variants.push(record(variant, `${id}-${variant.width}.${variant.format}`));
  const thumb = record(/** @type {Awaited<ReturnType<typeof encodeVariant>>} */ (thumbnail), `${id}-thumb.webp`);
  return { photo: { id, width, height, variants, thumb }, files };
}

/**
 * One variant at the first quality of its ladder that fits the budget, else at the last.
 * @param {Buffer} data
 * @param {{ width: number, height: number, channels: 1 | 2 | 3 | 4 }} raw
 * @param {"avif" | "webp"} format
 * @param {number} width
 */
async function encodeVariant(data, raw, format, width) {
  const { effort, qualities } = ENCODING[format];
  /** @type {{ data: Buffer, info: import("sharp").OutputInfo } | undefined} */
  let last;
  for (const quality of qualities) {
    const image = sharp(data, { raw, limitInputPixels: MAX_INPUT_PIXELS }).resize({ width });
    last = await (format === "avif" ? image.avif({ quality, effort }) : image.webp({ quality, effort })).toBuffer({
      resolveWithObject: true,
    });
    if (last.data.length <= PHOTO_VARIANT_MAX_BYTES) break;
  }
  const { data: body, info } = /** @type {{ data: Buffer, info: import("sharp").OutputInfo }} */ (last);
  return { format, width: info.width, height: info.height, body };
}

/**
 * The cache of encoded photos, one folder per photo id (its record and its variant files), written
 * whole or not at all.
 * @param {string} dir
 */
export function createPhotoCache(dir) {
  const folder = (/** @type {string} */ id) => path.join(dir, id);
  return {
    dir,
    /** @param {string} file a variant's file name */
    pathOf(file) {
      return path.join(folder(file.slice(0, file.indexOf("-"))), file);
    },
    /**
     * The record of a photo id, or null when it is not (completely) cached.
     * @param {string} id
     * @returns {Promise<ProcessedPhoto | null>}
     */
    async get(id) {
      try {
        return JSON.parse(await readFile(path.join(folder(id), "photo.json"), "utf8"));
      } catch {
        return null;
      }
    },
    /**
     * @param {ProcessedPhoto} photo
     * @param {Map<string, Buffer>} files
     */
    async put(photo, files) {
      await mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${photo.id}-${process.pid}-${Date.now().toString(36)}`);
      await mkdir(temporary, { recursive: true });
      try {
        await Promise.all([...files].map(([file, body]) => writeFile(path.join(temporary, file), body)));
        // The record last: a folder holds it only when every variant was written.
        await writeFile(path.join(temporary, "photo.json"), JSON.stringify(photo));
        await rename(temporary, folder(photo.id));
      } catch (error) {
        await rm(temporary, { recursive: true, force: true });
        // Another build cached the same photo meanwhile: that copy serves.
        if (!(await this.get(photo.id))) throw error;
      }
    },
  };
}

/**
 * Processes source photos, each once: from the cache where it is there, else read, checked and encoded
 * (one photo at a time; its variants side by side). Returns the processed photos by source hash and
 * how many were encoded.
 * @param {readonly PhotoSource[]} sources
 * @param {{ cache: ReturnType<typeof createPhotoCache>, log?: (line: string) => void }} options
 * @returns {Promise<{ photos: Map<string, ProcessedPhoto>, encoded: number }>}
 */
export async function processPhotos(sources, { cache, log = () => {} }) {
  /** @type {Map<string, ProcessedPhoto>} */
  const photos = new Map();
  let encoded = 0;
  for (const source of sources) {
    if (photos.has(source.hash)) continue;
    const cached = await cache.get(photoId(source.hash));
    if (cached) {
      photos.set(source.hash, cached);
      continue;
    }
    const bytes = await readFile(source.path);
    if (sourceHash(bytes) !== source.hash) throw new Error(say.changed(source.label));
    const result = await encodeIntoCache(bytes, source.label, { cache, log });
    photos.set(source.hash, result.photo);
    if (result.encoded) encoded += 1;
  }
  return { photos, encoded };
}

/** The encodes under way in this process, by cache folder and photo id: a photo asked for twice is encoded once. */
const encoding = new Map();

/**
 * A photo's variants in the cache: those there already, else encoded now and cached (an encode of the same photo
 * under way in this process is awaited, not repeated). The editor mode encodes a draft's photo this way when the
 * editor adds it (docs/decisions/0057), so its publication finds it cached.
 * @param {Uint8Array} bytes the source photo
 * @param {string} label how messages name it
 * @param {{ cache: ReturnType<typeof createPhotoCache>, log?: (line: string) => void }} options
 * @returns {Promise<{ photo: ProcessedPhoto, encoded: boolean }>}
 */
export async function encodeIntoCache(bytes, label, { cache, log = () => {} }) {
  const id = photoId(sourceHash(bytes));
  const cached = await cache.get(id);
  if (cached) return { photo: cached, encoded: false };
  const key = `${cache.dir}\0${id}`;
  const running = encoding.get(key);
  if (running) return { photo: await running, encoded: false };
  const work = (async () => {
    const { photo, files, started } = await decodeInTurn(async () => ({
      started: performance.now(),
      ...(await encodePhoto(bytes, label)),
    }));
    await cache.put(photo, files);
    log(say.encoded(label, photo.variants.length, Math.round(performance.now() - started)));
    for (const variant of [...photo.variants, photo.thumb])
      if (variant.bytes > PHOTO_VARIANT_MAX_BYTES) log(say.overBudget(label, variant.file, variant.bytes));
    return photo;
  })();
  encoding.set(key, work);
  try {
    return { photo: await work, encoded: true };
  } finally {
    encoding.delete(key);
  }
}

/**
 * Puts the variant files of `photos` into `target` (build/client/fotos, or a staging folder): a hard
 * link to the cached file where the file system allows it, else a copy. A file already there stays.
 * @param {Iterable<ProcessedPhoto>} photos
 * @param {ReturnType<typeof createPhotoCache>} cache
 * @param {string} target
 * @returns {Promise<string[]>} the file names placed
 */
export async function placeVariants(photos, cache, target) {
  const all = [...photos];
  if (all.length === 0) return [];
  await mkdir(target, { recursive: true });
  const present = new Set(await readdir(target).catch(() => []));
  /** @type {string[]} */
  const placed = [];
  for (const photo of all) {
    for (const file of photoFiles(photo)) {
      if (present.has(file)) continue;
      const from = cache.pathOf(file);
      const to = path.join(target, file);
      await link(from, to).catch(() => copyFile(from, to, constants.COPYFILE_FICLONE));
      present.add(file);
      placed.push(file);
    }
  }
  return placed;
}
