import { describe, expect, it } from "vitest";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";

import {
  BROTLI_FAST,
  BROTLI_MAX,
  HEADER_ALLOWANCE,
  ROUND_TRIP_BYTES,
  brotliCopy,
  brotliCopySync,
  gzipCopy,
  mayCrossRoundTrip,
} from "./precompress.mjs";

/** @param {Buffer} body @param {number} quality */
const brotliAt = (body, quality) =>
  brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });

const WORDS = "Labubu Sammler Wien Figur Serie Echtheit Karton Preis Händler Box Ausgabe Monster Zähne Etikett QR-Code".split(
  " ",
);

/** Markup that compresses like a page: repeated structure, text that varies (the same every run). */
const page = (/** @type {number} */ paragraphs) => {
  let seed = 7;
  const word = () => WORDS[(seed = (seed * 1103515245 + 12345) % 2147483648) % WORDS.length];
  return Buffer.from(
    Array.from(
      { length: paragraphs },
      (_, n) =>
        `<section class="mx-auto max-w-3xl px-4 py-8"><h2 id="abschnitt-${n}" class="text-2xl font-bold">Abschnitt ${n}</h2><p class="mt-4 leading-relaxed">${Array.from({ length: 12 }, word).join(" ")} ${n * 7}.</p></section>`,
    ).join(""),
  );
};

describe("mayCrossRoundTrip", () => {
  it("is true only when the response ends just past a round trip's bytes", () => {
    const [first = 0, second = 0] = ROUND_TRIP_BYTES;
    expect(mayCrossRoundTrip(first - HEADER_ALLOWANCE)).toBe(false); // fits as it is
    expect(mayCrossRoundTrip(first - HEADER_ALLOWANCE + 1)).toBe(true);
    expect(mayCrossRoundTrip(first * 1.1 - HEADER_ALLOWANCE)).toBe(true);
    expect(mayCrossRoundTrip(first * 1.2 - HEADER_ALLOWANCE)).toBe(false); // no quality brings it back
    expect(mayCrossRoundTrip(second - HEADER_ALLOWANCE + 500)).toBe(true);
    expect(mayCrossRoundTrip(500)).toBe(false);
  });
});

describe("brotliCopy", () => {
  it("gives hashed assets the highest quality", async () => {
    const body = page(40);
    expect((await brotliCopy("assets/root-Ab12.js", body)).equals(brotliAt(body, BROTLI_MAX))).toBe(true);
    expect(brotliCopySync("assets/root-Ab12.js", body).equals(brotliAt(body, BROTLI_MAX))).toBe(true);
  });

  it("gives a page the fast quality unless the highest can bring it under a round trip", async () => {
    // Far from every boundary: the fast copy.
    const small = page(20);
    expect(mayCrossRoundTrip(brotliAt(small, BROTLI_FAST).length)).toBe(false);
    expect((await brotliCopy("ratgeber/x/index.html", small)).equals(brotliAt(small, BROTLI_FAST))).toBe(true);

    // Grown until the fast copy ends just past the first round trip: the highest quality is tried and taken.
    const [first = 0] = ROUND_TRIP_BYTES;
    const perParagraph = brotliAt(page(200), BROTLI_FAST).length / 200;
    let paragraphs = Math.round((first - HEADER_ALLOWANCE + 400) / perParagraph);
    while (!mayCrossRoundTrip(brotliAt(page(paragraphs), BROTLI_FAST).length)) paragraphs += 10;
    const near = page(paragraphs);
    const best = brotliAt(near, BROTLI_MAX);
    expect(best.length).toBeLessThan(brotliAt(near, BROTLI_FAST).length);
    expect((await brotliCopy("ratgeber/index.html", near)).equals(best)).toBe(true);
    expect(brotliCopySync("ratgeber/index.html", near).equals(best)).toBe(true);
  }, 30_000);

  it("writes copies that decompress to the file", async () => {
    const body = page(30);
    expect(brotliDecompressSync(await brotliCopy("index.html", body)).equals(body)).toBe(true);
    expect(gunzipSync(await gzipCopy(body)).equals(body)).toBe(true);
  });
});
