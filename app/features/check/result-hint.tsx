import { ArrowDown } from "lucide-react";

import { checkPage as copy, verdictCopy } from "./copy";
import type { Evaluation } from "./check-evaluation";

/**
 * Below the questions on a phone the result sits after question 9, out of sight: once something is answered, a bar
 * at the foot of the screen says how far the check is or what it found, and jumps to the result. Wider screens show
 * the result beside the questions and need no bar.
 */
export function ResultHint({ result }: { result: Evaluation }) {
  if (result.answered === 0) return null;
  const verdict = result.verdict ? verdictCopy[result.verdict] : null;
  return (
    <a
      href="#check-result"
      data-result-hint=""
      className="sticky bottom-3 z-10 mt-4 flex min-h-12 items-center justify-between gap-3 rounded-pill bg-ink px-5 py-2 text-sm font-semibold text-paper shadow-card lg:hidden"
    >
      <span>{verdict ? copy.hint.verdict(verdict.title) : copy.hint.open(result.answered, result.total)}</span>
      <ArrowDown aria-hidden="true" className="size-5 shrink-0" />
    </a>
  );
}
