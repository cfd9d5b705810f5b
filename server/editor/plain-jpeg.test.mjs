// The check that a shared draft's photo carries only its picture (docs/decisions/0087), on JPEGs made by sharp, the
// library the build encodes with, with and without what a camera or a phone adds.
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { plainJpegProblem } from "./plain-jpeg.mjs";
import { testPhoto } from "../../tests/support/test-photos.mjs";

const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#c96" } });

describe("a plain JPEG", () => {
  it("takes a JPEG with only its picture, baseline or progressive, with a colour profile as browsers write it", async () => {
    expect(plainJpegProblem(await picture().jpeg().toBuffer())).toBeNull();
    expect(plainJpegProblem(await picture().withIccProfile("srgb").jpeg().toBuffer())).toBeNull();
    expect(plainJpegProblem(await picture().jpeg({ progressive: true }).toBuffer())).toBeNull();
  });

  it("finds EXIF (a place, a camera), another APP2, a comment and bytes after the end", async () => {
    expect(plainJpegProblem(await testPhoto({ width: 64, height: 48, seed: 3 }))).toBe("metadata");
    expect(
      plainJpegProblem(
        await picture()
          .withMetadata({ exif: { IFD0: { Make: "Canon" } } })
          .jpeg()
          .toBuffer(),
      ),
    ).toBe("metadata");
    const plain = await picture().jpeg().toBuffer();
    const segment = (/** @type {number} */ marker, /** @type {string} */ text) =>
      Buffer.concat([Buffer.from([0xff, marker, 0x00, text.length + 2]), Buffer.from(text, "latin1")]);
    const withApp2 = Buffer.concat([plain.subarray(0, 2), segment(0xe2, "FPXR\0Kamera-Notiz"), plain.subarray(2)]);
    expect(plainJpegProblem(withApp2)).toBe("metadata");
    const comment = Buffer.concat([
      plain.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0x00, 0x06]),
      Buffer.from("GPS!"),
      plain.subarray(2),
    ]);
    expect(plainJpegProblem(comment)).toBe("metadata");
    expect(plainJpegProblem(Buffer.concat([plain, Buffer.from("<html>")]))).toBe("trailing");
  });

  it("refuses what is no JPEG", async () => {
    expect(plainJpegProblem(await picture().png().toBuffer())).toBe("no-jpeg");
    expect(plainJpegProblem(new Uint8Array([0xff, 0xd8, 0x00]))).toBe("no-jpeg");
  });
});
