import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { PHOTO_MAX_SOURCE_BYTES } from "../../app/domain/photos.ts";
import { photoChanges } from "./publisher.mjs";
import { createPhotoPreparer, draftPhotoNames, readUploadedPhotos } from "./photos.mjs";
import { createPhotoCache, photoId, sourceHash } from "../photos/pipeline.mjs";

/** @param {string} file @param {Uint8Array | string} bytes */
const upload = (file, bytes) => ({ file, data: Buffer.from(bytes).toString("base64") });
/** @param {boolean} exif */
const jpeg = (exif) => {
  const image = sharp({ create: { width: 40, height: 30, channels: 3, background: "#c96" } }).jpeg();
  return (
    exif ? image.withExif({ IFD0: { Make: "Testkamera" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1" } }) : image
  ).toBuffer();
};

describe("the photos a publication brings (docs/decisions/0048)", () => {
  it("refuses, in German and per photo, one over the limit, a HEIC photo, a file that is no photo and a name sent twice", async () => {
    const large = Buffer.alloc(PHOTO_MAX_SOURCE_BYTES + 2 * 1024 * 1024);
    large.set([0xff, 0xd8, 0xff]);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(20)]);
    const photo = await jpeg(false);
    const read = await readUploadedPhotos([
      upload("gross.jpg", large),
      upload("iphone.jpg", heic),
      upload("text.jpg", "kein Foto"),
      upload("box.jpg", photo),
      upload("box.jpg", photo),
    ]);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problems).toEqual([
      expect.stringMatching(/^Das Foto „gross\.jpg“ ist 17 MB groß; erlaubt sind höchstens 15 MB/),
      expect.stringMatching(/^„iphone\.jpg“ ist ein HEIC-Foto/),
      expect.stringMatching(/^„text\.jpg“ ist kein Foto im Format JPEG, PNG, WebP oder AVIF/),
      "Das Foto „box.jpg“ wurde zweimal gesendet. Entfernen Sie eines davon.",
    ]);
  });

  it("writes a photo without metadata as it came, and one with EXIF (a GPS place) without it", async () => {
    const clean = await jpeg(false);
    const located = await jpeg(true);
    expect((await sharp(located).metadata()).exif).toBeDefined();
    const read = await readUploadedPhotos([upload("sauber.jpg", clean), upload("ort.jpg", located)]);
    if (!read.ok) throw new Error(read.problems.join("\n"));
    expect(read.photos[0]?.bytes.equals(clean)).toBe(true);
    const stripped = await sharp(read.photos[1]?.bytes).metadata();
    expect({ exif: stripped.exif, width: stripped.width, format: stripped.format }).toEqual({
      exif: undefined,
      width: 40,
      format: "jpeg",
    });
  });

  const folder = mkdtempSync(path.join(os.tmpdir(), "fotos-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("keeps the folder's photos the draft names, removes the others, and writes only what changed", () => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "alt.jpg"), "alt");
    writeFileSync(path.join(folder, "weg.jpg"), "weg");
    writeFileSync(path.join(folder, "gleich.jpg"), "gleich");
    const named = draftPhotoNames({
      photos: [{ file: "alt.jpg" }, { file: "gleich.jpg" }, { file: "../x.jpg" }, { file: "neu.jpg" }],
    });
    expect(named).toEqual(["alt.jpg", "gleich.jpg", "neu.jpg"]);
    const changes = photoChanges(folder, named, [
      { file: "neu.jpg", bytes: Buffer.from("neu") },
      { file: "gleich.jpg", bytes: Buffer.from("gleich") },
    ]);
    expect(changes.names).toEqual(["alt.jpg", "gleich.jpg", "neu.jpg"]);
    expect(changes.written.map((photo) => path.basename(photo.path))).toEqual(["neu.jpg"]);
    expect(changes.removed.map((file) => path.basename(file))).toEqual(["weg.jpg"]);
    expect(changes.changed).toBe(true);
    expect(photoChanges(path.join(folder, "fehlt"), [], []).changed).toBe(false);
  });

  it("prepares a photo when the editor adds it: the bytes the publication will commit are encoded into the cache", async () => {
    const cacheDir = path.join(folder, "cache");
    /** @type {string[]} */
    const lines = [];
    const preparer = createPhotoPreparer({ cacheDir, log: (line) => lines.push(line) });
    const located = await jpeg(true);
    const answer = await preparer.prepare(upload("ort.jpg", located));
    expect(answer).toEqual({ status: 200, body: { file: "ort.jpg", prepared: true, encoded: true } });
    // What "Veröffentlichen" commits for the same upload is in the cache under its own hash.
    const read = await readUploadedPhotos([upload("ort.jpg", located)]);
    if (!read.ok) throw new Error(read.problems.join("\n"));
    const bytes = /** @type {Buffer} */ (read.photos[0]?.bytes);
    expect(await createPhotoCache(cacheDir).get(photoId(sourceHash(bytes)))).not.toBeNull();
    // Publishing it then encodes nothing more.
    await preparer.ensure(read.photos);
    expect(lines).toHaveLength(1);
    expect((await preparer.prepare(upload("ort.jpg", located))).body.encoded).toBe(false);
  });

  it("refuses to prepare what it would refuse to publish, in German, and a request without a photo", async () => {
    const preparer = createPhotoPreparer({ cacheDir: path.join(folder, "cache-2") });
    const refused = await preparer.prepare(upload("text.jpg", "kein Foto"));
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toEqual([expect.stringMatching(/^„text\.jpg“ ist kein Foto im Format JPEG/)]);
    expect(await preparer.prepare({ file: "../x.jpg", data: "" })).toEqual({
      status: 400,
      body: { message: "Die Anfrage nennt kein Foto: Es fehlen der Dateiname oder die Bilddaten." },
    });
  });
});
