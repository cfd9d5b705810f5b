import { describe, expect, it } from "vitest";

import { claimCorpusReport, claimCorpusTargets } from "./claim-corpus.mjs";

describe("the publish check's corpus in the bench", () => {
  const corpus = { edits: 76, bad: 38, good: 38, precision: 1, recall: 1, falsePositives: 1, falseNegatives: 0, wrong: ["x"] };

  it("passes when no bad edit publishes and at most 5 % of the good ones are refused", () => {
    expect(claimCorpusTargets(corpus).map((target) => target.ok)).toEqual([true, true]);
    expect(claimCorpusTargets({ ...corpus, recall: 0.97 })[0]?.ok).toBe(false);
    expect(claimCorpusTargets({ ...corpus, falsePositives: 3 })[1]?.ok).toBe(false);
    expect(claimCorpusTargets(null)).toEqual([]);
  });

  it("prints precision and recall", () => {
    expect(claimCorpusReport(corpus)).toBe(
      "Publish check on its labelled corpus: 76 edits (38 bad, 38 good): precision 100.0 %, recall 100.0 %; 0 bad published, 1 good refused (x)",
    );
    const halves = {
      ...corpus,
      half: "held-out half",
      wrong: [],
      tune: { ...corpus, half: "tune half", falsePositives: 0, wrong: [] },
    };
    expect(claimCorpusReport(halves).split("\n")).toEqual([
      "Publish check on its labelled corpus, held-out half: 76 edits (38 bad, 38 good): precision 100.0 %, recall 100.0 %; 0 bad published, 1 good refused",
      "Publish check on its labelled corpus, tune half: 76 edits (38 bad, 38 good): precision 100.0 %, recall 100.0 %; 0 bad published, 0 good refused",
    ]);
  });
});
