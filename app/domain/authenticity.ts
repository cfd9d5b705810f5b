// The authenticity check's steps, answers and verdicts: the check (app/features/check/check-evaluation.ts)
// decides, the copy (app/features/check/copy.ts) asks and explains.

export const checkStepKeys = ["teeth", "nose", "logo", "sole", "qr", "hologram", "uv", "packaging", "price"] as const;
export type CheckStepKey = (typeof checkStepKeys)[number];

export const answers = ["yes", "no", "unsure"] as const;
export type Answer = (typeof answers)[number];

export type Verdict = "authentic" | "suspicious" | "fake";

export type Reason = { step: CheckStepKey; kind: "failed" | "unsure" | "missing-uv" };
