// The content build's photos (docs/decisions/0048, 0053): a run serves the photos of the articles due at its
// "now" and the catalogue's, as the last full build left them; a withdrawn article's variants leave in the run.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { cataloguePhotoView } from "../../app/shell/photos.server.ts";
import { registerPhotos, writePhotoManifest } from "../photos/build.mjs";
import { createPhotoStep } from "./photos.mjs";

/** A processed photo as the pipeline records it: one AVIF, one WebP and the thumbnail. @param {string} id */
const processed = (id) => ({
  id,
  width: 640,
  height: 480,
  variants: [
    { format: /** @type {const} */ ("avif"), width: 640, height: 480, file: `${id}-640.avif`, bytes: 1000 },
    { format: /** @type {const} */ ("webp"), width: 640, height: 480, file: `${id}-640.webp`, bytes: 1200 },
  ],
  thumb: { format: /** @type {const} */ ("webp"), width: 160, height: 120, file: `${id}-thumb.webp`, bytes: 300 },
});

let root = "";
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "content-photos-"));
});
afterEach(async () => {
  registerPhotos({ version: 1, photos: {}, catalogue: {} });
  await rm(root, { recursive: true, force: true });
});

describe("the content build's photos", () => {
  it("removes the variants of an article no longer due (withdrawn) and keeps serving the catalogue's", async () => {
    const article = processed("aaaaaaaaaaaaaaaa");
    const figure = processed("cccccccccccccccc");
    // What the last full build served: a withdrawn article's photo and a figure's photo of the catalogue.
    await writePhotoManifest(root, {
      version: 1,
      photos: { "hash-artikel": article, "hash-figur": figure },
      catalogue: { "serie/figur-1.jpg": "hash-figur" },
    });
    const step = await createPhotoStep({ buildDir: root, articlesDir: path.join(root, "articles"), root });
    const run = await step.prepare({ due: [], scheduled: [] });

    expect(run.removed.sort()).toEqual(["aaaaaaaaaaaaaaaa-640.avif", "aaaaaaaaaaaaaaaa-640.webp", "aaaaaaaaaaaaaaaa-thumb.webp"]);
    expect(run.added).toEqual([]);
    expect(run.manifest).toEqual({
      version: 1,
      photos: { "hash-figur": figure },
      catalogue: { "serie/figur-1.jpg": "hash-figur" },
    });
    // The catalogue's pages still find their photo through the registry the run set.
    expect(cataloguePhotoView("serie/figur-1.jpg").thumb).toBe("/fotos/cccccccccccccccc-thumb.webp");
  });
});
