import { spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";

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

  it("writes every photo as its pixels encoded again: upright, in its own format, without EXIF (a GPS place)", async () => {
    const clean = await jpeg(false);
    const located = await jpeg(true);
    expect((await sharp(located).metadata()).exif).toBeDefined();
    const read = await readUploadedPhotos([upload("sauber.jpg", clean), upload("ort.jpg", located)]);
    if (!read.ok) throw new Error(read.problems.join("\n"));
    for (const photo of read.photos) {
      const stored = await sharp(photo.bytes).metadata();
      expect({ exif: stored.exif, width: stored.width, format: stored.format }).toEqual({
        exif: undefined,
        width: 40,
        format: "jpeg",
      });
    }
    // The same photo sent again gives the same bytes: Git sees no change.
    const again = await readUploadedPhotos([upload("sauber.jpg", clean)]);
    expect(again.ok && again.photos[0]?.bytes.equals(/** @type {Buffer} */ (read.photos[0]?.bytes))).toBe(true);
  });

  it("stores no text chunk, comment, profile or trailing byte: a JPEG and a PNG made to carry them come out as pixels alone (docs/decisions/0060)", async () => {
    const secrets = ["GPS 48.2082 16.3738", "Canon EOS R5", "Anna Berger", "<html>", "geheim"];
    const trailer = Buffer.from("<html><body>geheim: GPS 48.2082 16.3738</body></html>");
    const base = await sharp({ create: { width: 48, height: 32, channels: 3, background: "#c96" } })
      .withIccProfile("p3")
      .withExif({
        IFD0: { Make: "Canon", Model: "Canon EOS R5", Artist: "Anna Berger" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1" },
      })
      .jpeg()
      .toBuffer();
    const comment = Buffer.from("GPS 48.2082 16.3738, Canon EOS R5");
    const header = Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]);
    const jpegWithEverything = Buffer.concat([base.subarray(0, 2), header, comment, base.subarray(2), trailer]);
    const png = await sharp({ create: { width: 48, height: 32, channels: 4, background: "#6c9" } })
      .withIccProfile("p3")
      .png()
      .toBuffer();
    const iend = png.length - 12;
    const pngWithEverything = Buffer.concat([
      png.subarray(0, iend),
      pngChunk("tEXt", Buffer.from("Author\0Anna Berger")),
      pngChunk("tEXt", Buffer.from("Comment\0GPS 48.2082 16.3738, Canon EOS R5")),
      pngChunk("iTXt", Buffer.from("Description\0\0\0\0\0geheim")),
      png.subarray(iend),
      trailer,
    ]);
    // What goes in carries it all (the test's own files are what the issue describes).
    expect(jpegSegments(jpegWithEverything).markers).toEqual(expect.arrayContaining(["FE", "E1", "E2"]));
    expect(jpegSegments(jpegWithEverything).trailing).toBe(trailer.length);
    expect(pngChunks(pngWithEverything).types).toEqual(expect.arrayContaining(["iCCP", "tEXt", "iTXt"]));

    const read = await readUploadedPhotos([upload("foto.jpg", jpegWithEverything), upload("foto.png", pngWithEverything)]);
    if (!read.ok) throw new Error(read.problems.join("\n"));
    const [storedJpeg, storedPng] = /** @type {Buffer[]} */ (read.photos.map((photo) => photo.bytes));
    const segments = jpegSegments(/** @type {Buffer} */ (storedJpeg));
    // SOI, then only the image's own segments: no APP1 (EXIF, XMP), APP2 (ICC), APP13 (IPTC) or COM; nothing after EOI.
    expect(segments.markers.filter((marker) => /^(E[1-9A-F]|FE)$/.test(marker))).toEqual([]);
    expect(segments.trailing).toBe(0);
    const chunks = pngChunks(/** @type {Buffer} */ (storedPng));
    expect(chunks.types.filter((type) => !["IHDR", "PLTE", "tRNS", "pHYs", "IDAT", "IEND"].includes(type))).toEqual([]);
    expect(chunks.trailing).toBe(0);
    for (const bytes of [storedJpeg, storedPng]) {
      const text = /** @type {Buffer} */ (bytes).toString("latin1");
      for (const secret of secrets) expect(text).not.toContain(secret);
      const meta = await sharp(bytes).metadata();
      expect({ exif: meta.exif, icc: meta.icc, xmp: meta.xmp, comments: meta.comments }).toEqual({
        exif: undefined,
        icc: undefined,
        xmp: undefined,
        comments: undefined,
      });
    }
    // exiftool, where the machine has it, finds no tag beyond the file's own structure.
    const exiftool = spawnSync("exiftool", ["-j", "-a", "-G1", "-"], { input: storedJpeg, encoding: "utf8" });
    if (exiftool.status === 0) {
      const [tags] = JSON.parse(exiftool.stdout);
      const groups = new Set(Object.keys(tags).map((key) => key.split(":")[0]));
      for (const group of ["EXIF", "IFD0", "GPS", "XMP", "ICC_Profile", "ICC-header", "IPTC", "Photoshop", "Trailer"])
        expect(groups.has(group), group).toBe(false);
      expect(tags["File:Comment"]).toBeUndefined();
      expect(JSON.stringify(tags)).not.toMatch(/Canon|GPS 48|Trailer|Warning/);
    }
  });

  it("refuses a photo whose header claims more pixels than the pipeline takes, before any decode", async () => {
    // 16,000 × 16,000 px with orientation 6 in the header, and pixel data for 40 × 30: decoding would fail otherwise.
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c96" } })
      .withExif({ IFD0: { Orientation: "6" } })
      .jpeg()
      .toBuffer();
    const bomb = withJpegSize(small, 16_000, 16_000);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c96" } })
      .png()
      .toBuffer();
    const pngBomb = Buffer.from(png);
    pngBomb.writeUInt32BE(12_000, 16);
    pngBomb.writeUInt32BE(12_000, 20);
    pngBomb.writeUInt32BE(crc32(pngBomb.subarray(12, 29)), 29);
    const started = performance.now();
    const read = await readUploadedPhotos([upload("bombe.jpg", bomb), upload("bombe.png", pngBomb)]);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(!read.ok && read.problems).toEqual([
      expect.stringMatching(/^Das Foto „bombe\.jpg“ hat 16\.000 × 16\.000 Pixel, das sind mehr als 120 Megapixel/),
      expect.stringMatching(/^Das Foto „bombe\.png“ hat 12\.000 × 12\.000 Pixel/),
    ]);
    const preparer = createPhotoPreparer({ cacheDir: path.join(os.tmpdir(), `fotos-bombe-${process.pid}`) });
    expect((await preparer.prepare(upload("bombe.jpg", bomb))).body.problems).toEqual([
      expect.stringMatching(/mehr als 120 Megapixel/),
    ]);
  });

  it("decodes one photo at a time in the whole server, however many are sent at once", async () => {
    const photos = await Promise.all(
      ["#c96", "#69c", "#9c6", "#c69"].map((colour) =>
        sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
          .jpeg()
          .toBuffer(),
      ),
    );
    let running = 0;
    let most = 0;
    // Every decode ends in toBuffer: counted while it runs.
    const toBuffer = sharp.prototype.toBuffer;
    const counted = /** @this {import("sharp").Sharp} */ function (/** @type {any[]} */ ...args) {
      running++;
      most = Math.max(most, running);
      const done = () => running--;
      const result = toBuffer.apply(this, /** @type {any} */ (args));
      result.then(done, done);
      return result;
    };
    sharp.prototype.toBuffer = /** @type {any} */ (counted);
    try {
      const reads = await Promise.all(photos.map((bytes, index) => readUploadedPhotos([upload(`foto-${index}.jpg`, bytes)])));
      expect(reads.every((read) => read.ok)).toBe(true);
    } finally {
      sharp.prototype.toBuffer = toBuffer;
    }
    expect(most).toBe(1);
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

/** A PNG chunk with its length and CRC. @param {string} type @param {Buffer} data */
function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The chunk types of a PNG in order, and how many bytes follow IEND. @param {Buffer} bytes */
function pngChunks(bytes) {
  /** @type {string[]} */
  const types = [];
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    types.push(type);
    at += 12 + length;
    if (type === "IEND") break;
  }
  return { types, trailing: bytes.length - at };
}

/**
 * The markers of a JPEG's segments up to its scan (hex, e.g. "E1" for APP1, "FE" for a comment), and how many
 * bytes follow its end (EOI): in the scan, 0xFF is always followed by 0x00 or a restart marker, so the first
 * FF D9 after it is the end.
 * @param {Buffer} bytes
 */
function jpegSegments(bytes) {
  /** @type {string[]} */
  const markers = [];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = /** @type {number} */ (bytes[at + 1]);
    markers.push(marker.toString(16).toUpperCase());
    const length = bytes.readUInt16BE(at + 2);
    at += 2 + length;
    if (marker === 0xda) break;
  }
  const end = bytes.indexOf(Buffer.from([0xff, 0xd9]), at);
  return { markers, trailing: end === -1 ? -1 : bytes.length - (end + 2) };
}

/** The JPEG with other dimensions in its frame header (SOF0/SOF2): what a photo bomb claims. @param {Buffer} bytes */
function withJpegSize(bytes, /** @type {number} */ width, /** @type {number} */ height) {
  const copy = Buffer.from(bytes);
  let at = 2;
  while (at + 4 <= copy.length) {
    const marker = /** @type {number} */ (copy[at + 1]);
    if (marker === 0xc0 || marker === 0xc2) {
      copy.writeUInt16BE(height, at + 5);
      copy.writeUInt16BE(width, at + 7);
      return copy;
    }
    at += 2 + copy.readUInt16BE(at + 2);
  }
  throw new Error("kein Frame-Header");
}
