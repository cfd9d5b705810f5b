// Whether a JPEG carries nothing but its picture (docs/decisions/0087): the hub keeps a draft's photo as a JPEG its
// browser encoded, with no EXIF, XMP, IPTC, comment or byte after the image's end (the browser adds its colour
// profile, which names no place or camera), and a shared draft's photo is kept in Git as sent. The server walks the
// file's markers, never its pixels: nothing is decoded.

/** APP2 with this identifier is a colour profile (ICC), as Chromium's canvas writes it. */
const ICC = Buffer.from("ICC_PROFILE\0", "latin1");

/** APP1…APP15 (EXIF, XMP, IPTC, …) and COM: what carries a place, a camera or a note; an ICC profile is allowed. */
const carriesMetadata = (/** @type {Uint8Array} */ bytes, /** @type {number} */ at, /** @type {number} */ marker) => {
  if (marker === 0xe2)
    return at + 4 + ICC.length > bytes.length || !Buffer.from(bytes.buffer, bytes.byteOffset + at + 4, ICC.length).equals(ICC);
  return (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
};
/** Markers without a length: TEM and the restart markers inside a scan. */
const standalone = (/** @type {number} */ marker) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * Null when `bytes` are a JPEG with only its picture (APP0 and an ICC profile allowed), else what is wrong.
 * @param {Uint8Array} bytes
 * @returns {"no-jpeg" | "metadata" | "trailing" | null}
 */
export function plainJpegProblem(bytes) {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return "no-jpeg";
  let at = 2;
  let inScan = false;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) {
      // Entropy-coded data runs between the scan's header and the next marker; anywhere else it is no JPEG.
      if (!inScan) return "no-jpeg";
      at += 1;
      continue;
    }
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff || (inScan && (marker === 0x00 || standalone(marker)))) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker === 0xd9) return at + 2 === bytes.length ? null : "trailing";
    if (carriesMetadata(bytes, at, marker)) return "metadata";
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (length < 2) return "no-jpeg";
    at += 2 + length;
    inScan = marker === 0xda;
  }
  return "no-jpeg";
}
