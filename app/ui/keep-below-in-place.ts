import { useCallback, useRef } from "react";

/** A block whose top stays where it is, before and after its content was swapped. */
export type Swap = {
  /** The block's top relative to the viewport (negative: it begins above what is seen). */
  top: number;
  /** Its height before the swap and after it. */
  before: number;
  after: number;
  viewportHeight: number;
};

/**
 * How far to scroll so that a block's new height moves nothing the visitor sees. Only where the
 * block begins above the viewport and its old end is within it: then what they look at lies
 * below it (the footer, say) and would jump away. Where they see the block's start, it opens
 * downward, like anything that unfolds in front of them.
 */
export function scrollKeepingBelow({ top, before, after, viewportHeight }: Swap): number {
  return top < 0 && top + before < viewportHeight ? after - before : 0;
}

/**
 * For a placeholder of a size the real content cannot promise (the hub's tools grow with the
 * drafts in the browser): `remember` when the placeholder is shown, `settle` in a layout effect of
 * the content (before the browser paints). The browser's own scroll anchoring does not help here:
 * it anchors to the partly visible block around the placeholder, whose top does not move.
 */
export function useKeepBelowInPlace(target: React.RefObject<HTMLElement | null>) {
  const before = useRef<number | null>(null);
  const remember = useCallback(() => {
    before.current = target.current?.getBoundingClientRect().height ?? null;
  }, [target]);
  const settle = useCallback(() => {
    const element = target.current;
    if (!element || before.current === null) return;
    const { top, height } = element.getBoundingClientRect();
    const by = scrollKeepingBelow({ top, before: before.current, after: height, viewportHeight: window.innerHeight });
    before.current = null;
    if (by !== 0) window.scrollBy({ top: by, behavior: "instant" });
  }, [target]);
  return { remember, settle };
}
