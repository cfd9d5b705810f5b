import { ArrowDown } from "lucide-react";
import { useEffect, useState } from "react";

import { checkPage as copy, verdictCopy } from "./copy";
import type { Evaluation } from "./check-evaluation";
import { cn } from "~/utils/cn";

/** The result's heading: where the bar jumps, and what it watches. */
export const RESULT_HEADING_ID = "check-result";

/**
 * Whether the result is on screen below the sticky header: while it is, the bar that leads to it has nothing to
 * add and would sit right above it (docs/decisions/0046).
 */
function useResultOnScreen(): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const result = document.getElementById(RESULT_HEADING_ID)?.closest("section");
    if (!result || typeof IntersectionObserver === "undefined") return;
    // The sticky header covers the top of the screen: what is under it is not on screen.
    const header = Math.round(document.querySelector("body > header")?.getBoundingClientRect().height ?? 0);
    const observer = new IntersectionObserver(([entry]) => setOnScreen(Boolean(entry?.isIntersecting)), {
      rootMargin: `-${header}px 0px 0px 0px`,
    });
    observer.observe(result);
    return () => observer.disconnect();
  }, []);
  return onScreen;
}

/**
 * Below the questions on a phone the result sits after question 9, out of sight: once something is answered, a bar
 * at the foot of the screen says how far the check is or what it found, and jumps to the result. Once the result is
 * on screen the bar steps aside (invisible, so nothing moves), and comes back when the questions are scrolled to
 * again. Wider screens show the result beside the questions and need no bar.
 */
export function ResultHint({ result }: { result: Evaluation }) {
  const resultOnScreen = useResultOnScreen();
  if (result.answered === 0) return null;
  const verdict = result.verdict ? verdictCopy[result.verdict] : null;
  return (
    <a
      href={`#${RESULT_HEADING_ID}`}
      data-result-hint=""
      className={cn(
        "sticky bottom-3 z-10 mt-4 flex min-h-12 items-center justify-between gap-3 rounded-pill bg-ink px-5 py-2 text-sm font-semibold text-paper shadow-card lg:hidden",
        resultOnScreen && "invisible",
      )}
    >
      <span>{verdict ? copy.hint.verdict(verdict.title) : copy.hint.open(result.answered, result.total)}</span>
      <ArrowDown aria-hidden="true" className="size-5 shrink-0" />
    </a>
  );
}
