// Test fixtures: photos the tests draw themselves with sharp (docs/decisions/0048). The site shows only the
// operator's own photos and the repository holds none; these stand in for a phone's photo: a JPEG with GPS
// coordinates, camera data and an orientation tag in its EXIF, which the pipeline must remove.
import sharp from "sharp";

/** Written into every fixture's EXIF, so a test can look for it in what the site serves. */
export const FIXTURE_MARK = "TEST FIXTURE drawn by the tests";
/** The GPS position every fixture carries (Vienna, Stephansplatz): degrees, minutes, seconds. */
export const FIXTURE_GPS = { latitude: "48/1 12/1 30/1", longitude: "16/1 22/1 20/1" };

/**
 * A small deterministic random source (mulberry32), so a fixture's bytes are the same in every run.
 * @param {number} seed
 */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A photo-like test image: soft shapes on a gradient with sensor-like noise (so it compresses like a
 * photo, not like a flat drawing), as a JPEG with EXIF (camera, description, GPS) and an orientation tag.
 * `orientation` 6 stores it turned, as a phone held upright does: the pipeline must turn it back. `metadata: false`
 * leaves out EXIF and orientation, as the hub's prepared photo has none (docs/decisions/0048).
 * @param {{ width?: number, height?: number, seed?: number, orientation?: number, gps?: boolean, format?: "jpeg" | "png", metadata?: boolean, quality?: number }} [options]
 * @returns {Promise<Buffer>}
 */
export async function testPhoto({
  width = 1600,
  height = 1200,
  seed = 1,
  orientation = 1,
  gps = true,
  format = "jpeg",
  metadata = true,
  quality = 88,
} = {}) {
  const next = random(seed);
  const hue = Math.round(next() * 360);
  const shapes = Array.from({ length: 24 }, () => {
    const x = Math.round(next() * width);
    const y = Math.round(next() * height);
    const r = Math.round((0.05 + next() * 0.2) * Math.min(width, height));
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${Math.round(hue + next() * 90)},45%,${Math.round(35 + next() * 40)}%)" opacity="0.7"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},40%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 160) % 360},35%,30%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).blur(1.5).raw().toBuffer({ resolveWithObject: true });
  for (let index = 0; index < data.length; index++) {
    data[index] = Math.max(0, Math.min(255, (data[index] ?? 0) + Math.round((next() - 0.5) * 16)));
  }
  const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const exif = {
    IFD0: { ImageDescription: FIXTURE_MARK, Make: "Testkamera", Model: "Fixture 1", Software: "tests/support/test-photos.mjs" },
    ...(gps
      ? {
          IFD3: {
            GPSLatitudeRef: "N",
            GPSLatitude: FIXTURE_GPS.latitude,
            GPSLongitudeRef: "E",
            GPSLongitude: FIXTURE_GPS.longitude,
          },
        }
      : {}),
  };
  const encoded = format === "png" ? image.png() : image.jpeg({ quality });
  return metadata ? encoded.withExif(exif).withMetadata({ orientation }).toBuffer() : encoded.toBuffer();
}

/**
 * What of a file's metadata a reader could find in its bytes: an EXIF block (JPEG's "Exif\0\0", WebP's
 * "EXIF" chunk, AVIF's "Exif" item), XMP, and the fixture's own description. An empty list: none.
 * @param {Uint8Array} bytes
 */
export function metadataIn(bytes) {
  const text = Buffer.from(bytes).toString("latin1");
  return [
    ["EXIF", /Exif\0\0|EXIF|Exif/],
    ["XMP", /xmpmeta|XMP /],
    ["fixture description", new RegExp(FIXTURE_MARK)],
    ["camera", /Testkamera/],
  ]
    .filter(([, pattern]) => /** @type {RegExp} */ (pattern).test(text))
    .map(([name]) => /** @type {string} */ (name));
}
