import { describe, expect, it } from "vitest";

import { type Answers, answersFromSearch, checkStepKeys, evaluate, searchFromAnswers } from "./check-evaluation";

const all = (answer: "yes" | "no" | "unsure"): Answers => Object.fromEntries(checkStepKeys.map((step) => [step, answer]));

describe("the authenticity verdict", () => {
  it("is open while questions are unanswered and nothing failed", () => {
    expect(evaluate({}).verdict).toBeNull();
    expect(evaluate({ teeth: "yes", qr: "yes" })).toMatchObject({ verdict: null, answered: 2, total: 9 });
  });

  it("says authentic when every check passes", () => {
    expect(evaluate(all("yes"))).toMatchObject({ verdict: "authentic", failed: [], unsure: [], open: [], reasons: [] });
  });

  it("says fake as soon as a critical check fails, even with questions open", () => {
    for (const step of ["teeth", "nose", "qr", "hologram"] as const) {
      const result = evaluate({ [step]: "no" });
      expect(result.verdict, step).toBe("fake");
      expect(result.reasons[0]).toEqual({ step, kind: "failed" });
    }
  });

  it("says suspicious when one or two ordinary checks fail, fake from three", () => {
    expect(evaluate({ ...all("yes"), price: "no" }).verdict).toBe("suspicious");
    expect(evaluate({ logo: "no" }).verdict).toBe("suspicious");
    expect(evaluate({ ...all("yes"), logo: "no", sole: "no" }).verdict).toBe("suspicious");
    expect(evaluate({ ...all("yes"), logo: "no", sole: "no", packaging: "no" }).verdict).toBe("fake");
  });

  it("is suspicious when a critical check stays uncertain or three checks are uncertain", () => {
    expect(evaluate({ ...all("yes"), qr: "unsure" }).verdict).toBe("suspicious");
    expect(evaluate({ ...all("yes"), logo: "unsure", sole: "unsure" }).verdict).toBe("authentic");
    expect(evaluate({ ...all("yes"), logo: "unsure", sole: "unsure", packaging: "unsure" }).verdict).toBe("suspicious");
  });

  it("treats a missing UV stamp as uncertain, not failed: older editions have none", () => {
    const result = evaluate({ ...all("yes"), uv: "no" });
    expect(result.verdict).toBe("authentic");
    expect(result.failed).toEqual([]);
    expect(result.reasons).toEqual([{ step: "uv", kind: "missing-uv" }]);
  });

  it("lists failed critical checks first, then failed ordinary ones, then uncertain ones", () => {
    const result = evaluate({ ...all("yes"), price: "no", qr: "no", teeth: "unsure", logo: "unsure" });
    expect(result.reasons.map((r) => `${r.kind}:${r.step}`)).toEqual([
      "failed:qr",
      "failed:price",
      "unsure:teeth",
      "unsure:logo",
    ]);
  });
});

describe("answers in the URL", () => {
  it("round-trip through the query string in step order", () => {
    const answers: Answers = { qr: "no", teeth: "yes", uv: "unsure" };
    const search = searchFromAnswers(answers);
    expect(search).toBe("?teeth=yes&qr=no&uv=unsure");
    expect(answersFromSearch(search)).toEqual(answers);
    expect(searchFromAnswers({})).toBe("");
  });

  it("ignore unknown steps, unknown answers and injected markup", () => {
    expect(answersFromSearch("?teeth=maybe&foo=yes&qr=%3Cscript%3E&nose=no&nose=yes")).toEqual({ nose: "yes" });
  });
});
