import { lazy, Suspense } from "react";

import { useHydrated } from "./use-hydrated";
import { LoadErrorBoundary } from "~/components/ui/load-error-boundary";
import { loadChunk } from "~/lib/load-chunk";
import { Skeleton } from "~/components/ui/skeleton";
import { workspaceCopy } from "~/content/hub";

const HubTools = lazy(() => loadChunk(() => import("./hub-tools")));

/**
 * The interactive tools. Prerendered as a placeholder of about the same size: they depend on the
 * browser's storage, and Radix writes inline styles the static page's CSP would refuse. After
 * hydration their own chunk loads, so the overview hydrates fast and the tools mount in a task of
 * their own.
 */
export function HubWorkspace() {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="hub-werkzeuge" className="mt-10">
      <h2 id="hub-werkzeuge" className="sr-only">
        {workspaceCopy.heading}
      </h2>
      {hydrated ? (
        <LoadErrorBoundary
          title={workspaceCopy.loadFailed}
          actionLabel={workspaceCopy.reload}
          onRetry={() => window.location.reload()}
        >
          <Suspense fallback={<WorkspacePlaceholder />}>
            <HubTools />
          </Suspense>
        </LoadErrorBoundary>
      ) : (
        <WorkspacePlaceholder />
      )}
    </section>
  );
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
