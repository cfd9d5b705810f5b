import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { site } from "./site";

const publicDir = path.resolve(import.meta.dirname, "..", "..", "public");
const read = (file: string) => readFileSync(path.join(publicDir, file.replace(/^\//, "")));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("files the site config points at", () => {
  it("has the social image at the declared 1200×630, small enough for previews", () => {
    const bytes = read(site.socialImage.path);
    expect(pngSize(bytes)).toEqual({ width: site.socialImage.width, height: site.socialImage.height });
    expect(site.socialImage).toMatchObject({ width: 1200, height: 630 });
    expect(bytes.length).toBeLessThan(100 * 1024);
  });

  it("has the square touch icon", () => {
    expect(pngSize(read(site.icon.path))).toEqual({ width: site.icon.size, height: site.icon.size });
  });

  it("has a web manifest in German that matches the site config", () => {
    const manifest = JSON.parse(read("/site.webmanifest").toString("utf8")) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: site.shortName,
      lang: site.locale,
      start_url: "/sammlung",
      display: "standalone",
      theme_color: site.themeColor,
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
    expect(icons).toContainEqual(expect.objectContaining({ src: site.icon.path, sizes: `${site.icon.size}x${site.icon.size}` }));
    for (const icon of icons) expect(() => read(icon.src)).not.toThrow();
  });

  it("has the installable app's PNG icons at their declared sizes, one of them maskable", () => {
    const manifest = JSON.parse(read("/site.webmanifest").toString("utf8")) as {
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    const png = manifest.icons.filter((icon) => icon.type === "image/png");
    for (const icon of png) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(read(icon.src)), icon.src).toEqual({ width, height });
    }
    const any = png.filter((icon) => (icon.purpose ?? "any").split(" ").includes("any")).map((icon) => icon.sizes);
    expect(any).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(png.some((icon) => icon.purpose === "maskable" && icon.sizes === "512x512")).toBe(true);
  });
});
