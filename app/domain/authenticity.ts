// The authenticity check's steps, answers and verdicts: the check (app/features/check/check-evaluation.ts)
// decides, the copy (app/features/check/copy.ts) asks and explains.

export const checkStepKeys = ["teeth", "nose", "logo", "sole", "qr", "hologram", "uv", "packaging", "price"] as const;
export type CheckStepKey = (typeof checkStepKeys)[number];

export const answers = ["yes", "no", "unsure"] as const;
export type Answer = (typeof answers)[number];

export type Verdict = "authentic" | "suspicious" | "fake";

export type Reason = { step: CheckStepKey; kind: "failed" | "unsure" | "missing-uv" };

/**
 * How much a step weighs in the verdict: a critical step decides alone, a weak one (the UV stamp, which only
 * newer editions carry) never counts as failed. One list for the check and the home page, so both name the
 * same critical features.
 */
export type StepWeight = "critical" | "normal" | "weak";

export const stepWeights = {
  teeth: "critical",
  nose: "critical",
  logo: "normal",
  sole: "normal",
  qr: "critical",
  hologram: "critical",
  uv: "weak",
  packaging: "normal",
  price: "normal",
} as const satisfies Record<CheckStepKey, StepWeight>;

/** The critical steps, in check order. */
export const criticalStepKeys: readonly CheckStepKey[] = checkStepKeys.filter((step) => stepWeights[step] === "critical");
