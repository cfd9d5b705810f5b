// The operator's own photos (docs/decisions/0048): what a source photo may be, what the build makes of it
// and what a page needs to show it. Shared by the article build, the catalogue, the hub and the build's
// photo pipeline (scripts/photos/). Loaded by react-router.config.ts and vite.config.ts too: no imports here.

/** Widths (px) of the variants the pipeline makes; a photo narrower than one gets its own width instead. */
export const PHOTO_WIDTHS = [640, 960, 1280, 1920] as const;
/** The width (px) of a photo's thumbnail, a WebP for the catalogue's figure tiles (3rem at up to 3× density). */
export const PHOTO_THUMB_WIDTH = 160;
/** The longest edge of what the site keeps of a photo (px): larger ones are scaled down. */
export const PHOTO_MAX_EDGE = 2048;
/** A source photo larger than this is refused before it is read (bytes). */
export const PHOTO_MAX_SOURCE_BYTES = 15 * 1024 * 1024;
/** Every variant stays within the image budget (scripts/budgets.mjs, 1 KB = 1000 B); docs/decisions/0048. */
export const PHOTO_VARIANT_MAX_BYTES = 100_000;
/** Where the variants are served: content-addressed names, cached for a year. */
export const PHOTO_PATH = "/fotos/";
/** The width of the WebP the Markdown twin links and a page names as its image (structured data). */
export const PHOTO_LINKED_WIDTH = 1280;
/** The most photos one article may carry. */
export const MAX_PHOTOS_PER_ARTICLE = 20;
/** The most characters of an alt text (a sentence or two; screen readers read all of it). */
export const MAX_ALT_LENGTH = 250;
/** The title that marks a photo without alt text as decorative on purpose: `![](foto.jpg "dekorativ")`. */
export const DECORATIVE_MARK = "dekorativ";

/** The source types the pipeline reads. HEIC is named so the refusal can say what to do. */
export const photoTypes = ["jpeg", "png", "webp", "avif"] as const;
export type PhotoType = (typeof photoTypes)[number];
export const PHOTO_MEDIA_TYPES: Record<PhotoType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

/** A photo's bytes as a request of the write API carries them (Base64). */
export const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

/** The ending a photo's file gets for its type (by its first bytes). */
export const PHOTO_ENDINGS: Record<PhotoType, string> = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" };

/** A photo's file name: lower-case letters, digits and single hyphens, one of the accepted endings. */
export const PHOTO_FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpe?g|png|webp|avif)$/;
export const PHOTO_FILE_NAME_MAX = 80;

/**
 * The type of a photo by its first bytes (the ending can lie): JPEG, PNG, WebP, AVIF; "heic" for
 * HEIF images from phones, which the pipeline does not read; null for anything else.
 */
export function sniffPhotoType(head: Uint8Array): PhotoType | "heic" | null {
  const at = (offset: number, ...bytes: number[]) => bytes.every((byte, index) => head[offset + index] === byte);
  const ascii = (offset: number, text: string) => at(offset, ...Array.from(text, (char) => char.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return "webp";
  if (ascii(4, "ftyp")) {
    const brand = String.fromCharCode(...head.slice(8, 12));
    if (brand === "avif" || brand === "avis") return "avif";
    if (["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].includes(brand)) return "heic";
  }
  return null;
}

/** One encoded variant of a photo, as the pipeline records it. */
export type PhotoVariant = { format: "avif" | "webp"; width: number; height: number; file: string; bytes: number };

/** What the pipeline made of one source photo: upright, without metadata, at most PHOTO_MAX_EDGE px. */
export type ProcessedPhoto = {
  /** The content address of the variants (from the source's bytes and the pipeline's settings). */
  id: string;
  width: number;
  height: number;
  variants: readonly PhotoVariant[];
  /** A small WebP for tiles (PHOTO_THUMB_WIDTH wide, or the photo's own width if that is less). */
  thumb: PhotoVariant;
};

/** What a page needs to show a photo: `<picture>` with AVIF and WebP sources, width and height against layout shift. */
export type PhotoView = {
  width: number;
  height: number;
  /** The WebP a browser without `srcset` loads, and the one the Markdown twin and structured data link. */
  src: string;
  avif: string;
  webp: string;
  /** The thumbnail's site path. */
  thumb: string;
};

/** A photo named by content data (a series, a figure, a check step): its path below app/content/photos and its alt text. */
export type PhotoRef = { file: string; alt: string };

/** A photo on a figure tile: its thumbnail and its alt text. */
export type TilePhoto = { src: string; alt: string };

/** Every file of a processed photo: its variants and its thumbnail. */
export function photoFiles(photo: ProcessedPhoto): string[] {
  return [...photo.variants.map((variant) => variant.file), photo.thumb.file];
}

const sitePath = (file: string) => PHOTO_PATH + file;

/** The view of a processed photo: both formats' `srcset`, and the linked WebP (the widest up to PHOTO_LINKED_WIDTH). */
export function photoView(photo: ProcessedPhoto): PhotoView {
  const of = (format: PhotoVariant["format"]) =>
    photo.variants.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width);
  const srcset = (variants: readonly PhotoVariant[]) =>
    variants.map((variant) => `${sitePath(variant.file)} ${variant.width}w`).join(", ");
  const webp = of("webp");
  const linked = webp.filter((variant) => variant.width <= PHOTO_LINKED_WIDTH).at(-1) ?? webp[0];
  return {
    width: photo.width,
    height: photo.height,
    src: linked ? sitePath(linked.file) : "",
    avif: srcset(of("avif")),
    webp: srcset(webp),
    thumb: sitePath(photo.thumb.file),
  };
}
