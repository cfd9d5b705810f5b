import { Suspense, lazy, useEffect, useRef, useState } from "react";

import type { LazyLayout } from "./section-layouts";
import { LoadErrorBoundary } from "~/ui/load-error-boundary";
import { loadChunk } from "~/utils/load-chunk";
import { Skeleton } from "~/ui/skeleton";
import { lazyCopy } from "~/features/landing/copy/sections";
import { cn } from "~/utils/cn";

/** Load when within 200 px of the viewport, at 10 % visibility, so a section is ready before it scrolls in; 3 placeholders by default. */
export const LAZY_SECTION = { rootMargin: "200px", threshold: 0.1, skeletons: 3 } as const;

type SectionModule = { default: React.ComponentType };

type LazySectionProps = React.ComponentProps<"div"> & {
  /** Dynamic import of the section body; called only once the section comes near. */
  load: () => Promise<SectionModule>;
  /** Grid, card height and card count shared with the real body, so the space is reserved. */
  layout: LazyLayout;
};

/**
 * Renders placeholders until the section is near the viewport, then loads and shows the body.
 * Once shown it stays. Without IntersectionObserver the body loads at once.
 */
export function LazySection({ load, layout, className, ...props }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  // A fresh lazy component per attempt: React caches a failed import, so "retry" needs a new one.
  const [body, setBody] = useState<{ Component: React.LazyExoticComponent<React.ComponentType>; attempt: number } | null>(null);
  const show = () => setBody((current) => ({ Component: lazy(() => loadChunk(load)), attempt: (current?.attempt ?? 0) + 1 }));
  useOnceNearViewport(ref, body === null ? show : null);

  const placeholders = (
    <div aria-hidden="true" data-testid="lazy-skeletons">
      <div className={layout.grid}>
        {Array.from({ length: layout.count ?? LAZY_SECTION.skeletons }, (_, index) => (
          <Skeleton key={index} className={layout.card} />
        ))}
      </div>
      {layout.note ? <Skeleton className={cn("mt-6 max-w-3xl rounded-md", layout.note)} /> : null}
    </div>
  );

  return (
    <div ref={ref} className={cn(className)} aria-busy={body ? undefined : true} {...props}>
      {body ? (
        <LoadErrorBoundary
          key={body.attempt}
          title={lazyCopy.errorTitle}
          text={lazyCopy.errorText}
          actionLabel={lazyCopy.retry}
          onRetry={show}
        >
          <Suspense fallback={placeholders}>
            <body.Component />
          </Suspense>
        </LoadErrorBoundary>
      ) : (
        <>
          <p className="sr-only">{lazyCopy.loading}</p>
          {placeholders}
          <noscript>
            <p className="mt-4 text-ink-soft">{lazyCopy.noScript}</p>
          </noscript>
        </>
      )}
    </div>
  );
}

/** Calls `onNear` once when the element comes near the viewport; pass null to stop watching. */
function useOnceNearViewport(ref: React.RefObject<Element | null>, onNear: (() => void) | null) {
  const callback = useRef(onNear);
  useEffect(() => {
    callback.current = onNear;
  });
  const watching = onNear !== null;
  useEffect(() => {
    const element = ref.current;
    if (!watching || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      // Old browsers: no lazy loading, just show the content.
      queueMicrotask(() => callback.current?.());
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        callback.current?.();
      },
      { rootMargin: LAZY_SECTION.rootMargin, threshold: LAZY_SECTION.threshold },
    );
    // Watch each placeholder card rather than the whole block: on a phone the block is taller
    // than the screen, and 10 % of it would only be reached once the placeholders are in view.
    const placeholders = element.querySelectorAll("[data-slot=skeleton]");
    for (const target of placeholders.length ? placeholders : [element]) observer.observe(target);
    return () => observer.disconnect();
  }, [ref, watching]);
}
