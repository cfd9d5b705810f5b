import { describe, expect, it } from "vitest";

import { claimCorpus, evaluateClaimCorpus } from "./claim-corpus.fixtures";
import { formatPercentPrecise } from "~/utils/format";

/**
 * The publish check on its labelled corpus (docs/decisions/0040): no bad edit publishes, at most 5 % of the good
 * ones are refused, and each bad edit is refused by the line that should refuse it. The figures are printed
 * with the test output (and by `npm run bench`).
 */
describe("the publish check on the labelled corpus", () => {
  it("has at least 60 edits, half of them bad, each with its reason", () => {
    expect(claimCorpus.length).toBeGreaterThanOrEqual(60);
    const bad = claimCorpus.filter((entry) => entry.label === "bad").length;
    expect(Math.abs(bad - claimCorpus.length / 2)).toBeLessThanOrEqual(claimCorpus.length * 0.05);
    expect(new Set(claimCorpus.map((entry) => entry.id)).size).toBe(claimCorpus.length);
    for (const entry of claimCorpus) expect(entry.why.length, entry.id).toBeGreaterThan(10);
  });

  it("publishes no bad edit and refuses at most 5 % of the good ones, for the right reason", () => {
    const report = evaluateClaimCorpus();
    console.log(
      `Claim check corpus: ${report.edits} edits (${report.bad} bad, ${report.good} good) – precision ${formatPercentPrecise(report.precision)}, recall ${formatPercentPrecise(report.recall)}; ${report.falseNegatives} bad published, ${report.falsePositives} good refused`,
    );
    expect(
      report.wrong.filter((entry) => entry.label === "bad"),
      "bad edits that would publish",
    ).toEqual([]);
    expect(report.falsePositives, JSON.stringify(report.wrong, null, 2)).toBeLessThanOrEqual(Math.floor(report.good * 0.05));
    expect(report.wrongReason).toEqual([]);
    expect(report.recall).toBe(1);
  });
});
