/**
 * The interactive authenticity check: answers per step → a verdict with its reasons. Plain logic;
 * the page supplies the questions and the German texts (app/features/check/copy.ts).
 *
 * Rules, strictest first:
 * - "fake" when a critical check fails, or three or more checks fail;
 * - "suspicious" when any other check fails, or — once everything is answered — a critical check is
 *   uncertain or three or more checks are uncertain;
 * - "authentic" when everything is answered and none of that applies;
 * - no verdict yet while checks are open and nothing has failed.
 * A "no" on a weak check (the UV stamp, which only newer editions carry) counts as uncertain, not failed.
 */

import {
  type Answer,
  answers,
  type CheckStepKey,
  checkStepKeys,
  type Reason,
  stepWeights,
  type StepWeight,
  type Verdict,
} from "~/domain/authenticity";

export { type Answer, answers, type CheckStepKey, checkStepKeys, type Reason, stepWeights, type Verdict };

export type Answers = Partial<Record<CheckStepKey, Answer>>;

export type Weight = StepWeight;

export type Evaluation = {
  verdict: Verdict | null;
  answered: number;
  total: number;
  failed: CheckStepKey[];
  unsure: CheckStepKey[];
  open: CheckStepKey[];
  /** Why the verdict is what it is, critical steps first. */
  reasons: Reason[];
};

export function evaluate(given: Answers): Evaluation {
  const failed: CheckStepKey[] = [];
  const unsure: CheckStepKey[] = [];
  const open: CheckStepKey[] = [];
  const reasons: Reason[] = [];
  for (const step of checkStepKeys) {
    const answer = given[step];
    if (!answer) open.push(step);
    else if (answer === "no" && stepWeights[step] === "weak") {
      unsure.push(step);
      reasons.push({ step, kind: "missing-uv" });
    } else if (answer === "no") {
      failed.push(step);
      reasons.push({ step, kind: "failed" });
    } else if (answer === "unsure") {
      unsure.push(step);
      reasons.push({ step, kind: "unsure" });
    }
  }
  const rank = (reason: Reason) => (reason.kind === "failed" ? 0 : 2) + (stepWeights[reason.step] === "critical" ? 0 : 1);
  reasons.sort((a, b) => rank(a) - rank(b));

  const criticalFailed = failed.some((step) => stepWeights[step] === "critical");
  const criticalUnsure = unsure.some((step) => stepWeights[step] === "critical");
  const complete = open.length === 0;
  let verdict: Verdict | null = null;
  if (criticalFailed || failed.length >= 3) verdict = "fake";
  else if (failed.length > 0) verdict = "suspicious";
  else if (complete) verdict = criticalUnsure || unsure.length >= 3 ? "suspicious" : "authentic";

  return { verdict, answered: checkStepKeys.length - open.length, total: checkStepKeys.length, failed, unsure, open, reasons };
}

function isStep(key: string): key is CheckStepKey {
  return (checkStepKeys as readonly string[]).includes(key);
}

function isAnswer(value: string): value is Answer {
  return (answers as readonly string[]).includes(value);
}

/** Answers from a query string ("?teeth=yes&qr=no"); unknown keys and values are ignored. */
export function answersFromSearch(search: string): Answers {
  const result: Answers = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (isStep(key) && isAnswer(value)) result[key] = value;
  }
  return result;
}

/** The query string for some answers, in step order ("" when nothing is answered). */
export function searchFromAnswers(given: Answers): string {
  const params = new URLSearchParams();
  for (const step of checkStepKeys) {
    const answer = given[step];
    if (answer) params.set(step, answer);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
