import { describe, expect, it } from "vitest";

import { authenticityFeatures } from "./authenticity";

describe("authenticity features", () => {
  it("lists the six features in order", () => {
    expect(authenticityFeatures.map((f) => f.key)).toEqual(["teeth", "nose", "logo", "sole", "qr", "packaging"]);
  });

  it("flags exactly the nine teeth, the heart nose and the QR code as critical", () => {
    expect(authenticityFeatures.filter((f) => f.critical).map((f) => f.key)).toEqual(["teeth", "nose", "qr"]);
  });

  it("describes both the original and the fake for every feature", () => {
    for (const feature of authenticityFeatures) {
      expect(feature.authentic.length, feature.key).toBeGreaterThan(40);
      expect(feature.fake.length, feature.key).toBeGreaterThan(40);
      expect(feature.authentic).not.toBe(feature.fake);
    }
  });
});
