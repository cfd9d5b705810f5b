import { mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PHOTO_MAX_SOURCE_BYTES, PHOTO_VARIANT_MAX_BYTES, photoFiles } from "../../app/domain/photos.ts";
import { FIXTURE_MARK, metadataIn, testPhoto } from "../../tests/support/test-photos.mjs";
import {
  checkSource,
  createPhotoCache,
  encodeIntoCache,
  encodePhoto,
  photoId,
  placeVariants,
  processPhotos,
  sourceHash,
  variantWidths,
} from "./pipeline.mjs";

/** @type {string} */
let dir;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "fotos-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the photo pipeline (docs/decisions/0048)", () => {
  it("turns a phone's photo upright, strips every piece of metadata and makes AVIF and WebP in several widths", async () => {
    // Stored 2400 × 1800 with orientation 6 (a phone held upright): the photo is 1800 × 2400.
    const source = await testPhoto({ width: 2400, height: 1800, orientation: 6 });
    expect(metadataIn(source)).toEqual(["EXIF", "fixture description", "camera"]);
    // The GPS IFD pointer (tag 0x8825), in the byte order the TIFF header names.
    const exif = (await sharp(source).metadata()).exif ?? Buffer.alloc(0);
    const tag = exif.includes(Buffer.from("II*\0")) ? [0x25, 0x88] : [0x88, 0x25];
    expect(exif.includes(Buffer.from(tag))).toBe(true);

    const { photo, files } = await encodePhoto(source, "test/hochformat.jpg");
    // At most 2,048 px on the long edge, upright.
    expect([photo.width, photo.height]).toEqual([1536, 2048]);
    expect(photo.id).toBe(photoId(sourceHash(source)));
    expect(photo.variants.map((variant) => `${variant.format} ${variant.width}×${variant.height}`).sort()).toEqual(
      [640, 960, 1280, 1536]
        .flatMap((width) => {
          const height = Math.round((width * 2048) / 1536);
          return [`avif ${width}×${height}`, `webp ${width}×${height}`];
        })
        .sort(),
    );
    expect(photo.thumb).toMatchObject({ format: "webp", width: 160, height: 213, file: `${photo.id}-thumb.webp` });
    expect([...files.keys()]).toContain(photo.thumb.file);
    for (const [file, body] of files) {
      expect(metadataIn(body), file).toEqual([]);
      const meta = await sharp(body).metadata();
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc, meta.orientation], file).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(meta.format, file).toBe(file.endsWith(".avif") ? "heif" : "webp");
      expect(body.length, file).toBeLessThanOrEqual(PHOTO_VARIANT_MAX_BYTES);
      expect(Buffer.from(body).toString("latin1")).not.toContain(FIXTURE_MARK);
    }
  });

  it("makes the widths of PHOTO_WIDTHS below a photo's own, then its own up to 1,920 px", () => {
    expect(variantWidths(2048)).toEqual([640, 960, 1280, 1920]);
    expect(variantWidths(1536)).toEqual([640, 960, 1280, 1536]);
    expect(variantWidths(1280)).toEqual([640, 960, 1280]);
    expect(variantWidths(500)).toEqual([500]);
  });

  it("refuses a source over 15 MB, HEIC and what is not a photo, in German", () => {
    expect(() => checkSource(new Uint8Array(PHOTO_MAX_SOURCE_BYTES + 1), "gross.jpg")).toThrow(
      "Das Foto „gross.jpg“ ist 15 MB groß; erlaubt sind höchstens 15 MB.",
    );
    expect(() => checkSource(Buffer.from("\0\0\0\x18ftypheic\0\0\0\0"), "iphone.jpg")).toThrow("ist ein HEIC-Foto");
    expect(() => checkSource(Buffer.from("GIF89a"), "bild.gif")).toThrow("ist kein Foto im Format JPEG, PNG, WebP oder AVIF");
    expect(() => checkSource(Buffer.from("<svg/>"), "bild.svg")).toThrow("ist kein Foto");
  });

  it("encodes a photo once: a second build takes it from the cache and links its files", async () => {
    const source = await testPhoto({ width: 900, height: 600, seed: 7, format: "png", gps: false });
    const file = path.join(dir, "quelle.png");
    await writeFile(file, source);
    const cache = createPhotoCache(path.join(dir, "cache"));
    const sources = [{ hash: sourceHash(source), path: file, label: "quelle.png" }];
    const first = await processPhotos(sources, { cache });
    expect(first.encoded).toBe(1);
    const again = await processPhotos(sources, { cache });
    expect(again.encoded).toBe(0);
    expect(again.photos).toEqual(first.photos);

    const target = path.join(dir, "client", "fotos");
    const photo = [...again.photos.values()];
    expect((await placeVariants(photo, cache, target)).sort()).toEqual(
      photoFiles(/** @type {import("../../app/domain/photos.ts").ProcessedPhoto} */ (photo[0])).sort(),
    );
    expect(await placeVariants(photo, cache, target)).toEqual([]);
    const [placed] = await readdir(target);
    expect((await stat(path.join(target, placed ?? ""))).nlink).toBeGreaterThanOrEqual(1);
    expect(await readFile(path.join(target, placed ?? ""))).toEqual(await readFile(cache.pathOf(placed ?? "")));
  });

  it("encodes a photo asked for twice at once only once, and a build after it finds the photo cached", async () => {
    const source = await testPhoto({ width: 800, height: 600, seed: 11, gps: false });
    const cache = createPhotoCache(path.join(dir, "cache-3"));
    /** @type {string[]} */
    const lines = [];
    const log = (/** @type {string} */ line) => lines.push(line);
    const [first, second] = await Promise.all([
      encodeIntoCache(source, "box.jpg", { cache, log }),
      encodeIntoCache(source, "box.jpg", { cache, log }),
    ]);
    expect([first.encoded, second.encoded].sort()).toEqual([false, true]);
    expect(second.photo).toEqual(first.photo);
    expect(lines.filter((line) => line.includes("box.jpg"))).toHaveLength(1);
    const file = path.join(dir, "box.jpg");
    await writeFile(file, source);
    const build = await processPhotos([{ hash: sourceHash(source), path: file, label: "box.jpg" }], { cache });
    expect(build.encoded).toBe(0);
  });

  it("refuses a source whose bytes changed after the folder was read", async () => {
    const file = path.join(dir, "geaendert.jpg");
    await writeFile(file, await testPhoto({ width: 700, height: 500, seed: 3 }));
    const cache = createPhotoCache(path.join(dir, "cache-2"));
    await expect(processPhotos([{ hash: "nicht-der-hash", path: file, label: "geaendert.jpg" }], { cache })).rejects.toThrow(
      "wurde während des Builds geändert",
    );
  });
});
