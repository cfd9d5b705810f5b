import { describe, expect, it } from "vitest";

import { type CorpusReport, claimCorpus, corpusHalves, evaluateClaimCorpus, firstCorpus } from "./claim-corpus.fixtures";
import { editKinds } from "./claim-corpus-bases.fixtures";
import { freshEdits } from "./claim-corpus-fresh.fixtures";
import { formatPercentPrecise } from "~/utils/format";

const line = (name: string, report: CorpusReport) =>
  `${name}: ${report.edits} edits (${report.bad} bad, ${report.good} good) – precision ${formatPercentPrecise(report.precision)}, recall ${formatPercentPrecise(report.recall)}; ${report.falseNegatives} bad published, ${report.falsePositives} good refused`;

/**
 * The publish check on its labelled corpus (docs/decisions/0040, 0066): no bad edit publishes, at most 5 % of the
 * good ones are refused, and each bad edit is refused by the line that should refuse it. The figures are printed
 * with the test output (and by `npm run bench`).
 */
describe("the publish check on the labelled corpus", () => {
  it("has at least 150 edits, half of them bad, each with its reason and kind", () => {
    expect(claimCorpus.length).toBeGreaterThanOrEqual(150);
    const bad = claimCorpus.filter((entry) => entry.label === "bad").length;
    expect(Math.abs(bad - claimCorpus.length / 2)).toBeLessThanOrEqual(claimCorpus.length * 0.05);
    expect(new Set(claimCorpus.map((entry) => entry.id)).size).toBe(claimCorpus.length);
    for (const entry of claimCorpus) expect(entry.why.length, entry.id).toBeGreaterThan(10);
  });

  it("splits into a tune and a held-out half with every kind in both", () => {
    const { tune, heldOut } = corpusHalves();
    expect(tune.length + heldOut.length).toBe(claimCorpus.length);
    for (const kind of editKinds) {
      expect(
        tune.some((entry) => entry.kind === kind),
        `${kind} in the tune half`,
      ).toBe(true);
      expect(
        heldOut.some((entry) => entry.kind === kind),
        `${kind} in the held-out half`,
      ).toBe(true);
    }
    expect(corpusHalves().heldOut.map((entry) => entry.id)).toEqual(heldOut.map((entry) => entry.id));
  });

  it("publishes no bad edit of the first 76 and refuses at most 5 % of the good ones, for the right reason", () => {
    const { tune, heldOut } = corpusHalves();
    const report = evaluateClaimCorpus(firstCorpus);
    console.log(
      [
        line("Claim check corpus, first 76", report),
        line("tune half", evaluateClaimCorpus(tune)),
        line("held-out half", evaluateClaimCorpus(heldOut)),
      ].join("\n"),
    );
    expect(
      report.wrong.filter((entry) => entry.label === "bad"),
      "bad edits that would publish",
    ).toEqual([]);
    expect(report.falsePositives, JSON.stringify(report.wrong, null, 2)).toBeLessThanOrEqual(Math.floor(report.good * 0.05));
    expect(report.wrongReason).toEqual([]);
    expect(report.recall).toBe(1);
  });

  it("publishes no bad edit of the held-out half and refuses at most 5 % of its good ones, for the right reason", () => {
    // The rules were tuned on the tune half (docs/decisions/0066); the held-out half is the measure. Its first run
    // (precision 93.3 %, recall 97.7 %) found four general defects that were fixed: the ADR records both.
    const report = evaluateClaimCorpus(corpusHalves().heldOut);
    console.log(`${line("Claim check, held-out half", report)} (first run before its fixes: precision 93,3 %, recall 97,7 %)`);
    expect(
      report.wrong.filter((entry) => entry.label === "bad"),
      "bad edits that would publish",
    ).toEqual([]);
    expect(report.falsePositives, JSON.stringify(report.wrong, null, 2)).toBeLessThanOrEqual(Math.floor(report.good * 0.05));
    expect(report.wrongReason).toEqual([]);
  });

  it("holds its first-run figures on the fresh set, written before the check saw it", () => {
    // The fresh set (claim-corpus-fresh.fixtures.ts) was written and labelled from the fact base before its first
    // run. That run (with two labels fixed afterwards, see the fixtures) published 5 of its 36 bad edits and
    // refused 6 of its 37 good ones: precision 83,8 %, recall 86,1 %. These are floors, not the goal (no bad edit
    // published, at most 5 % of the good ones refused): a regression fails, an improvement lowers them.
    const report = evaluateClaimCorpus(freshEdits);
    console.log(
      `${line("Claim check, fresh set", report)}; good refused ${formatPercentPrecise(report.good === 0 ? 0 : report.falsePositives / report.good)} (first run: precision 83,8 %, recall 86,1 %, good refused 16,2 %)`,
    );
    expect(report.edits).toBeGreaterThanOrEqual(60);
    expect(new Set(freshEdits.map((entry) => entry.id)).size).toBe(freshEdits.length);
    const badPublished = report.wrong.filter((entry) => entry.label === "bad");
    const goodRefused = report.wrong.filter((entry) => entry.label === "good");
    // First-run figures: 5 bad edits published, 6 good edits refused.
    expect(badPublished.length, JSON.stringify(badPublished, null, 2)).toBeLessThanOrEqual(5);
    expect(goodRefused.length, JSON.stringify(goodRefused, null, 2)).toBeLessThanOrEqual(6);
    expect(report.wrongReason).toEqual([]);
  });
});
