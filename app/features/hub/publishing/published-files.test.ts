import { describe, expect, it } from "vitest";

import { encodeSketches } from "~/features/hub/analysis/fingerprints";

import { fetchPublishedFigures, isPublishedFigures, isPublishedFingerprints, isPublishedKey } from "./published-files";

const key = {
  slug: "labubu-echt-erkennen",
  path: "/ratgeber/labubu-echt-erkennen",
  title: "Labubu echt erkennen",
  category: "guides",
  focusKeyphrase: "labubu echt erkennen",
  dateModified: "2026-11-02",
  wordCount: 1200,
};
const figures = {
  ...key,
  datePublished: "2026-10-01",
  internalLinkCount: 4,
  seoScore: 82,
  readability: "ok",
  fleschReadingEase: null,
};

describe("the published files' guards", () => {
  it("take what the build writes", () => {
    expect(isPublishedKey(key)).toBe(true);
    expect(isPublishedFigures(figures)).toBe(true);
    const fingerprints = encodeSketches([{ prints: [0xffffffff, 1], concepts: [3, 65535] }]);
    expect(isPublishedFingerprints({ slug: key.slug, title: key.title, fingerprints })).toBe(true);
  });

  it("refuse anything that is not an object", () => {
    for (const value of [null, undefined, "key", 3, []]) {
      expect(isPublishedKey(value)).toBe(false);
      expect(isPublishedFingerprints(value)).toBe(false);
    }
  });

  it("refuse a field that fails its check", () => {
    expect(isPublishedKey({ ...key, path: "ratgeber/labubu-echt-erkennen" })).toBe(false);
    expect(isPublishedKey({ ...key, category: "unbekannt" })).toBe(false);
    expect(isPublishedKey({ ...key, dateModified: "2.11.2026" })).toBe(false);
    expect(isPublishedKey({ ...key, wordCount: -1 })).toBe(false);
    expect(isPublishedFingerprints({ slug: key.slug, title: key.title, fingerprints: [2 ** 32] })).toBe(false);
    // Cut off inside a sentence's concepts.
    const cut = encodeSketches([{ prints: [1], concepts: [1, 2, 3, 4] }]).slice(0, 12);
    expect(isPublishedFingerprints({ slug: key.slug, title: key.title, fingerprints: cut })).toBe(false);
  });

  it("want the figures and the key for the figures file", () => {
    expect(isPublishedFigures(key)).toBe(false);
    expect(isPublishedFigures({ ...figures, slug: undefined })).toBe(false);
    expect(isPublishedFigures({ ...figures, readability: "unlesbar" })).toBe(false);
  });

  it("read a file as not written when one item fails", async () => {
    const answer = (data: unknown) => () => Promise.resolve(new Response(JSON.stringify(data)));
    expect(await fetchPublishedFigures(answer([figures]))).toEqual({ ok: true, items: [figures] });
    expect(await fetchPublishedFigures(answer([figures, key]))).toEqual({ ok: false });
  });
});
