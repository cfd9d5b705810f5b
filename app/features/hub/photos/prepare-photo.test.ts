import { describe, expect, it } from "vitest";

import { photoFileName } from "./prepare-photo";

describe("a photo's file name in the article's folder (docs/decisions/0048)", () => {
  it("is the photo's own name made safe, always a JPEG, numbered when the draft has it already", () => {
    expect(photoFileName("IMG 0042.HEIC.JPG", [])).toBe("img-0042-heic.jpg");
    expect(photoFileName("Box mit GPS.jpg", ["box-mit-gps.jpg"])).toBe("box-mit-gps-2.jpg");
    expect(photoFileName("Größe & Füße.png", [])).toBe("groesse-fuesse.jpg");
    expect(photoFileName(".png", [])).toBe("foto.jpg");
  });
});
