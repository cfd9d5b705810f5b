import { describe, expect, it } from "vitest";

import { photoView, sniffPhotoType } from "./photos";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? Array.from(part, (char) => char.charCodeAt(0)) : part)));

describe("sniffPhotoType", () => {
  it("knows a photo by its first bytes, whatever its name says", () => {
    expect(sniffPhotoType(bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe("jpeg");
    expect(sniffPhotoType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(sniffPhotoType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("webp");
    expect(sniffPhotoType(bytes([0, 0, 0, 28], "ftypavif"))).toBe("avif");
    expect(sniffPhotoType(bytes([0, 0, 0, 24], "ftypheic"))).toBe("heic");
    expect(sniffPhotoType(bytes("GIF89a"))).toBeNull();
    expect(sniffPhotoType(bytes("<svg"))).toBeNull();
    expect(sniffPhotoType(new Uint8Array())).toBeNull();
  });
});

describe("photoView", () => {
  it("lists each format's widths for srcset and links the widest WebP up to 1,280 px", () => {
    const variant = (format: "avif" | "webp", width: number) => ({
      format,
      width,
      height: width / 2,
      file: `abc-${width}.${format}`,
      bytes: 1,
    });
    const view = photoView({
      id: "abc",
      width: 2048,
      height: 1024,
      variants: [variant("webp", 1920), variant("avif", 640), variant("webp", 640), variant("webp", 1280), variant("avif", 1920)],
      thumb: { ...variant("webp", 160), file: "abc-thumb.webp" },
    });
    expect(view).toEqual({
      width: 2048,
      height: 1024,
      src: "/fotos/abc-1280.webp",
      avif: "/fotos/abc-640.avif 640w, /fotos/abc-1920.avif 1920w",
      webp: "/fotos/abc-640.webp 640w, /fotos/abc-1280.webp 1280w, /fotos/abc-1920.webp 1920w",
      thumb: "/fotos/abc-thumb.webp",
    });
  });
});
