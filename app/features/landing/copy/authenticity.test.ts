import { describe, expect, it } from "vitest";

import { authenticityFeatures, authenticityNotes } from "./authenticity";
import { checkSteps } from "~/content/authenticity-steps";
import { checkStepKeys, stepWeights } from "~/domain/authenticity";

describe("authenticity features on the home page", () => {
  it("are the check's steps, in its order and with its names", () => {
    expect(authenticityFeatures.map((f) => f.key)).toEqual([...checkStepKeys]);
    expect(authenticityFeatures.map((f) => f.feature)).toEqual(checkStepKeys.map((key) => checkSteps[key].title));
  });

  it("flag as critical exactly what the check weighs as critical: teeth, nose, QR code and hologram", () => {
    expect(authenticityFeatures.filter((f) => f.critical).map((f) => f.key)).toEqual(["teeth", "nose", "qr", "hologram"]);
    expect(authenticityFeatures.filter((f) => f.critical).map((f) => f.key)).toEqual(
      checkStepKeys.filter((key) => stepWeights[key] === "critical"),
    );
  });

  it("count them in the section's promise", () => {
    expect(authenticityNotes.promise).toMatch(/^Neun Merkmale, .* die vier kritischen zuerst prüfen\.$/);
  });

  it("describe both the original and the fake for every feature", () => {
    for (const feature of authenticityFeatures) {
      expect(feature.authentic.length, feature.key).toBeGreaterThan(40);
      expect(feature.fake.length, feature.key).toBeGreaterThan(40);
      expect(feature.authentic).not.toBe(feature.fake);
    }
  });
});
