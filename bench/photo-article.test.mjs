import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { metadataIn } from "../tests/support/test-photos.mjs";
import { hubPhoto, photoReport, withPhotos } from "./photo-article.mjs";

const draft = {
  slug: "messartikel",
  content:
    "Einleitung in einem Absatz.\n\n## Eins\n\nText eins.\n\n## Zwei\n\nText zwei.\n\n## Drei\n\nText drei.\n\n## Vier\n\nText vier.",
};
const photo = (/** @type {string} */ file) => ({ file, bytes: Buffer.from("jpeg") });

describe("the photo article of the publishing bench", () => {
  it("places each photo alone in its paragraph and described: after the opening paragraph, before the second and fourth section", () => {
    const { article, photos } = withPhotos(draft, [photo("messfoto-1.jpg"), photo("messfoto-2.jpg"), photo("messfoto-3.jpg")]);
    const blocks = article.content.trim().split("\n\n");
    const at = (/** @type {string} */ file) => blocks.findIndex((block) => block.endsWith(`](${file})`));
    expect([at("messfoto-1.jpg"), at("messfoto-2.jpg"), at("messfoto-3.jpg")]).toEqual([1, 4, 9]);
    expect(blocks[at("messfoto-1.jpg")]).toMatch(/^!\[Messfoto 1 von 3: [^\]]+\]\(messfoto-1\.jpg\)$/);
    expect(blocks[at("messfoto-3.jpg") + 1]).toBe("## Vier");
    expect(article.photos).toEqual([
      { file: "messfoto-1.jpg", width: 2048, height: 1536, bytes: 4 },
      { file: "messfoto-2.jpg", width: 2048, height: 1536, bytes: 4 },
      { file: "messfoto-3.jpg", width: 2048, height: 1536, bytes: 4 },
    ]);
    expect(photos[0]).toEqual({ file: "messfoto-1.jpg", data: Buffer.from("jpeg").toString("base64") });
  });

  it("sends a photo as the hub does: a 2,048 × 1,536 px JPEG without metadata", async () => {
    const bytes = await hubPhoto(1);
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, metadata: metadataIn(bytes) }).toEqual({
      format: "jpeg",
      width: 2048,
      height: 1536,
      metadata: [],
    });
  });

  it("reports publish → live, the bytes a phone transfers and the LCP against the twin", () => {
    const run = (/** @type {number} */ lcp, /** @type {number} */ totalBytes) => ({
      scores: { performance: 98 },
      metrics: { lcp, fcp: 700, tbt: 10, cls: 0, speedIndex: 900, totalBytes },
      observedLcp: null,
      benchmarkIndex: null,
      requestsBeforeLcp: null,
    });
    const view = (/** @type {number} */ image) => ({
      total: 150_000 + image,
      byKind: { document: 20_000, js: 110_000, css: 20_000, image },
      requests: 12,
      photos: ["/fotos/a-960.avif"],
    });
    const page = (/** @type {string} */ address, /** @type {number} */ lcp, /** @type {number} */ image) => ({
      page: address,
      lighthouse: { page: run(lcp, 240_000), twin: run(1000, 100_000), lcpOverTwin: lcp / 1000, lcpElements: ["<p>"] },
      phone: { firstView: view(image / 3), readThrough: view(image), chosen: ["/fotos/a-960.avif"] },
    });
    const text = photoReport({
      articles: 4,
      rounds: [
        { live: 4100, answered: 4000, build: { prepare: 250 }, preparedMs: 3000, encodedPhotos: 0 },
        { live: 5200, answered: 5100, build: { prepare: 250 }, preparedMs: null, encodedPhotos: 0 },
      ],
      liveMs: 4100,
      page: { runs: 3, photos: page("/ratgeber/mit-fotos", 1200, 180_000), baseline: page("/ratgeber/ohne-fotos", 1100, 0) },
    });
    expect(text).toContain("publish → live median 4.10 s (4.10 s;");
    expect(text).toContain("encoding them took 3.00 s for three");
    expect(text).toContain(
      'sent only with "Veröffentlichen" (not prepared; the server encodes them before the content build): publish → live 5.20 s',
    );
    expect(text).toMatch(/with photos\s+read to the end\s+330\.0 KB\s+20\.0 KB\s+110\.0 KB\s+20\.0 KB\s+180\.0 KB/);
    expect(text).toMatch(/without photos\s+read to the end\s+150\.0 KB\s+20\.0 KB\s+110\.0 KB\s+20\.0 KB\s+0\.0 KB/);
    expect(text).toMatch(/with photos\s+page\s+98\s+1\.20 s\s+700 ms\s+10 ms\s+0\.000\s+240\.0 KB\s+1\.20×/);
    expect(text).toMatch(/without photos\s+zero-JS twin\s+98\s+1\.00 s/);
    expect(text).toContain("/ratgeber/mit-fotos chose /fotos/a-960.avif");
  });
});
