import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";

import { useHydrated } from "./use-hydrated";
import { LoadErrorBoundary, LoadFailure } from "~/ui/load-error-boundary";
import { loadChunk } from "~/utils/load-chunk";
import { Skeleton } from "~/ui/skeleton";
import { useKeepBelowInPlace } from "~/ui/keep-below-in-place";
import { workspaceCopy } from "~/features/hub/copy/hub";
import { fetchPublishedKeys } from "~/features/hub/publishing/published-files";

// The tools' chunk and the list of published articles load side by side; the tools open with the list.
// Only a failure here is a loading problem; an error of the tools themselves is said as such.
const HubTools = lazy(async () => {
  try {
    const [tools, published] = await Promise.all([loadChunk(() => import("./hub-tools")), fetchPublishedKeys()]);
    const Tools = tools.default;
    return { default: () => <Tools initialPublished={published} /> };
  } catch (error) {
    throw new LoadFailure(error);
  }
});

/**
 * The interactive tools. Prerendered as a placeholder of about the same size: they depend on the
 * browser's storage, and Radix writes inline styles the static page's CSP would refuse. Their own
 * chunk loads when the tools come near the viewport or at the first interaction with the page
 * (pointer, key, focus), whichever comes first: loading the page costs no tool work, so the overview
 * stays responsive on slow phones. The published articles come with them as a file the build wrote
 * (/ai-content/veroeffentlicht.json), not in the page: its HTML is the same however many there are.
 * The tools are taller than the placeholder (they grow with the drafts in this browser): where the
 * visitor looks at what lies below them, the footer say, that stays in place when they open.
 */
export function HubWorkspace() {
  const hydrated = useHydrated();
  const section = useRef<HTMLElement>(null);
  const wanted = useWhenWanted(section);
  const below = useKeepBelowInPlace(section);
  const { remember } = below;
  const toolsWanted = hydrated && wanted;
  useLayoutEffect(() => {
    if (toolsWanted) remember();
  }, [toolsWanted, remember]);
  return (
    <section ref={section} aria-labelledby="hub-werkzeuge" className="mt-10">
      <h2 id="hub-werkzeuge" className="sr-only">
        {workspaceCopy.heading}
      </h2>
      {toolsWanted ? (
        <LoadErrorBoundary
          title={workspaceCopy.loadFailed}
          crashTitle={workspaceCopy.crashed}
          actionLabel={workspaceCopy.reload}
          onRetry={() => window.location.reload()}
        >
          <Suspense fallback={<WorkspacePlaceholder />}>
            <HubTools />
            <Shown onShown={below.settle} />
          </Suspense>
        </LoadErrorBoundary>
      ) : (
        <WorkspacePlaceholder />
      )}
    </section>
  );
}

/** Calls `onShown` once its Suspense boundary shows its content, before the browser paints it. */
function Shown({ onShown }: { onShown: () => void }) {
  useLayoutEffect(onShown, [onShown]);
  return null;
}

const INTERACTIONS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/** True once `target` is within 400 px of the viewport or the visitor interacts with the page. */
function useWhenWanted(target: React.RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return want();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
      rootMargin: "400px 0px",
    });
    observer.observe(element);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, passive: true, capture: true });
    return () => {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted, target]);
  return wanted;
}

function WorkspacePlaceholder() {
  return (
    <div className="flex flex-col gap-5">
      <Skeleton className="h-12 w-full max-w-md rounded-pill" />
      <p className="text-sm text-ink-soft">{workspaceCopy.loading}</p>
      <noscript>
        <p className="rounded-xl bg-sun-soft px-4 py-3 text-ink">{workspaceCopy.noScript}</p>
      </noscript>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <Skeleton className="h-[46rem]" />
        <Skeleton className="hidden h-[46rem] lg:block" />
      </div>
    </div>
  );
}
