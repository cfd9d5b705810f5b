// The authenticity check's steps, answers and verdicts: the check (app/lib/authenticity-check.ts)
// decides, the copy (app/content/check.ts) asks and explains.

export const checkStepKeys = ["teeth", "nose", "logo", "sole", "qr", "hologram", "uv", "packaging", "price"] as const;
export type CheckStepKey = (typeof checkStepKeys)[number];

export const answers = ["yes", "no", "unsure"] as const;
export type Answer = (typeof answers)[number];

export type Verdict = "authentic" | "suspicious" | "fake";

export type Reason = { step: CheckStepKey; kind: "failed" | "unsure" | "missing-uv" };
