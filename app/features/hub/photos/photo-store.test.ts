import { describe, expect, it } from "vitest";

import { orphanPhotoKeys } from "./photo-store";

describe("orphanPhotoKeys", () => {
  it("names the photos of drafts that no longer exist, and only those", () => {
    const keys = ["17/box.jpg", "17/zaehne.jpg", "23/box.jpg", "230/fuss.jpg", "ohne-schraegstrich", 42];
    expect(orphanPhotoKeys(keys, new Set(["17", "23"]))).toEqual(["230/fuss.jpg"]);
    expect(orphanPhotoKeys(keys, new Set())).toEqual(["17/box.jpg", "17/zaehne.jpg", "23/box.jpg", "230/fuss.jpg"]);
    expect(orphanPhotoKeys([], new Set(["17"]))).toEqual([]);
  });
});
