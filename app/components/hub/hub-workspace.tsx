import { Component, lazy, Suspense } from "react";

import { useHydrated } from "./use-hydrated";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { workspaceCopy } from "~/content/hub";

const HubTools = lazy(() => import("./hub-tools"));

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
        <ToolsErrorBoundary>
          <Suspense fallback={<WorkspacePlaceholder />}>
            <HubTools />
          </Suspense>
        </ToolsErrorBoundary>
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

/** If the tools' chunk cannot load (offline, a deploy replaced it twice), say so instead of the app-wide error screen. */
class ToolsErrorBoundary extends Component<{ children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-card border border-fake/30 bg-fake-soft p-5">
        <p className="font-semibold">{workspaceCopy.loadFailed}</p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {workspaceCopy.reload}
        </Button>
      </div>
    );
  }
}
